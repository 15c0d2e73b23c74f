import { createHash } from 'node:crypto';
import type { InvoiceScan, PdfColumns } from '@costeo/domain/contracts/supplier-invoices';
import type { ReadInvoice } from '@costeo/domain/supplier-invoice';
import { pdfInvoice, type PdfInvoiceRead } from '@costeo/domain/supplier-invoice-pdf';
import { reviewScan, type ScanRead } from '@costeo/domain/supplier-invoice-scan';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.ts';
import {
  refuseWorkLimit,
  WorkLimitError,
  type LimitWords,
  type WorkPool,
} from '../../workers/pool.ts';
import type { UserWorkGuard } from '../../workers/user-guard.ts';
import { INVOICE_REFUSALS, MORE_PHOTOS_FIELD } from './invoice-read.refusals.ts';
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

/** A photo that hit the OCR pool's limits. */
export const SCAN_LIMIT_WORDS: LimitWords = {
  field: 'content_base64',
  timedOut:
    'La foto tardó demasiado en leerse. Prueba con una foto más nítida de una sola página, o con menos páginas.',
  tooComplex:
    'La foto es demasiado grande o compleja para leerla. Prueba con una foto más pequeña.',
};

/**
 * A photo read once is kept a while by its owner and bytes: the preview reads it, the remembered
 * columns read it again, and apply reads it once more — OCR is seconds, not milliseconds.
 */
const SCAN_CACHE = { max: 16, ttl: 15 * 60_000 };

/**
 * Reads a file in the worker pool (decision 018: limits, one upload per user at a time) and turns
 * the result into what the service works with: one invoice, or a PDF's table to confirm. Photos
 * and scans (issue 36) go on to the OCR pool (`ocr`: one thread, its recogniser kept warm).
 */
export function createInvoiceReader(deps: {
  work: WorkPool;
  ocr?: WorkPool;
  guard: UserWorkGuard;
}): InvoiceReader {
  const { work, guard } = deps;
  const ocr = deps.ocr ?? work;
  const scans = new LRUCache<string, ScanRead>(SCAN_CACHE);
  const limited = async <T>(words: LimitWords, task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } catch (error) {
      if (!(error instanceof WorkLimitError)) throw error;
      throw refuseWorkLimit(error, words);
    }
  };
  return async (ownerId, file, columns, corrections = []) => {
    const more = file.more ?? [];
    const hash = createHash('sha256');
    for (const bytes of [file.bytes, ...more])
      hash.update(createHash('sha256').update(bytes).digest());
    const key = `${ownerId}:${hash.digest('hex')}`;
    const cached = scans.get(key);
    const read = cached
      ? ({ kind: 'scanned', scan: cached } as const)
      : await guard.run(ownerId, async () => {
          const first = await limited(INVOICE_LIMIT_WORDS, () =>
            work.run(
              'read-supplier-invoice',
              { fileName: file.fileName, bytes: file.bytes },
              { limit: 'import' },
            ),
          );
          if (first.kind !== 'scan' && more.length > 0) {
            throw AppError.field(MORE_PHOTOS_FIELD, INVOICE_REFUSALS.morePhotosAlone);
          }
          if (first.kind !== 'scan') return first;
          const scan = await limited(SCAN_LIMIT_WORDS, () =>
            ocr.run(
              'read-invoice-scan',
              { bytes: file.bytes, kind: first.source, more },
              { limit: 'ocr' },
            ),
          );
          scans.set(key, scan);
          return { kind: 'scanned', scan } as const;
        });
    if (read.kind === 'invoices') {
      const [invoice, ...others] = read.invoices;
      if (!invoice)
        throw AppError.field('content_base64', 'El archivo no contiene ninguna factura.');
      if (corrections.length > 0) {
        throw AppError.field(
          'scan_corrections',
          'Solo se corrigen las cifras de una foto o un escaneo: este documento se lee tal cual.',
        );
      }
      if (others.length > 0) {
        throw AppError.field(
          'content_base64',
          `El archivo contiene ${read.invoices.length} facturas: súbelas de una en una.`,
        );
      }
      return { type: 'invoice', invoice };
    }
    let pdf: PdfInvoiceRead;
    let scan: InvoiceScan | undefined;
    if (read.kind === 'scanned') {
      // The chef's columns, else the ones guessed from the header, check the lines' figures.
      const reviewed = reviewScan(
        read.scan,
        columns ? toMapping(columns) : read.scan.pdf.suggestedMapping,
        corrections,
      );
      if (reviewed.correctionProblem) {
        throw AppError.field('scan_corrections', reviewed.correctionProblem);
      }
      pdf = reviewed.pdf;
      scan = reviewed.review;
    } else {
      if (corrections.length > 0) {
        throw AppError.field(
          'scan_corrections',
          'Solo se corrigen las cifras de una foto o un escaneo: este documento se lee tal cual.',
        );
      }
      pdf = read.pdf;
    }
    if (!columns) {
      return {
        type: 'pdf-table',
        ...(scan ? { scan } : {}),
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
    return { type: 'invoice', invoice: mapped.invoice, ...(scan ? { scan } : {}) };
  };
}

const numberOrNull = (value: number | string | null | undefined): number | null =>
  typeof value === 'number' ? value : null;
