import { describe, expect, it } from 'vitest';
import { setupApi } from '../../../test/setup-api.ts';

const api = setupApi({ paymentsProvider: 'demo' });

describe('GET /api/my-subscription/ payments_mode', () => {
  it('says "demo" while the demo provider (no card charged) is on', async () => {
    const user = await api.user();
    const response = await api.as(user).get('my-subscription/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ plan: { code: 'free' }, payments_mode: 'demo' });
  });
});
