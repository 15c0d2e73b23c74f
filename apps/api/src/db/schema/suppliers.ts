import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * A supplier of the business (issue 32): one row however many names its documents use. Products
 * belong to one (or none); purchases and delivery notes name it. `match_name` is the name with
 * its legal form, punctuation, case and accents removed (the domain's `supplierMatchName`), so
 * "Huerta Viva S.L." and "Huerta Viva" are one supplier of an owner.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    matchName: varchar('match_name', { length: 160 }).notNull(),
    /** NIF/CIF normalised (upper case, no spaces or dashes); '' when unknown. */
    taxId: varchar('tax_id', { length: 20 }).notNull().default(''),
    /** Other names it is known by: the legal name on its invoices, abbreviations. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    contact: varchar('contact', { length: 120 }).notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** ISO weekdays it delivers on (1 Monday … 7 Sunday). */
    deliveryDays: smallint('delivery_days')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** The order cut-off time ("HH:MM", the day before delivery); null when not set. */
    orderCutoff: varchar('order_cutoff', { length: 5 }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('suppliers_owner_match_name_key').on(table.ownerId, table.matchName),
    uniqueIndex('suppliers_owner_tax_id_key')
      .on(table.ownerId, table.taxId)
      .where(sql`${table.taxId} <> ''`),
    index('suppliers_owner_name_idx').on(table.ownerId, table.name),
    check(
      'suppliers_order_cutoff_check',
      sql`${table.orderCutoff} is null or ${table.orderCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);
