import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

// The router decodes the path (`/%61pi/` reaches the `/api/` handlers), so the hooks must judge
// the route it matched, never the raw URL (issue 7).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ENCODED_PATHS = [
  '/%61pi/ingredient-instances/units/',
  '/%61%70%69/ingredient-instances/units/',
  '/api/%69ngredient-instances/units/',
  '/%61pi/profile/my_stats/',
];

describe('authentication by matched route', () => {
  it.each(ENCODED_PATHS)('%s without a token → 401, with Cache-Control: no-store', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the encoded path is the same route: with a token it answers, not cacheable', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/%61pi/ingredient-instances/units/',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('public routes stay public, also when encoded', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/%61pi/subscription-plans/' });
    expect(plans.statusCode).toBe(200);
    expect(plans.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(200);
  });

  it('an unknown API path is a 404, not cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/no-existe/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
