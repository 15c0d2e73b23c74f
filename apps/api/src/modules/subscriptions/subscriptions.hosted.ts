import type { Subscription, UpgradePending } from '@costeo/domain/contracts/subscriptions';
import { isUpgrade, type PlanCode } from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HostedBilling, PaidPlanCode } from './payment-provider.ts';
import { toSubscription } from './subscriptions.mappers.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import type { CurrentSubscription } from './subscriptions.settlement.ts';
import { cancelLocked } from './subscriptions.cancel.ts';

export interface HostedDeps {
  billing: HostedBilling;
  /** Who pays: the e-mail and name Stripe puts on the customer and its invoices. */
  customerOf: (userId: number) => Promise<{ email: string; name: string }>;
  now: () => Date;
}

/**
 * The key of one Stripe call, derived from the request: the client's Idempotency-Key when sent,
 * else the state the request was made from (the subscription's last change), so a retry of the
 * same click gets Stripe's first answer and a later, new request a new one.
 */
function stripeKey(
  userId: number,
  action: string,
  current: CurrentSubscription,
  key: string | undefined,
) {
  const from = key ? `key:${key}` : `at:${current.subscription.updatedAt.getTime()}`;
  return `costeo:${userId}:${action}:${from}`;
}

/**
 * Upgrade with hosted billing (decision 029): from a plan without a Stripe subscription, a
 * Checkout page; from a paid Stripe plan, a prorated price change. Either way the plan changes
 * only when Stripe's events confirm it; the answer says which plan is pending.
 */
export async function upgradeHostedLocked(
  tx: Db,
  deps: HostedDeps,
  userId: number,
  current: CurrentSubscription,
  request: {
    planCode: PlanCode;
    key: string | undefined;
    /** The e-mail and name for a new Stripe customer (read before the transaction). */
    customer: { email: string; name: string } | null;
  },
): Promise<UpgradePending> {
  const { planCode, key } = request;
  const { subscription, plan } = current;
  const repository = createSubscriptionsRepository(tx);
  const target = await repository.findPlanByCode(planCode);
  if (!target?.isActive || target.code === 'free') {
    throw AppError.field('plan_code', 'Plan no válido.');
  }
  if (!isUpgrade(plan.code, target.code)) {
    throw AppError.field(
      'plan_code',
      target.id === plan.id
        ? `Ya estás en el plan ${plan.name}.`
        : `Solo puedes cambiar a un plan superior a tu plan actual (${plan.name}).`,
    );
  }
  const paidPlan: PaidPlanCode = target.code;
  const answer = (checkoutUrl: string | null, row = subscription): UpgradePending => ({
    ...toSubscription(row, plan),
    pending_plan: paidPlan,
    checkout_url: checkoutUrl,
  });
  if (subscription.stripeSubscriptionId) {
    await deps.billing.changePlan({
      subscriptionId: subscription.stripeSubscriptionId,
      plan: paidPlan,
      idempotencyKey: stripeKey(userId, `change-${paidPlan}`, current, key),
    });
    return answer(null);
  }
  let customerId = subscription.stripeCustomerId;
  if (!customerId) {
    customerId = await deps.billing.createCustomer({
      userId,
      ...(request.customer ?? { email: '', name: '' }),
      // One customer per user, whatever the request.
      idempotencyKey: `costeo:${userId}:customer`,
    });
    await repository.updateSubscription(userId, { stripeCustomerId: customerId });
  }
  const url = await deps.billing.checkout({
    userId,
    customerId,
    plan: paidPlan,
    idempotencyKey: stripeKey(userId, `checkout-${paidPlan}`, current, key),
  });
  return answer(url, { ...subscription, stripeCustomerId: customerId });
}

/**
 * Cancel with hosted billing: `cancel_at_period_end` on Stripe, mirrored here at once; the plan
 * falls back to Gratuito when Stripe ends the subscription (`customer.subscription.deleted`).
 */
export async function cancelHostedLocked(
  tx: Db,
  deps: HostedDeps,
  userId: number,
  current: CurrentSubscription,
  key: string | undefined,
): Promise<Subscription> {
  const { subscription } = current;
  if (subscription.stripeSubscriptionId && !subscription.cancelAtPeriodEnd) {
    await deps.billing.cancelAtPeriodEnd({
      subscriptionId: subscription.stripeSubscriptionId,
      idempotencyKey: stripeKey(userId, 'cancel', current, key),
    });
  }
  return cancelLocked(tx, userId, current, deps.now());
}
