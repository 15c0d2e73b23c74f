import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ paymentsProvider: 'demo' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/my-subscription/ payments_mode', () => {
  it('says "demo" while the demo provider (no card charged) is on', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-subscription/',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ plan: { code: 'free' }, payments_mode: 'demo' });
  });
});
