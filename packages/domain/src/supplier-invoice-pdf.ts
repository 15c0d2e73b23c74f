import { z } from 'zod';
import { dec } from './decimal.ts';
import {
  decimalTextSchema,
  type LineAdjustment,
  type ReadInvoice,
  type ReadInvoiceLine,
} from './supplier-invoice.ts';
import { parseSpanishDecimal, type DecimalConvention } from './supplier-invoice-text.ts';
import { normalizeSearch } from './text.ts';

/**
 * A PDF invoice read through its text layer (issue 19): the table of lines as cells under its
 * header, and the header fields found above it. Each supplier lays its invoices out its own way,
 * so the cook confirms which column is which the first time (a `PdfColumnMapping`); Costeo keeps
 * it for that supplier (by tax id) and applies it again while the layout (`pdfLayoutKey`) holds.
 */

export const PDF_MAPPING_FIELDS = [
  'code',
  'description',
  'quantity',
  'unit',
  'unit_price',
  'discount',
  'vat',
  'total',
] as const;
export type PdfMappingField = (typeof PDF_MAPPING_FIELDS)[number];

export const PDF_MAPPING_LABELS: Record<PdfMappingField, string> = {
  code: 'Código',
  description: 'Descripción',
  quantity: 'Cantidad',
  unit: 'Unidad',
  unit_price: 'Precio (sin IVA)',
  discount: 'Descuento (%)',
  vat: 'IVA (%)',
  total: 'Importe (sin IVA)',
};

/** Header words (normalised) that name each field, most specific first. */
export const PDF_HEADER_SYNONYMS: Record<PdfMappingField, string[]> = {
  code: ['codigo', 'cod', 'cod.', 'ref', 'ref.', 'referencia', 'art.', 'cod. art.'],
  description: ['descripcion', 'concepto', 'articulo', 'producto', 'denominacion', 'detalle'],
  quantity: ['cantidad', 'cant', 'cant.', 'unidades', 'uds', 'uds.', 'kilos', 'peso'],
  unit: ['ud', 'ud.', 'u.', 'unidad', 'um', 'u.m.', 'medida', 'unid', 'unid.', 'formato'],
  unit_price: [
    'precio',
    'precio ud',
    'precio unit.',
    'precio unitario',
    'p. unit.',
    'pvp',
    'tarifa',
  ],
  discount: ['dto', 'dto.', 'dto %', 'dto. %', '% dto', '% dto.', 'descuento', 'desc.', '%dto'],
  vat: ['iva', 'iva %', '% iva', '%iva', 'tipo iva', 'igic', 'igic %'],
  total: ['importe', 'total', 'importe neto', 'neto', 'subtotal', 'base', 'importe total'],
};

/** A column by its 0-based index, or by its header as written ("Precio"). */
const columnRef = z.union([z.number().int().min(0).max(49), z.string().trim().min(1).max(100)]);

export const pdfColumnMappingSchema = z.object({
  code: columnRef.nullable().optional(),
  description: columnRef,
  quantity: columnRef,
  unit: columnRef.nullable().optional(),
  unit_price: columnRef,
  discount: columnRef.nullable().optional(),
  vat: columnRef.nullable().optional(),
  total: columnRef.nullable().optional(),
});
export type PdfColumnMapping = z.infer<typeof pdfColumnMappingSchema>;

export const pdfTableSchema = z.object({
  /** The header row's cells, or null when no header was recognised (then map by index). */
  header: z.array(z.string()).nullable(),
  /** Data rows, one text per header column (wrapped descriptions joined). */
  rows: z.array(z.object({ page: z.number().int(), cells: z.array(z.string()) })),
  /** The document's decimal mark, when its numbers say it ("22,50" → comma). */
  convention: z.enum(['comma', 'dot']).nullable(),
});
export type PdfTable = z.infer<typeof pdfTableSchema>;

export const pdfHeaderFieldsSchema = z.object({
  supplierName: z.string().nullable(),
  supplierTaxId: z.string().nullable(),
  buyerTaxId: z.string().nullable(),
  /** Every valid Spanish tax id on the first page, in reading order (the cook confirms). */
  taxIds: z.array(z.string()),
  invoiceNumber: z.string().nullable(),
  issueDate: z.string().nullable(),
  currency: z.string().nullable(),
  totals: z.object({ net: decimalTextSchema.nullable(), total: decimalTextSchema.nullable() }),
});
export type PdfHeaderFields = z.infer<typeof pdfHeaderFieldsSchema>;

export const pdfInvoiceReadSchema = z.object({
  pages: z.number().int(),
  fields: pdfHeaderFieldsSchema,
  table: pdfTableSchema,
  /** Columns guessed from the header words, for the cook to confirm (null without a header). */
  suggestedMapping: pdfColumnMappingSchema.nullable(),
  layoutKey: z.string().nullable(),
});
export type PdfInvoiceRead = z.infer<typeof pdfInvoiceReadSchema>;

const headerWord = (text: string) =>
  normalizeSearch(text)
    .replace(/\s*([%.])\s*/g, '$1 ')
    .trim();

/** Which field a header cell names, if any. */
export function headerField(text: string): PdfMappingField | null {
  const word = headerWord(text);
  const compact = word.replace(/\s+/g, '');
  for (const field of PDF_MAPPING_FIELDS) {
    const synonyms = PDF_HEADER_SYNONYMS[field].map(headerWord);
    if (synonyms.some((s) => s === word || s.replace(/\s+/g, '') === compact)) return field;
  }
  return null;
}

/** The columns a header names, when at least a description, a quantity and a price are there. */
export function suggestPdfColumnMapping(header: readonly string[]): PdfColumnMapping | null {
  const found: Partial<Record<PdfMappingField, number>> = {};
  header.forEach((cell, index) => {
    const field = headerField(cell);
    if (field && found[field] === undefined) found[field] = index;
  });
  const { description, quantity, unit_price: unitPrice } = found;
  if (description === undefined || quantity === undefined || unitPrice === undefined) return null;
  return {
    code: found.code ?? null,
    description,
    quantity,
    unit: found.unit ?? null,
    unit_price: unitPrice,
    discount: found.discount ?? null,
    vat: found.vat ?? null,
    total: found.total ?? null,
  };
}

/** A supplier's layout, by its header: a remembered mapping applies while this stays the same. */
export function pdfLayoutKey(header: readonly string[] | null): string | null {
  return header ? header.map((cell) => normalizeSearch(cell)).join('|') : null;
}

export interface PdfMappingProblem {
  /** 1-based row of the table. */
  row: number;
  page: number | null;
  reason: string;
}

export type PdfMappedLines =
  | { ok: true; lines: ReadInvoiceLine[]; problems: PdfMappingProblem[] }
  | { ok: false; reason: string };

function resolveColumn(table: PdfTable, ref: string | number): number | null {
  if (typeof ref === 'number') return ref;
  if (!table.header) return null;
  const wanted = normalizeSearch(ref);
  const index = table.header.findIndex((cell) => normalizeSearch(cell) === wanted);
  return index === -1 ? null : index;
}

/**
 * The lines of a PDF table under a column mapping. A row whose quantity or price is not a number,
 * or that has no description, is left out and reported (never read as zero).
 */
export function applyPdfColumnMapping(table: PdfTable, mapping: PdfColumnMapping): PdfMappedLines {
  const columns: Partial<Record<PdfMappingField, number>> = {};
  for (const field of PDF_MAPPING_FIELDS) {
    const ref = mapping[field];
    if (ref === null || ref === undefined) continue;
    const index = resolveColumn(table, ref);
    if (index === null) {
      return {
        ok: false,
        reason: `La columna «${String(ref)}» no está en la tabla de la factura.`,
      };
    }
    columns[field] = index;
  }
  const convention: DecimalConvention | undefined = table.convention ?? undefined;
  const lines: ReadInvoiceLine[] = [];
  const problems: PdfMappingProblem[] = [];
  table.rows.forEach((row, index) => {
    const cell = (field: PdfMappingField) => {
      const column = columns[field];
      return column === undefined ? '' : (row.cells[column] ?? '').trim();
    };
    const problem = (reason: string) => problems.push({ row: index + 1, page: row.page, reason });
    const description = cell('description');
    if (!description) return problem('La fila no tiene descripción.');
    const failures: string[] = [];
    /** The cell's number; null when empty; a failure noted when it is not a number. */
    const number = (field: PdfMappingField, label: string): string | null => {
      const text = cell(field);
      if (!text) return null;
      const value = parseSpanishDecimal(text, convention);
      if (value === null) failures.push(`${label} «${text}» no es un número.`);
      return value;
    };
    const quantity = number('quantity', 'La cantidad');
    const unitPrice = number('unit_price', 'El precio');
    const pct = number('discount', 'El descuento');
    const vatPct = number('vat', 'El IVA');
    const total = number('total', 'El importe');
    if (failures.length > 0) return problem(`${description}: ${failures.join(' ')}`);
    if (quantity === null) return problem(`${description}: falta la cantidad.`);
    if (unitPrice === null) return problem(`${description}: falta el precio.`);
    const discounts: LineAdjustment[] =
      pct !== null && !dec(pct).isZero() ? [{ reason: null, pct, amount: null }] : [];
    const gross = dec(quantity).times(unitPrice);
    const lineTotal = total ?? gross.minus(gross.times(pct ?? 0).dividedBy(100)).toFixed();
    const unit = cell('unit');
    lines.push({
      code: cell('code') || null,
      description,
      quantity,
      unitOfMeasure: unit ? { scheme: 'text', code: unit } : null,
      unitPrice,
      discounts,
      charges: [],
      vatPct,
      lineTotal,
    });
  });
  return { ok: true, lines, problems };
}

/** a − b with the places of the more precise ("182.75" − "174.35" = "8.40"). */
function difference(a: string, b: string): string {
  const places = (text: string) => text.split('.')[1]?.length ?? 0;
  return dec(a)
    .minus(b)
    .toFixed(Math.max(places(a), places(b)));
}

/** The invoice a PDF gives under a mapping: its header fields and its mapped lines. */
export function pdfInvoice(
  read: PdfInvoiceRead,
  mapping: PdfColumnMapping,
):
  | { ok: true; invoice: ReadInvoice; problems: PdfMappingProblem[] }
  | { ok: false; reason: string } {
  const mapped = applyPdfColumnMapping(read.table, mapping);
  if (!mapped.ok) return mapped;
  const { fields } = read;
  const sum = mapped.lines.reduce((acc, line) => acc.plus(line.lineTotal), dec(0));
  const { net, total } = fields.totals;
  return {
    ok: true,
    problems: mapped.problems,
    invoice: {
      format: 'pdf',
      version: null,
      kind: sum.isNegative() ? 'credit_note' : 'invoice',
      supplier: { name: fields.supplierName, taxId: fields.supplierTaxId },
      buyer: fields.buyerTaxId ? { name: null, taxId: fields.buyerTaxId } : null,
      number: fields.invoiceNumber,
      series: null,
      issueDate: fields.issueDate,
      currency: fields.currency,
      corrects: null,
      lines: mapped.lines,
      totals: {
        net,
        vat: net !== null && total !== null ? difference(total, net) : null,
        total,
      },
    },
  };
}
