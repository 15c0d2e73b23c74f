import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

export const ingredientCategories = pgTable('ingredient_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  position: smallint('position').notNull(),
});

/**
 * The catalog: rows without owner are the starter catalog (seeded by migration); a user's own
 * definitions have `owner_id` and only they see them.
 */
export const ingredientDefinitions = pgTable(
  'ingredient_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ingredientCategories.id),
    name: varchar('name', { length: 120 }).notNull(),
    /** normalizeSearch(name + aliases): accent- and case-insensitive search. */
    searchName: text('search_name').notNull(),
    baseUnit: varchar('base_unit', { length: 3 }).notNull(),
    density: numeric('density', { precision: 8, scale: 3 }),
    unitWeight: numeric('unit_weight', { precision: 12, scale: 2 }),
    wastePct: numeric('waste_pct', { precision: 5, scale: 2 }).notNull().default('0'),
    isTypicalWaste: boolean('is_typical_waste').notNull().default(true),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vatPct: numeric('vat_pct', { precision: 5, scale: 2 }).notNull().default('10.00'),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ingredient_definitions_owner_idx').on(table.ownerId),
    index('ingredient_definitions_category_idx').on(table.categoryId),
    uniqueIndex('ingredient_definitions_catalog_name_key')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.ownerId} is null`),
    uniqueIndex('ingredient_definitions_owner_name_key')
      .on(table.ownerId, sql`lower(${table.name})`)
      .where(sql`${table.ownerId} is not null`),
  ],
);

/** What a business buys: a definition + supplier + brand + purchase format + price. */
export const ingredientInstances = pgTable(
  'ingredient_instances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => ingredientDefinitions.id),
    name: varchar('name', { length: 150 }).notNull(),
    searchName: text('search_name').notNull(),
    supplier: varchar('supplier', { length: 120 }).notNull().default(''),
    brand: varchar('brand', { length: 120 }).notNull().default(''),
    purchaseQuantity: numeric('purchase_quantity', { precision: 14, scale: 3 }).notNull(),
    purchaseUnit: varchar('purchase_unit', { length: 12 }).notNull(),
    purchasePrice: numeric('purchase_price', { precision: 14, scale: 4 }).notNull(),
    wastePct: numeric('waste_pct', { precision: 5, scale: 2 }).notNull(),
    vatPct: numeric('vat_pct', { precision: 5, scale: 2 }).notNull(),
    density: numeric('density', { precision: 8, scale: 3 }),
    unitWeight: numeric('unit_weight', { precision: 12, scale: 2 }),
    extraAllergens: text('extra_allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    /** Derived on every save (€ per base unit, and per usable base unit after merma). */
    unitCost: numeric('unit_cost', { precision: 24, scale: 12 }).notNull(),
    usableUnitCost: numeric('usable_unit_cost', { precision: 24, scale: 12 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('ingredient_instances_owner_name_idx').on(table.ownerId, table.name),
    index('ingredient_instances_owner_definition_idx').on(table.ownerId, table.definitionId),
    index('ingredient_instances_owner_supplier_idx').on(table.ownerId, table.supplier),
  ],
);

/** One row per change of price, quantity or unit (and one at creation). */
export const ingredientPriceHistory = pgTable(
  'ingredient_price_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => ingredientInstances.id, { onDelete: 'cascade' }),
    purchaseQuantity: numeric('purchase_quantity', { precision: 14, scale: 3 }).notNull(),
    purchaseUnit: varchar('purchase_unit', { length: 12 }).notNull(),
    purchasePrice: numeric('purchase_price', { precision: 14, scale: 4 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 24, scale: 12 }).notNull(),
    changedAt: timestamptz('changed_at').notNull(),
  },
  (table) => [index('ingredient_price_history_instance_idx').on(table.instanceId, table.changedAt)],
);
