import type {
  Invoice,
  PaymentsMode,
  Plan,
  PlanHistoryEntry,
  QuotaInfo,
  Subscription,
} from '@costeo/domain/contracts/subscriptions';
import type { PlanCode, QuotaResource } from '@costeo/domain/plans';
import { createFakeApi, type FakeApi, type FakeReply } from './fake-api.ts';
import { PROFILE } from './fixtures.ts';
import { EMPTY_DASHBOARD } from './dashboard-fixtures.ts';

/** The seeded plans (DESIGN.md §5), as GET /api/subscription-plans/ lists them. */
export const PLANS: Record<PlanCode, Plan> = {
  free: {
    id: 1,
    code: 'free',
    name: 'Gratuito',
    rank: 0,
    price_monthly: '0.00',
    currency: 'EUR',
    max_ingredient_instances: 50,
    max_recipes: 20,
    has_export_reports: false,
    has_price_history: false,
    has_cost_analytics: false,
    features: { has_exports: false, has_price_history: false, has_analytics: false },
  },
  pro: {
    id: 2,
    code: 'pro',
    name: 'Pro',
    rank: 1,
    price_monthly: '19.00',
    currency: 'EUR',
    max_ingredient_instances: 500,
    max_recipes: 200,
    has_export_reports: true,
    has_price_history: true,
    has_cost_analytics: false,
    features: { has_exports: true, has_price_history: true, has_analytics: false },
  },
  business: {
    id: 3,
    code: 'business',
    name: 'Business',
    rank: 2,
    price_monthly: '49.00',
    currency: 'EUR',
    max_ingredient_instances: -1,
    max_recipes: -1,
    has_export_reports: true,
    has_price_history: true,
    has_cost_analytics: true,
    features: { has_exports: true, has_price_history: true, has_analytics: true },
  },
};

export const PLAN_LIST = {
  count: 3,
  next: null,
  previous: null,
  results: [PLANS.free, PLANS.pro, PLANS.business],
};

// Noon UTC: the same calendar day in every time zone the tests may run in.
export const PERIOD_START = '2026-03-15T12:00:00Z';
export const PERIOD_END = '2026-04-15T12:00:00Z';

export function subscriptionOn(
  code: PlanCode,
  overrides: Partial<Subscription> = {},
): Subscription {
  const paid = code !== 'free';
  return {
    id: 11,
    plan: PLANS[code],
    status: 'active',
    current_period_start: PERIOD_START,
    current_period_end: paid ? PERIOD_END : null,
    cancel_at_period_end: false,
    canceled_at: null,
    created_at: '2026-01-10T12:00:00Z',
    updated_at: PERIOD_START,
    ...overrides,
  };
}

export type Usage = Record<QuotaResource, number>;

export function quotaOn(code: PlanCode, usage: Usage): QuotaInfo {
  const plan = PLANS[code];
  return {
    usage,
    limits: { ingredient_instances: plan.max_ingredient_instances, recipes: plan.max_recipes },
    plan,
  };
}

export function invoiceFor(code: PlanCode, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 31,
    invoice_number: 'CST-2026-000031',
    plan: code,
    plan_name: PLANS[code].name,
    amount: PLANS[code].price_monthly,
    currency: 'EUR',
    status: 'paid',
    description: `Plan ${PLANS[code].name}: primer mes`,
    period_start: PERIOD_START,
    period_end: PERIOD_END,
    created_at: PERIOD_START,
    ...overrides,
  };
}

export function page<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}

export const SUBSCRIPTION_URLS = {
  plans: '/api/subscription-plans/',
  mine: '/api/my-subscription/',
  upgrade: '/api/subscription/upgrade/',
  cancel: '/api/subscription/cancel/',
  billing: '/api/subscription/billing_history/',
  history: '/api/subscription/plan_history/',
  quota: '/api/profile/quota_info/',
} as const;

interface AccountOptions {
  plan?: PlanCode;
  usage?: Usage;
  cancelAtPeriodEnd?: boolean;
  invoices?: Invoice[];
  planHistory?: PlanHistoryEntry[];
  /** What my-subscription says about payments; the real server says 'demo' for now. */
  paymentsMode?: PaymentsMode;
}

/**
 * A fake API with a signed-in account on a plan. It keeps state: an upgrade or cancel changes
 * what my-subscription and quota_info answer next, like the real server.
 */
export function createAccountApi(options: AccountOptions = {}) {
  const api = createFakeApi();
  const state = {
    plan: options.plan ?? 'free',
    usage: options.usage ?? { ingredient_instances: 12, recipes: 3 },
    cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
    invoices: options.invoices ?? [],
    planHistory: options.planHistory ?? [],
  };
  const subscription = () =>
    subscriptionOn(state.plan, {
      cancel_at_period_end: state.cancelAtPeriodEnd,
      canceled_at: state.cancelAtPeriodEnd ? '2026-03-20T12:00:00Z' : null,
    });

  api.on('GET', '/api/profile/my_stats/', { status: 200, data: PROFILE });
  // A signed-in visit lands on the Dashboard: its one call answers as for a new account.
  api.on('GET', '/api/analytics/summary/', { status: 200, data: EMPTY_DASHBOARD });
  api.on('GET', SUBSCRIPTION_URLS.plans, { status: 200, data: PLAN_LIST });
  api.on('GET', SUBSCRIPTION_URLS.mine, () => ({
    status: 200,
    data: { ...subscription(), payments_mode: options.paymentsMode ?? 'live' },
  }));
  api.on('GET', SUBSCRIPTION_URLS.quota, () => ({
    status: 200,
    data: quotaOn(state.plan, state.usage),
  }));
  api.on('GET', SUBSCRIPTION_URLS.billing, () => ({ status: 200, data: page(state.invoices) }));
  api.on('GET', SUBSCRIPTION_URLS.history, () => ({
    status: 200,
    data: page(state.planHistory),
  }));
  api.on('POST', SUBSCRIPTION_URLS.upgrade, (request): FakeReply => {
    const { plan_code: code } = request.body as { plan_code: PlanCode };
    state.plan = code;
    state.cancelAtPeriodEnd = false;
    const invoice = invoiceFor(code);
    state.invoices = [invoice, ...state.invoices];
    return { status: 200, data: { ...subscription(), invoice } };
  });
  api.on('POST', SUBSCRIPTION_URLS.cancel, () => {
    state.cancelAtPeriodEnd = true;
    return { status: 200, data: subscription() };
  });
  return { api, state };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
export type { FakeApi };
