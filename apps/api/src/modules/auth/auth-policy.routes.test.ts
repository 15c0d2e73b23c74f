import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../test/build-test-app.ts';
import { setupApi } from '../../../test/setup-api.ts';

const api = setupApi();

const register = (payload: object) =>
  api.app.inject({ method: 'POST', url: '/api/register/', payload });
const refresh = (token: string) =>
  api.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/register/ password rules (issue 7 acceptance)', () => {
  it.each([
    ['password', 'Esta contraseña es demasiado común.'],
    ['12345678', 'Esta contraseña es completamente numérica.'],
    ['panaderia_sol1', 'La contraseña es demasiado similar a la de nombre de usuario.'],
  ])('refuses %j with %j', async (password, message) => {
    const response = await register({
      username: 'panaderia_sol',
      email: 'sol@example.com',
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().password).toContain(message);
  });
});

describe('maximum lengths', () => {
  it('username 150 and password 128 on register', async () => {
    const response = await register({
      username: 'u'.repeat(151),
      email: 'largo@example.com',
      password: 'p'.repeat(129),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['El nombre de usuario no puede tener más de 150 caracteres.'],
      password: ['Esta contraseña es demasiado larga. No puede tener más de 128 caracteres.'],
    });
  });

  it('username, password and refresh fields on the token endpoints', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'u'.repeat(151), password: 'p'.repeat(10_000) },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      username: ['Asegúrate de que este campo no tenga más de 150 caracteres.'],
      password: ['Asegúrate de que este campo no tenga más de 128 caracteres.'],
    });
    for (const url of ['/api/token/refresh/', '/api/token/blacklist/']) {
      const long = await api.app.inject({
        method: 'POST',
        url,
        payload: { refresh: 'r'.repeat(2049) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({
        refresh: ['Asegúrate de que este campo no tenga más de 2048 caracteres.'],
      });
    }
  });
});

describe('refresh-token family lifetime', () => {
  it('ends 30 days after the login however often the token is rotated', async () => {
    const user = await api.user();
    let token = user.refresh;
    // Rotate every 6 days: each refresh token alone would live 7 days.
    for (let day = 6; day <= 24; day += 6) {
      api.t.advanceTime(6 * DAY);
      const rotated = await refresh(token);
      expect(rotated.statusCode).toBe(200);
      token = rotated.json<{ refresh: string }>().refresh;
    }
    // Issued on day 24, the last token expires with its family (day 30), not on day 31.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(6 * 24 * 60 * 60 + 5);
    // Day 30 + a little: the family is over even though the last token is 6 days old.
    api.t.advanceTime(6 * DAY + 60_000);
    const late = await refresh(token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('refuses a refresh token signed before a token-version bump even if its row survived', async () => {
    const user = await api.user();
    const forged = await new SignJWT({ token_type: 'refresh', user_id: user.id, jti: 'x', ver: 7 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await refresh(forged)).statusCode).toBe(401);
  });
});
