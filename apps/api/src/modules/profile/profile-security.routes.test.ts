import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

const api = setupApi();

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  api.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const myStats = (access: string) =>
  api.app.inject({
    method: 'GET',
    url: '/api/profile/my_stats/',
    headers: { authorization: `Bearer ${access}` },
  });
const refresh = (token: string) =>
  api.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const login = (username: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });

/** Two sessions of one user: the one making the request and another device. */
async function twoSessions(): Promise<{
  user: TestUser;
  other: { access: string; refresh: string };
}> {
  const user = await api.user();
  const other = (await login(user.username, user.password)).json<{
    access: string;
    refresh: string;
  }>();
  return { user, other };
}

describe('POST /api/profile/logout_all/', () => {
  it('revokes every refresh token and makes every earlier access token 401', async () => {
    const { user, other } = await twoSessions();
    const response = await post('/api/profile/logout_all/', user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    for (const access of [user.access, other.access]) {
      const stats = await myStats(access);
      expect(stats.statusCode).toBe(401);
      expect(stats.json()).toMatchObject({ code: 'token_not_valid' });
    }
    for (const token of [user.refresh, other.refresh]) {
      expect((await refresh(token)).statusCode).toBe(401);
    }
    // A login right after (same second as the logout) gives tokens that work.
    const again = (await login(user.username, user.password)).json<{ access: string }>();
    expect((await myStats(again.access)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/profile/logout_all/', {})).statusCode).toBe(401);
  });
});

describe('POST /api/profile/change_password/', () => {
  it('changes the password, answers a fresh pair and kills every earlier token', async () => {
    const { user, other } = await twoSessions();
    const response = await post('/api/profile/change_password/', user.headers, {
      old_password: user.password,
      new_password: 'pimentón-de-la-vera',
    });
    expect(response.statusCode).toBe(200);
    const pair = response.json<{ access: string; refresh: string }>();
    expect((await myStats(pair.access)).statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
    for (const access of [user.access, other.access]) {
      expect((await myStats(access)).statusCode).toBe(401);
    }
    for (const token of [user.refresh, other.refresh]) {
      expect((await refresh(token)).statusCode).toBe(401);
    }
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, 'pimentón-de-la-vera')).statusCode).toBe(200);
  });

  it('refuses a wrong old password with a Spanish field error, changing nothing', async () => {
    const user = await api.user();
    const response = await post('/api/profile/change_password/', user.headers, {
      old_password: 'no-es-la-mia',
      new_password: 'pimentón-de-la-vera',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      old_password: ['Su contraseña antigua es incorrecta. Por favor, vuelva a introducirla.'],
    });
    expect((await myStats(user.access)).statusCode).toBe(200);
  });

  it.each([
    ['password', 'Esta contraseña es demasiado común.'],
    ['12345678', 'Esta contraseña es completamente numérica.'],
    ['corta', 'Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.'],
  ])('refuses the new password %j: %s', async (newPassword, message) => {
    const user = await api.user();
    const response = await post('/api/profile/change_password/', user.headers, {
      old_password: user.password,
      new_password: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().new_password).toContain(message);
    expect((await myStats(user.access)).statusCode).toBe(200);
  });

  it('refuses a new password too similar to the username', async () => {
    const user = await api.user({ username: 'reposteria_lola' });
    const response = await post('/api/profile/change_password/', user.headers, {
      old_password: user.password,
      new_password: 'reposteria_lola1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      new_password: ['La contraseña es demasiado similar a la de nombre de usuario.'],
    });
  });

  it('answers 400 on missing fields and 401 without a token', async () => {
    const user = await api.user();
    const missing = await post('/api/profile/change_password/', user.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      old_password: ['Este campo es obligatorio.'],
      new_password: ['Este campo es obligatorio.'],
    });
    const anonymous = await post(
      '/api/profile/change_password/',
      {},
      {
        old_password: 'x',
        new_password: 'pimentón-de-la-vera',
      },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts wrong old passwords as failed logins: the 6th try is 429', async () => {
    const user = await api.user();
    const attempt = () =>
      post('/api/profile/change_password/', user.headers, {
        old_password: 'adivinando',
        new_password: 'pimentón-de-la-vera',
      });
    for (let i = 1; i <= 5; i += 1) expect((await attempt()).statusCode).toBe(400);
    const sixth = await attempt();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('PATCH /api/profile/ e-mail change', () => {
  const patch = (user: TestUser, payload: object) =>
    api.app.inject({ method: 'PATCH', url: '/api/profile/', headers: user.headers, payload });

  it('asks for the current password: missing or wrong is a 400 on current_password', async () => {
    const user = await api.user();
    const missing = await patch(user, { email: 'nuevo@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: ['Este campo es obligatorio.'] });
    const wrong = await patch(user, { email: 'nuevo@example.com', current_password: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      current_password: ['La contraseña actual no es correcta.'],
    });
    const stats = await myStats(user.access);
    expect(stats.json().email).toBe(`${user.username}@example.com`);

    const ok = await patch(user, {
      email: 'nuevo@example.com',
      current_password: user.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('nuevo@example.com');
  });

  it('does not ask for it when the e-mail stays the same or is not sent', async () => {
    const user = await api.user();
    expect((await patch(user, { business_name: 'Obrador' })).statusCode).toBe(200);
    const same = await patch(user, { email: `${user.username.toUpperCase()}@example.com` });
    expect(same.statusCode).toBe(200);
  });
});
