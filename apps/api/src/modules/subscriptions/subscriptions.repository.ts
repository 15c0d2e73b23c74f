import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanCode } from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import {
  billingHistory,
  idempotencyKeys,
  planHistory,
  stripeEvents,
  subscriptionPlans,
  subscriptions,
} from '../../db/schema/subscriptions.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof billingHistory.$inferSelect & { plan: PlanRow };
export type PlanHistoryRow = typeof planHistory.$inferSelect & {
  fromPlan: PlanRow | null;
  toPlan: PlanRow;
};
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const fromPlans = alias(subscriptionPlans, 'from_plans');

/** Every query of this module; callers pass `db` or a transaction. */
export function createSubscriptionsRepository(db: Db) {
  return {
    async listPlans(): Promise<PlanRow[]> {
      return db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.isActive, true))
        .orderBy(asc(subscriptionPlans.rank));
    },

    async findPlanByCode(code: PlanCode): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.code, code));
      return row;
    },

    /**
     * The user's subscription and plan. `lock` first locks the subscription row alone, then reads
     * it: a `FOR UPDATE` on the join would, after waiting for a concurrent upgrade, re-check the
     * join against the old plan row and drop the row (PostgreSQL's EvalPlanQual), i.e. a 404.
     * The read after the lock is a new statement, so it sees what the other transaction committed.
     */
    async findSubscription(
      userId: number,
      options: { lock?: boolean } = {},
    ): Promise<{ subscription: SubscriptionRow; plan: PlanRow } | undefined> {
      if (options.lock) {
        const [locked] = await db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId))
          .for('update');
        if (!locked) return undefined;
      }
      const [row] = await db
        .select({ subscription: subscriptions, plan: subscriptionPlans })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptions.planId, subscriptionPlans.id))
        .where(eq(subscriptions.userId, userId));
      return row;
    },

    async insertSubscription(row: typeof subscriptions.$inferInsert): Promise<void> {
      await db.insert(subscriptions).values(row);
    },

    async updateSubscription(
      userId: number,
      patch: Partial<typeof subscriptions.$inferInsert>,
    ): Promise<void> {
      await db.update(subscriptions).set(patch).where(eq(subscriptions.userId, userId));
    },

    async insertInvoice(
      row: Omit<typeof billingHistory.$inferInsert, 'invoiceNumber'>,
    ): Promise<typeof billingHistory.$inferSelect> {
      const year = row.createdAt.getUTCFullYear();
      const [created] = await db
        .insert(billingHistory)
        .values({
          ...row,
          invoiceNumber: sql`${`CST-${year}-`} || lpad(nextval('invoice_number_seq')::text, 6, '0')`,
        })
        .returning();
      if (!created) throw new Error('insert billing_history returned no row');
      return created;
    },

    /** Claims a Stripe event id; false when it was processed before (decision 029). */
    async claimStripeEvent(id: string, type: string): Promise<boolean> {
      const claimed = await db
        .insert(stripeEvents)
        .values({ id, type })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      return claimed.length > 0;
    },

    async findUserIdByStripeCustomer(customerId: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, customerId));
      return row?.userId ?? null;
    },

    /** A Stripe invoice's row: inserted the first time, its status and link updated after. */
    async upsertStripeInvoice(
      row: Omit<typeof billingHistory.$inferInsert, 'stripeInvoiceId'> & {
        stripeInvoiceId: string;
      },
    ): Promise<void> {
      await db
        .insert(billingHistory)
        .values(row)
        .onConflictDoUpdate({
          target: billingHistory.stripeInvoiceId,
          set: {
            status: row.status,
            amount: row.amount,
            invoiceNumber: row.invoiceNumber,
            hostedInvoiceUrl: row.hostedInvoiceUrl,
          },
        });
    },

    async countInvoices(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(billingHistory)
        .where(eq(billingHistory.userId, userId));
      return row?.n ?? 0;
    },

    async listInvoices(userId: number, limit: number, offset: number): Promise<InvoiceRow[]> {
      const rows = await db
        .select({ invoice: billingHistory, plan: subscriptionPlans })
        .from(billingHistory)
        .innerJoin(subscriptionPlans, eq(billingHistory.planId, subscriptionPlans.id))
        .where(eq(billingHistory.userId, userId))
        .orderBy(desc(billingHistory.createdAt), desc(billingHistory.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row.invoice, plan: row.plan }));
    },

    /** Total of the paid invoices created in [from, to). */
    async sumInvoicesBetween(userId: number, from: Date, to: Date): Promise<string> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${billingHistory.amount}), 0)::numeric(12,2)::text`,
        })
        .from(billingHistory)
        .where(
          and(
            eq(billingHistory.userId, userId),
            // Money actually received: failed or pending charges are not billing figures.
            eq(billingHistory.status, 'paid'),
            gte(billingHistory.createdAt, from),
            lt(billingHistory.createdAt, to),
          ),
        );
      return row?.total ?? '0.00';
    },

    async insertPlanChange(row: typeof planHistory.$inferInsert): Promise<void> {
      await db.insert(planHistory).values(row);
    },

    async countPlanChanges(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(planHistory)
        .where(eq(planHistory.userId, userId));
      return row?.n ?? 0;
    },

    async listPlanChanges(
      userId: number,
      window: { limit: number; offset: number } | { from: Date; to: Date },
    ): Promise<PlanHistoryRow[]> {
      const base = db
        .select({ change: planHistory, toPlan: subscriptionPlans, fromPlan: fromPlans })
        .from(planHistory)
        .innerJoin(subscriptionPlans, eq(planHistory.toPlanId, subscriptionPlans.id))
        .leftJoin(fromPlans, eq(planHistory.fromPlanId, fromPlans.id));
      const rows =
        'limit' in window
          ? await base
              .where(eq(planHistory.userId, userId))
              .orderBy(desc(planHistory.createdAt), desc(planHistory.id))
              .limit(window.limit)
              .offset(window.offset)
          : await base
              .where(
                and(
                  eq(planHistory.userId, userId),
                  gte(planHistory.createdAt, window.from),
                  lt(planHistory.createdAt, window.to),
                ),
              )
              .orderBy(asc(planHistory.createdAt), asc(planHistory.id));
      return rows.map((row) => ({ ...row.change, toPlan: row.toPlan, fromPlan: row.fromPlan }));
    },

    async findIdempotencyKey(
      userId: number,
      endpoint: string,
      key: string,
    ): Promise<IdempotencyRow | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.endpoint, endpoint),
            eq(idempotencyKeys.key, key),
          ),
        );
      return row;
    },

    /**
     * Claims a key (a row with no answer yet); false when it exists. A concurrent claim of the
     * same key waits on the unique index until the first transaction ends: after a commit it is
     * false (the answer is there to replay), after a rollback it claims the key itself.
     */
    async claimIdempotencyKey(row: {
      userId: number;
      endpoint: string;
      key: string;
      requestHash: string;
    }): Promise<boolean> {
      const claimed = await db
        .insert(idempotencyKeys)
        .values(row)
        .onConflictDoNothing({
          target: [idempotencyKeys.userId, idempotencyKeys.endpoint, idempotencyKeys.key],
        })
        .returning({ id: idempotencyKeys.id });
      return claimed.length > 0;
    },

    async fillIdempotencyKey(
      row: { userId: number; endpoint: string; key: string },
      answer: { statusCode: number; response: unknown },
    ): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set(answer)
        .where(
          and(
            eq(idempotencyKeys.userId, row.userId),
            eq(idempotencyKeys.endpoint, row.endpoint),
            eq(idempotencyKeys.key, row.key),
          ),
        );
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
