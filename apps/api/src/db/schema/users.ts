import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  numeric,
  pgTable,
  uniqueIndex,
  varchar,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    businessName: varchar('business_name', { length: 200 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    saleVatPct: numeric('sale_vat_pct', { precision: 5, scale: 2 }).notNull().default('10.00'),
    targetFoodCostPct: numeric('target_food_cost_pct', { precision: 5, scale: 2 })
      .notNull()
      .default('30.00'),
    dateJoined: timestamptz('date_joined').notNull().defaultNow(),
    lastLogin: timestamptz('last_login'),
    /**
     * Access tokens carry the version they were issued under; changing the password or logging
     * out everywhere bumps it, so every access token issued before stops working at once.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Moves on every write of the account's data (decision 025): the answer cache keeps a GET
     * answer only while the version it was computed under is current. Set from the clock
     * (microseconds), never back, so a restored or imported row cannot repeat a value.
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    /** When the current `email` was confirmed through its link; null: not yet (decision 031). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** The weekly digest of margins that fell is sent unless the owner turned it off. */
    digestOptOut: boolean('digest_opt_out').notNull().default(false),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
  ],
);
