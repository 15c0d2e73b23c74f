import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { ingredientInstances } from './ingredients.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

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
    baseUnit: varchar('base_unit', { length: 3 }).$type<BaseUnit>().notNull(),
    /** The product's € per base unit before this albarán. */
    previousUnitCost: numeric('previous_unit_cost', { precision: 24, scale: 12 }),
    /** Whether the line changed the product's price. */
    priceChanged: boolean('price_changed').notNull().default(false),
    pricePerBaseUnit: numeric('price_per_base_unit', { precision: 24, scale: 12 }).notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    index('delivery_note_lines_note_idx').on(table.noteId, table.position),
    index('delivery_note_lines_owner_idx').on(table.ownerId),
    index('delivery_note_lines_instance_idx').on(table.instanceId),
  ],
);
