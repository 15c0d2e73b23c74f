import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, ANSWER_MAX_AGE_MS } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { testConfig, TEST_JWT_SECRET } from '../../test/build-test-app.ts';
import {
  createProduct,
  createRecipe,
  definitionId,
  onionPayload,
  recipePayload,
} from '../../test/recipe-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { setupApi, type Api } from '../../test/setup-api.ts';

/*
 * The answer cache (decision 025): a GET answer is kept per user and URL under the user's data
 * version and served again while the version holds. To see whether an answer came from the cache,
 * these tests change a row behind the API's back (plain SQL, which moves no version): a kept answer
 * still shows the old value, a computed one the new.
 */

type ProductPage = { results: { id: number; name: string }[] };
type RecipeAnswer = { cost_per_serving: string; name: string };

/** The onion of recipe-factories (10 kg for 12,00 €) in `user`'s products: its id. */
async function addOnion(api: Api, user: TestUser): Promise<number> {
  return createProduct(api.app, user, onionPayload(await definitionId(api.app, user, 'cebolla')));
}

/** A new user with one product, the onion. */
async function chefWithOnion(api: Api): Promise<{ chef: TestUser; onion: number }> {
  const chef = await api.user();
  return { chef, onion: await addOnion(api, chef) };
}

async function renameBehindTheApi(api: Api, id: number, name: string) {
  await api.t.database.db.execute(
    sql`update ingredient_instances set name = ${name} where id = ${id}`,
  );
}

describe('answer cache', () => {
  const api = setupApi();

  it('serves a read again while the data version holds, and computes afresh after any write', async () => {
    const { chef, onion } = await chefWithOnion(api);
    const first = await api.as(chef).get('ingredient-instances/');
    expect(first.statusCode).toBe(200);
    expect(first.json<ProductPage>().results.map((row) => row.name)).toEqual(['Cebolla']);

    await renameBehindTheApi(api, onion, 'Cebolla (sin avisar)');
    const kept = await api.as(chef).get('ingredient-instances/');
    expect(kept.body).toBe(first.body);
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    expect(kept.headers['cache-control']).toBe('no-store');

    // Another URL is another answer.
    const other = await api.as(chef).get('ingredient-instances/?page_size=10');
    expect(other.json<ProductPage>().results[0]?.name).toBe('Cebolla (sin avisar)');

    // Any write of the user moves the version, even one that answers 400.
    const refused = await api.as(chef).post('ingredient-instances/', { name: '' });
    expect(refused.statusCode).toBe(400);
    const fresh = await api.as(chef).get('ingredient-instances/');
    expect(fresh.json<ProductPage>().results[0]?.name).toBe('Cebolla (sin avisar)');
  });

  it('keeps each user’s answers apart', async () => {
    const ana = await api.user();
    const luis = await api.user();
    await addOnion(api, ana);
    const anas = await api.as(ana).get('ingredient-instances/');
    expect(anas.json<ProductPage>().results).toHaveLength(1);
    const luiss = await api.as(luis).get('ingredient-instances/');
    expect(luiss.json<ProductPage>().results).toEqual([]);
    // And a user without a valid token gets no one's answer.
    const anonymous = await api.as(null).get('ingredient-instances/');
    expect(anonymous.statusCode).toBe(401);
  });

  it('a price change shows at once in the recipe kept before it', async () => {
    const { chef, onion } = await chefWithOnion(api);
    const recipe = await createRecipe(
      api.app,
      chef,
      recipePayload('Sopa de cebolla', [{ ingredient_instance: onion, quantity: '1', unit: 'kg' }]),
    );
    const before = await api.as(chef).get(`recipes/${recipe.id}/`);
    const analysisBefore = await api.as(chef).get(`recipes/${recipe.id}/cost_analysis/`);
    const summaryBefore = await api.as(chef).get('analytics/summary/');
    expect(before.json<RecipeAnswer>().cost_per_serving).toBe('0.38');

    const patched = await api
      .as(chef)
      .patch(`ingredient-instances/${onion}/`, { purchase_price: '24.00' });
    expect(patched.statusCode).toBe(200);

    const after = await api.as(chef).get(`recipes/${recipe.id}/`);
    expect(after.json<RecipeAnswer>().cost_per_serving).toBe('0.75');
    const analysisAfter = await api.as(chef).get(`recipes/${recipe.id}/cost_analysis/`);
    expect(analysisAfter.body).not.toBe(analysisBefore.body);
    const summaryAfter = await api.as(chef).get('analytics/summary/');
    expect(summaryAfter.body).not.toBe(summaryBefore.body);
  });

  it('an answer is kept at most ANSWER_MAX_AGE_MS', async () => {
    const { chef, onion } = await chefWithOnion(api);
    await api.as(chef).get(`ingredient-instances/${onion}/`);
    await renameBehindTheApi(api, onion, 'Cebolla morada');
    const kept = await api.as(chef).get(`ingredient-instances/${onion}/`);
    expect(kept.json<{ name: string }>().name).toBe('Cebolla');
    api.t.advanceTime(ANSWER_MAX_AGE_MS);
    const aged = await api.as(chef).get(`ingredient-instances/${onion}/`);
    expect(aged.json<{ name: string }>().name).toBe('Cebolla morada');
  });

  it('the data version only moves forward, past the clock', async () => {
    const chef = await api.user();
    const version = async () => {
      const rows = await queryRows<{ v: string }>(
        api.t.database.db,
        sql`select data_version::text as v from users where id = ${chef.id}`,
      );
      return BigInt(rows[0]?.v ?? '0');
    };
    const before = await version();
    await api.as(chef).patch('profile/', { business_name: 'Casa Paco' });
    const after = await version();
    expect(after > before).toBe(true);
    expect(after >= BigInt(Date.now() - 60_000) * 1000n).toBe(true);
    // A restored row with a version ahead of the clock still moves forward.
    const ahead = after + 10n ** 12n;
    await api.t.database.db.execute(
      sql`update users set data_version = ${ahead.toString()}::bigint where id = ${chef.id}`,
    );
    await api.as(chef).patch('profile/', { business_name: 'Casa Paco 2' });
    expect(await version()).toBe(ahead + 1n);
  });

  it('a write through another server on the same database reaches this one’s kept answers', async () => {
    const { chef, onion } = await chefWithOnion(api);
    const other = await buildApp({
      config: testConfig(),
      database: api.t.database,
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
    });
    try {
      await api.as(chef).get(`ingredient-instances/${onion}/`);
      const renamed = await other.inject({
        method: 'PATCH',
        url: `/api/ingredient-instances/${onion}/`,
        headers: chef.headers,
        payload: { name: 'Cebolla dulce' },
      });
      expect(renamed.statusCode).toBe(200);
      const read = await api.as(chef).get(`ingredient-instances/${onion}/`);
      expect(read.json<{ name: string }>().name).toBe('Cebolla dulce');
    } finally {
      await other.close();
    }
  });
});

describe('answer cache off (ANSWER_CACHE_MB=0)', () => {
  const api = setupApi({ answerCacheMb: 0 });

  it('computes every answer', async () => {
    const { chef, onion } = await chefWithOnion(api);
    await api.as(chef).get('ingredient-instances/');
    await renameBehindTheApi(api, onion, 'Chalota');
    const read = await api.as(chef).get('ingredient-instances/');
    expect(read.json<ProductPage>().results[0]?.name).toBe('Chalota');
  });
});
