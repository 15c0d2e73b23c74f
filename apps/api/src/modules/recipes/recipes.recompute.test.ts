import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  onionPayload,
  recipePayload,
  subRecipePayload,
} from '../../../test/recipe-factories.ts';

let t: TestApp;
let chef: TestUser;
let cebollaDefinition: number;
const api = (...args: Parameters<typeof callApi> extends [unknown, ...infer R] ? R : never) =>
  callApi(t.app, ...args);

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  cebollaDefinition = await definitionId(t.app, chef, 'cebolla');
});
afterAll(async () => {
  await t.close();
});

const get = async (id: number) => (await api(chef, 'GET', `recipes/${id}/`)).json();
const listed = async (id: number) =>
  (await api(chef, 'GET', 'recipes/?page_size=100'))
    .json()
    .results.find((row: { id: number }) => row.id === id);

/** Onion → fondo (elaboración, 2 l) → salsa (elaboración, 1 l) → plato; and a plain dish of onion. */
async function buildChain(prefix: string) {
  const onion = await createProduct(t.app, chef, {
    ...onionPayload(cebollaDefinition),
    name: `${prefix} cebolla`,
  });
  const fondo = await createRecipe(
    t.app,
    chef,
    subRecipePayload(`${prefix} fondo`, [
      { ingredient_instance: onion, quantity: '2', unit: 'kg' },
    ]),
  );
  const salsa = await createRecipe(
    t.app,
    chef,
    subRecipePayload(`${prefix} salsa`, [{ sub_recipe: fondo.id, quantity: '1', unit: 'l' }], {
      yield_quantity: '1',
    }),
  );
  const plato = await createRecipe(
    t.app,
    chef,
    recipePayload(`${prefix} plato`, [{ sub_recipe: salsa.id, quantity: '500', unit: 'ml' }], {
      sale_price: '11.00',
    }),
  );
  const simple = await createRecipe(
    t.app,
    chef,
    recipePayload(`${prefix} simple`, [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }], {
      sale_price: '4.40',
    }),
  );
  return { onion, fondo, salsa, plato, simple };
}

describe('stored figures follow every change, in the same request', () => {
  it('a product price change re-costs the recipes that use it and their parents through sub-recipes', async () => {
    const { onion, fondo, salsa, plato, simple } = await buildChain('Precio');
    // fondo 3.00 € / 2 l → salsa 1 l of it = 1.50 € → plato 0.5 l of salsa = 0.75 €.
    expect((await listed(plato.id)).ingredients_cost).toBe('0.75');
    expect((await listed(simple.id)).ingredients_cost).toBe('1.50');
    const patched = await api(chef, 'PATCH', `ingredient-instances/${onion}/`, {
      purchase_price: '24.00',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().recipes_count).toBe(2);
    expect((await listed(fondo.id)).ingredients_cost).toBe('6.00');
    expect((await listed(salsa.id)).ingredients_cost).toBe('3.00');
    expect(await listed(plato.id)).toMatchObject({
      ingredients_cost: '1.50',
      cost_per_serving: '0.38',
    });
    expect((await listed(simple.id)).ingredients_cost).toBe('3.00');
    // merma too: 50 % → usable 0.0048 €/g.
    await api(chef, 'PATCH', `ingredient-instances/${onion}/`, { waste_pct: '50' });
    expect((await listed(simple.id)).ingredients_cost).toBe('4.80');
    expect((await listed(plato.id)).ingredients_cost).toBe('2.40');
  });

  it('a sub-recipe change (yield, lines, name) re-costs every recipe above it', async () => {
    const { fondo, plato } = await buildChain('Yield');
    await api(chef, 'PATCH', `recipes/${fondo.id}/`, { yield_quantity: '4' });
    expect((await listed(plato.id)).ingredients_cost).toBe('0.38');
    await api(chef, 'PATCH', `recipes/${fondo.id}/`, { yield_unit: 'kg' });
    const broken = await listed(plato.id);
    expect(broken.cost_complete).toBe(false);
    expect(broken.status).toBe('incomplete');
    await api(chef, 'PATCH', `recipes/${fondo.id}/`, { yield_unit: 'l', name: 'Fondo nuevo' });
    const fixed = await get(plato.id);
    expect(fixed.cost_complete).toBe(true);
    expect((await listed(plato.id)).warnings).toEqual([]);
  });

  it('the profile default VAT and target re-cost the recipes that use them, not the others', async () => {
    const cook = await createUser(t.app);
    const onion = await createProduct(t.app, cook, onionPayload(cebollaDefinition));
    const byDefault = await createRecipe(
      t.app,
      cook,
      recipePayload('Por defecto', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }], {
        sale_price: '4.40',
      }),
    );
    const own = await createRecipe(
      t.app,
      cook,
      recipePayload('IVA propio', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }], {
        sale_price: '4.40',
        sale_vat_pct: '10',
        target_food_cost_pct: '30',
      }),
    );
    expect(byDefault).toMatchObject({
      sale_vat_pct: null,
      effective_sale_vat_pct: '10.00',
      net_sale_price: '4.00',
    });
    const profile = await callApi(t.app, cook, 'PATCH', 'profile/', {
      sale_vat_pct: '21',
      target_food_cost_pct: '25',
    });
    expect(profile.statusCode).toBe(200);
    const rows = (await callApi(t.app, cook, 'GET', 'recipes/')).json().results;
    const after = rows.find((row: { id: number }) => row.id === byDefault.id);
    expect(after).toMatchObject({
      effective_sale_vat_pct: '21.00',
      effective_target_food_cost_pct: '25.00',
      net_sale_price: '3.64',
      // 0.375 / 0.25 × 1.21
      suggested_sale_price: '1.82',
    });
    expect(rows.find((row: { id: number }) => row.id === own.id)).toMatchObject({
      effective_sale_vat_pct: '10.00',
      net_sale_price: '4.00',
      suggested_sale_price: '1.38',
    });
  });
});

describe('delete in use', () => {
  it('a product used by recipes: recipes_count, 400 naming them, forced delete removes the lines and re-costs', async () => {
    const { onion, fondo, plato, simple } = await buildChain('Borrar');
    const product = await api(chef, 'GET', `ingredient-instances/${onion}/`);
    expect(product.json().recipes_count).toBe(2);
    const refused = await api(chef, 'DELETE', `ingredient-instances/${onion}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'Este ingrediente se usa en 2 recetas: Borrar fondo, Borrar simple. Quítalo de ellas o elimínalo igualmente con force=true.',
    );
    const forced = await api(chef, 'DELETE', `ingredient-instances/${onion}/?force=true`);
    expect(forced.statusCode).toBe(204);
    expect(await listed(simple.id)).toMatchObject({
      lines_count: 0,
      ingredients_cost: '0.00',
      cost_complete: false,
    });
    expect(await listed(fondo.id)).toMatchObject({ lines_count: 0, cost_complete: false });
    expect(await listed(plato.id)).toMatchObject({
      ingredients_cost: '0.00',
      cost_complete: false,
    });
  });

  it('an elaboración used by recipes: 400 naming them; unmarking refused; forced delete re-costs the parents', async () => {
    const { fondo, salsa, plato } = await buildChain('Elab');
    const refused = await api(chef, 'DELETE', `recipes/${salsa.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail:
        'Esta elaboración se usa en 1 receta: Elab plato. Quítala de ella o elimínala igualmente con force=true (se quitará de esas recetas).',
      recipes: [{ id: plato.id, name: 'Elab plato' }],
    });
    const unmark = await api(chef, 'PATCH', `recipes/${salsa.id}/`, { is_subrecipe: false });
    expect(unmark.statusCode).toBe(400);
    expect(unmark.json().is_subrecipe[0]).toMatch(/Elab plato/);
    const forced = await api(chef, 'DELETE', `recipes/${salsa.id}/?force=true`);
    expect(forced.statusCode).toBe(204);
    expect((await api(chef, 'GET', `recipes/${salsa.id}/`)).statusCode).toBe(404);
    expect(await listed(plato.id)).toMatchObject({ lines_count: 0, ingredients_cost: '0.00' });
    // Not used any more: a plain delete works.
    expect((await api(chef, 'DELETE', `recipes/${fondo.id}/`)).statusCode).toBe(204);
  });
});

describe('duplicate, lists, ordering', () => {
  it('duplicate copies the lines and the figures under "(copia)" or the given name', async () => {
    const { plato } = await buildChain('Dup');
    const copy = await api(chef, 'POST', `recipes/${plato.id}/duplicate/`, {});
    expect(copy.statusCode).toBe(201);
    const original = await get(plato.id);
    expect(copy.json()).toMatchObject({
      name: 'Dup plato (copia)',
      ingredients_cost: original.ingredients_cost,
      margin_pct: original.margin_pct,
    });
    expect(copy.json().id).not.toBe(plato.id);
    expect(copy.json().lines).toHaveLength(original.lines.length);
    const named = await api(chef, 'POST', `recipes/${plato.id}/duplicate/`, { name: 'Otra' });
    expect(named.json().name).toBe('Otra');
  });

  it('profitable / low margin against each target or a threshold; ordering by margin', async () => {
    const cook = await createUser(t.app);
    const onion = await createProduct(t.app, cook, onionPayload(cebollaDefinition));
    const dish = (name: string, price: string, target?: string) =>
      createRecipe(
        t.app,
        cook,
        recipePayload(name, [{ ingredient_instance: onion, quantity: '2', unit: 'kg' }], {
          sale_price: price,
          ...(target ? { target_food_cost_pct: target } : {}),
        }),
      );
    // 0.75 € per serving; net price = PVP / 1.1.
    const cheap = await dish('Barato', '2.20'); // food cost 37.5 % > 30 → low margin
    const dear = await dish('Caro', '11.00'); // 7.5 % → profitable
    const lenient = await dish('Permisivo', '2.20', '40'); // 37.5 % ≤ 40 → profitable
    await createRecipe(
      t.app,
      cook,
      recipePayload('Sin precio', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }]),
    );
    const ids = async (path: string) =>
      (await callApi(t.app, cook, 'GET', path)).json().results.map((row: { id: number }) => row.id);
    expect(await ids('recipes/profitable_recipes/')).toEqual([dear.id, lenient.id]);
    expect(await ids('recipes/low_margin_recipes/')).toEqual([cheap.id]);
    expect(await ids('recipes/low_margin_recipes/?threshold=70')).toEqual([cheap.id, lenient.id]);
    expect(await ids('recipes/profitable_recipes/?threshold=70')).toEqual([dear.id]);
    // Equal margins fall back to the name; recipes without a margin go last both ways.
    const priceless = (await ids('recipes/?search=sin precio'))[0];
    expect(await ids('recipes/?ordering=-margin_pct')).toEqual([
      dear.id,
      cheap.id,
      lenient.id,
      priceless,
    ]);
    expect(await ids('recipes/?ordering=margin_pct')).toEqual([
      cheap.id,
      lenient.id,
      dear.id,
      priceless,
    ]);
    const bad = await callApi(t.app, cook, 'GET', 'recipes/?ordering=password');
    expect(bad.statusCode).toBe(400);
    expect(await ids('recipes/?search=CARO')).toEqual([dear.id]);
    expect(await ids('recipes/?is_subrecipe=true')).toEqual([]);
  });
});
