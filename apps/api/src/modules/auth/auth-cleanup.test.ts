import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { purgeExpiredAuthRecords, startAuthCleanup } from './auth-cleanup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ registrationLimitPerHour: 100 });
});
afterAll(async () => {
  await t.close();
});

async function countRows(table: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return rows[0]!.n;
}

describe('purgeExpiredAuthRecords', () => {
  it('deletes expired refresh tokens, login failures past the window and old registrations only', async () => {
    const user = await createUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: user.username, password: 'mala' },
    });
    expect(await countRows('refresh_tokens')).toBe(1);
    expect(await countRows('login_failures')).toBe(1);
    expect(await countRows('registration_attempts')).toBe(1);

    // Nothing is old yet.
    expect(await purgeExpiredAuthRecords(t.database.db, t.now())).toEqual({
      refreshTokens: 0,
      loginFailures: 0,
      registrations: 0,
      knownAddresses: 0,
    });

    const inEightDays = new Date(t.now().getTime() + 8 * 24 * 60 * 60 * 1000);
    expect(await purgeExpiredAuthRecords(t.database.db, inEightDays)).toEqual({
      refreshTokens: 1,
      loginFailures: 1,
      registrations: 1,
      knownAddresses: 0,
    });
    expect(await countRows('refresh_tokens')).toBe(0);
    expect(await countRows('login_failures')).toBe(0);
    expect(await countRows('registration_attempts')).toBe(0);
    // The user is untouched.
    expect(await countRows('users')).toBe(1);
  });

  it('forgets an address the account logged in from after 30 days', async () => {
    const user = await createUser(t.app);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: user.username, password: user.password },
    });
    expect(answer.statusCode).toBe(200);
    expect(await countRows('known_login_addresses')).toBe(1);
    const inTwentyNineDays = new Date(t.now().getTime() + 29 * 24 * 60 * 60 * 1000);
    expect((await purgeExpiredAuthRecords(t.database.db, inTwentyNineDays)).knownAddresses).toBe(0);
    const inThirtyOneDays = new Date(t.now().getTime() + 31 * 24 * 60 * 60 * 1000);
    expect((await purgeExpiredAuthRecords(t.database.db, inThirtyOneDays)).knownAddresses).toBe(1);
    expect(await countRows('known_login_addresses')).toBe(0);
  });
});

describe('startAuthCleanup', () => {
  it('purges at once and then on every interval until stopped; errors go to onError', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let calls = 0;
      const errors: unknown[] = [];
      const stop = startAuthCleanup(
        () => {
          calls += 1;
          return calls === 2 ? Promise.reject(new Error('base de datos caída')) : Promise.resolve();
        },
        { intervalMs: 1000, onError: (error) => errors.push(error) },
      );
      expect(calls).toBe(1);
      vi.advanceTimersByTime(3000);
      expect(calls).toBe(4);
      stop();
      vi.advanceTimersByTime(3000);
      expect(calls).toBe(4);
      await Promise.resolve();
      expect(errors).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
