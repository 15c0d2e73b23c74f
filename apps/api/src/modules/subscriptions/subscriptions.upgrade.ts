import type { UpgradeResponse } from '@costeo/domain/contracts/subscriptions';
import { isUpgrade, prorateUpgrade, type PlanCode } from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMonths } from '../../lib/dates.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { toInvoice, toSubscription } from './subscriptions.mappers.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import type { CurrentSubscription } from './subscriptions.settlement.ts';

const euros = (amount: string) => `${amount.replace('.', ',')} €`;

/**
 * Upgrade at once to a plan ranked above the current one (SPEC.md §4). The new period starts now;
 * the invoice charges the new price minus the unused part of the current paid period (proration,
 * `prorateUpgrade` in the domain). Runs in the transaction that locked `current`.
 */
export async function upgradeLocked(
  tx: Db,
  deps: { payments: PaymentProvider; now: () => Date },
  userId: number,
  current: CurrentSubscription,
  planCode: PlanCode,
): Promise<UpgradeResponse> {
  const { subscription, plan } = current;
  const repository = createSubscriptionsRepository(tx);
  const target = await repository.findPlanByCode(planCode);
  if (!target?.isActive) throw AppError.field('plan_code', 'Plan no válido.');
  if (!isUpgrade(plan.code, target.code)) {
    throw AppError.field(
      'plan_code',
      target.id === plan.id
        ? `Ya estás en el plan ${plan.name}.`
        : `Solo puedes cambiar a un plan superior a tu plan actual (${plan.name}).`,
    );
  }
  const at = deps.now();
  const periodEnd = addMonths(at, 1);
  const { credit, amount } = prorateUpgrade({
    currentPrice: plan.priceMonthly,
    period: { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd },
    targetPrice: target.priceMonthly,
    at,
  });
  const description =
    credit === '0.00'
      ? `Plan ${target.name}: primer mes`
      : `Plan ${target.name}: primer mes, menos ${euros(credit)} no consumidos del plan ${plan.name}`;
  const charge = await deps.payments.charge({ userId, amount, currency: 'EUR', description });
  if (charge.status !== 'paid') {
    throw new AppError('validation', 'No se pudo completar el pago. Inténtalo de nuevo.');
  }
  const invoice = await repository.insertInvoice({
    userId,
    planId: target.id,
    amount,
    status: 'paid',
    description,
    periodStart: at,
    periodEnd,
    createdAt: at,
  });
  const patch = {
    planId: target.id,
    status: 'active' as const,
    currentPeriodStart: at,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    updatedAt: at,
  };
  await repository.updateSubscription(userId, patch);
  await repository.insertPlanChange({
    userId,
    fromPlanId: plan.id,
    toPlanId: target.id,
    reason: 'upgrade',
    createdAt: at,
  });
  return {
    ...toSubscription({ ...subscription, ...patch }, target),
    invoice: toInvoice({ ...invoice, plan: target }),
  };
}
