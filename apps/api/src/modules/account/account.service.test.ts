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
import { createServices } from '../../services.ts';

/*
 * The operator's commands behind `npm run costeo -- set-plan` and `export-account` (DESIGN.md §3),
 * on the services the CLI calls.
 */

let t: TestApp;
let ana: TestUser;
let other: TestUser;
let services: ReturnType<typeof createServices>;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await createUser(t.app);
  other = await createUser(t.app);
  services = createServices(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('set-plan', () => {
  it('moves to any plan at once, without an invoice, with an "admin" plan history row; down to free keeps the data', async () => {
    const onion = await createProduct(
      t.app,
      ana,
      onionPayload(await definitionId(t.app, ana, 'cebolla')),
    );
    await createRecipe(
      t.app,
      ana,
      recipePayload('Sopa', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }]),
    );

    const business = await services.subscriptions.setPlan(ana.id, 'business');
    expect(business.plan.code).toBe('business');
    expect(business.current_period_end).not.toBeNull();
    const quota = (await callApi(t.app, ana, 'GET', 'profile/quota_info/')).json();
    expect(quota.limits).toEqual({ ingredient_instances: -1, recipes: -1 });
    const invoices = (await callApi(t.app, ana, 'GET', 'subscription/billing_history/')).json();
    expect(invoices.count).toBe(0);

    const free = await services.subscriptions.setPlan(ana.id, 'free');
    expect(free.plan.code).toBe('free');
    expect(free.current_period_end).toBeNull();
    const history = (await callApi(t.app, ana, 'GET', 'subscription/plan_history/')).json();
    expect(
      history.results.map((entry: { reason: string; to_plan: string }) => [
        entry.reason,
        entry.to_plan,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['admin', 'business'],
        ['admin', 'free'],
      ]),
    );
    // Nothing is deleted by a downgrade.
    expect((await callApi(t.app, ana, 'GET', 'recipes/')).json().count).toBe(1);
  });
});

describe('export-account', () => {
  it("holds every table of the account by SQL name, without the password hash or another account's rows", async () => {
    await createProduct(t.app, other, onionPayload(await definitionId(t.app, other, 'cebolla')));
    const document = await services.account.exportAccount(ana.id);
    expect(document).toMatchObject({ format: 'costeo-account-export', version: 1 });
    expect(document.user).toMatchObject({ id: ana.id, username: ana.username });
    expect(document.user).not.toHaveProperty('password_hash');
    // Nor the server's bookkeeping: the token version and the answer cache's data version.
    expect(document.user).not.toHaveProperty('token_version');
    expect(document.user).not.toHaveProperty('data_version');
    expect(JSON.stringify(document)).not.toContain('argon2');

    const { tables } = document;
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining([
        'subscriptions',
        'plan_history',
        'billing_history',
        'ingredient_instances',
        'ingredient_price_history',
        'recipes',
        'recipe_lines',
        'extra_cost_definitions',
        'recipe_extra_costs',
        'extra_cost_history',
      ]),
    );
    expect(tables).not.toHaveProperty('refresh_tokens');
    expect(tables).not.toHaveProperty('idempotency_keys');
    expect(tables.ingredient_instances).toHaveLength(1);
    expect(tables.ingredient_instances?.[0]).toMatchObject({
      owner_id: ana.id,
      name: 'Cebolla',
      purchase_price: '12.0000',
    });
    expect(tables.recipes?.[0]).toMatchObject({
      name: 'Sopa',
      ingredients_cost: expect.any(String),
    });
    for (const rows of Object.values(tables)) {
      for (const row of rows) {
        const owner = row.owner_id ?? row.user_id;
        expect(owner).toBe(ana.id);
      }
    }
    // A JSON document: dates as ISO strings.
    const parsed = JSON.parse(JSON.stringify(document));
    expect(parsed.tables.recipes[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it('an unknown account is not found', async () => {
    await expect(services.account.exportAccount(999_999)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
