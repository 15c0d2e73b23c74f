import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAgain } from '../../../test/factories.ts';
import { callApi } from '../../../test/recipe-factories.ts';
import { createKitchen } from '../../../test/analytics-fixture.ts';

let t: TestApp;
let kitchen: Awaited<ReturnType<typeof createKitchen>>;
const api = (...args: Parameters<typeof callApi> extends [unknown, ...infer R] ? R : never) =>
  callApi(t.app, ...args);

beforeAll(async () => {
  t = await buildTestApp();
  kitchen = await createKitchen(t.app, 'business');
});
afterAll(async () => {
  await t.close();
});

const period = 'period_start=2026-10-01&period_end=2026-10-31';
const calls = (product: number): ['GET' | 'POST' | 'PUT', string, Record<string, unknown>?][] => [
  ['GET', 'analytics/margin_distribution/'],
  ['GET', 'analytics/category_cost_share/'],
  ['GET', 'analytics/price_evolution/'],
  ['POST', 'analytics/price_impact/', { ingredient_instance: product, change_pct: '50' }],
  ['GET', `analytics/menu_engineering/?${period}`],
  ['GET', `analytics/menu_engineering/sales/?${period}`],
  [
    'PUT',
    'analytics/menu_engineering/sales/',
    { period_start: '2026-10-01', period_end: '2026-10-31', sales: [] },
  ],
];

describe('access', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url, payload] of calls(kitchen.onion)) {
      const response = await api(null, method, url, payload);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('refuses Gratuito with the Pro message and Pro with the Business message (SPEC.md §5)', async () => {
    for (const [plan, message, required] of [
      [null, 'Esta funcionalidad requiere un plan Pro o superior.', 'pro'],
      ['pro', 'Esta funcionalidad requiere un plan Business o superior.', 'business'],
    ] as const) {
      const other = await createKitchen(t.app, plan);
      for (const [method, url, payload] of calls(other.onion)) {
        const response = await api(other.user, method, url, payload);
        expect(response.statusCode, `${plan} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          detail: message,
          code: 'feature_not_available',
          feature: 'analytics',
          required_plan: required,
        });
      }
    }
  });

  it('answers every endpoint on Business', async () => {
    for (const [method, url, payload] of calls(kitchen.onion)) {
      const response = await api(kitchen.user, method, url, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
  });
});

describe('margin_distribution', () => {
  it('buckets the dishes with a PVP and counts the others (hand-worked fixture)', async () => {
    const body = (await api(kitchen.user, 'GET', 'analytics/margin_distribution/')).json();
    // Sopa 90.625 %, Pan 60 %, Crema 87.5 %; Galleta no PVP; Vacía incomplete; Caldo (an
    // elaboración without PVP) is no dish. Average (90.625 + 60 + 87.5) / 3 = 79.375.
    expect(body.with_price_count).toBe(3);
    expect(body.without_price_count).toBe(1);
    expect(body.incomplete_count).toBe(1);
    expect(body.below_target_count).toBe(1);
    expect(body.average_margin_pct).toBe('79.38');
    const filled = body.buckets.filter((bucket: { count: number }) => bucket.count > 0);
    expect(filled).toEqual([
      {
        label: '60–70 %',
        min_pct: '60.00',
        max_pct: '70.00',
        count: 1,
        recipes: [{ id: kitchen.recipes.pan.id, name: 'Pan', margin_pct: '60.00' }],
      },
      {
        label: '80–90 %',
        min_pct: '80.00',
        max_pct: '90.00',
        count: 1,
        recipes: [{ id: kitchen.recipes.crema.id, name: 'Crema', margin_pct: '87.50' }],
      },
      {
        label: '≥ 90 %',
        min_pct: '90.00',
        max_pct: null,
        count: 1,
        recipes: [{ id: kitchen.recipes.sopa.id, name: 'Sopa', margin_pct: '90.63' }],
      },
    ]);
    expect(body.buckets).toHaveLength(11);
  });
});

describe('category_cost_share', () => {
  it('sums one batch of every recipe by the products’ catalog category', async () => {
    const body = (await api(kitchen.user, 'GET', 'analytics/category_cost_share/')).json();
    const onion = (await api(kitchen.user, 'GET', `ingredient-instances/${kitchen.onion}/`)).json();
    const flour = (await api(kitchen.user, 'GET', `ingredient-instances/${kitchen.flour}/`)).json();
    // Cebolla: Sopa 1.50 + Caldo 0.75 + Pan 0.30 = 2.55 (Crema's caldo line is not counted
    // again); Harina: Pan 0.50 + Galleta 0.10 = 0.60. Total 3.15; 2.55 / 3.15 = 80.952…%.
    expect(body).toEqual({
      total: '3.15',
      recipes_count: 6,
      categories: [
        {
          category: onion.category,
          category_name: onion.category_name,
          amount: '2.55',
          share_pct: '80.95',
          products_count: 1,
        },
        {
          category: flour.category,
          category_name: flour.category_name,
          amount: '0.60',
          share_pct: '19.05',
          products_count: 1,
        },
      ],
    });
  });
});

describe('price_evolution', () => {
  it('follows the heaviest products by default, from the price in force at the window start', async () => {
    const k = await createKitchen(t.app, 'business');
    t.advanceTime(40 * 24 * 3600 * 1000);
    k.user = await loginAgain(t.app, k.user);
    const patch = await api(k.user, 'PATCH', `ingredient-instances/${k.onion}/`, {
      purchase_price: '18.00',
    });
    expect(patch.statusCode).toBe(200);
    const history = (
      await api(k.user, 'GET', `ingredient-instances/${k.onion}/price_history/`)
    ).json();
    const changedAt = history.at(-1).changed_at;

    const byDefault = (await api(k.user, 'GET', 'analytics/price_evolution/')).json();
    expect(byDefault.months).toBe(12);
    // Cebolla now weighs 2.55 × 1.5 = 3.825 € of 4.425 € (86.44 %), Harina 0.60 €.
    expect(byDefault.series.map((s: { product: number }) => s.product)).toEqual([k.onion, k.flour]);
    const [onion] = byDefault.series;
    expect(onion).toMatchObject({
      name: 'Cebolla',
      base_unit: 'g',
      reference_unit: 'kg',
      cost_share_pct: '86.44',
    });
    expect(onion.points.map((p: { reference_price: string }) => p.reference_price)).toEqual([
      '1.2000',
      '1.8000',
      '1.8000',
    ]);
    expect(onion.points[1]).toEqual({
      date: changedAt,
      unit_cost: '0.0018',
      reference_price: '1.8000',
    });

    // A one-month window starts after the creation: the old price is dated at the window start.
    const month = (
      await api(k.user, 'GET', `analytics/price_evolution/?products=${k.onion}&months=1`)
    ).json();
    expect(month.series).toHaveLength(1);
    expect(month.series[0].points[0]).toEqual({
      date: month.since,
      unit_cost: '0.0012',
      reference_price: '1.2000',
    });
  });

  it('answers 404 for another user’s product and 400 for bad queries', async () => {
    const other = await createKitchen(t.app, null);
    kitchen.user = await loginAgain(t.app, kitchen.user);
    const foreign = await api(
      kitchen.user,
      'GET',
      `analytics/price_evolution/?products=${kitchen.onion},${other.onion}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'No encontrado.' });
    for (const query of ['products=abc', 'products=1,,2', 'months=0', 'months=37', 'months=x']) {
      const response = await api(kitchen.user, 'GET', `analytics/price_evolution/?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
