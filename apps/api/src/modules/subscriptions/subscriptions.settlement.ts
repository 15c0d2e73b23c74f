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
 * Period settlement (DESIGN.md §6, "checked on read"): renews paid periods that are over, or ends
 * them (canceled, or the renewal charge failed) and falls back to the free plan.
 */
export function createSettlement(deps: { payments: PaymentProvider; now: () => Date }) {
  const { payments, now } = deps;

  /** Renews or ends periods that are over. `tx` must be a transaction; the row gets locked. */
  return async function settleLocked(tx: Db, userId: number): Promise<CurrentSubscription> {
    const repository = createSubscriptionsRepository(tx);
    const found = await repository.findSubscription(userId, { lock: true });
    if (!found) throw AppError.notFound();
    let { subscription, plan } = found;
    const at = now();
    while (subscription.currentPeriodEnd && subscription.currentPeriodEnd <= at) {
      const periodEnd = subscription.currentPeriodEnd;
      let reason: 'cancel' | 'expire' | null = subscription.cancelAtPeriodEnd ? 'cancel' : null;
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
