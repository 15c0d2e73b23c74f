import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app.ts';
import { queryRows, type Database, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createServices, type Services } from '../../services.ts';
import { createResourceCounters } from '../../lib/resource-counters.ts';

// The ingredient and recipe tables arrive in later issues: the guard is tested against a table
// this test creates, counted through the same counter registry those modules will use.
let database: Database;
let services: Services;

const countProbes = async (db: Db, ownerId: number) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from quota_probe where owner_id = ${ownerId}`,
    )
  )[0]?.n ?? 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table quota_probe (id serial primary key, owner_id integer not null, created_at timestamptz not null default now())`,
  );
  const counters = createResourceCounters();
  counters.set('recipes', {
    count: countProbes,
    changesBetween: async () => ({ created: 0, updated: 0 }),
  });
  services = createServices(database.db, { counters });
});
afterAll(async () => {
  await database.close();
});

let seq = 0;
async function newUser() {
  seq += 1;
  return services.users.createUser({ username: `guard${seq}`, password: 'clave-segura-1' });
}
const insertProbe = (ownerId: number) => (tx: Db) =>
  tx.execute(sql`insert into quota_probe (owner_id) values (${ownerId})`);

async function expectAppError(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected an AppError');
}

describe('withQuota / assertCanCreate', () => {
  it('creates up to the limit, then refuses with 403 quota_exceeded and the SPEC §5 message', async () => {
    const user = await newUser();
    for (let i = 0; i < 20; i += 1) {
      await services.entitlements.withQuota(user.id, 'recipes', insertProbe(user.id));
    }
    const error = await expectAppError(
      services.entitlements.withQuota(user.id, 'recipes', insertProbe(user.id)),
    );
    expect(error.status).toBe(403);
    expect(error.body).toEqual({
      detail: 'Has alcanzado el límite de 20 recetas de tu plan Gratuito.',
      code: 'quota_exceeded',
      resource: 'recipes',
      limit: 20,
      plan: 'free',
    });
    expect(await countProbes(database.db, user.id)).toBe(20);
  });

  it('lets a Pro user go past the free limit, and keeps data after the fall back to free', async () => {
    const user = await newUser();
    await services.subscriptions.upgrade(user.id, 'pro');
    for (let i = 0; i < 25; i += 1) {
      await services.entitlements.withQuota(user.id, 'recipes', insertProbe(user.id));
    }
    await services.subscriptions.cancel(user.id);
    // End the period: move it into the past, as time would.
    await database.db.execute(
      sql`update subscriptions set current_period_start = now() - interval '2 months', current_period_end = now() - interval '1 day' where user_id = ${user.id}`,
    );
    expect((await services.subscriptions.getSubscription(user.id)).plan.code).toBe('free');
    // Nothing was deleted; only creation is blocked.
    expect(await countProbes(database.db, user.id)).toBe(25);
    const error = await expectAppError(
      services.entitlements.withQuota(user.id, 'recipes', insertProbe(user.id)),
    );
    expect(error.body.detail).toBe('Has alcanzado el límite de 20 recetas de tu plan Gratuito.');
    expect((await services.usage.quotaInfo(user.id)).usage.recipes).toBe(25);
    expect((await services.usage.quotaProgress(user.id)).recipes).toMatchObject({
      used: 25,
      limit: 20,
      percentage: 100,
      state: 'at_limit',
    });
  });

  it('never limits the business plan (-1)', async () => {
    const user = await newUser();
    await services.subscriptions.upgrade(user.id, 'business');
    await services.entitlements.withQuota(user.id, 'recipes', insertProbe(user.id));
    await services.entitlements.withQuota(user.id, 'ingredient_instances', async () => undefined);
  });

  it('holds under 50 concurrent creates with a limit of 10: exactly 10 rows', async () => {
    await database.db.execute(
      sql`update subscription_plans set max_recipes = 10 where code = 'free'`,
    );
    try {
      const user = await newUser();
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () =>
          services.entitlements.withQuota(user.id, 'recipes', insertProbe(user.id)),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused).toHaveLength(40);
      for (const result of refused) {
        expect((result.reason as AppError).body.code).toBe('quota_exceeded');
      }
      expect(await countProbes(database.db, user.id)).toBe(10);
    } finally {
      await database.db.execute(
        sql`update subscription_plans set max_recipes = 20 where code = 'free'`,
      );
    }
  });
});

describe('assertFeature', () => {
  it('refuses on free with the Pro message, on Pro (analytics) with the Business message', async () => {
    const user = await newUser();
    const onFree = await expectAppError(
      services.entitlements.assertFeature(user.id, 'price_history'),
    );
    expect(onFree.status).toBe(403);
    expect(onFree.body).toEqual({
      detail: 'Esta funcionalidad requiere un plan Pro o superior.',
      code: 'feature_not_available',
      feature: 'price_history',
      required_plan: 'pro',
    });
    await services.subscriptions.upgrade(user.id, 'pro');
    await services.entitlements.assertFeature(user.id, 'price_history');
    await services.entitlements.assertFeature(user.id, 'exports');
    const onPro = await expectAppError(services.entitlements.assertFeature(user.id, 'analytics'));
    expect(onPro.body).toMatchObject({
      detail: 'Esta funcionalidad requiere un plan Business o superior.',
      required_plan: 'business',
    });
    await services.subscriptions.upgrade(user.id, 'business');
    await services.entitlements.assertFeature(user.id, 'analytics');
  });
});
