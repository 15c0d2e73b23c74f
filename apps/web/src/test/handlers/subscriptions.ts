import { profileSchema } from '@costeo/domain/contracts/auth';
import { dashboardSummarySchema } from '@costeo/domain/contracts/dashboard';
import { wasteWeeksSchema } from '@costeo/domain/contracts/waste';
import {
  billingHistorySchema,
  mySubscriptionSchema,
  planHistorySchema,
  planListSchema,
  quotaInfoSchema,
  subscriptionSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
  type Invoice,
  type PaymentsMode,
  type Plan,
  type PlanHistoryEntry,
  type QuotaInfo,
  type Subscription,
} from '@costeo/domain/contracts/subscriptions';
import type { PlanCode, QuotaResource } from '@costeo/domain/plans';
import { http } from 'msw';
import {
  BILLING_HISTORY_URL,
  CANCEL_SUBSCRIPTION_URL,
  DASHBOARD_SUMMARY_URL,
  MY_SUBSCRIPTION_URL,
  PLAN_HISTORY_URL,
  PROFILE_URL,
  QUOTA_INFO_URL,
  SUBSCRIPTION_PLANS_URL,
  UPGRADE_SUBSCRIPTION_URL,
  WASTE_WEEKS_URL,
} from '../../api/urls.ts';
import { EMPTY_DASHBOARD, NO_WASTE_WEEKS } from '../dashboard-fixtures.ts';
import { PROFILE } from '../fixtures.ts';
import { server } from '../server.ts';
import { answer, bodyOf, page } from './respond.ts';

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

export const PLAN_LIST = page([PLANS.free, PLANS.pro, PLANS.business]);

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

export interface AccountOptions {
  plan?: PlanCode;
  usage?: Usage;
  cancelAtPeriodEnd?: boolean;
  invoices?: Invoice[];
  planHistory?: PlanHistoryEntry[];
  /** What my-subscription says about payments; the real server says 'demo' for now. */
  paymentsMode?: PaymentsMode;
}

export interface AccountState {
  plan: PlanCode;
  usage: Usage;
  cancelAtPeriodEnd: boolean;
  invoices: Invoice[];
  planHistory: PlanHistoryEntry[];
}

/**
 * A signed-in account on a plan: its profile, the Dashboard's one call (a new account's), the
 * plans, my-subscription, quota_info, billing and plan history, upgrade and cancel. The state is
 * this test's: an upgrade or cancel changes what my-subscription and quota_info answer next.
 */
export function accountHandlers(state: AccountState, options: AccountOptions = {}) {
  const subscription = () =>
    subscriptionOn(state.plan, {
      cancel_at_period_end: state.cancelAtPeriodEnd,
      canceled_at: state.cancelAtPeriodEnd ? '2026-03-20T12:00:00Z' : null,
    });
  return [
    http.get(PROFILE_URL, () => answer(profileSchema, PROFILE)),
    http.get(DASHBOARD_SUMMARY_URL, () => answer(dashboardSummarySchema, EMPTY_DASHBOARD)),
    // Issue 35: the Dashboard's waste card and the plan's reminder (nothing recorded, no plan).
    http.get(WASTE_WEEKS_URL, () => answer(wasteWeeksSchema, NO_WASTE_WEEKS)),
    http.get(SUBSCRIPTION_PLANS_URL, () => answer(planListSchema, PLAN_LIST)),
    http.get(MY_SUBSCRIPTION_URL, () =>
      answer(mySubscriptionSchema, {
        ...subscription(),
        payments_mode: options.paymentsMode ?? 'live',
      }),
    ),
    http.get(QUOTA_INFO_URL, () => answer(quotaInfoSchema, quotaOn(state.plan, state.usage))),
    http.get(BILLING_HISTORY_URL, () => answer(billingHistorySchema, page(state.invoices))),
    http.get(PLAN_HISTORY_URL, () => answer(planHistorySchema, page(state.planHistory))),
    http.post(UPGRADE_SUBSCRIPTION_URL, async ({ request }) => {
      const { plan_code: code } = await bodyOf(request, upgradeRequestSchema);
      state.plan = code;
      state.cancelAtPeriodEnd = false;
      const invoice = invoiceFor(code);
      state.invoices = [invoice, ...state.invoices];
      return answer(upgradeResponseSchema, { ...subscription(), invoice });
    }),
    http.post(CANCEL_SUBSCRIPTION_URL, () => {
      state.cancelAtPeriodEnd = true;
      return answer(subscriptionSchema, subscription());
    }),
  ];
}

/** Serves a signed-in account (accountHandlers) for this test; returns its state. */
export function serveAccount(options: AccountOptions = {}) {
  const state: AccountState = {
    plan: options.plan ?? 'free',
    usage: options.usage ?? { ingredient_instances: 12, recipes: 3 },
    cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
    invoices: options.invoices ?? [],
    planHistory: options.planHistory ?? [],
  };
  server.use(...accountHandlers(state, options));
  return { state };
}

export type Account = ReturnType<typeof serveAccount>;
