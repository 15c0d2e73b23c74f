import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestDatabaseForGood,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { freePort } from '../../test/processes.ts';
import { buildApp } from '../app.ts';
import { openPostgres } from './client.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './unavailable.ts';

/** Issue 30, point 4: while the database cannot be reached every answer is a 503 to retry. */

describe('isDatabaseUnavailable', () => {
  it('knows the ways a database goes away, through the wrapping of drizzle and Node', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect'))).toBe(true);
    const shuttingDown = Object.assign(new Error('the database system is shutting down'), {
      code: '57P03',
    });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: shuttingDown }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  });

  it('leaves every other error alone (constraints, bad values, bugs)', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: unique }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('out of range'), { code: '22003' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

function expectRetryLater(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
}

describe('the embedded database closed under a running app', () => {
  let t: TestApp;
  let chef: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    chef = await createUser(t.app);
    await closeTestDatabaseForGood(t.database);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('health, a read, a write and a login answer 503 with Retry-After, never 500', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expectRetryLater(health);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });

    const read = await t.app.inject({
      method: 'GET',
      url: '/api/ingredient-instances/',
      headers: chef.headers,
    });
    expectRetryLater(read);
    expect(read.json()).toEqual({ detail: DATABASE_UNAVAILABLE });

    const write = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: chef.headers,
      payload: { business_name: 'Casa Paco' },
    });
    expectRetryLater(write);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: chef.username, password: chef.password },
    });
    expectRetryLater(login);
    expect(login.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
  });
});

describe('a PostgreSQL server that does not answer', () => {
  it('health and a login answer 503 with Retry-After', async () => {
    // A port nothing listens on: every connection is refused.
    const database = openPostgres(`postgres://costeo@127.0.0.1:${await freePort()}/costeo`, 2);
    const app = await buildApp({
      config: testConfig({ database: { kind: 'postgres', url: 'postgres://cerrado' } }),
      database,
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
    });
    await app.ready();
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health/' });
      expectRetryLater(health);
      expect(health.json()).toMatchObject({ database: 'unavailable' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'ana', password: 'una-clave-cualquiera' },
      });
      expectRetryLater(login);
      expect(login.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
