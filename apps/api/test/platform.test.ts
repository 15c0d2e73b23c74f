import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser } from './factories.ts';

// Endpoints that answer without a token; every other /api route must answer 401 without one.
const PUBLIC_ENDPOINTS = new Set([
  'GET /api/health/',
  'POST /api/token/',
  'POST /api/token/refresh/',
  'POST /api/token/blacklist/',
  'POST /api/register/',
  'GET /api/subscription-plans/',
  // Issue 22: the link of a mail is followed signed out; the reset answers the same to anyone.
  'POST /api/password-reset/',
  'POST /api/password-reset/confirm/',
  'POST /api/email-verification/confirm/',
  // Issue 20: Stripe signs its calls instead (a bad signature is a 400).
  'POST /api/payments/stripe/webhook/',
]);

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'costeo-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Costeo</title>');
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health/', () => {
  it('reports the database kind and the applied migrations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: t.database.kind,
      migrations: { applied: expect.any(Number), latest: expect.any(String) },
    });
    expect(response.json().migrations.applied).toBeGreaterThanOrEqual(1);
  });
});

describe('every protected endpoint', () => {
  it('answers 401 without a token (all routes in the OpenAPI document)', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const checked: string[] = [];
    for (const [route, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods)) {
        const key = `${method.toUpperCase()} ${route}`;
        if (PUBLIC_ENDPOINTS.has(key)) continue;
        const url = route.replace(/\{[^}]+\}/g, '1');
        const response = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(response.statusCode, key).toBe(401);
        expect(response.json(), key).toMatchObject({ code: 'not_authenticated' });
        checked.push(key);
      }
    }
    expect(checked).toContain('GET /api/profile/my_stats/');
    expect(checked).toContain('PATCH /api/profile/');
  });
});

describe('HTTP behaviour', () => {
  it('accepts paths without the trailing slash', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with the DRF 404 body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No encontrado.' });
  });

  it('answers 405 with Allow for a known path and a method it does not have', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/token/' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ detail: 'Método "DELETE" no permitido.' });
    expect(response.headers.allow).toContain('POST');
    const withId = await t.app.inject({ method: 'POST', url: '/api/ingredient-instances/12/' });
    expect(withId.statusCode).toBe(405);
    expect(withId.headers.allow).toContain('PATCH');
  });

  it('answers OPTIONS on a known path with 204 and the Allow it lists (issue 30), 404 elsewhere', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/ingredient-instances/' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers.allow).toContain('GET');
    expect(response.headers.allow).toContain('POST');
    expect(response.headers.allow).toContain('OPTIONS');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/token/',
      headers: { origin: 'https://otro.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const unknown = await t.app.inject({ method: 'OPTIONS', url: '/api/no-existe/' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT_BYTES), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'La petición es demasiado grande.' });
  });

  it('answers a non-object JSON body with 400, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('non_field_errors');
  });

  it('sends security headers, and no-store on API answers', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/my_stats/',
      headers: user.headers,
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the SPA', () => {
  it('serves index.html for client routes with a CSP that allows only same-origin scripts', async () => {
    for (const url of ['/', '/dashboard', '/recipes/12', '/una/ruta/desconocida']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).toContain('<title>Costeo</title>');
    }
    const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
  });

  it('answers 404, not index.html, for a missing asset', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('serves files added after start-up (a rebuild while running)', async () => {
    writeFileSync(path.join(distDir, 'assets', 'app-new456.js'), 'console.log(2)');
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-new456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the OpenAPI document at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
    expect(Object.keys(response.json().paths)).toContain('/api/token/');
    expect(response.json().paths['/api/token/'].post.security).toEqual([]);
    expect(response.json().paths['/api/profile/my_stats/'].get.security).toBeUndefined();
  });
});
