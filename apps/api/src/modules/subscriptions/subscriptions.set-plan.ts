import type { Subscription } from '@costeo/domain/contracts/subscriptions';
import type { PlanCode } from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMonths } from '../../lib/dates.ts';
import { toSubscription } from './subscriptions.mappers.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import type { CurrentSubscription } from './subscriptions.settlement.ts';

/**
 * An operator's change of plan (`npm run costeo -- set-plan`): any plan, up or down, at once and
 * without an invoice (a courtesy plan, a payment taken elsewhere, a support fix). A paid plan gets a
 * new one-month period from now, renewed as usual; the free plan has no period end. Nothing is
 * deleted on a downgrade (DESIGN.md §5): over-quota data stays, only creation is blocked. A plan
 * history row says it was an operator's change. Runs in the transaction that locked `current`.
 */
export async function setPlanLocked(
  tx: Db,
  userId: number,
  current: CurrentSubscription,
  planCode: PlanCode,
  at: Date,
): Promise<Subscription> {
  const { subscription, plan } = current;
  const repository = createSubscriptionsRepository(tx);
  const target = await repository.findPlanByCode(planCode);
  if (!target?.isActive) throw AppError.field('plan_code', 'Plan no válido.');
  if (target.id === plan.id && !subscription.cancelAtPeriodEnd) {
    return toSubscription(subscription, plan);
  }
  const patch = {
    planId: target.id,
    status: 'active' as const,
    currentPeriodStart: at,
    currentPeriodEnd: target.code === 'free' ? null : addMonths(at, 1),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    updatedAt: at,
  };
  await repository.updateSubscription(userId, patch);
  await repository.insertPlanChange({
    userId,
    fromPlanId: plan.id,
    toPlanId: target.id,
    reason: 'admin',
    createdAt: at,
  });
  return toSubscription({ ...subscription, ...patch }, target);
}
