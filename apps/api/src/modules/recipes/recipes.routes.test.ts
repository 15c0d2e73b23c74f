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
let onion: number;
const api = (...args: Parameters<typeof callApi> extends [unknown, ...infer R] ? R : never) =>
  callApi(t.app, ...args);

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  onion = await createProduct(
    t.app,
    chef,
    onionPayload(await definitionId(t.app, chef, 'cebolla')),
  );
});
afterAll(async () => {
  await t.close();
});

/** The sub-recipe of the issue: 2 kg of onion net (3.00 €) yield 2 l. */
async function createFondo(name = 'Fondo de cebolla') {
  return createRecipe(
    t.app,
    chef,
    subRecipePayload(name, [{ ingredient_instance: onion, quantity: '2', unit: 'kg' }]),
  );
}

describe('the issue 8 acceptance numbers (DOMAIN.md §2)', () => {
  it('onion 1 kg net + 500 ml of a 2 l / 3.00 € sub-recipe, 4 servings, PVP 8.80 € at 10 %, target 30 %', async () => {
    const fondo = await createFondo();
    expect(fondo).toMatchObject({
      is_subrecipe: true,
      ingredients_cost: '3.00',
      cost_per_yield_unit: '1.5000',
      cost_complete: true,
      status: 'no_price',
    });
    const response = await api(
      chef,
      'POST',
      'recipes/',
      recipePayload(
        'Sopa de cebolla',
        [
          { ingredient_instance: onion, quantity: '1', unit: 'kg' },
          { sub_recipe: fondo.id, quantity: '500', unit: 'ml', note: 'caliente' },
        ],
        { sale_price: '8.80', sale_vat_pct: '10', target_food_cost_pct: '30' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const recipe = response.json();
    expect(recipe).toMatchObject({
      name: 'Sopa de cebolla',
      servings: 4,
      sale_price: '8.80',
      sale_vat_pct: '10.00',
      effective_sale_vat_pct: '10.00',
      target_food_cost_pct: '30.00',
      ingredients_cost: '2.25',
      extra_costs_total: '0.00',
      total_cost: '2.25',
      cost_per_serving: '0.56',
      net_sale_price: '8.00',
      food_cost_pct: '7.03',
      margin_per_serving: '7.44',
      margin_pct: '92.97',
      suggested_sale_price: '2.06',
      cost_complete: true,
      status: 'profitable',
      warnings: [],
      scaling: null,
    });
    expect(recipe.lines).toMatchObject([
      {
        position: 1,
        kind: 'ingredient',
        ingredient_instance: onion,
        sub_recipe: null,
        quantity: '1.000',
        unit: 'kg',
        net_quantity: '1.000',
        gross_quantity: '1.250',
        cost: '1.50',
        warning: null,
      },
      {
        position: 2,
        kind: 'sub_recipe',
        sub_recipe: fondo.id,
        name: 'Fondo de cebolla',
        net_quantity: '500.000',
        cost: '0.75',
        note: 'caliente',
      },
    ]);
    // The list is served from the stored figures: the same rounding, the same numbers.
    const list = await api(chef, 'GET', 'recipes/?search=SOPA');
    const accents = await api(
      chef,
      'GET',
      'recipes/?search=fondo%20de%20CEBÓLLA&is_subrecipe=true',
    );
    expect(accents.json().results.map((row: { id: number }) => row.id)).toEqual([fondo.id]);
    expect(list.json().results[0]).toMatchObject({
      id: recipe.id,
      cost_per_serving: '0.56',
      margin_pct: '92.97',
      food_cost_pct: '7.03',
      suggested_sale_price: '2.06',
      lines_count: 2,
    });
    const analysis = await api(chef, 'GET', `recipes/${recipe.id}/cost_analysis/`);
    expect(analysis.statusCode).toBe(200);
    expect(analysis.json()).toMatchObject({
      recipe: recipe.id,
      totals: { ingredients_cost: '2.25', total_cost: '2.25', cost_per_serving: '0.56' },
      margins: {
        sale_price: '8.80',
        sale_vat_pct: '10.00',
        net_sale_price: '8.00',
        food_cost_pct: '7.03',
        margin_pct: '92.97',
        target_food_cost_pct: '30.00',
        suggested_sale_price: '2.06',
        status: 'profitable',
      },
      scaling: { servings: 4, base_servings: 4, factor: '1.000000' },
    });
    expect(
      analysis.json().lines.map((line: { cost_share_pct: string }) => line.cost_share_pct),
    ).toEqual(['66.67', '33.33']);

    // Making the sub-recipe contain the recipe is a cycle, named.
    const cycle = await api(chef, 'PATCH', `recipes/${fondo.id}/`, {
      lines: [{ sub_recipe: recipe.id, quantity: '1', unit: 'ud' }],
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toEqual({
      lines: [
        'La receta no puede contenerse a sí misma: Fondo de cebolla → Sopa de cebolla → Fondo de cebolla.',
      ],
    });
  });

  it('the scaled view (?servings=N) scales quantities and costs, not per-serving figures', async () => {
    const recipe = await createRecipe(
      t.app,
      chef,
      recipePayload('Cebolla asada', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }], {
        sale_price: '5.50',
      }),
    );
    const scaled = await api(chef, 'GET', `recipes/${recipe.id}/?servings=10`);
    expect(scaled.statusCode).toBe(200);
    expect(scaled.json()).toMatchObject({
      ingredients_cost: '3.75',
      cost_per_serving: '0.38',
      scaling: { servings: 10, base_servings: 4, factor: '2.500000' },
    });
    expect(scaled.json().lines[0]).toMatchObject({ net_quantity: '2.500', cost: '3.75' });
    const bad = await api(chef, 'GET', `recipes/${recipe.id}/?servings=0`);
    expect(bad.statusCode).toBe(400);
  });

  it('a line in ml of a product without density is flagged: cost_complete false, reason on the line', async () => {
    const response = await api(
      chef,
      'POST',
      'recipes/',
      recipePayload(
        'Crema de cebolla',
        [{ ingredient_instance: onion, quantity: '200', unit: 'ml' }],
        {
          sale_price: '6.00',
        },
      ),
    );
    expect(response.statusCode).toBe(201);
    const recipe = response.json();
    expect(recipe.cost_complete).toBe(false);
    expect(recipe.status).toBe('incomplete');
    expect(recipe.lines[0].cost).toBeNull();
    expect(recipe.lines[0].warning).toMatch(/densidad/);
    expect(recipe.warnings).toEqual([`Cebolla: ${recipe.lines[0].warning}`]);
  });
});

describe('validation of lines', () => {
  it('another owner product or sub-recipe is "does not exist" on the line field', async () => {
    const other = await createUser(t.app);
    const theirs = await createProduct(
      t.app,
      other,
      onionPayload(await definitionId(t.app, other, 'cebolla')),
    );
    const response = await api(
      chef,
      'POST',
      'recipes/',
      recipePayload('Robada', [
        { ingredient_instance: theirs, quantity: '1', unit: 'kg' },
        { sub_recipe: 999_999, quantity: '1', unit: 'l' },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'lines.0.ingredient_instance': [`Clave primaria "${theirs}" inválida - objeto no existe.`],
      'lines.1.sub_recipe': ['Clave primaria "999999" inválida - objeto no existe.'],
    });
  });

  it('a sub_recipe that is not an elaboración, both or neither reference, bad numbers → 400', async () => {
    const plain = await createRecipe(t.app, chef, recipePayload('Plato normal', []));
    const notSub = await api(
      chef,
      'POST',
      'recipes/',
      recipePayload('Usa plato', [{ sub_recipe: plain.id, quantity: '1', unit: 'ud' }]),
    );
    expect(notSub.statusCode).toBe(400);
    expect(notSub.json()['lines.0.sub_recipe'][0]).toMatch(/no es una elaboración/);
    for (const payload of [
      recipePayload('X', [{ quantity: '1', unit: 'kg' }]),
      recipePayload('X', [
        { ingredient_instance: onion, sub_recipe: plain.id, quantity: '1', unit: 'kg' },
      ]),
      recipePayload('X', [{ ingredient_instance: onion, quantity: '0', unit: 'kg' }]),
      recipePayload('X', [{ ingredient_instance: onion, quantity: '1', unit: 'furlong' }]),
      recipePayload('X', [], { servings: 0 }),
      recipePayload('X', [], { sale_vat_pct: '100' }),
      recipePayload('', []),
      { name: 'Elaboración sin rendimiento', servings: 1, is_subrecipe: true },
    ]) {
      const response = await api(chef, 'POST', 'recipes/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('a direct self-reference is a cycle too', async () => {
    const fondo = await createFondo('Fondo circular');
    const response = await api(chef, 'PUT', `recipes/${fondo.id}/`, {
      ...subRecipePayload('Fondo circular', [{ sub_recipe: fondo.id, quantity: '1', unit: 'l' }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      lines: ['La receta no puede contenerse a sí misma: Fondo circular → Fondo circular.'],
    });
  });
});

describe('tenancy, authentication, quota', () => {
  it('401 without a token', async () => {
    for (const path of [
      'recipes/',
      'recipes/my_recipes/',
      'recipes/1/',
      'recipe-extra-costs/?recipe=1',
    ]) {
      const response = await api(null, 'GET', path);
      expect(response.statusCode, path).toBe(401);
    }
  });

  it("another user's recipe id → 404 on every recipe endpoint", async () => {
    const mine = await createRecipe(t.app, chef, recipePayload('Mía', []));
    const intruder = await createUser(t.app);
    const calls: [Parameters<typeof api>[1], string, Record<string, unknown>?][] = [
      ['GET', `recipes/${mine.id}/`],
      ['GET', `recipes/${mine.id}/?servings=8`],
      ['PUT', `recipes/${mine.id}/`, recipePayload('Robada', [])],
      ['PATCH', `recipes/${mine.id}/`, { name: 'Robada' }],
      ['DELETE', `recipes/${mine.id}/`],
      ['DELETE', `recipes/${mine.id}/?force=true`],
      ['GET', `recipes/${mine.id}/cost_analysis/`],
      ['POST', `recipes/${mine.id}/duplicate/`, {}],
      ['GET', `recipe-extra-costs/?recipe=${mine.id}`],
    ];
    for (const [method, path, payload] of calls) {
      const response = await api(intruder, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'No encontrado.' });
    }
    const still = await api(chef, 'GET', `recipes/${mine.id}/`);
    expect(still.json().name).toBe('Mía');
    const extra = await api(chef, 'GET', `recipe-extra-costs/?recipe=${mine.id}`);
    expect(extra.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('the quota holds under concurrent creates: 30 at once on a new account → exactly 20', async () => {
    const cook = await createUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        api(cook, 'POST', 'recipes/', recipePayload(`Simultánea ${index}`, [])),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect((await api(cook, 'GET', 'recipes/')).json().count).toBe(20);
  });

  it('20 recipes on the free plan; the 21st (or a duplicate) → 403 quota_exceeded', async () => {
    const cook = await createUser(t.app);
    let first = 0;
    for (let index = 1; index <= 20; index += 1) {
      const created = await createRecipe(t.app, cook, recipePayload(`Receta ${index}`, []));
      if (index === 1) first = created.id;
    }
    const expected = {
      detail: 'Has alcanzado el límite de 20 recetas de tu plan Gratuito.',
      code: 'quota_exceeded',
      resource: 'recipes',
      limit: 20,
      plan: 'free',
    };
    const refused = await api(cook, 'POST', 'recipes/', recipePayload('Receta 21', []));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(expected);
    const duplicate = await api(cook, 'POST', `recipes/${first}/duplicate/`, {});
    expect(duplicate.statusCode).toBe(403);
    expect(duplicate.json()).toEqual(expected);
    const list = await api(cook, 'GET', 'recipes/?page_size=5');
    expect(list.json()).toMatchObject({ count: 20, previous: null });
    expect(list.json().results).toHaveLength(5);
  });
});
