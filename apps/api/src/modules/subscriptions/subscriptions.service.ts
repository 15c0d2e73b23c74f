import {
  subscriptionSchema,
  upgradeResponseSchema,
  type BillingHistory,
  type PlanHistory,
  type Subscription,
  type UpgradeResponse,
} from '@costeo/domain/contracts/subscriptions';
import type { PaginationQuery } from '@costeo/domain/contracts/common';
import type { PlanCode } from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { cancelLocked } from './subscriptions.cancel.ts';
import { runIdempotent, type IdempotentEndpoint } from './subscriptions.idempotency.ts';
import { toInvoice, toPlan, toPlanChange, toSubscription } from './subscriptions.mappers.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';
import {
  createSettlement,
  findPlanByCode,
  needsSettlement,
  type CurrentSubscription,
} from './subscriptions.settlement.ts';
import { setPlanLocked } from './subscriptions.set-plan.ts';
import { upgradeLocked } from './subscriptions.upgrade.ts';
import {
  cancelHostedLocked,
  upgradeHostedLocked,
  type HostedDeps,
} from './subscriptions.hosted.ts';
import { applyStripeEvent, type StripeEventInput } from './subscriptions.stripe-events.ts';

export type { CurrentSubscription };

/**
 * Plans, the one subscription of each user, billing and plan history (DESIGN.md §6). The jobs live
 * beside it: period settlement, idempotency, upgrade and cancel. Time-driven transitions (renewal,
 * end of a canceled period) are applied when the subscription is read ("checked on read"), inside
 * a transaction that locks the subscription row.
 */
export function createSubscriptionsService(deps: {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
  /** Hosted billing (PAYMENTS_PROVIDER=stripe, decision 029); null: charges on the spot. */
  hosted?: Omit<HostedDeps, 'now'> | null;
}) {
  const { db, payments, now } = deps;
  const hosted: HostedDeps | null = deps.hosted ? { ...deps.hosted, now } : null;
  const settleLocked = createSettlement({ payments, now, hosted: hosted !== null });

  /** The subscription as of now; only takes a lock when a period is over. */
  async function current(userId: number): Promise<CurrentSubscription> {
    const found = await createSubscriptionsRepository(db).findSubscription(userId);
    if (!found) throw AppError.notFound();
    if (!needsSettlement(found.subscription, now(), hosted !== null)) return found;
    return db.transaction((tx) => settleLocked(tx, userId));
  }

  /** Locks and settles the subscription, then runs `action` once per Idempotency-Key. */
  function lockedOnce<T>(
    userId: number,
    request: { endpoint: IdempotentEndpoint; key: string | undefined; body: unknown },
    response: { parse: (value: unknown) => T },
    action: (tx: Db, current: CurrentSubscription) => Promise<T>,
  ): Promise<T> {
    // The key is claimed before the row is locked: a repeat waits on the key and replays the
    // answer without touching the subscription (subscriptions.idempotency.ts).
    return db.transaction((tx) =>
      runIdempotent(tx, { userId, ...request, response }, async () =>
        action(tx, await settleLocked(tx, userId)),
      ),
    );
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
      const free = await findPlanByCode(tx, 'free');
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

    /** The subscription plus the payment state the app shows (grace period, portal). */
    async getMySubscription(userId: number) {
      const { subscription, plan } = await current(userId);
      return {
        ...toSubscription(subscription, plan),
        grace_period_end: subscription.gracePeriodEnd?.toISOString() ?? null,
        can_manage_payment: hosted !== null && subscription.stripeCustomerId !== null,
      };
    },

    async upgrade(userId: number, planCode: PlanCode, key?: string): Promise<UpgradeResponse> {
      // Read before the transaction: on PGlite (one connection) a read beside it would wait.
      const customer = hosted ? await hosted.customerOf(userId) : null;
      return lockedOnce(
        userId,
        { endpoint: 'subscription.upgrade', key, body: { plan_code: planCode } },
        upgradeResponseSchema,
        (tx, locked) =>
          hosted
            ? upgradeHostedLocked(tx, hosted, userId, locked, { planCode, key, customer })
            : upgradeLocked(tx, { payments, now }, userId, locked, planCode),
      );
    },

    /** The Stripe Customer Portal of the user (card, invoices, address). */
    async paymentPortal(userId: number): Promise<{ url: string }> {
      const { subscription } = await current(userId);
      if (!hosted || !subscription.stripeCustomerId) {
        throw new AppError('validation', 'No hay ningún pago que gestionar en tu cuenta.');
      }
      return { url: await hosted.billing.portal({ customerId: subscription.stripeCustomerId }) };
    },

    /** One verified Stripe event (decision 029); false when it was processed before. */
    handleStripeEvent(event: StripeEventInput): Promise<boolean> {
      if (!hosted) throw AppError.notFound();
      return db.transaction((tx) => applyStripeEvent(tx, { billing: hosted.billing, now }, event));
    },

    /** An operator's change to any plan (the CLI's set-plan; subscriptions.set-plan.ts). */
    setPlan(userId: number, planCode: PlanCode): Promise<Subscription> {
      return db.transaction(async (tx) =>
        setPlanLocked(tx, userId, await settleLocked(tx, userId), planCode, now()),
      );
    },

    cancel(userId: number, key?: string): Promise<Subscription> {
      return lockedOnce(
        userId,
        { endpoint: 'subscription.cancel', key, body: {} },
        subscriptionSchema,
        (tx, locked) =>
          hosted
            ? cancelHostedLocked(tx, hosted, userId, locked, key)
            : cancelLocked(tx, userId, locked, now()),
      );
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

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
