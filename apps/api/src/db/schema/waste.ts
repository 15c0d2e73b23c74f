import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { WasteDestination, WasteReason } from '@costeo/domain/contracts/waste';
import { bytea, timestamptz } from './columns.ts';
import { ingredientInstances } from './ingredients.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/*
 * Waste (issue 35, DOMAIN.md §12, decision 042): what the kitchen threw away or gave away, and
 * the prevention plan of Ley 1/2025 with its versions.
 */

/**
 * One waste entry: a product, an elaboración or a dish (in raciones), as typed, with its quantity
 * in the base unit worked out when it was stored. Its value is worked out on reading, at the
 * prices of its date (a price typed later for an earlier day changes it, as it changes a count).
 */
export const wasteEntries = pgTable(
  'waste_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made by the client (or the server when none was sent): the same id twice is stored once. */
    clientId: varchar('client_id', { length: 64 }).notNull(),
    wastedOn: date('wasted_on', { mode: 'string' }).notNull(),
    instanceId: integer('instance_id').references(() => ingredientInstances.id, {
      onDelete: 'cascade',
    }),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    /** As typed. */
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** `format`, `raciones` or a unit code. */
    unit: varchar('unit', { length: 12 }).notNull(),
    /** In the product's base unit; for a recipe, in raciones or its yield unit. */
    quantityBase: numeric('quantity_base', { precision: 18, scale: 3 }).notNull(),
    baseUnit: varchar('base_unit', { length: 12 }).notNull(),
    reason: varchar('reason', { length: 24 }).$type<WasteReason>().notNull(),
    destination: varchar('destination', { length: 24 }).$type<WasteDestination>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('waste_entries_client_key').on(table.ownerId, table.clientId),
    index('waste_entries_owner_day_idx').on(table.ownerId, table.wastedOn),
    index('waste_entries_instance_idx').on(table.instanceId),
    index('waste_entries_recipe_idx').on(table.recipeId),
    check(
      'waste_entries_one_item_check',
      sql`(${table.instanceId} is null) <> (${table.recipeId} is null)`,
    ),
    check('waste_entries_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** An entry's photo, decoded and re-encoded as JPEG in a worker, as the recipe photos are. */
export const wasteEntryPhotos = pgTable(
  'waste_entry_photos',
  {
    entryId: integer('entry_id')
      .primaryKey()
      .references(() => wasteEntries.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: bytea('image').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [index('waste_entry_photos_owner_idx').on(table.ownerId)],
);

/** One version of the prevention plan: a save writes a new version, the earlier ones are kept. */
export const wastePlans = pgTable(
  'waste_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    measures: varchar('measures', { length: 40 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    ownMeasures: jsonb('own_measures').$type<string[]>().notNull().default([]),
    donationAgreements: jsonb('donation_agreements')
      .$type<{ entity: string; since: string; notes: string }[]>()
      .notNull()
      .default([]),
    responsible: varchar('responsible', { length: 200 }).notNull(),
    reviewOn: date('review_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('waste_plans_owner_version_key').on(table.ownerId, table.version)],
);
