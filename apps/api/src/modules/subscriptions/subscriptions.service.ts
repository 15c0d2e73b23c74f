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
  type CurrentSubscription,
} from './subscriptions.settlement.ts';
import { setPlanLocked } from './subscriptions.set-plan.ts';
import { upgradeLocked } from './subscriptions.upgrade.ts';

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
}) {
  const { db, payments, now } = deps;
  const settleLocked = createSettlement({ payments, now });

  /** The subscription as of now; only takes a lock when a period is over. */
  async function current(userId: number): Promise<CurrentSubscription> {
    const found = await createSubscriptionsRepository(db).findSubscription(userId);
    if (!found) throw AppError.notFound();
    const end = found.subscription.currentPeriodEnd;
    if (!end || end > now()) return found;
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

    upgrade(userId: number, planCode: PlanCode, key?: string): Promise<UpgradeResponse> {
      return lockedOnce(
        userId,
        { endpoint: 'subscription.upgrade', key, body: { plan_code: planCode } },
        upgradeResponseSchema,
        (tx, locked) => upgradeLocked(tx, { payments, now }, userId, locked, planCode),
      );
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
        (tx, locked) => cancelLocked(tx, userId, locked, now()),
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
