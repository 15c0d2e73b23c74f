import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

const api = setupApi();
let user: TestUser;
beforeAll(async () => {
  user = await api.user({ username: 'pastelera', email: 'pastelera@example.com' });
});

const patch = (payload: unknown, headers = user.headers) =>
  api.app.inject({ method: 'PATCH', url: '/api/profile/', headers, payload: payload as object });

describe('GET /api/profile/my_stats/', () => {
  it('answers the profile of the authenticated user', async () => {
    const response = await api.as(user).get('profile/my_stats/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: 'pastelera',
      email: 'pastelera@example.com',
      business_name: '',
      date_joined: expect.stringMatching(/Z$/),
      settings: { sale_vat_pct: '10.00', target_food_cost_pct: '30.00' },
      email_verified: false,
      weekly_digest: true,
      // Issue 31: the business's details for its documents, the quotes' defaults, no logo.
      business: { legal_name: '', tax_id: '', address: '', phone: '', email: '' },
      quote_defaults: { validity_days: 30, deposit_pct: '0.00', payment_terms: '' },
      logo_updated_at: null,
      // Issue 35: the leftovers notice is off until the owner turns it on.
      leftovers_notice: false,
      leftovers_notice_text: '',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a token', async () => {
    expect((await api.as(null).get('profile/my_stats/')).statusCode).toBe(401);
  });
});

describe('PATCH /api/profile/', () => {
  it('updates business name and the costing defaults, decimals as fixed-place strings', async () => {
    const response = await patch({
      business_name: 'Obrador Dulce',
      sale_vat_pct: 21,
      target_food_cost_pct: '25.5',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      business_name: 'Obrador Dulce',
      settings: { sale_vat_pct: '21.00', target_food_cost_pct: '25.50' },
    });
  });

  it('accepts an empty patch and changes nothing', async () => {
    const response = await patch({});
    expect(response.statusCode).toBe(200);
    expect(response.json().business_name).toBe('Obrador Dulce');
  });

  it('answers 400 with Spanish field messages on out-of-range or malformed values', async () => {
    const response = await patch({ sale_vat_pct: 150, target_food_cost_pct: 'mucho' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      sale_vat_pct: ['Asegúrate de que este valor es menor o igual a 100.'],
      target_food_cost_pct: ['Introduce un número válido.'],
    });
    const tooPrecise = await patch({ sale_vat_pct: '10.125' });
    expect(tooPrecise.json()).toEqual({
      sale_vat_pct: ['Asegúrate de que no haya más de 2 decimales.'],
    });
  });

  it('refuses an email another user has', async () => {
    const other = await api.user({ email: 'otro@example.com' });
    const response = await patch({ email: 'OTRO@example.com', current_password: user.password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ['Ya existe un usuario con este correo electrónico.'],
    });
    expect(other.id).not.toBe(user.id);
  });

  it('answers 401 without a token', async () => {
    expect((await patch({ business_name: 'x' }, { authorization: '' })).statusCode).toBe(401);
  });
});
