import type { AllergenCode } from '@costeo/domain/allergens';
import type { VatPct } from '@costeo/domain/contracts/ingredients';
import type { NutritionPer100g } from '@costeo/domain/nutrition';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

type NumericColumn = AnyPgColumn;

/**
 * The ranges the domain enforces (merma 0–99.99 %, VAT 4/10/21, density and unit weight above 0),
 * kept by the database too, so no write path can store a cost the domain would refuse.
 */
function factChecks(
  table: string,
  columns: {
    wastePct: NumericColumn;
    vatPct: NumericColumn;
    density: NumericColumn;
    unitWeight: NumericColumn;
  },
) {
  return [
    check(`${table}_waste_pct_check`, sql`${columns.wastePct} >= 0 and ${columns.wastePct} < 100`),
    check(`${table}_vat_pct_check`, sql`${columns.vatPct} in (4, 10, 21)`),
    check(`${table}_density_check`, sql`${columns.density} > 0`),
    check(`${table}_unit_weight_check`, sql`${columns.unitWeight} > 0`),
  ];
}

/** A purchase: a quantity above 0, a price of 0 or more, a cost per base unit of 0 or more. */
function purchaseChecks(
  table: string,
  columns: {
    purchaseQuantity: NumericColumn;
    purchasePrice: NumericColumn;
    unitCost: NumericColumn;
  },
) {
  return [
    check(`${table}_purchase_quantity_check`, sql`${columns.purchaseQuantity} > 0`),
    check(`${table}_purchase_price_check`, sql`${columns.purchasePrice} >= 0`),
    check(`${table}_unit_cost_check`, sql`${columns.unitCost} >= 0`),
  ];
}

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
    baseUnit: varchar('base_unit', { length: 3 }).$type<BaseUnit>().notNull(),
    density: numeric('density', { precision: 8, scale: 3 }),
    unitWeight: numeric('unit_weight', { precision: 12, scale: 2 }),
    wastePct: numeric('waste_pct', { precision: 5, scale: 2 }).notNull().default('0'),
    isTypicalWaste: boolean('is_typical_waste').notNull().default(true),
    allergens: text('allergens')
      .array()
      .$type<AllergenCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    vatPct: numeric('vat_pct', { precision: 5, scale: 2 })
      .$type<VatPct>()
      .notNull()
      .default('10.00'),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Values per 100 g (issue 21): the user's own for their definitions; for the catalog, the food
     * composition table's (seeded by migration, docs/decisions/030). Null: none known.
     */
    nutritionPer100g: jsonb('nutrition_per_100g').$type<NutritionPer100g>(),
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
    ...factChecks('ingredient_definitions', table),
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
    /**
     * What food labels call it (issue 31): "Aceite de oliva virgen extra", not the purchase name
     * "AOVE Hojiblanca garrafa 5 l". Null: its definition's name.
     */
    labelName: varchar('label_name', { length: 150 }),
    searchName: text('search_name').notNull(),
    /** The supplier's name as shown (kept equal to `suppliers.name` when linked). */
    supplier: varchar('supplier', { length: 120 }).notNull().default(''),
    /** The supplier it is bought from (issue 32); null: none, or not linked. */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    brand: varchar('brand', { length: 120 }).notNull().default(''),
    purchaseQuantity: numeric('purchase_quantity', { precision: 14, scale: 3 }).notNull(),
    purchaseUnit: varchar('purchase_unit', { length: 12 }).$type<UnitCode>().notNull(),
    purchasePrice: numeric('purchase_price', { precision: 14, scale: 4 }).notNull(),
    wastePct: numeric('waste_pct', { precision: 5, scale: 2 }).notNull(),
    vatPct: numeric('vat_pct', { precision: 5, scale: 2 }).$type<VatPct>().notNull(),
    density: numeric('density', { precision: 8, scale: 3 }),
    unitWeight: numeric('unit_weight', { precision: 12, scale: 2 }),
    extraAllergens: text('extra_allergens')
      .array()
      .$type<AllergenCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    /** The supplier's label per 100 g; each value set wins over the definition's (issue 21). */
    nutritionPer100g: jsonb('nutrition_per_100g').$type<NutritionPer100g>(),
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
    index('ingredient_instances_supplier_id_idx').on(table.supplierId),
    ...factChecks('ingredient_instances', table),
    ...purchaseChecks('ingredient_instances', table),
    check(
      'ingredient_instances_usable_unit_cost_check',
      sql`${table.usableUnitCost} >= ${table.unitCost}`,
    ),
  ],
);

/**
 * A product as the cost engine reads it (migration 0012): its price per base unit, merma, the
 * density and unit weight in force (the product's own, else its definition's) and both allergen
 * lists. The ingredients module's published read model: the recipes module joins it to a recipe's
 * lines so one query brings a recipe's lines with their products (docs/decisions/010), and the
 * ingredients module reads its product facts from it too, so the rule lives in one place.
 */
export const ingredientProductFacts = pgView('ingredient_product_facts', {
  id: integer('id').notNull(),
  ownerId: integer('owner_id').notNull(),
  name: varchar('name', { length: 150 }).notNull(),
  baseUnit: varchar('base_unit', { length: 3 }).$type<BaseUnit>().notNull(),
  unitCost: numeric('unit_cost', { precision: 24, scale: 12 }).notNull(),
  wastePct: numeric('waste_pct', { precision: 5, scale: 2 }).notNull(),
  density: numeric('density', { precision: 8, scale: 3 }),
  unitWeight: numeric('unit_weight', { precision: 12, scale: 2 }),
  definitionAllergens: text('definition_allergens').array().$type<AllergenCode[]>().notNull(),
  extraAllergens: text('extra_allergens').array().$type<AllergenCode[]>().notNull(),
}).existing();

/**
 * One row per price in force (one at creation, then one per change of the purchase or of the cost
 * per base unit it means; docs/decisions/008-price-history-meaning.md).
 */
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
    purchaseUnit: varchar('purchase_unit', { length: 12 }).$type<UnitCode>().notNull(),
    purchasePrice: numeric('purchase_price', { precision: 14, scale: 4 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 24, scale: 12 }).notNull(),
    changedAt: timestamptz('changed_at').notNull(),
    /** Where the price came from when not an edit ("Factura A-123 de Hortalizas García, 12/11/2026"). */
    source: varchar('source', { length: 300 }).notNull().default(''),
    /** What kind of document set it (issue 32): invoice, price_list, delivery_note or manual. */
    sourceKind: varchar('source_kind', { length: 16 })
      .$type<'invoice' | 'price_list' | 'delivery_note' | 'manual'>()
      .notNull()
      .default('manual'),
  },
  (table) => [
    index('ingredient_price_history_instance_idx').on(table.instanceId, table.changedAt),
    // The Dashboard's recent price changes of an owner, newest first (decision 014).
    index('ingredient_price_history_owner_changed_idx').on(
      table.ownerId,
      table.changedAt,
      table.id,
    ),
    ...purchaseChecks('ingredient_price_history', table),
  ],
);

export const PURCHASE_SOURCES = ['invoice', 'price_list', 'delivery_note', 'manual'] as const;
export type PurchaseSource = (typeof PURCHASE_SOURCES)[number];

/**
 * What was received (issue 32, DOMAIN.md §10): written only by the ingredients module's ledger,
 * whatever the document. The product's and supplier's names are kept as they were, so a
 * supplier's spend survives a product deleted later.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: integer('instance_id').references(() => ingredientInstances.id, {
      onDelete: 'set null',
    }),
    productName: varchar('product_name', { length: 150 }).notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierName: varchar('supplier_name', { length: 200 }).notNull().default(''),
    purchasedOn: date('purchased_on', { mode: 'string' }).notNull(),
    /** In the product's base unit (g, ml or ud). */
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    baseUnit: varchar('base_unit', { length: 3 }).$type<BaseUnit>().notNull(),
    pricePerBaseUnit: numeric('price_per_base_unit', { precision: 24, scale: 12 }).notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
    sourceKind: varchar('source_kind', { length: 16 }).$type<PurchaseSource>().notNull(),
    /** "Factura A-123 de Huerta Viva, 12/11/2026", "Albarán 88 de …", a list's file name. */
    sourceRef: varchar('source_ref', { length: 300 }).notNull().default(''),
    /** The invoice's or delivery note's id, for a link back; null for a price list. */
    sourceId: integer('source_id'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('purchases_owner_date_idx').on(table.ownerId, table.purchasedOn, table.id),
    index('purchases_instance_date_idx').on(table.instanceId, table.purchasedOn),
    index('purchases_supplier_date_idx').on(table.supplierId, table.purchasedOn),
    check(
      'purchases_source_kind_check',
      sql`${table.sourceKind} in ('invoice', 'price_list', 'delivery_note', 'manual')`,
    ),
  ],
);
