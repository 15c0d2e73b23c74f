import type { PlanCode } from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMonths } from '../../lib/dates.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  createSubscriptionsRepository,
  type PlanRow,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

export interface CurrentSubscription {
  subscription: SubscriptionRow;
  plan: PlanRow;
}

export async function findPlanByCode(tx: Db, code: PlanCode): Promise<PlanRow> {
  const plan = await createSubscriptionsRepository(tx).findPlanByCode(code);
  if (!plan) throw new Error(`plan ${code} is not seeded`);
  return plan;
}

/**
 * Whether a read must settle: a period over that Costeo renews itself, or a grace period over.
 * With hosted billing (Stripe) a Stripe subscription's periods are Stripe's (its events).
 */
export function needsSettlement(subscription: SubscriptionRow, at: Date, hosted: boolean): boolean {
  if (subscription.gracePeriodEnd && subscription.gracePeriodEnd <= at) return true;
  const end = subscription.currentPeriodEnd;
  if (!end || end > at) return false;
  return !(hosted && subscription.stripeSubscriptionId);
}

/**
 * Period settlement (DESIGN.md §6, "checked on read"): renews paid periods that are over, or ends
 * them (canceled, or the renewal charge failed) and falls back to the free plan. With hosted
 * billing (decision 029) nothing is charged here: a period without a Stripe subscription (an
 * operator's plan) ends, and a grace period over falls back to free.
 */
export function createSettlement(deps: {
  payments: PaymentProvider;
  now: () => Date;
  hosted?: boolean;
}) {
  const { payments, now } = deps;
  const hosted = deps.hosted ?? false;

  /** Renews or ends periods that are over. `tx` must be a transaction; the row gets locked. */
  return async function settleLocked(tx: Db, userId: number): Promise<CurrentSubscription> {
    const repository = createSubscriptionsRepository(tx);
    const found = await repository.findSubscription(userId, { lock: true });
    if (!found) throw AppError.notFound();
    let { subscription, plan } = found;
    const at = now();
    if (subscription.gracePeriodEnd && subscription.gracePeriodEnd <= at) {
      // The renewal stayed unpaid through the grace period: Gratuito, nothing deleted.
      const free = await findPlanByCode(tx, 'free');
      const patch = {
        planId: free.id,
        status: 'active' as const,
        currentPeriodStart: subscription.gracePeriodEnd,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        stripeSubscriptionId: null,
        gracePeriodEnd: null,
        updatedAt: at,
      };
      await repository.updateSubscription(userId, patch);
      if (plan.id !== free.id) {
        await repository.insertPlanChange({
          userId,
          fromPlanId: plan.id,
          toPlanId: free.id,
          reason: 'expire',
          createdAt: subscription.gracePeriodEnd,
        });
      }
      return { subscription: { ...subscription, ...patch }, plan: free };
    }
    while (needsSettlement(subscription, at, hosted)) {
      const periodEnd = subscription.currentPeriodEnd;
      if (!periodEnd) break;
      let reason: 'cancel' | 'expire' | null = subscription.cancelAtPeriodEnd ? 'cancel' : null;
      if (!reason && hosted) reason = 'expire';
      if (!reason) {
        const nextEnd = addMonths(periodEnd, 1);
        const charge = await payments.charge({
          userId,
          amount: plan.priceMonthly,
          currency: 'EUR',
          description: `Renovación del plan ${plan.name}`,
        });
        await repository.insertInvoice({
          userId,
          planId: plan.id,
          amount: plan.priceMonthly,
          status: charge.status,
          description: `Renovación mensual del plan ${plan.name}`,
          periodStart: periodEnd,
          periodEnd: nextEnd,
          createdAt: periodEnd,
        });
        if (charge.status === 'paid') {
          const patch = { currentPeriodStart: periodEnd, currentPeriodEnd: nextEnd, updatedAt: at };
          await repository.updateSubscription(userId, patch);
          subscription = { ...subscription, ...patch };
          continue;
        }
        reason = 'expire';
      }
      const free = await findPlanByCode(tx, 'free');
      const patch = {
        planId: free.id,
        status: 'active' as const,
        currentPeriodStart: periodEnd,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        updatedAt: at,
      };
      await repository.updateSubscription(userId, patch);
      await repository.insertPlanChange({
        userId,
        fromPlanId: plan.id,
        toPlanId: free.id,
        reason,
        createdAt: periodEnd,
      });
      subscription = { ...subscription, ...patch };
      plan = free;
    }
    return { subscription, plan };
  };
}

export type SettleLocked = ReturnType<typeof createSettlement>;
