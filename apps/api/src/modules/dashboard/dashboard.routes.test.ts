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

/*
 * GET /api/analytics/summary/ on a fixture whose figures are worked out by hand (DOMAIN.md §2):
 * onion 10 kg for 12,00 € at 20 % merma = 0,0015 € per usable g; tomato 5 kg for 10,00 € without
 * merma = 0,002 €/g; PVP with 10 % VAT, target food cost 30 %.
 */

let t: TestApp;
let chef: TestUser;
let onion: number;
let tomato: number;
const ids: Record<string, number> = {};
const SUMMARY = 'analytics/summary/';

const summaryOf = async (user: TestUser | null) => callApi(t.app, user, 'GET', SUMMARY);

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  onion = await createProduct(
    t.app,
    chef,
    onionPayload(await definitionId(t.app, chef, 'cebolla')),
  );
  tomato = await createProduct(t.app, chef, {
    definition: await definitionId(t.app, chef, 'tomate'),
    name: 'Tomate',
    purchase_quantity: '5',
    purchase_unit: 'kg',
    purchase_price: '10.00',
    waste_pct: '0',
    vat_pct: '4.00',
  });
  const dish = (price: string, servings = 1) => ({
    sale_price: price,
    sale_vat_pct: '10',
    target_food_cost_pct: '30',
    servings,
  });
  const recipes: [string, Record<string, unknown>][] = [
    // 1,50 € a serving against 5,00 € net: food cost 30 %, margin 70 % (rentable: ≤ target).
    [
      'Crema de cebolla',
      recipePayload(
        'Crema de cebolla',
        [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }],
        dish('5.50'),
      ),
    ],
    // 2,00 € against 4,00 €: 50 % / 50 %, margen bajo.
    [
      'Tomate aliñado',
      recipePayload(
        'Tomate aliñado',
        [{ ingredient_instance: tomato, quantity: '1', unit: 'kg' }],
        dish('4.40'),
      ),
    ],
    // 3,00 + 1,00 + 2 whole onions (ud: no merma, decision 022) × 150 g × 0,0012 = 4,36 € for 2:
    // 2,18 € against 10,00 €: 21,80 % / 78,20 % (was 0,0015 €/g usable, 4,45 €, before decision 022).
    [
      'Pisto',
      recipePayload(
        'Pisto',
        [
          { ingredient_instance: onion, quantity: '2', unit: 'kg' },
          { ingredient_instance: tomato, quantity: '500', unit: 'g' },
          { ingredient_instance: onion, quantity: '2', unit: 'ud' },
        ],
        dish('11.00', 2),
      ),
    ],
    // An elaboración: 1,50 € for 2 l, no PVP.
    [
      'Fondo',
      subRecipePayload('Fondo', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }]),
    ],
    // Tomato by volume has no density: the cost is incomplete.
    [
      'Gazpacho sin terminar',
      recipePayload(
        'Gazpacho sin terminar',
        [{ ingredient_instance: tomato, quantity: '100', unit: 'ml' }],
        dish('5.00'),
      ),
    ],
  ];
  for (const [name, payload] of recipes) ids[name] = (await createRecipe(t.app, chef, payload)).id;
  // 500 ml of the 2 l fondo = 0,375 € against 3,00 €: 12,50 % / 87,50 %.
  ids['Sopa de fondo'] = (
    await createRecipe(
      t.app,
      chef,
      recipePayload(
        'Sopa de fondo',
        [{ sub_recipe: ids.Fondo!, quantity: '500', unit: 'ml' }],
        dish('3.30'),
      ),
    )
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/analytics/summary/', () => {
  it('401 without a token', async () => {
    const response = await summaryOf(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('a brand-new account: zeros, no averages, empty lists and the free plan', async () => {
    const newcomer = await createUser(t.app);
    const response = await summaryOf(newcomer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      figures: {
        products_count: 0,
        recipes_count: 0,
        subrecipes_count: 0,
        costed_recipes_count: 0,
        average_food_cost_pct: null,
        average_margin_pct: null,
        low_margin_count: 0,
        profitable_count: 0,
        incomplete_count: 0,
      },
      lowest_margin: [],
      highest_margin: [],
      incomplete_recipes: [],
      top_ingredients: [],
      recent_price_changes: [],
      recent_invoices: [],
      plan_usage: {
        plan: 'free',
        plan_name: 'Gratuito',
        ingredient_instances: {
          used: 0,
          limit: 50,
          percentage: 0,
          state: 'normal',
          unlimited: false,
        },
        recipes: { used: 0, limit: 20, percentage: 0, state: 'normal', unlimited: false },
      },
      // No sales imported from the till (issue 33).
      sales: null,
    });
  });

  it('the figures of the fixture, worked out by hand', async () => {
    const response = await summaryOf(chef);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    // Averaged over the 4 recipes with a PVP and complete costs: (30 + 50 + 21,80 + 12,5) / 4.
    expect(summary.figures).toEqual({
      products_count: 2,
      recipes_count: 6,
      subrecipes_count: 1,
      costed_recipes_count: 4,
      average_food_cost_pct: '28.58',
      average_margin_pct: '71.43',
      low_margin_count: 1,
      profitable_count: 3,
      incomplete_count: 1,
    });
    const row = (name: string, margin: string, foodCost: string, cost: string, price: string) => ({
      id: ids[name],
      name,
      margin_pct: margin,
      food_cost_pct: foodCost,
      cost_per_serving: cost,
      sale_price: price,
      status: name === 'Tomate aliñado' ? 'low_margin' : 'profitable',
    });
    const tomatoSalad = row('Tomate aliñado', '50.00', '50.00', '2.00', '4.40');
    const crema = row('Crema de cebolla', '70.00', '30.00', '1.50', '5.50');
    const pisto = row('Pisto', '78.20', '21.80', '2.18', '11.00');
    const sopa = row('Sopa de fondo', '87.50', '12.50', '0.38', '3.30');
    expect(summary.lowest_margin).toEqual([tomatoSalad, crema, pisto, sopa]);
    expect(summary.highest_margin).toEqual([sopa, pisto, crema, tomatoSalad]);
    expect(summary.incomplete_recipes).toEqual([
      {
        id: ids['Gazpacho sin terminar'],
        name: 'Gazpacho sin terminar',
        warning: expect.stringMatching(/^Tomate: Falta la densidad/),
        warnings_count: 1,
      },
    ]);
    // Onion: 1 + 2 + 1 kg = 4 000 g × 0,0015 = 6,00 € plus 2 whole ud of 150 g × 0,0012 = 0,36 €
    // (no merma on ud, decision 022): 6,36 €; tomato 1 500 g × 0,002 = 3,00 € (the ml line cannot
    // be costed and is left out, as in its recipe).
    expect(summary.top_ingredients).toEqual([
      { id: onion, name: 'Cebolla', cost: '6.36', share_pct: '67.95', recipes_count: 3 },
      { id: tomato, name: 'Tomate', cost: '3.00', share_pct: '32.05', recipes_count: 2 },
    ]);
    expect(summary.recent_price_changes).toEqual([]);
    expect(summary.plan_usage).toMatchObject({
      plan: 'free',
      ingredient_instances: { used: 2, limit: 50, percentage: 4 },
      recipes: { used: 6, limit: 20, percentage: 30, state: 'normal' },
    });
  });

  it('price changes: old and new €/kg, the change, and the recipes re-costed (through elaboraciones)', async () => {
    // A new format at the same cost per kilo is not a price change.
    const same = await callApi(t.app, chef, 'PATCH', `ingredient-instances/${tomato}/`, {
      purchase_quantity: '10',
      purchase_price: '20.00',
    });
    expect(same.statusCode).toBe(200);
    for (const [id, price] of [
      [onion, '15.00'],
      [tomato, '18.00'],
    ] as const) {
      const response = await callApi(t.app, chef, 'PATCH', `ingredient-instances/${id}/`, {
        purchase_price: price,
      });
      expect(response.statusCode).toBe(200);
    }
    const summary = (await summaryOf(chef)).json();
    expect(summary.recent_price_changes).toEqual([
      {
        id: expect.any(Number),
        product_id: tomato,
        product_name: 'Tomate',
        reference_unit: 'kg',
        old_price: '2.0000',
        new_price: '1.8000',
        change_pct: '-10.00',
        changed_at: expect.stringMatching(/Z$/),
        affected_recipes: [
          { id: ids['Gazpacho sin terminar'], name: 'Gazpacho sin terminar' },
          { id: ids.Pisto, name: 'Pisto' },
          { id: ids['Tomate aliñado'], name: 'Tomate aliñado' },
        ],
        affected_count: 3,
      },
      {
        id: expect.any(Number),
        product_id: onion,
        product_name: 'Cebolla',
        reference_unit: 'kg',
        old_price: '1.2000',
        new_price: '1.5000',
        change_pct: '25.00',
        changed_at: expect.stringMatching(/Z$/),
        // The sopa has no onion line: it is re-costed through its fondo.
        affected_recipes: ['Crema de cebolla', 'Fondo', 'Pisto', 'Sopa de fondo'].map((name) => ({
          id: ids[name],
          name,
        })),
        affected_count: 4,
      },
    ]);
    // The stored figures moved with the price: the crema now costs 1,875 € against 5,00 €.
    expect(
      summary.highest_margin.find((r: { id: number }) => r.id === ids['Crema de cebolla']),
    ).toMatchObject({ food_cost_pct: '37.50', margin_pct: '62.50', status: 'low_margin' });
    expect(summary.figures).toMatchObject({ low_margin_count: 2, profitable_count: 2 });
  });

  it("another user's data never appears, and theirs holds only their own", async () => {
    const rival = await createUser(t.app);
    const rivalOnion = await createProduct(
      t.app,
      rival,
      onionPayload(await definitionId(t.app, rival, 'cebolla'), '10.00'),
    );
    const rivalRecipe = await createRecipe(
      t.app,
      rival,
      recipePayload(
        'Receta del rival',
        [{ ingredient_instance: rivalOnion, quantity: '1', unit: 'kg' }],
        {
          sale_price: '2.20',
          servings: 1,
        },
      ),
    );
    await callApi(t.app, rival, 'PATCH', `ingredient-instances/${rivalOnion}/`, {
      purchase_price: '30.00',
    });
    const mine = (await summaryOf(chef)).body;
    expect(mine).not.toContain('Receta del rival');
    expect(JSON.parse(mine).figures.recipes_count).toBe(6);
    expect(JSON.parse(mine).recent_price_changes).toHaveLength(2);

    const theirs = (await summaryOf(rival)).json();
    const recipeIds = [
      ...theirs.lowest_margin,
      ...theirs.highest_margin,
      ...theirs.incomplete_recipes,
      ...theirs.recent_price_changes.flatMap(
        (change: { affected_recipes: unknown[] }) => change.affected_recipes,
      ),
    ].map((recipe: { id: number }) => recipe.id);
    expect(new Set(recipeIds)).toEqual(new Set([rivalRecipe.id]));
    expect(theirs.top_ingredients.map((row: { id: number }) => row.id)).toEqual([rivalOnion]);
    expect(
      theirs.recent_price_changes.map((row: { product_id: number }) => row.product_id),
    ).toEqual([rivalOnion]);
    expect(theirs.figures).toMatchObject({ products_count: 1, recipes_count: 1 });
  });

  it('is in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(response.json().paths)).toContain('/api/analytics/summary/');
  });
});
