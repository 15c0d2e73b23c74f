import type { RecipeCostAnalysis } from '@costeo/domain/contracts/recipes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
 * Issue 17: a save costs the recipe once and answers the figures it stored; a read of a recipe or
 * its cost analysis runs no engine (decision 023). The domain's coster factory is wrapped to count
 * the engine runs (a coster made) and the recipes it costs.
 */

const engine = vi.hoisted(() => ({ costers: 0, costed: [] as number[] }));

vi.mock('@costeo/domain/cost-engine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@costeo/domain/cost-engine')>();
  return {
    ...actual,
    createRecipeCoster: (...args: Parameters<typeof actual.createRecipeCoster>) => {
      engine.costers += 1;
      const coster = actual.createRecipeCoster(...args);
      return {
        ...coster,
        costRecipeById: (id: number) => {
          engine.costed.push(id);
          return coster.costRecipeById(id);
        },
      };
    },
  };
});

let t: TestApp;
let chef: TestUser;
let onion: number;

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

async function counted<T>(action: () => Promise<T>) {
  engine.costers = 0;
  engine.costed = [];
  const result = await action();
  return { result, costers: engine.costers, costed: [...engine.costed] };
}

describe('engine runs (decision 023)', () => {
  it('a PUT costs the recipe once and answers the stored figures; reads cost nothing', async () => {
    const fondo = await createRecipe(
      t.app,
      chef,
      subRecipePayload('Fondo', [{ ingredient_instance: onion, quantity: '2', unit: 'kg' }]),
    );
    const payload = recipePayload('Sopa', [
      { ingredient_instance: onion, quantity: '300', unit: 'g' },
      { sub_recipe: fondo.id, quantity: '250', unit: 'ml' },
    ]);
    const dish = await createRecipe(t.app, chef, payload);

    const put = await counted(() =>
      callApi(t.app, chef, 'PUT', `recipes/${dish.id}/`, {
        ...payload,
        servings: 3,
        sale_price: '9.50',
      }),
    );
    expect(put.result.statusCode).toBe(200);
    expect(put.costers).toBe(1);
    expect(put.costed).toEqual([dish.id]);

    // The answer is what was stored: the same as a later read and as the list's row.
    const read = await counted(() => callApi(t.app, chef, 'GET', `recipes/${dish.id}/`));
    expect(read.costers).toBe(0);
    expect(read.result.json()).toEqual(put.result.json());
    const list = await callApi(t.app, chef, 'GET', 'recipes/?search=sopa');
    const row = list.json<{ results: Record<string, unknown>[] }>().results[0];
    const answer = put.result.json<Record<string, unknown>>();
    for (const field of ['total_cost', 'cost_per_serving', 'margin_pct', 'food_cost_pct']) {
      expect(row?.[field], field).toBe(answer[field]);
    }

    const analysis = await counted(() =>
      callApi(t.app, chef, 'GET', `recipes/${dish.id}/cost_analysis/`),
    );
    expect(analysis.costers).toBe(0);
    const lines = analysis.result.json<RecipeCostAnalysis>().lines;
    const answerLines = answer.lines as { cost: string | null }[];
    expect(lines.map((line) => line.cost)).toEqual(answerLines.map((line) => line.cost));
    expect(lines).toHaveLength(2);
  });

  it('a change to an elaboración re-costs it and its parents in one engine run', async () => {
    const base = await createRecipe(
      t.app,
      chef,
      subRecipePayload('Base', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }]),
    );
    const parents = [];
    for (const name of ['Plato A', 'Plato B']) {
      parents.push(
        await createRecipe(
          t.app,
          chef,
          recipePayload(name, [{ sub_recipe: base.id, quantity: '100', unit: 'ml' }]),
        ),
      );
    }
    const patch = await counted(() =>
      callApi(t.app, chef, 'PATCH', `recipes/${base.id}/`, { yield_quantity: '4' }),
    );
    expect(patch.result.statusCode).toBe(200);
    expect(patch.costers).toBe(1);
    expect([...patch.costed].sort((a, b) => a - b)).toEqual(
      [base.id, ...parents.map((parent) => parent.id)].sort((a, b) => a - b),
    );
  });

  it('?servings=N scales the engine’s exact figures (one run), as before', async () => {
    const dish = await createRecipe(
      t.app,
      chef,
      recipePayload('Guiso', [{ ingredient_instance: onion, quantity: '333', unit: 'g' }], {
        servings: 3,
      }),
    );
    const scaled = await counted(() =>
      callApi(t.app, chef, 'GET', `recipes/${dish.id}/cost_analysis/?servings=7`),
    );
    expect(scaled.costers).toBe(1);
    const body = scaled.result.json<RecipeCostAnalysis>();
    expect(body.scaling).toEqual({ servings: 7, base_servings: 3, factor: '2.333333' });
    const plain = (
      await callApi(t.app, chef, 'GET', `recipes/${dish.id}/cost_analysis/`)
    ).json<RecipeCostAnalysis>();
    expect(body.totals.cost_per_serving).toBe(plain.totals.cost_per_serving);
  });

  it('a price change drops the line figures it re-costs; the next read fills them once', async () => {
    const dish = await createRecipe(
      t.app,
      chef,
      recipePayload('Tortilla de cebolla', [
        { ingredient_instance: onion, quantity: '200', unit: 'g' },
      ]),
    );
    const before = await callApi(t.app, chef, 'GET', `recipes/${dish.id}/cost_analysis/`);
    const patch = await counted(() =>
      callApi(t.app, chef, 'PATCH', `ingredient-instances/${onion}/`, { purchase_price: '20.00' }),
    );
    expect(patch.result.statusCode).toBe(200);
    expect(patch.costers).toBe(1);

    const first = await counted(() =>
      callApi(t.app, chef, 'GET', `recipes/${dish.id}/cost_analysis/`),
    );
    expect(first.costers).toBe(1);
    expect(first.costed).toEqual([dish.id]);
    const second = await counted(() =>
      callApi(t.app, chef, 'GET', `recipes/${dish.id}/cost_analysis/`),
    );
    expect(second.costers).toBe(0);
    expect(second.result.json()).toEqual(first.result.json());
    expect(second.result.json<RecipeCostAnalysis>().totals.ingredients_cost).not.toBe(
      before.json<RecipeCostAnalysis>().totals.ingredients_cost,
    );
  });
});
