import type { Subscription } from '@costeo/domain/contracts/subscriptions';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toSubscription } from './subscriptions.mappers.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import type { CurrentSubscription } from './subscriptions.settlement.ts';

/**
 * Cancel at period end (SPEC.md §4): the plan stays until then, then settlement falls back to
 * free. Runs in the transaction that locked `current`.
 */
export async function cancelLocked(
  tx: Db,
  userId: number,
  current: CurrentSubscription,
  at: Date,
): Promise<Subscription> {
  const { subscription, plan } = current;
  if (!subscription.currentPeriodEnd) {
    throw new AppError('validation', 'No tienes una suscripción de pago que cancelar.');
  }
  if (subscription.cancelAtPeriodEnd) {
    throw new AppError('validation', 'La suscripción ya está cancelada.');
  }
  const patch = {
    status: 'canceled' as const,
    cancelAtPeriodEnd: true,
    canceledAt: at,
    updatedAt: at,
  };
  await createSubscriptionsRepository(tx).updateSubscription(userId, patch);
  return toSubscription({ ...subscription, ...patch }, plan);
}
