import type {
  Invoice,
  Plan,
  PlanChangeReason,
  PlanHistoryEntry,
  Subscription,
} from '@costeo/domain/contracts/subscriptions';
import { isPlanCode, type PlanCode } from '@costeo/domain/plans';
import type {
  InvoiceRow,
  PlanHistoryRow,
  PlanRow,
  SubscriptionRow,
} from './subscriptions.repository.ts';

export function planCodeOf(plan: PlanRow): PlanCode {
  if (!isPlanCode(plan.code)) throw new Error(`unknown plan code ${plan.code}`);
  return plan.code;
}

export function toPlan(plan: PlanRow): Plan {
  return {
    id: plan.id,
    code: planCodeOf(plan),
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
    status: subscription.status === 'canceled' ? 'canceled' : 'active',
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
    plan: planCodeOf(invoice.plan),
    plan_name: invoice.plan.name,
    amount: invoice.amount,
    currency: 'EUR',
    status: invoice.status as Invoice['status'],
    description: invoice.description,
    period_start: invoice.periodStart.toISOString(),
    period_end: invoice.periodEnd.toISOString(),
    created_at: invoice.createdAt.toISOString(),
  };
}

export function toPlanChange(change: PlanHistoryRow): PlanHistoryEntry {
  return {
    id: change.id,
    from_plan: change.fromPlan ? planCodeOf(change.fromPlan) : null,
    from_plan_name: change.fromPlan?.name ?? null,
    to_plan: planCodeOf(change.toPlan),
    to_plan_name: change.toPlan.name,
    reason: change.reason as PlanChangeReason,
    created_at: change.createdAt.toISOString(),
  };
}
