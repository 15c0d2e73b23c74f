import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { ingredientInstances } from './ingredients.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/*
 * Stock (issue 34, DOMAIN.md §10, decision 041): where products and elaboraciones are kept, the
 * counts a cook takes at the end of a day, and their entries. A count sheet follows the areas in
 * their order and each area's shelves in theirs.
 */

/** "Cámara", "Congelador", "Almacén seco", "Bodega"… in the order a cook walks them. */
export const storageAreas = pgTable(
  'storage_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('storage_areas_owner_name_key').on(table.ownerId, sql`lower(${table.name})`),
    index('storage_areas_owner_idx').on(table.ownerId, table.position),
  ],
);

/** A product (or an elaboración) kept in an area, at its place on the shelves. */
export const stockPlaces = pgTable(
  'stock_places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => storageAreas.id, { onDelete: 'cascade' }),
    instanceId: integer('instance_id').references(() => ingredientInstances.id, {
      onDelete: 'cascade',
    }),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /**
     * Its par level (issue 37): what the area should hold after a delivery, as the chef typed it —
     * in purchase formats (`format`: "2 cajas", whatever a caja holds when it is read) or a unit.
     */
    parQuantity: numeric('par_quantity', { precision: 14, scale: 3 }),
    parUnit: varchar('par_unit', { length: 12 }).$type<UnitCode | 'format'>(),
  },
  (table) => [
    uniqueIndex('stock_places_area_instance_key').on(table.areaId, table.instanceId),
    uniqueIndex('stock_places_area_recipe_key').on(table.areaId, table.recipeId),
    index('stock_places_owner_idx').on(table.ownerId),
    index('stock_places_instance_idx').on(table.instanceId),
    index('stock_places_recipe_idx').on(table.recipeId),
    check(
      'stock_places_one_item_check',
      sql`(${table.instanceId} is null) <> (${table.recipeId} is null)`,
    ),
    check(
      'stock_places_par_check',
      sql`(${table.parQuantity} is null) = (${table.parUnit} is null) and (${table.parQuantity} is null or ${table.parQuantity} > 0)`,
    ),
  ],
);

/** A count, taken at the end of its day (after that day's service and deliveries). */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countedOn: date('counted_on', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<'full' | 'partial'>().notNull(),
    /** The areas it covers; empty: every area. */
    areaIds: integer('area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** A partial count's chosen products and elaboraciones (a full one: every stocked item). */
    instanceIds: integer('instance_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    recipeIds: integer('recipe_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** An entry further than this % from the expected quantity is flagged on the sheet. */
    tolerancePct: numeric('tolerance_pct', { precision: 5, scale: 2 }).notNull().default('25'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('stock_counts_owner_day_idx').on(table.ownerId, table.countedOn),
    check('stock_counts_kind_check', sql`${table.kind} in ('full', 'partial')`),
  ],
);

/**
 * One quantity typed on a count sheet: "3" cajas (the purchase format), "2,4" kg, or an
 * elaboración in its yield unit. A product's stock in a count is the sum of its entries. The
 * client makes `client_id`, so an entry sent twice (a phone syncing again) is stored once.
 */
export const stockCountEntries = pgTable(
  'stock_count_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    areaId: integer('area_id').references(() => storageAreas.id, { onDelete: 'set null' }),
    instanceId: integer('instance_id').references(() => ingredientInstances.id, {
      onDelete: 'cascade',
    }),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    /** As typed. */
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** `format` (the product's purchase format) or a unit code. */
    unit: varchar('unit', { length: 12 }).$type<UnitCode | 'format'>().notNull(),
    /** In the product's base unit, or the elaboración's yield unit. */
    quantityBase: numeric('quantity_base', { precision: 18, scale: 3 }).notNull(),
    baseUnit: varchar('base_unit', { length: 12 }).$type<BaseUnit | UnitCode>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('stock_count_entries_client_key').on(table.countId, table.clientId),
    index('stock_count_entries_owner_idx').on(table.ownerId),
    index('stock_count_entries_instance_idx').on(table.instanceId),
    index('stock_count_entries_recipe_idx').on(table.recipeId),
    check(
      'stock_count_entries_one_item_check',
      sql`(${table.instanceId} is null) <> (${table.recipeId} is null)`,
    ),
    check('stock_count_entries_quantity_check', sql`${table.quantity} >= 0`),
  ],
);
