import { createHash } from 'node:crypto';
import type {
  BillingHistory,
  PlanHistory,
  Subscription,
  UpgradeResponse,
} from '@costeo/domain/contracts/subscriptions';
import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type { PlanCode } from '@costeo/domain/plans';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMonths } from '../../lib/dates.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  createSubscriptionsRepository,
  type PlanRow,
  type SubscriptionRow,
} from './subscriptions.repository.ts';
import { toInvoice, toPlan, toPlanChange, toSubscription } from './subscriptions.mappers.ts';

export interface CurrentSubscription {
  subscription: SubscriptionRow;
  plan: PlanRow;
}

type IdempotentEndpoint = 'subscription.upgrade' | 'subscription.cancel';

const euros = (amount: Decimal) => `${amount.toFixed(2).replace('.', ',')} €`;

function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Plans, the one subscription of each user, billing and plan history (DESIGN.md §6).
 * Time-driven transitions (renewal, end of a canceled period) are applied when the subscription is
 * read ("checked on read"), inside a transaction that locks the subscription row.
 */
export function createSubscriptionsService(deps: {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
}) {
  const { db, payments, now } = deps;

  async function planByCode(tx: Db, code: PlanCode): Promise<PlanRow> {
    const plan = await createSubscriptionsRepository(tx).findPlanByCode(code);
    if (!plan) throw new Error(`plan ${code} is not seeded`);
    return plan;
  }

  /** Renews or ends periods that are over. `tx` must be a transaction; the row gets locked. */
  async function settleLocked(tx: Db, userId: number): Promise<CurrentSubscription> {
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
      const free = await planByCode(tx, 'free');
      const patch = {
        planId: free.id,
        status: 'active',
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
  }

  /** The subscription as of now; only takes a lock when a period is over. */
  async function current(userId: number): Promise<CurrentSubscription> {
    const found = await createSubscriptionsRepository(db).findSubscription(userId);
    if (!found) throw AppError.notFound();
    const end = found.subscription.currentPeriodEnd;
    if (!end || end > now()) return found;
    return db.transaction((tx) => settleLocked(tx, userId));
  }

  /** Runs `action` once per Idempotency-Key: a repeated key replays the first answer. */
  async function idempotent<T>(
    userId: number,
    endpoint: IdempotentEndpoint,
    key: string | undefined,
    body: unknown,
    action: (tx: Db) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      // Lock first: concurrent requests with one key queue here, then see the stored answer.
      await settleLocked(tx, userId);
      if (!key) return action(tx);
      const repository = createSubscriptionsRepository(tx);
      const hash = requestHash(body);
      const stored = await repository.findIdempotencyKey(userId, endpoint, key);
      if (stored) {
        if (stored.requestHash !== hash) {
          throw new AppError(
            'validation',
            'Esta clave de idempotencia ya se usó con una petición distinta.',
          );
        }
        return stored.response as T;
      }
      const result = await action(tx);
      await repository.insertIdempotencyKey({
        userId,
        endpoint,
        key,
        requestHash: hash,
        statusCode: 200,
        response: result,
      });
      return result;
    });
  }

  return {
    settleLocked,
    current,

    async listPlans() {
      return (await createSubscriptionsRepository(db).listPlans()).map(toPlan);
    },

    /** Every new user starts on the free plan; runs inside the registration transaction. */
    async startFreeSubscription(tx: Db, userId: number, at: Date): Promise<void> {
      const repository = createSubscriptionsRepository(tx);
      const free = await planByCode(tx, 'free');
      await repository.insertSubscription({
        userId,
        planId: free.id,
        status: 'active',
        currentPeriodStart: at,
        createdAt: at,
        updatedAt: at,
      });
      await repository.insertPlanChange({
        userId,
        fromPlanId: null,
        toPlanId: free.id,
        reason: 'signup',
        createdAt: at,
      });
    },

    async getSubscription(userId: number): Promise<Subscription> {
      const { subscription, plan } = await current(userId);
      return toSubscription(subscription, plan);
    },

    /**
     * Upgrade at once to a plan ranked above the current one. The new period starts now; the
     * invoice charges the new price minus the unused part of the current paid period (proration).
     */
    upgrade(userId: number, planCode: PlanCode, key?: string): Promise<UpgradeResponse> {
      return idempotent(
        userId,
        'subscription.upgrade',
        key,
        { plan_code: planCode },
        async (tx) => {
          const repository = createSubscriptionsRepository(tx);
          const { subscription, plan } = await settleLocked(tx, userId);
          const target = await repository.findPlanByCode(planCode);
          if (!target?.isActive) throw AppError.field('plan_code', 'Plan no válido.');
          if (target.rank <= plan.rank) {
            throw AppError.field(
              'plan_code',
              target.id === plan.id
                ? `Ya estás en el plan ${plan.name}.`
                : `Solo puedes cambiar a un plan superior a tu plan actual (${plan.name}).`,
            );
          }
          const at = now();
          const periodEnd = addMonths(at, 1);
          const credit = unusedCredit(subscription, plan, at);
          const amount = Decimal.max(
            0,
            new Decimal(target.priceMonthly).minus(credit),
          ).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          const description = credit.isZero()
            ? `Plan ${target.name}: primer mes`
            : `Plan ${target.name}: primer mes, menos ${euros(credit)} no consumidos del plan ${plan.name}`;
          const charge = await payments.charge({
            userId,
            amount: amount.toFixed(2),
            currency: 'EUR',
            description,
          });
          if (charge.status !== 'paid') {
            throw new AppError('validation', 'No se pudo completar el pago. Inténtalo de nuevo.');
          }
          const invoice = await repository.insertInvoice({
            userId,
            planId: target.id,
            amount: amount.toFixed(2),
            status: 'paid',
            description,
            periodStart: at,
            periodEnd,
            createdAt: at,
          });
          const patch = {
            planId: target.id,
            status: 'active',
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
        },
      );
    },

    /** Cancel at period end: the plan stays until then, then the account falls back to free. */
    cancel(userId: number, key?: string): Promise<Subscription> {
      return idempotent(userId, 'subscription.cancel', key, {}, async (tx) => {
        const { subscription, plan } = await settleLocked(tx, userId);
        if (!subscription.currentPeriodEnd) {
          throw new AppError('validation', 'No tienes una suscripción de pago que cancelar.');
        }
        if (subscription.cancelAtPeriodEnd) {
          throw new AppError('validation', 'La suscripción ya está cancelada.');
        }
        const at = now();
        const patch = {
          status: 'canceled',
          cancelAtPeriodEnd: true,
          canceledAt: at,
          updatedAt: at,
        };
        await createSubscriptionsRepository(tx).updateSubscription(userId, patch);
        return toSubscription({ ...subscription, ...patch }, plan);
      });
    },

    async billingHistory(
      userId: number,
      query: PaginationQuery,
    ): Promise<{ count: number; results: BillingHistory['results'] }> {
      await current(userId);
      const repository = createSubscriptionsRepository(db);
      const { limit, offset } = pageWindow(query);
      const [count, rows] = [
        await repository.countInvoices(userId),
        await repository.listInvoices(userId, limit, offset),
      ];
      return { count, results: rows.map(toInvoice) };
    },

    async planHistory(
      userId: number,
      query: PaginationQuery,
    ): Promise<{ count: number; results: PlanHistory['results'] }> {
      await current(userId);
      const repository = createSubscriptionsRepository(db);
      const [count, rows] = [
        await repository.countPlanChanges(userId),
        await repository.listPlanChanges(userId, pageWindow(query)),
      ];
      return { count, results: rows.map(toPlanChange) };
    },

    async monthSummary(userId: number, from: Date, to: Date) {
      const repository = createSubscriptionsRepository(db);
      return {
        planChanges: (await repository.listPlanChanges(userId, { from, to })).map(toPlanChange),
        invoicesTotal: await repository.sumInvoicesBetween(userId, from, to),
      };
    },
  };
}

/** The unused share of the current paid period, in euros (exact decimal). */
function unusedCredit(subscription: SubscriptionRow, plan: PlanRow, at: Date): Decimal {
  const end = subscription.currentPeriodEnd;
  if (!end || end <= at) return new Decimal(0);
  const total = end.getTime() - subscription.currentPeriodStart.getTime();
  if (total <= 0) return new Decimal(0);
  const remaining = end.getTime() - at.getTime();
  return new Decimal(plan.priceMonthly)
    .times(remaining)
    .dividedBy(total)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
