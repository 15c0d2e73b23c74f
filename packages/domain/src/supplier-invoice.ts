import { z } from 'zod';

/**
 * A supplier's invoice as Costeo reads it (issue 19, docs/decisions/027): Facturae 3.2 / 3.2.1 /
 * 3.2.2 and UBL 2.1 XML are read whole; a PDF with a text layer is read as a table whose columns
 * the cook confirms. Decimals are strings (exact, never floats), as the document states them.
 *
 * Sign: figures are the buyer's purchase. An invoice's quantities and amounts are positive; a
 * credit note's (an UBL CreditNote, a Facturae rectificativa whose total is negative) are negative
 * — goods returned, money owed back — while unit prices and percentages keep their sign. A UBL
 * credit note writes positive figures: its reader turns them. So a credit note line's price per
 * base unit is positive, like the invoice line it corrects.
 */

/** Files accepted: 5 MB, like the price list (decision 018 for the limits in the threads). */
export const INVOICE_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const INVOICE_FILE_TOO_LARGE = 'El archivo supera el máximo de 5 MB.';
/** Lines read from one invoice; a longer one is refused (nobody costs a 2 000-line invoice). */
export const INVOICE_MAX_LINES = 2000;

export const INVOICE_FORMATS = ['facturae', 'ubl', 'pdf'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Where a unit-of-measure code comes from: Facturae's own list (`01` unidades, `03` kilogramos…),
 * UN/ECE Recommendation 20/21 (UBL's `unitCode`: `KGM`, `LTR`, `XBX`…), or text a PDF shows.
 */
export const UNIT_SCHEMES = ['facturae', 'unece', 'text'] as const;
export type UnitScheme = (typeof UNIT_SCHEMES)[number];

/** An exact decimal as text: "27.36", "-1", "0.00114". */
export const decimalTextSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

export const invoiceUnitSchema = z.object({
  scheme: z.enum(UNIT_SCHEMES),
  code: z.string().min(1),
});
export type InvoiceUnit = z.infer<typeof invoiceUnitSchema>;

/** A discount (or a charge) on a line: its amount in €, its percentage, or both. */
export const lineAdjustmentSchema = z.object({
  reason: z.string().nullable(),
  pct: decimalTextSchema.nullable(),
  amount: decimalTextSchema.nullable(),
});
export type LineAdjustment = z.infer<typeof lineAdjustmentSchema>;

export const readInvoiceLineSchema = z.object({
  /** The supplier's article code: how its products are known from the second invoice on. */
  code: z.string().nullable(),
  description: z.string(),
  quantity: decimalTextSchema,
  unitOfMeasure: invoiceUnitSchema.nullable(),
  /** Price of one invoiced unit, without VAT, before the line's discounts. */
  unitPrice: decimalTextSchema,
  discounts: z.array(lineAdjustmentSchema),
  /** Surcharges on the line (Facturae `Charges`, UBL charges): part of its net amount. */
  charges: z.array(lineAdjustmentSchema),
  /** The line's VAT (IGIC or IPSI where those apply) rate; informative, never costed. */
  vatPct: decimalTextSchema.nullable(),
  /** Net amount of the line: after discounts and charges, without VAT. */
  lineTotal: decimalTextSchema,
});
export type ReadInvoiceLine = z.infer<typeof readInvoiceLineSchema>;

export const invoicePartySchema = z.object({
  name: z.string().nullable(),
  /** Normalised: upper case, no spaces or dashes, no "ES" VAT prefix before a Spanish id. */
  taxId: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const readInvoiceSchema = z.object({
  format: z.enum(INVOICE_FORMATS),
  /** "3.2.2", "3.2.1", "3.2" for Facturae; "2.1" for UBL; null for a PDF. */
  version: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
  supplier: invoicePartySchema,
  buyer: invoicePartySchema.nullable(),
  /** The invoice number as the supplier writes it; its series apart when the format has one. */
  number: z.string().nullable(),
  series: z.string().nullable(),
  /** YYYY-MM-DD. */
  issueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  currency: z.string().nullable(),
  /** The invoice a credit note or rectificativa corrects, when it says so. */
  corrects: z.string().nullable(),
  lines: z.array(readInvoiceLineSchema),
  totals: z.object({
    /** Taxable base: the sum of the net line amounts after general discounts. */
    net: decimalTextSchema.nullable(),
    vat: decimalTextSchema.nullable(),
    total: decimalTextSchema.nullable(),
  }),
});
export type ReadInvoice = z.infer<typeof readInvoiceSchema>;
