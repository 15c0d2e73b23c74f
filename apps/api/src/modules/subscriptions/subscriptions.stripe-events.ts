import { z } from 'zod';
import { planRank, type PlanCode } from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import type { HostedBilling } from './payment-provider.ts';
import { createSubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.ts';
import { findPlanByCode } from './subscriptions.settlement.ts';

/** A failed renewal keeps the plan this long (decision 029), then falls back to Gratuito. */
export const GRACE_PERIOD_DAYS = 7;

export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

const id = z.string().min(1).max(255);
const expandable = z
  .union([id, z.object({ id })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const period = z.object({ start: z.number(), end: z.number() });

// Only the fields Costeo reads; both the older (2023) and the current shapes of Stripe's objects.
const checkoutSession = z.object({
  customer: expandable.nullish(),
  subscription: expandable.nullish(),
  client_reference_id: z.string().nullish(),
});
const stripeSubscription = z.object({
  id,
  customer: expandable,
  status: z.string(),
  cancel_at_period_end: z.boolean().default(false),
  current_period_start: z.number().nullish(),
  current_period_end: z.number().nullish(),
  items: z.object({
    data: z.array(
      z.object({
        price: z.object({ id }),
        current_period_start: z.number().nullish(),
        current_period_end: z.number().nullish(),
      }),
    ),
  }),
});
const stripeInvoice = z.object({
  id,
  customer: expandable,
  number: z.string().nullish(),
  status: z.string().nullish(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  hosted_invoice_url: z.string().nullish(),
  created: z.number(),
  subscription: expandable.nullish(),
  parent: z
    .object({ subscription_details: z.object({ subscription: expandable }).nullish() })
    .nullish(),
  lines: z.object({
    data: z.array(
      z.object({
        description: z.string().nullish(),
        period,
        price: z.object({ id }).nullish(),
        pricing: z.object({ price_details: z.object({ price: expandable }).nullish() }).nullish(),
      }),
    ),
  }),
});

export interface StripeEventInput {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const euros = (cents: number) => (cents / 100).toFixed(2);

/** Statuses in which the customer keeps the plan (past_due: in the grace period). */
const KEEPS_PLAN = new Set(['active', 'trialing', 'past_due']);
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/**
 * Applies one Stripe event in `tx` (decision 029). Each event id is applied once (a row in
 * `stripe_events`); events about the plan older than the last one applied are ignored, so a late
 * or repeated delivery cannot undo a newer state. Returns false for an event already processed.
 */
export async function applyStripeEvent(
  tx: Db,
  deps: { billing: HostedBilling; now: () => Date },
  event: StripeEventInput,
): Promise<boolean> {
  const repository = createSubscriptionsRepository(tx);
  if (!(await repository.claimStripeEvent(event.id, event.type))) return false;
  const at = deps.now();
  const eventAt = fromUnix(event.created);

  /** The user's subscription row, locked; null for a customer Costeo does not know. */
  async function locked(customerId: string | null | undefined, userHint?: string | null) {
    let userId = customerId ? await repository.findUserIdByStripeCustomer(customerId) : null;
    if (userId === null && userHint && /^\d{1,10}$/.test(userHint)) userId = Number(userHint);
    if (userId === null) return null;
    const found = await repository.findSubscription(userId, { lock: true });
    return found ? { userId, ...found } : null;
  }

  /** Moves to `code` (plan history when it changes) if the event is not older than the last. */
  async function setPlan(
    row: { userId: number; subscription: SubscriptionRow; plan: { id: number; code: PlanCode } },
    code: PlanCode,
    patch: Partial<SubscriptionRow>,
  ): Promise<void> {
    if (row.subscription.stripeEventAt && eventAt < row.subscription.stripeEventAt) return;
    const target = await findPlanByCode(tx, code);
    await repository.updateSubscription(row.userId, {
      ...patch,
      planId: target.id,
      stripeEventAt: eventAt,
      updatedAt: at,
    });
    if (target.id !== row.plan.id) {
      const up = planRank(target.code) > planRank(row.plan.code);
      await repository.insertPlanChange({
        userId: row.userId,
        fromPlanId: row.plan.id,
        toPlanId: target.id,
        reason: up ? 'upgrade' : row.subscription.cancelAtPeriodEnd ? 'cancel' : 'expire',
        createdAt: at,
      });
    }
  }

  async function toFree(
    row: NonNullable<Awaited<ReturnType<typeof locked>>>,
    subscriptionId: string,
  ) {
    if (row.subscription.stripeSubscriptionId !== subscriptionId) return;
    await setPlan(row, 'free', {
      status: 'active',
      currentPeriodStart: at,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      gracePeriodEnd: null,
    });
  }

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = checkoutSession.parse(event.data.object);
      const row = await locked(session.customer, session.client_reference_id);
      if (!row || !session.subscription) return true;
      await repository.updateSubscription(row.userId, {
        stripeCustomerId: session.customer ?? row.subscription.stripeCustomerId,
        stripeSubscriptionId: session.subscription,
      });
      return true;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = stripeSubscription.parse(event.data.object);
      const row = await locked(subscription.customer);
      if (!row) return true;
      if (event.type === 'customer.subscription.deleted' || ENDED.has(subscription.status)) {
        await toFree(row, subscription.id);
        return true;
      }
      const item = subscription.items.data[0];
      const code = item ? deps.billing.planOfPrice(item.price.id) : null;
      // `incomplete`: Checkout has not been paid yet; the plan waits for it.
      if (!code || !KEEPS_PLAN.has(subscription.status)) return true;
      const start = item?.current_period_start ?? subscription.current_period_start;
      const end = item?.current_period_end ?? subscription.current_period_end;
      await setPlan(row, code, {
        status: subscription.cancel_at_period_end ? 'canceled' : 'active',
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        canceledAt: subscription.cancel_at_period_end ? (row.subscription.canceledAt ?? at) : null,
        stripeSubscriptionId: subscription.id,
        ...(start ? { currentPeriodStart: fromUnix(start) } : {}),
        ...(end ? { currentPeriodEnd: fromUnix(end) } : {}),
        ...(subscription.status === 'past_due' ? {} : { gracePeriodEnd: null }),
      });
      return true;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = stripeInvoice.parse(event.data.object);
      const row = await locked(invoice.customer);
      if (!row) return true;
      const paid = event.type === 'invoice.paid';
      const subscriptionId =
        invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
      // The line of the period ahead (a proration invoice lists the credit first).
      const line = invoice.lines.data.at(-1);
      const priceId = line?.price?.id ?? line?.pricing?.price_details?.price ?? null;
      const code = (priceId ? deps.billing.planOfPrice(priceId) : null) ?? row.plan.code;
      const plan = await findPlanByCode(tx, code);
      await repository.upsertStripeInvoice({
        userId: row.userId,
        planId: plan.id,
        stripeInvoiceId: invoice.id,
        invoiceNumber: invoice.number ?? invoice.id,
        amount: euros(paid ? invoice.amount_paid : invoice.amount_due),
        status: paid ? 'paid' : 'failed',
        description: line?.description ?? `Plan ${plan.name}`,
        periodStart: fromUnix(line?.period.start ?? invoice.created),
        periodEnd: fromUnix(line?.period.end ?? invoice.created),
        createdAt: fromUnix(invoice.created),
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      });
      if (!subscriptionId) return true;
      if (paid) {
        await setPlan(row, code, {
          stripeSubscriptionId: subscriptionId,
          gracePeriodEnd: null,
          ...(line
            ? {
                currentPeriodStart: fromUnix(line.period.start),
                currentPeriodEnd: fromUnix(line.period.end),
              }
            : {}),
        });
      } else if (!row.subscription.gracePeriodEnd) {
        const end = new Date(at.getTime() + GRACE_PERIOD_DAYS * 24 * 60 * 60 * 1000);
        await repository.updateSubscription(row.userId, { gracePeriodEnd: end, updatedAt: at });
      }
      return true;
    }
    default:
      return true;
  }
}
