import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import { createTestDatabase, TEST_JWT_SECRET, testConfig } from '../../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { adminUrl, testDatabaseUrl } from '../../../test/postgres-url.ts';

// Issue 15 part 3: repeated Idempotency-Keys sent at once to two API instances on one database.
// On PostgreSQL each instance has its own pool (as two processes would); on PGlite both share
// the one database object.

interface TwoInstances {
  apps: [FastifyInstance, FastifyInstance];
  close(): Promise<void>;
}

async function startApp(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(),
    database,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    now: () => new Date(),
  });
  await app.ready();
  return app;
}

async function twoInstances(): Promise<TwoInstances> {
  const url = testDatabaseUrl();
  if (!url) {
    const database = await createTestDatabase();
    const apps: [FastifyInstance, FastifyInstance] = [
      await startApp(database),
      await startApp(database),
    ];
    return {
      apps,
      async close() {
        for (const app of apps) await app.close();
        await database.close();
      },
    };
  }
  const name = `${inject('postgresTemplate')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const databases = [openPostgres(adminUrl(url, name), 10), openPostgres(adminUrl(url, name), 10)];
  const apps: [FastifyInstance, FastifyInstance] = [
    await startApp(databases[0]!),
    await startApp(databases[1]!),
  ];
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let two: TwoInstances;
beforeAll(async () => {
  two = await twoInstances();
});
afterAll(async () => {
  await two.close();
});

/** Six requests at once, alternating between the two instances. */
function sixAtOnce(user: TestUser, url: string, key: string, payload?: object) {
  return Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      two.apps[i % 2]!.inject({
        method: 'POST',
        url,
        headers: { ...user.headers, 'idempotency-key': key },
        ...(payload ? { payload } : {}),
      }),
    ),
  );
}

const countOf = async (user: TestUser, url: string) =>
  (await two.apps[0].inject({ method: 'GET', url, headers: user.headers })).json<{
    count: number;
  }>().count;

describe('one Idempotency-Key sent six times at once to two instances', () => {
  it('upgrade: six identical 200 answers, one invoice, one plan-history row', async () => {
    const user = await createUser(two.apps[0]);
    const answers = await sixAtOnce(user, '/api/subscription/upgrade/', 'subir-a-pro-1', {
      plan_code: 'pro',
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const first = answers[0]!.json();
    expect(first).toMatchObject({ plan: { code: 'pro' }, invoice: { amount: '19.00' } });
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await countOf(user, '/api/subscription/billing_history/')).toBe(1);
    // The signup row and one upgrade.
    expect(await countOf(user, '/api/subscription/plan_history/')).toBe(2);
  });

  it('cancel: six identical 200 answers and the plan kept until the period ends', async () => {
    const user = await createUser(two.apps[1]);
    const upgraded = await two.apps[1].inject({
      method: 'POST',
      url: '/api/subscription/upgrade/',
      headers: user.headers,
      payload: { plan_code: 'business' },
    });
    expect(upgraded.statusCode).toBe(200);
    const answers = await sixAtOnce(user, '/api/subscription/cancel/', 'cancelar-1');
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const first = answers[0]!.json();
    expect(first).toMatchObject({ plan: { code: 'business' }, cancel_at_period_end: true });
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await countOf(user, '/api/subscription/billing_history/')).toBe(1);
  });

  it('a refused first request stores nothing: every repeat runs and is refused the same way', async () => {
    const user = await createUser(two.apps[0]);
    // Free to free is not an upgrade: each request rolls back its claim, the next one claims.
    const answers = await sixAtOnce(user, '/api/subscription/upgrade/', 'a-gratuito', {
      plan_code: 'free',
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    for (const answer of answers) {
      expect(answer.json()).toEqual({ plan_code: ['Ya estás en el plan Gratuito.'] });
    }
    // Nothing was stored under the key (else another body would be refused as a reused key).
    const retried = await two.apps[1].inject({
      method: 'POST',
      url: '/api/subscription/upgrade/',
      headers: { ...user.headers, 'idempotency-key': 'a-gratuito' },
      payload: { plan_code: 'pro' },
    });
    expect(retried.statusCode).toBe(200);
  });

  it('two different upgrades at once on two instances, without keys, never lose the row (no 404)', async () => {
    const user = await createUser(two.apps[0]);
    const answers = await Promise.all(
      (['pro', 'business'] as const).map((planCode, i) =>
        two.apps[i]!.inject({
          method: 'POST',
          url: '/api/subscription/upgrade/',
          headers: user.headers,
          payload: { plan_code: planCode },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    // Either order is fine: pro then business (200, 200), or business first and pro refused.
    expect([
      [200, 200],
      [200, 400],
    ]).toContainEqual(codes);
    const mine = await two.apps[1].inject({
      method: 'GET',
      url: '/api/my-subscription/',
      headers: user.headers,
    });
    expect(mine.json()).toMatchObject({ plan: { code: 'business' } });
  });
});
