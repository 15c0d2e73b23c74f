import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../test/build-test-app.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { queryRows } from '../../db/client.ts';
import { BAD_CREDENTIALS } from './auth.service.ts';

const api = setupApi();

const login = (username: string, password: string, ip = '10.0.0.1') =>
  api.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username, password },
    remoteAddress: ip,
  });
const refresh = (token: string) =>
  api.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const myStats = (access: string) =>
  api.app.inject({
    method: 'GET',
    url: '/api/profile/my_stats/',
    headers: { authorization: `Bearer ${access}` },
  });

describe('POST /api/register/', () => {
  it('creates an active user and answers 201 with the profile and a token pair', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: 'ChefAna',
        email: 'ana@example.com',
        password: 'cebolla-pochada',
        business_name: 'Casa Ana',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      username: 'ChefAna',
      email: 'ana@example.com',
      business_name: 'Casa Ana',
      settings: { sale_vat_pct: '10.00', target_food_cost_pct: '30.00' },
      email_verified: false,
    });
    expect(body.user.date_joined).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await myStats(body.access)).json().username).toBe('ChefAna');
  });

  it('refuses a username taken in another case, and a taken email, with Spanish field errors', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'chefana', email: 'ANA@example.com', password: 'otra-clave-larga' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['Ya existe un usuario con este nombre.'],
      email: ['Ya existe un usuario con este correo electrónico.'],
    });
  });

  it('answers 400 with DRF-shaped Spanish messages on bad input', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'a b', email: 'no-es-un-correo', password: '1234' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.username).toEqual([expect.stringContaining('solo puede contener')]);
    expect(body.email).toEqual(['Introduce una dirección de correo electrónico válida.']);
    expect(body.password).toContain(
      'Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.',
    );

    const missing = await api.app.inject({ method: 'POST', url: '/api/register/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      username: ['Este campo es obligatorio.'],
      password: ['Este campo es obligatorio.'],
    });
  });

  it('stores an argon2id hash with m >= 19456 KiB and t >= 2', async () => {
    const user = await api.user();
    const rows = await queryRows<{ password_hash: string }>(
      api.t.database.db,
      sql`select password_hash from users where id = ${user.id}`,
    );
    const hash = rows[0]!.password_hash;
    expect(hash.startsWith('$argon2id$')).toBe(true);
    const params = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash)!;
    expect(Number(params[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(params[2])).toBeGreaterThanOrEqual(2);
    expect(hash).not.toContain(user.password);
  });
});

describe('POST /api/token/', () => {
  it('answers a token pair for valid credentials, the username in any case', async () => {
    const user = await api.user();
    const response = await login(user.username.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect((await myStats(body.access)).statusCode).toBe(200);
  });

  it('answers 401 with the Spanish detail, identical for an unknown user and a wrong password', async () => {
    const user = await api.user();
    const wrong = await login(user.username, 'no-es-la-clave', '10.0.1.1');
    const unknown = await login('nadie-se-llama-asi', 'no-es-la-clave', '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: BAD_CREDENTIALS });
    expect(BAD_CREDENTIALS).toBe('La combinación de credenciales no tiene una cuenta activa');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['www-authenticate']).toBe(wrong.headers['www-authenticate']);
  });

  it('answers 400 on missing fields and on malformed JSON', async () => {
    const missing = await api.app.inject({ method: 'POST', url: '/api/token/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      username: ['Este campo es obligatorio.'],
      password: ['Este campo es obligatorio.'],
    });
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: expect.stringContaining('JSON mal formado') });
  });
});

describe('login throttling', () => {
  // Issue 15: the 6th failure is refused for the account *and address* only (decision 019);
  // the right password from another address still logs in.
  it('refuses the 6th failed login for one username from one address with 429 and Retry-After', async () => {
    const user = await api.user();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(user.username, 'mala', '10.1.0.1')).statusCode).toBe(401);
    }
    const sixth = await login(user.username, 'mala', '10.1.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'throttled', detail: expect.any(String) });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // From that address even the right password waits; from another one it logs in.
    expect((await login(user.username, user.password, '10.1.0.1')).statusCode).toBe(429);
    expect((await login(user.username, user.password, '10.1.0.7')).statusCode).toBe(200);
    // An unknown username is throttled the same way (no account enumeration).
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('fantasma', 'mala', '10.2.0.1')).statusCode).toBe(401);
    }
    expect((await login('fantasma', 'mala', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('fantasma', 'mala', '10.2.0.2')).statusCode).toBe(401);

    api.t.advanceTime(15 * 60 * 1000 + 1000);
    expect((await login(user.username, user.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('refuses the 21st failed login from one IP', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(`desconocido${attempt}`, 'mala', '10.9.9.9')).statusCode).toBe(401);
    }
    const user = await api.user();
    const blocked = await login(user.username, user.password, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(user.username, user.password, '10.9.9.10')).statusCode).toBe(200);
  });

  it('forgets a username’s failures after a successful login', async () => {
    const user = await api.user();
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login(user.username, 'mala', '10.3.0.1');
    expect((await login(user.username, user.password, '10.3.0.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login(user.username, 'mala', '10.3.0.2');
    expect((await login(user.username, user.password, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('POST /api/token/refresh/ (rotation)', () => {
  it('answers a new access token and a new refresh token', async () => {
    const user = await api.user();
    const response = await refresh(user.refresh);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access).toEqual(expect.any(String));
    expect(body.refresh).toEqual(expect.any(String));
    expect(body.refresh).not.toBe(user.refresh);
    expect((await myStats(body.access)).statusCode).toBe(200);
  });

  it('refuses a replayed (already rotated) refresh token and revokes what was issued from it', async () => {
    const user = await api.user();
    const first = (await refresh(user.refresh)).json();
    const second = (await refresh(first.refresh)).json();
    const replay = await refresh(user.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'token_not_valid' });
    // The whole family issued after the replayed token is now dead.
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });

  it('answers 400 without a refresh token and 401 for garbage', async () => {
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} }))
        .statusCode,
    ).toBe(400);
    const garbage = await refresh('no.es.jwt');
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('POST /api/token/blacklist/', () => {
  it('revokes the refresh token: refreshing with it afterwards is 401', async () => {
    const user = await api.user();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/token/blacklist/',
      payload: { refresh: user.refresh },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const after = await refresh(user.refresh);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'token_not_valid' });
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/token/blacklist/',
      payload: { refresh: user.refresh },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('access token validation', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);

  it('refuses an expired access token with 401 token_not_valid', async () => {
    const user = await api.user();
    api.t.advanceTime(16 * 60 * 1000);
    const response = await myStats(user.access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('refuses a tampered token', async () => {
    const user = await api.user();
    const [header, payload, signature] = user.access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, user_id: claims.user_id + 1 })).toString(
      'base64url',
    );
    const response = await myStats(`${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('refuses an unsigned alg:none token', async () => {
    const user = await api.user();
    const claims = JSON.parse(Buffer.from(user.access.split('.')[1]!, 'base64url').toString());
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      '',
    ].join('.');
    const response = await myStats(none);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('refuses a token signed with another secret', async () => {
    const user = await api.user();
    const token = await new SignJWT({ token_type: 'access', user_id: user.id, jti: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-of-sufficient-length-000'));
    expect((await myStats(token)).statusCode).toBe(401);
  });

  it('refuses a refresh token used as an access token, and the reverse', async () => {
    const user = await api.user();
    const asAccess = await myStats(user.refresh);
    expect(asAccess.statusCode).toBe(401);
    expect(asAccess.json()).toMatchObject({ code: 'token_not_valid' });
    expect((await refresh(user.access)).statusCode).toBe(401);
  });

  it('accepts a well-formed token of ours and refuses one for a user that does not exist', async () => {
    const token = await new SignJWT({ token_type: 'access', user_id: 999_999, jti: 'ghost' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const response = await myStats(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('answers 401 not_authenticated without a token', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/profile/my_stats/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Las credenciales de autenticación no se proveyeron.',
      code: 'not_authenticated',
    });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
  });
});
