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
} from '../../../test/recipe-factories.ts';

/*
 * POST /api/recipes/{id}/duplicate/: the copy is the same escandallo, extra costs included (a
 * copy without its packaging and labour would be cheaper than the dish it copies).
 */

let t: TestApp;
let chef: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const api = (
  ...args: Parameters<typeof callApi> extends [unknown, unknown, ...infer R] ? R : never
) => callApi(t.app, chef, ...args);

describe('duplicating a recipe', () => {
  it('copies its lines and its extra costs (amounts, history) and costs the copy exactly as the source', async () => {
    const onion = await createProduct(
      t.app,
      chef,
      onionPayload(await definitionId(t.app, chef, 'cebolla')),
    );
    const sopa = await createRecipe(
      t.app,
      chef,
      recipePayload(
        'Sopa de cebolla',
        [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }],
        {
          sale_price: '8.80',
        },
      ),
    );
    const envase = await api('POST', 'extra-cost-definitions/', {
      name: 'Envase',
      cost_type: 'per_serving',
      amount: '0.25',
    });
    const energia = await api('POST', 'extra-cost-definitions/', {
      name: 'Energía',
      cost_type: 'percentage',
      amount: '10.00',
    });
    for (const [definition, amount] of [
      [envase.json().id, '0.30'],
      [energia.json().id, undefined],
    ] as const) {
      const attached = await api('POST', 'recipe-extra-costs/', {
        recipe: sopa.id,
        definition,
        ...(amount ? { amount } : {}),
      });
      expect(attached.statusCode, attached.body).toBe(201);
    }
    const source = (await api('GET', `recipes/${sopa.id}/`)).json();
    // 1 kg net at 0.0015 €/g = 1.50; envase 0.30 × 4 = 1.20; energía 10 % of 1.50 = 0.15.
    expect(source).toMatchObject({ ingredients_cost: '1.50', extra_costs_total: '1.35' });

    const response = await api('POST', `recipes/${sopa.id}/duplicate/`, {});
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy.name).toBe('Sopa de cebolla (copia)');
    for (const field of [
      'ingredients_cost',
      'extra_costs_total',
      'total_cost',
      'cost_per_serving',
      'margin_pct',
      'food_cost_pct',
    ]) {
      expect(copy[field], field).toBe(source[field]);
    }

    const extras = (await api('GET', `recipe-extra-costs/?recipe=${copy.id}`)).json();
    expect(
      extras.results.map((row: { definition_name: string; amount: string }) => [
        row.definition_name,
        row.amount,
      ]),
    ).toEqual([
      ['Envase', '0.30'],
      ['Energía', '10.00'],
    ]);
    const history = (await api('GET', `extra-cost-history/?recipe=${copy.id}`)).json();
    expect(history.count).toBe(2);

    // The copy's stored figures (what lists and ordering read) include its extra costs too.
    const listed = (await api('GET', 'recipes/?search=copia')).json();
    expect(listed.results[0]).toMatchObject({ id: copy.id, extra_costs_total: '1.35' });

    // The source keeps its own: removing one from the copy leaves the source as it was.
    const [first] = extras.results;
    expect((await api('DELETE', `recipe-extra-costs/${first.id}/`)).statusCode).toBe(204);
    expect((await api('GET', `recipes/${sopa.id}/`)).json().extra_costs_total).toBe('1.35');
    expect((await api('GET', `recipes/${copy.id}/`)).json().extra_costs_total).toBe('0.15');
  });
});
