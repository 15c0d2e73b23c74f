import { LINE_WARNINGS } from '@costeo/domain/recipe-cost-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, type TestUser } from './factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  recipePayload,
  subRecipePayload,
} from './recipe-factories.ts';

// The contract bounds of every figure a cost is made of (quantities and yields 0.001–1 000 000,
// purchase prices 0–1 000 000 €), and the engine's bound on one line (MAX_LINE_COST).
let t: TestApp;
let user: TestUser;
let saffron: number;
let water: number;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app);
  saffron = await definitionId(t.app, user, 'azafran');
  water = await definitionId(t.app, user, 'agua mineral');
});
afterAll(async () => {
  await t.close();
});

const product = (extra: Record<string, unknown>) => ({
  definition: saffron,
  purchase_quantity: '1',
  purchase_unit: 'g',
  purchase_price: '5.00',
  vat_pct: '10.00',
  ...extra,
});

describe('products', () => {
  it.each([
    ['purchase_quantity', '0.0009', /mayor o igual a 0.001|más de 3 decimales/],
    ['purchase_quantity', '0', /mayor o igual a 0.001/],
    ['purchase_quantity', '1000000.001', /menor o igual a 1000000/],
    ['purchase_price', '-0.01', /mayor o igual a 0/],
    ['purchase_price', '1000000.0001', /menor o igual a 1000000/],
    ['purchase_price', '1e400', /número válido/],
  ])('refuse %s = %s with a 400 on the field', async (field, value, message) => {
    const response = await callApi(
      t.app,
      user,
      'POST',
      'ingredient-instances/',
      product({ [field]: value }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]?.join(' ')).toMatch(message);
  });

  it('accept 0.001 kg of saffron, 1 000 000 l of water, and a price of 0 with its warning', async () => {
    const pinch = await callApi(
      t.app,
      user,
      'POST',
      'ingredient-instances/',
      product({ purchase_quantity: '0.001', purchase_unit: 'kg', purchase_price: '1000000' }),
    );
    expect(pinch.statusCode).toBe(201);
    const tank = await callApi(
      t.app,
      user,
      'POST',
      'ingredient-instances/',
      product({ definition: water, purchase_quantity: '1000000', purchase_unit: 'l' }),
    );
    expect(tank.statusCode, tank.body).toBe(201);
    const free = await callApi(
      t.app,
      user,
      'POST',
      'ingredient-instances/',
      product({ name: 'Muestra', purchase_price: '0' }),
    );
    expect(free.statusCode).toBe(201);
    expect(free.json().warnings).not.toEqual([]);
  });
});

describe('recipes', () => {
  let productId: number;
  beforeAll(async () => {
    productId = await createProduct(t.app, user, product({ name: 'Azafrán La Mancha' }));
  });

  it.each([
    ['0', /mayor o igual a 0.001/],
    ['1000000.001', /menor o igual a 1000000/],
    ['-1', /mayor o igual a 0.001/],
  ])('refuse a line quantity of %s with a 400', async (quantity, message) => {
    const payload = recipePayload('Paella', [
      { ingredient_instance: productId, quantity, unit: 'g' },
    ]);
    const response = await callApi(t.app, user, 'POST', 'recipes/', payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(message);
  });

  it.each([
    ['0', /mayor o igual a 0.001/],
    ['1000000.001', /menor o igual a 1000000/],
  ])('refuse a yield of %s with a 400 on yield_quantity', async (yieldQuantity, message) => {
    const payload = subRecipePayload(
      'Fondo',
      [{ ingredient_instance: productId, quantity: '1', unit: 'g' }],
      { yield_quantity: yieldQuantity },
    );
    const response = await callApi(t.app, user, 'POST', 'recipes/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().yield_quantity?.join(' ')).toMatch(message);
  });

  it('accept a 1 000 l stock', async () => {
    const stock = subRecipePayload(
      'Fondo oscuro',
      [{ ingredient_instance: productId, quantity: '1', unit: 'g' }],
      { yield_quantity: '1000' },
    );
    expect((await callApi(t.app, user, 'POST', 'recipes/', stock)).statusCode).toBe(201);
  });

  it('flag, never make up, a line that nested 0.001 ml yields would make cost over 10⁹ €', async () => {
    // 1 g of saffron (5 €) yields 0.001 ml: 5 000 € a ml. 1 l of it is 5 000 000 € (costed);
    // that yields 0.001 ml again, and 1 l of that would be 5·10¹⁵ €.
    const first = await createRecipe(
      t.app,
      user,
      subRecipePayload('Esencia', [{ ingredient_instance: productId, quantity: '1', unit: 'g' }], {
        yield_quantity: '0.001',
        yield_unit: 'ml',
      }),
    );
    const second = await createRecipe(
      t.app,
      user,
      subRecipePayload('Esencia doble', [{ sub_recipe: first.id, quantity: '1', unit: 'l' }], {
        yield_quantity: '0.001',
        yield_unit: 'ml',
      }),
    );
    expect(second).toMatchObject({ total_cost: '5000000.00', cost_complete: true });
    const dish = await createRecipe(
      t.app,
      user,
      recipePayload('Plato imposible', [{ sub_recipe: second.id, quantity: '1', unit: 'l' }]),
    );
    expect(dish).toMatchObject({ total_cost: '0.00', cost_complete: false });
    expect(dish.warnings).toEqual([`Esencia doble: ${LINE_WARNINGS.costOutOfRange}`]);
    const analysis = await callApi(t.app, user, 'GET', `recipes/${dish.id}/cost_analysis/`);
    expect(analysis.json().lines[0]).toMatchObject({
      cost: null,
      warning: LINE_WARNINGS.costOutOfRange,
    });
  });
});
