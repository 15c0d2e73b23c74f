import type {
  Invoice,
  Plan,
  PlanHistoryEntry,
  Subscription,
} from '@costeo/domain/contracts/subscriptions';
import type {
  InvoiceRow,
  PlanHistoryRow,
  PlanRow,
  SubscriptionRow,
} from './subscriptions.repository.ts';

/** Rows → contract shapes. The columns are typed from the contracts (`$type`), so no casts. */
export function toPlan(plan: PlanRow): Plan {
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    rank: plan.rank,
    price_monthly: plan.priceMonthly,
    currency: 'EUR',
    max_ingredient_instances: plan.maxIngredientInstances,
    max_recipes: plan.maxRecipes,
    has_export_reports: plan.hasExportReports,
    has_price_history: plan.hasPriceHistory,
    has_cost_analytics: plan.hasCostAnalytics,
    features: {
      has_exports: plan.hasExportReports,
      has_price_history: plan.hasPriceHistory,
      has_analytics: plan.hasCostAnalytics,
    },
  };
}

export function toSubscription(subscription: SubscriptionRow, plan: PlanRow): Subscription {
  return {
    id: subscription.id,
    plan: toPlan(plan),
    status: subscription.status,
    current_period_start: subscription.currentPeriodStart.toISOString(),
    current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt?.toISOString() ?? null,
    created_at: subscription.createdAt.toISOString(),
    updated_at: subscription.updatedAt.toISOString(),
  };
}

export function toInvoice(invoice: InvoiceRow): Invoice {
  return {
    id: invoice.id,
    invoice_number: invoice.invoiceNumber,
    plan: invoice.plan.code,
    plan_name: invoice.plan.name,
    amount: invoice.amount,
    currency: invoice.currency,
    status: invoice.status,
    description: invoice.description,
    period_start: invoice.periodStart.toISOString(),
    period_end: invoice.periodEnd.toISOString(),
    created_at: invoice.createdAt.toISOString(),
    ...(invoice.hostedInvoiceUrl ? { hosted_invoice_url: invoice.hostedInvoiceUrl } : {}),
  };
}

export function toPlanChange(change: PlanHistoryRow): PlanHistoryEntry {
  return {
    id: change.id,
    from_plan: change.fromPlan?.code ?? null,
    from_plan_name: change.fromPlan?.name ?? null,
    to_plan: change.toPlan.code,
    to_plan_name: change.toPlan.name,
    reason: change.reason,
    created_at: change.createdAt.toISOString(),
  };
}
