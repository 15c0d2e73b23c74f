import type { PdfColumns } from '@costeo/domain/contracts/supplier-invoices';
import type { ReadInvoice } from '@costeo/domain/supplier-invoice';
import { pdfInvoice, type PdfInvoiceRead } from '@costeo/domain/supplier-invoice-pdf';
import { AppError } from '../../lib/app-error.ts';
import {
  refuseWorkLimit,
  WorkLimitError,
  type LimitWords,
  type WorkPool,
} from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import type { InvoiceReader } from './supplier-invoices.service.ts';

/** A PDF's header as an invoice without lines (what the preview shows before the columns). */
function headerOnly(pdf: PdfInvoiceRead): ReadInvoice {
  const { fields } = pdf;
  return {
    format: 'pdf',
    version: null,
    kind: 'invoice',
    supplier: { name: fields.supplierName, taxId: fields.supplierTaxId },
    buyer: null,
    number: fields.invoiceNumber,
    series: null,
    issueDate: fields.issueDate,
    currency: fields.currency,
    corrects: null,
    lines: [],
    totals: { net: fields.totals.net, vat: null, total: fields.totals.total },
  };
}

/** Only the mapped columns (the domain's mapping takes no nulls for the required ones). */
function toMapping(columns: PdfColumns) {
  return {
    description: columns.description,
    quantity: columns.quantity,
    unit_price: columns.unit_price,
    code: columns.code,
    unit: columns.unit,
    discount: columns.discount,
    vat: columns.vat,
    total: columns.total,
  };
}

/** A file that hit the reader's time or memory limit (a flate bomb, 400 000 attributes…). */
export const INVOICE_LIMIT_WORDS: LimitWords = {
  field: 'content_base64',
  timedOut:
    'La factura tardó demasiado en leerse: el archivo es demasiado grande o complejo. Prueba con otro formato (XML o PDF).',
  tooComplex:
    'La factura es demasiado compleja para leerla: el archivo es demasiado grande. Prueba con otro formato (XML o PDF).',
};

/**
 * Reads a file in the worker pool (decision 018: limits, one upload per user at a time) and turns
 * the result into what the service works with: one invoice, or a PDF's table to confirm.
 */
export function createInvoiceReader(deps: { work: WorkPool; guard: UserWorkGuard }): InvoiceReader {
  const { work, guard } = deps;
  return async (ownerId, file, columns) => {
    const read = await guard.run(ownerId, async () => {
      try {
        return await work.run(
          'read-supplier-invoice',
          { fileName: file.fileName, bytes: file.bytes },
          { limit: 'import' },
        );
      } catch (error) {
        if (!(error instanceof WorkLimitError)) throw error;
        throw refuseWorkLimit(error, INVOICE_LIMIT_WORDS);
      }
    });
    if (read.kind === 'invoices') {
      const [invoice, ...more] = read.invoices;
      if (!invoice)
        throw AppError.field('content_base64', 'El archivo no contiene ninguna factura.');
      if (more.length > 0) {
        throw AppError.field(
          'content_base64',
          `El archivo contiene ${read.invoices.length} facturas: súbelas de una en una.`,
        );
      }
      return { type: 'invoice', invoice };
    }
    const { pdf } = read;
    if (!columns) {
      return {
        type: 'pdf-table',
        invoice: headerOnly(pdf),
        rows: [
          ...(pdf.table.header ? [pdf.table.header] : []),
          ...pdf.table.rows.map((row) => row.cells),
        ],
        guessed: pdf.suggestedMapping
          ? {
              code: numberOrNull(pdf.suggestedMapping.code),
              description: numberOrNull(pdf.suggestedMapping.description) ?? 0,
              quantity: numberOrNull(pdf.suggestedMapping.quantity) ?? 0,
              unit: numberOrNull(pdf.suggestedMapping.unit),
              unit_price: numberOrNull(pdf.suggestedMapping.unit_price) ?? 0,
              discount: numberOrNull(pdf.suggestedMapping.discount),
              vat: numberOrNull(pdf.suggestedMapping.vat),
              total: numberOrNull(pdf.suggestedMapping.total),
            }
          : null,
      };
    }
    const mapped = pdfInvoice(pdf, toMapping(columns));
    if (!mapped.ok) throw AppError.field('pdf_columns', mapped.reason);
    return { type: 'invoice', invoice: mapped.invoice };
  };
}

const numberOrNull = (value: number | string | null | undefined): number | null =>
  typeof value === 'number' ? value : null;
