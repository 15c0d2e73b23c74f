import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

// Issue 15 (decision 019): an account attacked from many addresses is slowed down by seconds,
// never locked; wrong old passwords on change_password/ have their own counter.

let t: TestApp;
beforeAll(async () => {
  // Waits of 1 and 2 s are checked: a loaded machine must not let them pass between two requests.
  t = await buildTestApp({}, { clock: 'frozen' });
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token/',
    remoteAddress,
    payload: { username, password },
  });

const retryAfter = (answer: { headers: Record<string, unknown> }) =>
  Number(answer.headers['retry-after']);

describe('account-wide delay across addresses', () => {
  it('after 10 failures the account waits 1 s, then 2 s, … at most 60 s; the right password gets in once it has waited', async () => {
    const user = await createUser(t.app);
    for (let i = 1; i <= 10; i += 1) {
      expect((await login(user.username, 'mala', `10.30.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await login(user.username, 'mala', '10.30.0.11');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'throttled', detail: expect.any(String) });
    expect(retryAfter(refused)).toBe(1);
    // The short wait holds the right password too, from any address the account never used.
    const early = await login(user.username, user.password, '10.30.0.12');
    expect(early.statusCode).toBe(429);
    expect(retryAfter(early)).toBe(1);

    t.advanceTime(1000);
    expect((await login(user.username, 'mala', '10.30.0.13')).statusCode).toBe(401);
    const doubled = await login(user.username, user.password, '10.30.0.14');
    expect(doubled.statusCode).toBe(429);
    expect(retryAfter(doubled)).toBe(2);
    t.advanceTime(2000);
    expect((await login(user.username, user.password, '10.30.0.14')).statusCode).toBe(200);

    // Eight more failures, a minute apart: the wait grows to its cap of 60 s and no further.
    for (let i = 1; i <= 8; i += 1) {
      t.advanceTime(60 * 1000);
      expect((await login(user.username, 'mala', `10.31.0.${i}`)).statusCode).toBe(401);
    }
    const capped = await login(user.username, user.password, '10.31.0.100');
    expect(capped.statusCode).toBe(429);
    expect(retryAfter(capped)).toBe(60);
    // The address the owner logged in from is not held back by failures from elsewhere.
    expect((await login(user.username, user.password, '10.30.0.14')).statusCode).toBe(200);
    t.advanceTime(60 * 1000);
    expect((await login(user.username, user.password, '10.31.0.100')).statusCode).toBe(200);
  });
});

describe('wrong old passwords on change_password/', () => {
  const changePassword = (headers: Record<string, string>, oldPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/change_password/',
      remoteAddress: '10.40.0.1',
      headers,
      payload: { old_password: oldPassword, new_password: 'pimentón-de-la-vera' },
    });

  it('are throttled on their own counter: five of them leave the login working', async () => {
    const user = await createUser(t.app);
    for (let i = 1; i <= 5; i += 1) {
      expect((await changePassword(user.headers, 'adivinando')).statusCode).toBe(400);
    }
    const sixth = await changePassword(user.headers, 'adivinando');
    expect(sixth.statusCode).toBe(429);
    expect(retryAfter(sixth)).toBeGreaterThan(0);
    // The same address logs in with the right password, and a wrong one is a plain 401.
    expect((await login(user.username, 'mala', '10.40.0.1')).statusCode).toBe(401);
    expect((await login(user.username, user.password, '10.40.0.1')).statusCode).toBe(200);
  });

  it('are not throttled by failed logins', async () => {
    const user = await createUser(t.app);
    for (let i = 1; i <= 5; i += 1) {
      expect((await login(user.username, 'mala', '10.40.0.2')).statusCode).toBe(401);
    }
    expect((await login(user.username, user.password, '10.40.0.2')).statusCode).toBe(429);
    expect((await changePassword(user.headers, user.password)).statusCode).toBe(200);
  });
});
