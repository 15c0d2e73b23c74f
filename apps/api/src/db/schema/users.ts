import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  uniqueIndex,
  varchar,
  text,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns.ts';

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
    /*
     * The business as its documents name it (issue 31, Mi perfil "Datos del negocio"): printed on
     * the quotes, cartas and menús del día. '' = not given.
     */
    legalName: varchar('legal_name', { length: 200 }).notNull().default(''),
    /** NIF, NIE or CIF, normalised ("B12345674"), its control character checked by the API. */
    taxId: varchar('tax_id', { length: 20 }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    /** The address the documents give; '' = the account's `email`. */
    businessEmail: varchar('business_email', { length: 254 }).notNull().default(''),
    /** An event quote's terms unless the event says others (decision 036). */
    quoteValidityDays: integer('quote_validity_days').notNull().default(30),
    quoteDepositPct: numeric('quote_deposit_pct', { precision: 5, scale: 2 })
      .notNull()
      .default('0.00'),
    quotePaymentTerms: text('quote_payment_terms').notNull().default(''),
    /** When the logo (business_logos) was last set; null: none. Its version for caching. */
    logoUpdatedAt: timestamptz('logo_updated_at'),
    /*
     * Ley 1/2025 art. 8 (issue 35): the notice that diners may take home, free, what they did not
     * finish, printed on the carta and menú del día PDFs when on. '' = the default wording.
     */
    leftoversNotice: boolean('leftovers_notice').notNull().default(false),
    leftoversNoticeText: text('leftovers_notice_text').notNull().default(''),
  },
  (table) => [
    check('users_quote_validity_days_check', sql`${table.quoteValidityDays} between 1 and 365`),
    check(
      'users_quote_deposit_pct_check',
      sql`${table.quoteDepositPct} >= 0 and ${table.quoteDepositPct} <= 100`,
    ),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
  ],
);

/**
 * The business's logo (issue 31), decoded and re-encoded as PNG in a worker (transparency kept),
 * fitted in 800 × 400: printed on the quotes. In the database like the recipe photos, so every
 * API instance serves it and backups and export-account carry it.
 */
export const businessLogos = pgTable('business_logos', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
