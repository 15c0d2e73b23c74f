import { z } from 'zod';
import { PLAN_CODES, type QuotaResource } from '../plans.ts';
import { isoDateTime, paginated } from './common.ts';

export const planCodeSchema = z.enum(PLAN_CODES);

export const currencySchema = z.literal('EUR');
export type Currency = z.infer<typeof currencySchema>;

/** SPEC.md §3: Plan. Limits of -1 mean unlimited; `features` repeats the flags under SPEC names. */
export const planSchema = z.object({
  id: z.number().int(),
  code: planCodeSchema,
  name: z.string(),
  rank: z.number().int(),
  price_monthly: z.string().describe('Euros al mes, 2 decimales'),
  currency: currencySchema,
  max_ingredient_instances: z.number().int(),
  max_recipes: z.number().int(),
  has_export_reports: z.boolean(),
  has_price_history: z.boolean(),
  has_cost_analytics: z.boolean(),
  features: z.object({
    has_exports: z.boolean(),
    has_price_history: z.boolean(),
    has_analytics: z.boolean(),
  }),
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = paginated(planSchema);
export type PlanList = z.infer<typeof planListSchema>;

export const subscriptionStatusSchema = z.enum(['active', 'canceled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** SPEC.md §3: Subscription. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  plan: planSchema,
  status: subscriptionStatusSchema,
  current_period_start: isoDateTime,
  /** Null on the free plan, which has no billing period. */
  current_period_end: isoDateTime.nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * How payments are taken. `demo` (PAYMENTS_PROVIDER=demo): invoices are marked paid and no card
 * is charged; the upgrade modal says so. `live` is for a real provider (none yet).
 */
export const paymentsModeSchema = z.enum(['demo', 'live']);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

/** PAYMENTS_PROVIDER: `stripe` takes cards and SEPA through Stripe (decision 029). */
export const paymentsProviderSchema = z.enum(['demo', 'stripe']);
export type PaymentsProvider = z.infer<typeof paymentsProviderSchema>;

/** GET /api/my-subscription/: the subscription plus how payments are taken. */
export const mySubscriptionSchema = subscriptionSchema.extend({
  payments_mode: paymentsModeSchema,
  payments_provider: paymentsProviderSchema.optional(),
  /** Stripe: a renewal failed; the plan stays until then, then falls back to Gratuito. */
  grace_period_end: isoDateTime.nullable().optional(),
  /** Stripe: the user has a Stripe customer, so "Gestionar pago" opens the Customer Portal. */
  can_manage_payment: z.boolean().optional(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const upgradeRequestSchema = z.object({
  plan_code: planCodeSchema,
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

export const invoiceStatusSchema = z.enum(['paid', 'pending', 'failed']);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  plan: planCodeSchema,
  plan_name: z.string(),
  amount: z.string(),
  currency: currencySchema,
  status: invoiceStatusSchema,
  description: z.string(),
  period_start: isoDateTime,
  period_end: isoDateTime,
  created_at: isoDateTime,
  /** Stripe's page of the invoice (PDF, receipt); absent for the demo provider's invoices. */
  hosted_invoice_url: z.string().nullable().optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The plan changed at once (demo provider): the subscription and its invoice. */
export const upgradeDoneSchema = subscriptionSchema.extend({
  invoice: invoiceSchema,
});

/**
 * Stripe (decision 029): the plan changes when Stripe confirms it (webhook), so the answer is the
 * subscription as it still is, the plan asked for and, from Gratuito, the Checkout page to go to.
 */
export const upgradePendingSchema = subscriptionSchema.extend({
  pending_plan: planCodeSchema,
  checkout_url: z.string().nullable(),
});
export type UpgradePending = z.infer<typeof upgradePendingSchema>;

export const upgradeResponseSchema = z.union([upgradeDoneSchema, upgradePendingSchema]);
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;

/** POST /api/subscription/portal/: the Stripe Customer Portal page (card, invoices, address). */
export const paymentPortalSchema = z.object({ url: z.string() });
export type PaymentPortal = z.infer<typeof paymentPortalSchema>;

export const billingHistorySchema = paginated(invoiceSchema);
export type BillingHistory = z.infer<typeof billingHistorySchema>;

/** `admin`: an operator's change (`npm run costeo -- set-plan`), without an invoice. */
export const planChangeReasonSchema = z.enum(['signup', 'upgrade', 'cancel', 'expire', 'admin']);
export type PlanChangeReason = z.infer<typeof planChangeReasonSchema>;

export const planHistoryEntrySchema = z.object({
  id: z.number().int(),
  from_plan: planCodeSchema.nullable(),
  from_plan_name: z.string().nullable(),
  to_plan: planCodeSchema,
  to_plan_name: z.string(),
  reason: planChangeReasonSchema,
  created_at: isoDateTime,
});
export type PlanHistoryEntry = z.infer<typeof planHistoryEntrySchema>;

export const planHistorySchema = paginated(planHistoryEntrySchema);
export type PlanHistory = z.infer<typeof planHistorySchema>;

/** One count per quota resource (`QUOTA_RESOURCES`). */
const resourceCounts = z.object({
  ingredient_instances: z.number().int(),
  recipes: z.number().int(),
}) satisfies z.ZodType<Record<QuotaResource, number>>;

/** SPEC.md §3: Quota info. */
export const quotaInfoSchema = z.object({
  usage: resourceCounts,
  limits: resourceCounts,
  plan: planSchema,
});
export type QuotaInfo = z.infer<typeof quotaInfoSchema>;

export const usageStateSchema = z.enum(['normal', 'near_limit', 'at_limit']);

export const resourceProgressSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  percentage: z.number(),
  state: usageStateSchema,
  unlimited: z.boolean(),
});
export type ResourceProgress = z.infer<typeof resourceProgressSchema>;

export const quotaProgressSchema = z.object({
  plan: planCodeSchema,
  ingredient_instances: resourceProgressSchema,
  recipes: resourceProgressSchema,
});
export type QuotaProgress = z.infer<typeof quotaProgressSchema>;

export const usageStatsSchema = z.object({
  plan: planCodeSchema,
  plan_name: z.string(),
  usage: resourceCounts,
  limits: resourceCounts,
  features: planSchema.shape.features,
  subscription_status: subscriptionStatusSchema,
  current_period_end: isoDateTime.nullable(),
  member_since: isoDateTime,
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

export const monthlyUsageQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Introduce un año válido.' })
    .int('Introduce un año válido.')
    .min(2000, 'Introduce un año entre 2000 y 2100.')
    .max(2100, 'Introduce un año entre 2000 y 2100.'),
  month: z.coerce
    .number({ error: 'Introduce un mes válido (1-12).' })
    .int('Introduce un mes válido (1-12).')
    .min(1, 'Introduce un mes válido (1-12).')
    .max(12, 'Introduce un mes válido (1-12).'),
});
export type MonthlyUsageQuery = z.infer<typeof monthlyUsageQuerySchema>;

export const monthlyUsageSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  period_start: isoDateTime,
  period_end: isoDateTime,
  created: resourceCounts,
  updated: resourceCounts,
  plan_changes: z.array(planHistoryEntrySchema),
  invoices_total: z.string(),
  /** Exports served in the month (PDF and Excel, plan feature `exports`). */
  exports: z.number().int(),
});
export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;
