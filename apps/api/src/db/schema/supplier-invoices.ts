import type { UnitCode } from '@costeo/domain/units';
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
import { timestamptz } from './columns.ts';
import { ingredientInstances } from './ingredients.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

/*
 * Supplier invoices (issue 19): what was applied, the product codes each supplier uses, and the
 * column layout of a supplier's PDF invoices. A supplier is keyed by its tax id (NIF/CIF,
 * normalised) or, without one, by its normalised name (`supplier_key`).
 */

/** An applied invoice (or credit note): header and totals, as read from the file. */
export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierKey: varchar('supplier_key', { length: 160 }).notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    supplierTaxId: varchar('supplier_tax_id', { length: 20 }).notNull().default(''),
    /** The supplier it was linked to on apply (issue 32). */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    number: varchar('number', { length: 60 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    format: varchar('format', { length: 12 }).$type<'facturae' | 'ubl' | 'pdf'>().notNull(),
    kind: varchar('kind', { length: 12 }).$type<'invoice' | 'credit_note'>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    totalNet: numeric('total_net', { precision: 14, scale: 2 }).notNull(),
    totalVat: numeric('total_vat', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull().default(''),
    appliedAt: timestamptz('applied_at').notNull(),
  },
  (table) => [
    // The same supplier's same number is one invoice: applying it again is refused.
    uniqueIndex('supplier_invoices_owner_supplier_number_idx').on(
      table.ownerId,
      table.supplierKey,
      table.number,
    ),
    index('supplier_invoices_owner_date_idx').on(table.ownerId, table.issueDate, table.id),
    check('supplier_invoices_format_check', sql`${table.format} in ('facturae', 'ubl', 'pdf')`),
    check('supplier_invoices_kind_check', sql`${table.kind} in ('invoice', 'credit_note')`),
  ],
);

/** A line of an applied invoice, with what the chef decided for it. */
export const supplierInvoiceLines = pgTable(
  'supplier_invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => supplierInvoices.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    code: varchar('code', { length: 60 }).notNull().default(''),
    description: varchar('description', { length: 300 }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unitOfMeasure: varchar('unit_of_measure', { length: 40 }).notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 16, scale: 6 }).notNull(),
    discountTotal: numeric('discount_total', { precision: 14, scale: 2 }).notNull().default('0'),
    vatPct: numeric('vat_pct', { precision: 5, scale: 2 }),
    lineTotal: numeric('line_total', { precision: 14, scale: 2 }).notNull(),
    /** The product it updated or created; null when skipped (or the product was deleted since). */
    ingredientInstanceId: integer('ingredient_instance_id').references(
      () => ingredientInstances.id,
      { onDelete: 'set null' },
    ),
    decision: varchar('decision', { length: 8 }).$type<'update' | 'create' | 'skip'>().notNull(),
    /** The net price (after discounts, without VAT) per base unit; null when it was not read. */
    pricePerBaseUnit: numeric('price_per_base_unit', { precision: 24, scale: 12 }),
    baseUnit: varchar('base_unit', { length: 12 }).$type<UnitCode>(),
    /** The product's cost per base unit before this invoice (null for a new product). */
    previousUnitCost: numeric('previous_unit_cost', { precision: 24, scale: 12 }),
  },
  (table) => [
    index('supplier_invoice_lines_invoice_idx').on(table.invoiceId, table.position),
    index('supplier_invoice_lines_owner_idx').on(table.ownerId),
    index('supplier_invoice_lines_instance_idx').on(table.ingredientInstanceId),
    check(
      'supplier_invoice_lines_decision_check',
      sql`${table.decision} in ('update', 'create', 'skip')`,
    ),
  ],
);

/** A supplier's product code, learned from a confirmed line: the next invoice matches by it. */
export const supplierProductCodes = pgTable(
  'supplier_product_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierKey: varchar('supplier_key', { length: 160 }).notNull(),
    code: varchar('code', { length: 60 }).notNull(),
    ingredientInstanceId: integer('ingredient_instance_id')
      .notNull()
      .references(() => ingredientInstances.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('supplier_product_codes_owner_supplier_code_idx').on(
      table.ownerId,
      table.supplierKey,
      table.code,
    ),
    index('supplier_product_codes_instance_idx').on(table.ingredientInstanceId),
  ],
);

/** The columns of a supplier's PDF invoices, as the chef confirmed them the first time. */
export const supplierPdfLayouts = pgTable(
  'supplier_pdf_layouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierKey: varchar('supplier_key', { length: 160 }).notNull(),
    mapping: jsonb('mapping').$type<Record<string, number | null>>().notNull(),
    headerText: text('header_text').notNull().default(''),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('supplier_pdf_layouts_owner_supplier_idx').on(table.ownerId, table.supplierKey),
  ],
);
