import type {
  InvoiceHeader,
  SupplierInvoice,
  SupplierInvoiceListItem,
} from '@costeo/domain/contracts/supplier-invoices';
import { SUPPLIER_INVOICE_MAX_BYTES } from '@costeo/domain/contracts/supplier-invoices';
import { dec, toMoney, toUnitPrice } from '@costeo/domain/decimal';
import type { ReadInvoice } from '@costeo/domain/supplier-invoice';
import { AppError } from '../../lib/app-error.ts';
import { money } from './supplier-invoices.lines.ts';
import type { StoredInvoiceLineRow, StoredInvoiceRow } from './supplier-invoices.repository.ts';

const DATE_ES = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC' });
export const dateEs = (day: string) => DATE_ES.format(new Date(`${day}T00:00:00Z`));

export function decode(base64: string): Uint8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw AppError.field('content_base64', 'El archivo está vacío.');
  if (bytes.length > SUPPLIER_INVOICE_MAX_BYTES) {
    throw AppError.field('content_base64', 'El archivo supera el máximo de 5 MB.');
  }
  return new Uint8Array(bytes);
}

export function headerOf(invoice: ReadInvoice): InvoiceHeader {
  // "A2026-" + "0153" → "A2026-0153"; "A" + "153" → "A-153".
  const series = invoice.series ?? '';
  const joiner = series === '' || /[^\p{L}\p{N}]$/u.test(series) ? '' : '-';
  const number = invoice.number ? `${series}${joiner}${invoice.number}` : '';
  if (!invoice.supplier.name && !invoice.supplier.taxId) {
    throw AppError.field('content_base64', 'La factura no dice quién es el proveedor.');
  }
  if (!number) throw AppError.field('content_base64', 'La factura no tiene número.');
  if (!invoice.issueDate) throw AppError.field('content_base64', 'La factura no tiene fecha.');
  return {
    format: invoice.format,
    kind: invoice.kind,
    supplier_name: invoice.supplier.name ?? invoice.supplier.taxId ?? '',
    supplier_tax_id: invoice.supplier.taxId ?? '',
    number,
    issue_date: invoice.issueDate,
    currency: invoice.currency ?? 'EUR',
    total_net: money(invoice.totals.net),
    total_vat: money(invoice.totals.vat),
    total: money(invoice.totals.total),
  };
}

/** "Factura A-123 de Hortalizas García, 12/11/2026": the price history's source. */
export function sourceOf(header: InvoiceHeader): string {
  const kind = header.kind === 'credit_note' ? 'Abono' : 'Factura';
  return `${kind} ${header.number} de ${header.supplier_name}, ${dateEs(header.issue_date)}`;
}

export function discountTotal(line: ReadInvoice['lines'][number]): string {
  const gross = dec(line.quantity).times(line.unitPrice);
  const charges = line.charges.reduce((sum, charge) => sum.plus(charge.amount ?? 0), dec(0));
  const discount = gross.plus(charges).minus(line.lineTotal);
  return toMoney(discount.abs().lessThan('0.005') ? dec(0) : discount);
}

export function toListItem(row: StoredInvoiceRow, linesCount: number): SupplierInvoiceListItem {
  return {
    id: row.id,
    format: row.format,
    kind: row.kind,
    supplier_name: row.supplierName,
    supplier_tax_id: row.supplierTaxId,
    supplier: row.supplierId,
    number: row.number,
    issue_date: row.issueDate,
    currency: row.currency,
    total_net: row.totalNet,
    total_vat: row.totalVat,
    total: row.total,
    applied_at: row.appliedAt.toISOString(),
    file_name: row.fileName,
    lines_count: linesCount,
  };
}

export function toInvoice(row: StoredInvoiceRow, lines: StoredInvoiceLineRow[]): SupplierInvoice {
  return {
    ...toListItem(row, lines.length),
    lines: lines.map((line) => ({
      line: line.position,
      code: line.code,
      description: line.description,
      quantity: line.quantity,
      unit_of_measure: line.unitOfMeasure,
      unit_price: toUnitPrice(dec(line.unitPrice)),
      discount_total: line.discountTotal,
      vat_pct: line.vatPct,
      line_total: line.lineTotal,
      decision: line.decision,
      ingredient_instance: line.ingredientInstanceId,
      price_per_base_unit:
        line.pricePerBaseUnit === null ? null : toUnitPrice(dec(line.pricePerBaseUnit)),
      base_unit: line.baseUnit,
      previous_price_per_base_unit:
        line.previousUnitCost === null ? null : toUnitPrice(dec(line.previousUnitCost)),
    })),
  };
}
