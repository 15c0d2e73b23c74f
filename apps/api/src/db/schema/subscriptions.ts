import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  Currency,
  InvoiceStatus,
  PlanChangeReason,
  SubscriptionStatus,
} from '@costeo/domain/contracts/subscriptions';
import type { PlanCode } from '@costeo/domain/plans';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

/** Seeded by migration 0001 (DESIGN.md §5); -1 = unlimited. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 20 }).$type<PlanCode>().notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  rank: smallint('rank').notNull(),
  priceMonthly: numeric('price_monthly', { precision: 10, scale: 2 }).notNull(),
  maxIngredientInstances: integer('max_ingredient_instances').notNull(),
  maxRecipes: integer('max_recipes').notNull(),
  hasExportReports: boolean('has_export_reports').notNull().default(false),
  hasPriceHistory: boolean('has_price_history').notNull().default(false),
  hasCostAnalytics: boolean('has_cost_analytics').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

/** One per user. A canceled paid plan stays until `current_period_end`, then falls back to free. */
export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
  status: varchar('status', { length: 20 }).$type<SubscriptionStatus>().notNull().default('active'),
  currentPeriodStart: timestamptz('current_period_start').notNull(),
  currentPeriodEnd: timestamptz('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamptz('canceled_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** PAYMENTS_PROVIDER=stripe (decision 029): the Stripe customer, created at the first checkout. */
  stripeCustomerId: varchar('stripe_customer_id', { length: 255 }).unique(),
  /** The Stripe subscription that drives this plan; Stripe's events set the plan and period. */
  stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
  /** `created` of the last Stripe event applied to the plan: an older one arriving late is ignored. */
  stripeEventAt: timestamptz('stripe_event_at'),
  /** A renewal failed: the plan stays until then, then falls back to free (checked on read). */
  gracePeriodEnd: timestamptz('grace_period_end'),
});

export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1 });

/**
 * Invoices outlive the account (Spanish law keeps them for years): deleting a user sets `user_id`
 * to null and the customer's name, e-mail and business name stay copied on each row.
 */
export const billingHistory = pgTable(
  'billing_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerUsername: varchar('customer_username', { length: 150 }).notNull().default(''),
    customerEmail: varchar('customer_email', { length: 254 }).notNull().default(''),
    customerBusinessName: varchar('customer_business_name', { length: 200 }).notNull().default(''),
    /** When the customer's account was deleted (null while it exists). */
    customerDeletedAt: timestamptz('customer_deleted_at'),
    invoiceNumber: varchar('invoice_number', { length: 40 }).notNull().unique(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull().default('EUR'),
    status: varchar('status', { length: 20 }).$type<InvoiceStatus>().notNull(),
    description: text('description').notNull().default(''),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Rows of Stripe's invoices (decision 029): its id and the page where the customer sees it. */
    stripeInvoiceId: varchar('stripe_invoice_id', { length: 255 }).unique(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
  },
  (table) => [index('billing_history_user_idx').on(table.userId, table.createdAt)],
);

export const planHistory = pgTable(
  'plan_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromPlanId: integer('from_plan_id').references(() => subscriptionPlans.id),
    toPlanId: integer('to_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    reason: varchar('reason', { length: 20 }).$type<PlanChangeReason>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('plan_history_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Stored answers of requests sent with an `Idempotency-Key` header, replayed on repeat. The row
 * is claimed before the work and filled after it, in one transaction (decision 005).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 100 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    // Null while the first request with the key is still running (claimed, not yet answered).
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('idempotency_keys_unique').on(table.userId, table.endpoint, table.key)],
);

/** Stripe webhook events already processed: each event id is applied once (decision 029). */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  processedAt: timestamptz('processed_at').notNull().defaultNow(),
});
