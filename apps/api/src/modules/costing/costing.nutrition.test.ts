import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS } from '@costeo/domain/nutrition';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  recipePayload,
} from '../../../test/recipe-factories.ts';
import {
  readCatalogFoodMap,
  readSr28Subset,
  storedValues,
} from '../../db/seed-data/nutrition/sr28.ts';

let t: TestApp;
let chef: TestUser;
const api = (...args: Parameters<typeof callApi> extends [unknown, ...infer R] ? R : never) =>
  callApi(t.app, ...args);

/** Values per 100 g set by the test: every nutrient 0 unless given. */
function label(values: Record<string, string | null>) {
  return Object.fromEntries(
    NUTRIENT_KEYS.map((key) => [key, values[key] === undefined ? '0' : values[key]]),
  );
}

function product(definition: number, name: string, extra: Record<string, unknown> = {}) {
  return createProduct(t.app, chef, {
    definition,
    name,
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '10.00',
    ...extra,
  });
}

let lean: number;
let fatty: number;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  const flour = await definitionId(t.app, chef, 'harina de trigo');
  lean = await product(flour, 'Base magra', {
    nutrition_per_100g: label({ fat: '10', energy_kj: '400', energy_kcal: '95' }),
  });
  fatty = await product(flour, 'Base grasa', {
    nutrition_per_100g: label({ fat: '20', salt: '2.5', energy_kj: '800', energy_kcal: '190' }),
  });
});
afterAll(async () => {
  await t.close();
});

describe('a recipe’s nutrition (issue 21 acceptance)', () => {
  it('200 g at 10 g fat + 300 g at 20 g fat and 2,5 g salt, 500 g in 4 servings; then cooked to 400 g', async () => {
    const recipe = await createRecipe(
      t.app,
      chef,
      recipePayload('Masa', [
        { ingredient_instance: lean, quantity: '200', unit: 'g' },
        { ingredient_instance: fatty, quantity: '300', unit: 'g' },
      ]),
    );
    expect(recipe.final_weight_g).toBeNull();
    expect(recipe.nutrition).toMatchObject({
      per_100g: { fat: '16', salt: '1.5', energy_kj: '640', energy_kcal: '152' },
      per_serving: { fat: '20', salt: '1.875' },
      weight_g: '500',
      weight_source: 'lines',
      complete: true,
      missing: [],
      sources: ['product'],
    });
    const cooked = await api(chef, 'PATCH', `recipes/${recipe.id}/`, { final_weight_g: '400' });
    expect(cooked.statusCode).toBe(200);
    expect(cooked.json()).toMatchObject({
      final_weight_g: '400.000',
      nutrition: {
        per_100g: { fat: '20', salt: '1.875' },
        per_serving: { fat: '20' },
        weight_g: '400',
        weight_source: 'final_weight',
      },
    });
    const read = await api(chef, 'GET', `recipes/${recipe.id}/`);
    expect(read.json().nutrition.per_100g.fat).toBe('20');
  });

  it('weighs a line in ml by the density and a line in ud by the unit weight; names a food without values', async () => {
    const oil = await product(
      await definitionId(t.app, chef, 'aceite de oliva virgen extra'),
      'AOVE',
      {
        purchase_unit: 'l',
        density: '0.900',
        nutrition_per_100g: label({ fat: '100' }),
      },
    );
    const egg = await product(await definitionId(t.app, chef, 'huevo l'), 'Huevo', {
      purchase_quantity: '30',
      purchase_unit: 'ud',
      unit_weight: '60.00',
      nutrition_per_100g: label({ fat: '10' }),
    });
    const categories = (await api(chef, 'GET', 'ingredient-definitions/categories/')).json();
    const own = await api(chef, 'POST', 'ingredient-definitions/', {
      name: 'Especia de la casa',
      category: categories[0].id,
      base_unit: 'g',
    });
    expect(own.json().nutrition_per_100g).toBeNull();
    const spice = await product(own.json().id, 'Especia');
    const recipe = await createRecipe(
      t.app,
      chef,
      recipePayload('Mayonesa', [
        { ingredient_instance: oil, quantity: '100', unit: 'ml' },
        { ingredient_instance: egg, quantity: '2', unit: 'ud' },
        { ingredient_instance: spice, quantity: '10', unit: 'g' },
      ]),
    );
    const nutrition = recipe.nutrition as Record<string, unknown>;
    // 90 g of oil + 105,6 g of egg + 10 g of spice: two eggs of 60 g weigh their edible part,
    // without the shell (the catalog's 12 % merma of "Huevo L"; DOMAIN.md §2, issue 31).
    expect(nutrition.weight_g).toBe('205.6');
    expect(nutrition.complete).toBe(false);
    expect(nutrition.per_100g).toMatchObject({ fat: null, salt: null });
    const lines = recipe.lines as { id: number }[];
    expect(nutrition.missing).toEqual([
      {
        line: lines[2]?.id,
        name: 'Especia',
        ingredient_instance: spice,
        sub_recipe: null,
        reason: 'no_value',
        nutrients: [...NUTRIENT_KEYS],
      },
    ]);
  });

  it('goes through an elaboración by its yield, and reads a catalog product from the table', async () => {
    const onion = await product(await definitionId(t.app, chef, 'cebolla'), 'Cebolla');
    const productAnswer = (await api(chef, 'GET', `ingredient-instances/${onion}/`)).json();
    expect(productAnswer).toMatchObject({
      nutrition_per_100g: null,
      definition_nutrition_source: 'table',
      definition_nutrition_per_100g: { energy_kcal: '40', fat: '0.10', sugars: '4.24' },
    });
    const sofrito = await createRecipe(t.app, chef, {
      ...recipePayload('Sofrito', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }]),
      is_subrecipe: true,
      yield_quantity: '500',
      yield_unit: 'g',
      final_weight_g: '500',
    });
    const dish = await createRecipe(
      t.app,
      chef,
      recipePayload('Tosta', [{ sub_recipe: sofrito.id, quantity: '100', unit: 'g' }], {
        servings: 1,
      }),
    );
    // 100 g of a sofrito made of 1 kg of onion cooked down to 500 g: 200 g of onion.
    expect(dish.nutrition).toMatchObject({
      per_100g: { energy_kcal: '80', sugars: '8.48', fat: '0.2' },
      weight_g: '100',
      sources: ['table'],
      complete: true,
    });
  });
});

describe('nutrition_per_100g validation', () => {
  it.each([
    [{ fat: '-1' }, 'fat'],
    [{ fat: '101' }, 'fat'],
    [{ fat: '1', saturates: '2' }, 'saturates'],
    [{ carbohydrate: '1', sugars: '3' }, 'sugars'],
    [{ energy_kj: '100', energy_kcal: null }, 'energy_kcal'],
    [{ fibre: 'mucha' }, 'fibre'],
  ])('refuses %j', async (values, field) => {
    const flour = await definitionId(t.app, chef, 'harina de trigo');
    const response = await api(chef, 'POST', 'ingredient-instances/', {
      definition: flour,
      purchase_quantity: '1',
      purchase_unit: 'kg',
      purchase_price: '1.00',
      nutrition_per_100g: { ...label({}), ...values },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });
});

describe('the catalog’s values in the database', () => {
  it('equal the committed SR28 lines for every mapped definition (null for the unmapped)', async () => {
    const stored = new Map<string, unknown>();
    for (let page = 1; page <= 5; page += 1) {
      const response = await api(chef, 'GET', `ingredient-definitions/?page=${page}&page_size=100`);
      for (const definition of response.json().results as {
        name: string;
        is_custom: boolean;
        nutrition_per_100g: unknown;
      }[]) {
        if (!definition.is_custom) stored.set(definition.name, definition.nutrition_per_100g);
      }
    }
    const foods = readSr28Subset();
    const map = readCatalogFoodMap();
    expect(stored.size).toBe(map.length);
    for (const entry of map) {
      const food = entry.ndb === null ? null : foods.get(entry.ndb);
      const expected = food ? storedValues(food) : null;
      expect(stored.get(entry.definition), entry.definition).toEqual(expected);
    }
    // SR28's whole milk lists sugars 5.05 g over carbohydrate 4.78 g; a label may not.
    expect(stored.get('Leche entera')).toMatchObject({ carbohydrate: '4.78', sugars: '4.78' });
  });
});
