import { describe, expect, it } from 'vitest';
import { loginAgain, type TestUser } from '../../../test/factories.ts';
import { setupApi } from '../../../test/setup-api.ts';

const api = setupApi();

const DAY = 24 * 60 * 60 * 1000;

const get = (url: string, user?: TestUser) =>
  api.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
const upgrade = (user: TestUser, planCode: string, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/subscription/upgrade/',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { plan_code: planCode },
  });
const cancel = (user: TestUser, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/subscription/cancel/',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('GET /api/subscription-plans/', () => {
  it('lists free, pro and business with every field of SPEC §3 (public)', async () => {
    const response = await get('/api/subscription-plans/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.results.map((plan: { code: string }) => plan.code)).toEqual([
      'free',
      'pro',
      'business',
    ]);
    expect(body.results[0]).toMatchObject({
      code: 'free',
      name: 'Gratuito',
      price_monthly: '0.00',
      max_ingredient_instances: 50,
      max_recipes: 20,
      has_export_reports: false,
      has_price_history: false,
      has_cost_analytics: false,
      features: { has_exports: false, has_price_history: false, has_analytics: false },
    });
    expect(body.results[1]).toMatchObject({
      code: 'pro',
      name: 'Pro',
      price_monthly: '19.00',
      max_ingredient_instances: 500,
      max_recipes: 200,
      has_export_reports: true,
      has_price_history: true,
      has_cost_analytics: false,
      features: { has_exports: true, has_price_history: true, has_analytics: false },
    });
    expect(body.results[2]).toMatchObject({
      code: 'business',
      name: 'Business',
      price_monthly: '49.00',
      max_ingredient_instances: -1,
      max_recipes: -1,
      has_export_reports: true,
      has_price_history: true,
      has_cost_analytics: true,
      features: { has_exports: true, has_price_history: true, has_analytics: true },
    });
  });
});

describe('a new user', () => {
  it('starts on the free plan, with a signup row in plan history and no invoices', async () => {
    const user = await api.user();
    const subscription = (await get('/api/my-subscription/', user)).json();
    expect(subscription).toMatchObject({
      plan: { code: 'free' },
      status: 'active',
      current_period_end: null,
      cancel_at_period_end: false,
    });
    const history = (await get('/api/subscription/plan_history/', user)).json();
    expect(history.results).toEqual([
      expect.objectContaining({ from_plan: null, to_plan: 'free', reason: 'signup' }),
    ]);
    expect((await get('/api/subscription/billing_history/', user)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});

describe('POST /api/subscription/upgrade/', () => {
  it('free → business takes effect at once, invoices 49.00 and records the change', async () => {
    const user = await api.user();
    const response = await upgrade(user, 'business');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plan: { code: 'business' },
      cancel_at_period_end: false,
      invoice: { amount: '49.00', currency: 'EUR', status: 'paid', plan: 'business' },
    });
    expect((await get('/api/my-subscription/', user)).json().plan.code).toBe('business');

    const invoices = (await get('/api/subscription/billing_history/', user)).json();
    expect(invoices.count).toBe(1);
    expect(invoices.results[0]).toMatchObject({
      amount: '49.00',
      plan: 'business',
      invoice_number: expect.stringMatching(/^CST-\d{4}-\d{6}$/),
    });
    const history = (await get('/api/subscription/plan_history/', user)).json();
    expect(history.results.map((row: { reason: string }) => row.reason).sort()).toEqual([
      'signup',
      'upgrade',
    ]);
    expect(history.results).toContainEqual(
      expect.objectContaining({ from_plan: 'free', to_plan: 'business', reason: 'upgrade' }),
    );
  });

  it('refuses a plan that is not ranked above the current one with a Spanish 400', async () => {
    const user = await api.user();
    await upgrade(user, 'business');
    const down = await upgrade(user, 'pro');
    expect(down.statusCode).toBe(400);
    expect(down.json()).toEqual({
      plan_code: ['Solo puedes cambiar a un plan superior a tu plan actual (Business).'],
    });
    const same = await upgrade(user, 'business');
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ plan_code: ['Ya estás en el plan Business.'] });
    expect((await get('/api/my-subscription/', user)).json().plan.code).toBe('business');
  });

  it('answers 400 for an unknown plan code or a missing one', async () => {
    const user = await api.user();
    const unknown = await upgrade(user, 'oro');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('plan_code');
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade/',
      headers: user.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ plan_code: ['Este campo es obligatorio.'] });
  });

  it('prorates: pro → business half-way through the period costs 49.00 − 9.50 = 39.50', async () => {
    let user = await api.user();
    const pro = (await upgrade(user, 'pro')).json();
    expect(pro.invoice.amount).toBe('19.00');
    const start = Date.parse(pro.current_period_start);
    const end = Date.parse(pro.current_period_end);
    api.t.advanceTime((end - start) / 2);
    user = await loginAgain(api.app, user);
    const business = await upgrade(user, 'business');
    expect(business.statusCode).toBe(200);
    expect(business.json().invoice.amount).toBe('39.50');
    expect(business.json().invoice.description).toContain('9,50 €');
  });

  it('replays the first answer for a repeated Idempotency-Key, and refuses the key for another request', async () => {
    const user = await api.user();
    const first = await upgrade(user, 'pro', 'clave-1');
    const again = await upgrade(user, 'pro', 'clave-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await get('/api/subscription/billing_history/', user)).json().count).toBe(1);
    const other = await upgrade(user, 'business', 'clave-1');
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toContain('idempotencia');
  });

  it('answers 401 without a token', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade/',
      payload: { plan_code: 'pro' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/subscription/cancel/', () => {
  it('keeps the plan until the period ends, then falls back to Gratuito with a history row', async () => {
    let user = await api.user();
    const pro = (await upgrade(user, 'pro')).json();
    const canceled = await cancel(user);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      plan: { code: 'pro' },
      cancel_at_period_end: true,
      canceled_at: expect.any(String),
      current_period_end: pro.current_period_end,
    });
    expect((await get('/api/my-subscription/', user)).json().plan.code).toBe('pro');
    expect((await cancel(user)).statusCode).toBe(400);

    api.t.advanceTime(Date.parse(pro.current_period_end) - api.t.now().getTime() + DAY);
    user = await loginAgain(api.app, user);
    const after = (await get('/api/my-subscription/', user)).json();
    expect(after).toMatchObject({ plan: { code: 'free' }, cancel_at_period_end: false });
    const history = (await get('/api/subscription/plan_history/', user)).json();
    expect(history.results[0]).toMatchObject({
      from_plan: 'pro',
      to_plan: 'free',
      reason: 'cancel',
      created_at: pro.current_period_end,
    });
    expect((await get('/api/profile/quota_info/', user)).json().plan.code).toBe('free');
  });

  it('answers 400 on the free plan, where there is nothing to cancel', async () => {
    const user = await api.user();
    const response = await cancel(user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'No tienes una suscripción de pago que cancelar.',
    });
  });

  it('replays a repeated Idempotency-Key instead of refusing the second cancel', async () => {
    const user = await api.user();
    await upgrade(user, 'pro');
    const first = await cancel(user, 'cancelar-1');
    const again = await cancel(user, 'cancelar-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('renews a paid plan that was not canceled when its period ends', async () => {
    let user = await api.user();
    const pro = (await upgrade(user, 'pro')).json();
    api.t.advanceTime(Date.parse(pro.current_period_end) - api.t.now().getTime() + DAY);
    user = await loginAgain(api.app, user);
    const renewed = (await get('/api/my-subscription/', user)).json();
    expect(renewed.plan.code).toBe('pro');
    expect(renewed.current_period_start).toBe(pro.current_period_end);
    const invoices = (await get('/api/subscription/billing_history/', user)).json();
    expect(invoices.count).toBe(2);
    expect(invoices.results[0]).toMatchObject({
      amount: '19.00',
      description: expect.stringContaining('Renovación'),
    });
  });
});

describe('usage endpoints', () => {
  it('GET /api/profile/quota_info/ answers usage, limits and the plan (SPEC §3)', async () => {
    const user = await api.user();
    const response = await get('/api/profile/quota_info/', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      usage: { ingredient_instances: 0, recipes: 0 },
      limits: { ingredient_instances: 50, recipes: 20 },
      plan: { code: 'free', name: 'Gratuito', max_recipes: 20 },
    });
    await upgrade(user, 'business');
    expect((await get('/api/profile/quota_info/', user)).json().limits).toEqual({
      ingredient_instances: -1,
      recipes: -1,
    });
  });

  it('GET /api/usage/quota_progress/ gives used, limit, percentage, state and unlimited', async () => {
    const user = await api.user();
    expect((await get('/api/usage/quota_progress/', user)).json()).toEqual({
      plan: 'free',
      ingredient_instances: {
        used: 0,
        limit: 50,
        percentage: 0,
        state: 'normal',
        unlimited: false,
      },
      recipes: { used: 0, limit: 20, percentage: 0, state: 'normal', unlimited: false },
    });
  });

  it('GET /api/usage/stats/ summarises plan, usage and features', async () => {
    const user = await api.user();
    await upgrade(user, 'pro');
    expect((await get('/api/usage/stats/', user)).json()).toMatchObject({
      plan: 'pro',
      plan_name: 'Pro',
      usage: { ingredient_instances: 0, recipes: 0 },
      limits: { ingredient_instances: 500, recipes: 200 },
      features: { has_exports: true, has_price_history: true, has_analytics: false },
      subscription_status: 'active',
    });
  });

  it('GET /api/usage/monthly/ reports the month and refuses a bad year or month with 400', async () => {
    const user = await api.user();
    await upgrade(user, 'pro');
    const since = api.t.now();
    const response = await get(
      `/api/usage/monthly/?year=${since.getUTCFullYear()}&month=${since.getUTCMonth() + 1}`,
      user,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      year: since.getUTCFullYear(),
      month: since.getUTCMonth() + 1,
      created: { ingredient_instances: 0, recipes: 0 },
      invoices_total: '19.00',
    });
    expect(response.json().plan_changes.map((row: { reason: string }) => row.reason)).toContain(
      'upgrade',
    );
    for (const query of [
      'year=2026&month=13',
      'year=2026&month=0',
      'year=abc&month=1',
      'month=5',
    ]) {
      const bad = await get(`/api/usage/monthly/?${query}`, user);
      expect(bad.statusCode, query).toBe(400);
    }
    expect((await get('/api/usage/monthly/?year=2026&month=13', user)).json()).toEqual({
      month: ['Introduce un mes válido (1-12).'],
    });
  });

  it('every usage endpoint answers 401 without a token', async () => {
    for (const url of [
      '/api/profile/quota_info/',
      '/api/usage/stats/',
      '/api/usage/quota_progress/',
      '/api/usage/monthly/?year=2026&month=1',
      '/api/my-subscription/',
      '/api/subscription/billing_history/',
      '/api/subscription/plan_history/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});
