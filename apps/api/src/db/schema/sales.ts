import type { SalesMapping } from '@costeo/domain/contracts/sales';
import type { UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { ingredientInstances } from './ingredients.ts';
import { menus } from './menus.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/*
 * Sales from the till (issue 33, DOMAIN.md §11, decision 040). An import is one file; its sales
 * are stored per day and till item. `layout` names the file's layout (its columns, or Ágora's
 * XML): re-importing a layout over days it already has replaces those days, never adds to them.
 */

/** One file of sales imported. */
export const salesImports = pgTable(
  'sales_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileType: varchar('file_type', { length: 12 }).$type<'csv' | 'xlsx' | 'agora_xml'>().notNull(),
    layout: varchar('layout', { length: 64 }).notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('sales_imports_owner_idx').on(table.ownerId, table.createdAt),
    check('sales_imports_dates_check', sql`${table.dateTo} >= ${table.dateFrom}`),
  ],
);

/** Each distinct item of the till (its code, else its name), linked once. */
export const tillItems = pgTable(
  'till_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code normalised ("c:1042"), else the name normalised ("n:croquetas de jamon"). */
    itemKey: varchar('item_key', { length: 220 }).notNull(),
    code: varchar('code', { length: 60 }).notNull().default(''),
    name: varchar('name', { length: 150 }).notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    menuId: integer('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    instanceId: integer('instance_id').references(() => ingredientInstances.id, {
      onDelete: 'set null',
    }),
    /** Of the product per unit sold (a bottle of wine: 1 ud; a caña: 0,2 l). */
    quantity: numeric('quantity', { precision: 12, scale: 3 }),
    unit: varchar('unit', { length: 12 }).$type<UnitCode>(),
    notFood: boolean('not_food').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('till_items_owner_key').on(table.ownerId, table.itemKey),
    index('till_items_recipe_idx').on(table.recipeId),
    index('till_items_menu_idx').on(table.menuId),
    index('till_items_instance_idx').on(table.instanceId),
    check(
      'till_items_one_link_check',
      sql`(case when ${table.recipeId} is null then 0 else 1 end)
        + (case when ${table.menuId} is null then 0 else 1 end)
        + (case when ${table.instanceId} is null then 0 else 1 end)
        + (case when ${table.notFood} then 1 else 0 end) <= 1`,
    ),
    check(
      'till_items_product_quantity_check',
      sql`${table.instanceId} is null or (${table.quantity} > 0 and ${table.unit} is not null)`,
    ),
  ],
);

/** Sales of one till item on one day, from one import. Refunds make units negative. */
export const salesLines = pgTable(
  'sales_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    importId: integer('import_id')
      .notNull()
      .references(() => salesImports.id, { onDelete: 'cascade' }),
    /** The import's layout, kept on the line for the replacement of days. */
    layout: varchar('layout', { length: 64 }).notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => tillItems.id, { onDelete: 'cascade' }),
    units: numeric('units', { precision: 14, scale: 3 }).notNull(),
    /** With VAT, as the till gives it. */
    grossRevenue: numeric('gross_revenue', { precision: 14, scale: 2 }).notNull(),
    /** Without VAT (DOMAIN.md §11), 4 places so a day's sum rounds once. */
    netRevenue: numeric('net_revenue', { precision: 16, scale: 4 }).notNull(),
    vat: numeric('vat', { precision: 16, scale: 4 }).notNull(),
  },
  (table) => [
    uniqueIndex('sales_lines_import_day_item_key').on(table.importId, table.soldOn, table.itemId),
    index('sales_lines_owner_day_idx').on(table.ownerId, table.soldOn),
    index('sales_lines_owner_layout_day_idx').on(table.ownerId, table.layout, table.soldOn),
    index('sales_lines_item_idx').on(table.itemId),
  ],
);

/** The columns a chef confirmed for a file layout, used again for the next file of it. */
export const salesLayouts = pgTable(
  'sales_layouts',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    layout: varchar('layout', { length: 64 }).notNull(),
    mapping: jsonb('mapping').$type<SalesMapping>().notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.layout] })],
);
