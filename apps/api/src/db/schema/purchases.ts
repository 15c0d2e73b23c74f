import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { ingredientInstances } from './ingredients.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

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

/** An albarán typed by hand (issue 32): what a supplier delivered on a day. */
export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierName: varchar('supplier_name', { length: 120 }).notNull(),
    /** The albarán's own number, when it has one. */
    number: varchar('number', { length: 60 }).notNull().default(''),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    totalNet: numeric('total_net', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('delivery_notes_owner_date_idx').on(table.ownerId, table.deliveredOn, table.id),
    index('delivery_notes_supplier_idx').on(table.supplierId),
  ],
);

export const deliveryNoteLines = pgTable(
  'delivery_note_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noteId: integer('note_id')
      .notNull()
      .references(() => deliveryNotes.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    instanceId: integer('instance_id').references(() => ingredientInstances.id, {
      onDelete: 'set null',
    }),
    productName: varchar('product_name', { length: 150 }).notNull(),
    /** As typed: 3 (formats) or 12.5 (kg). */
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** `format` (the product's purchase format, "Caja 5 kg") or a unit code. */
    unit: varchar('unit', { length: 12 }).$type<UnitCode | 'format'>().notNull(),
    /** The price of one purchase format typed on this line; null when it was unchanged. */
    newPrice: numeric('new_price', { precision: 14, scale: 4 }),
    quantityBase: numeric('quantity_base', { precision: 18, scale: 3 }).notNull(),
    pricePerBaseUnit: numeric('price_per_base_unit', { precision: 24, scale: 12 }).notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    index('delivery_note_lines_note_idx').on(table.noteId, table.position),
    index('delivery_note_lines_owner_idx').on(table.ownerId),
    index('delivery_note_lines_instance_idx').on(table.instanceId),
  ],
);
