import { COSTING_RULES_VERSION } from '@costeo/domain/cost-engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  recipePayload,
} from '../../../test/recipe-factories.ts';
import { queryRows } from '../../db/client.ts';
import { createServices } from '../../services.ts';

let t: TestApp;
let chef: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await createUser(t.app);
  other = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const recost = () => createServices(t.database.db).costing.recostStaleFigures();

/** 30 eggs for 5,40 € (0,18 €/ud) with a 12 % merma; a tortilla of 8. */
async function tortilla(user: TestUser) {
  const eggs = await createProduct(t.app, user, {
    definition: await definitionId(t.app, user, 'huevo'),
    name: 'Huevos camperos',
    purchase_quantity: '30',
    purchase_unit: 'ud',
    purchase_price: '5.40',
    waste_pct: '12',
    vat_pct: '4.00',
  });
  return createRecipe(
    t.app,
    user,
    recipePayload('Tortilla', [{ ingredient_instance: eggs, quantity: '8', unit: 'ud' }], {
      servings: 1,
    }),
  );
}

const stored = async (id: number) =>
  (
    await queryRows<{ total_cost: string; costed_with_rules: number }>(
      t.database.db,
      sql`select total_cost::text, costed_with_rules from recipes where id = ${id}`,
    )
  )[0];

describe('figures stored under older costing rules (decision 022)', () => {
  it('a save stores the current rules version', async () => {
    const recipe = await tortilla(chef);
    expect(await stored(recipe.id)).toEqual({
      total_cost: '1.44',
      costed_with_rules: COSTING_RULES_VERSION,
    });
  });

  it('are re-costed once at start-up, owner by owner; current ones are left alone', async () => {
    const stale = await tortilla(chef);
    const current = await tortilla(other);
    // What a version-1 engine stored: 8 eggs as if 9,09 were bought (8 × 0,18 / 0,88 = 1,64).
    await t.database.db.execute(
      sql`update recipes set total_cost = '1.64', costed_with_rules = 1 where id = ${stale.id}`,
    );
    await t.database.db.execute(
      sql`update recipes set total_cost = '7.77' where id = ${current.id}`,
    );

    expect(await recost()).toBe(1);
    expect(await stored(stale.id)).toEqual({
      total_cost: '1.44',
      costed_with_rules: COSTING_RULES_VERSION,
    });
    const answer = await callApi(t.app, chef, 'GET', `recipes/${stale.id}/`);
    expect(answer.json<{ total_cost: string }>().total_cost).toMatch(/^1\.44/);
    // The other owner's figures were current: not touched (the tampered value proves it).
    expect((await stored(current.id))?.total_cost).toBe('7.77');

    expect(await recost()).toBe(0);
  });

  it('a recipe without its line figures (stored before decision 023) gets them on its first read', async () => {
    const recipe = await tortilla(chef);
    const before = (
      await callApi(t.app, chef, 'GET', `recipes/${recipe.id}/cost_analysis/`)
    ).json();
    await t.database.db.execute(
      sql`delete from recipe_cost_details where recipe_id = ${recipe.id}`,
    );
    // Such rows come from a deploy, and a restarted server keeps no answers (decision 025): the
    // next read is computed, as it is when the account's data version moves.
    await t.database.db.execute(
      sql`update users set data_version = data_version + 1 where id = ${chef.id}`,
    );
    // Not a start-up matter: its figures are current.
    expect(await recost()).toBe(0);
    expect(
      (await callApi(t.app, chef, 'GET', `recipes/${recipe.id}/cost_analysis/`)).json(),
    ).toEqual(before);
    const details = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from recipe_cost_details where recipe_id = ${recipe.id}`,
    );
    expect(details[0]?.n).toBe(1);
  });
});
