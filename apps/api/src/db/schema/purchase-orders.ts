// The purchase-orders module's tables (issue 37 points 3 and 4).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReceiptIncident } from '@costeo/domain/purchase-order-receipt';
import { timestamptz } from './columns.ts';
import { ingredientInstances } from './ingredients.ts';
import { deliveryNotes } from './delivery-notes.ts';
import { supplierInvoices } from './supplier-invoices.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

export type PurchaseOrderStatusCode = 'draft' | 'sent' | 'received';
export type PurchaseOrderChannelCode = 'email' | 'whatsapp';

/**
 * An order to a supplier for a delivery day: a draft the chef edits, then sent (by e-mail with
 * its PDF, or shared on WhatsApp), then received. Its number ("PED-2026-0007") is given when it
 * is made, consecutive per owner and year (`purchase_order_counters`). The supplier's name is
 * kept, so an order outlives its supplier.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    numberYear: integer('number_year').notNull(),
    numberSequence: integer('number_sequence').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierName: varchar('supplier_name', { length: 120 }).notNull(),
    status: varchar('status', { length: 10 }).$type<PurchaseOrderStatusCode>().notNull(),
    deliveryOn: date('delivery_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Σ of the lines' amounts, without VAT. */
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    sentAt: timestamptz('sent_at'),
    sentChannel: varchar('sent_channel', { length: 10 }).$type<PurchaseOrderChannelCode>(),
    receivedAt: timestamptz('received_at'),
    /** The supplier's invoice (or albarán) the order was received with (issue 37 point 5). */
    receivedInvoiceId: integer('received_invoice_id').references(() => supplierInvoices.id, {
      onDelete: 'set null',
    }),
    /** Or the albarán typed by hand it was received with. */
    receivedDeliveryNoteId: integer('received_delivery_note_id').references(
      () => deliveryNotes.id,
      { onDelete: 'set null' },
    ),
    /**
     * The differences found between the order and the document it was received with, as the
     * cook saw them before recording it (none: received as ordered, or by the chef's word).
     */
    receivedIncidents: jsonb('received_incidents')
      .$type<ReceiptIncident[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('purchase_orders_owner_number_key').on(
      table.ownerId,
      table.numberYear,
      table.numberSequence,
    ),
    index('purchase_orders_owner_created_idx').on(table.ownerId, table.createdAt, table.id),
    index('purchase_orders_supplier_idx').on(table.supplierId),
    index('purchase_orders_received_invoice_idx').on(table.receivedInvoiceId),
    index('purchase_orders_received_delivery_note_idx').on(table.receivedDeliveryNoteId),
    check('purchase_orders_status_check', sql`${table.status} in ('draft', 'sent', 'received')`),
    check(
      'purchase_orders_channel_check',
      sql`${table.sentChannel} is null or ${table.sentChannel} in ('email', 'whatsapp')`,
    ),
  ],
);

/** A line of an order: a product in purchase formats at the price of one format. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    instanceId: integer('instance_id').references(() => ingredientInstances.id, {
      onDelete: 'set null',
    }),
    productName: varchar('product_name', { length: 150 }).notNull(),
    /** The supplier's code for the product when the order was written ('' unknown). */
    supplierCode: varchar('supplier_code', { length: 60 }).notNull().default(''),
    /** "caja de 5 kg", "kg": the format the quantity counts, as it was then. */
    formatName: varchar('format_name', { length: 80 }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    index('purchase_order_lines_order_idx').on(table.orderId, table.position),
    index('purchase_order_lines_owner_idx').on(table.ownerId),
    index('purchase_order_lines_instance_idx').on(table.instanceId),
    check('purchase_order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * The last order number given per owner and year, as the quotes' counter (decision 036): an
 * upsert that adds one, so concurrent orders get consecutive numbers and none is given twice.
 */
export const purchaseOrderCounters = pgTable(
  'purchase_order_counters',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.year] }),
    check('purchase_order_counters_last_number_check', sql`${table.lastNumber} >= 1`),
  ],
);
