import type { PdfHeaderFields } from '@costeo/domain/supplier-invoice-pdf';
import { isValidSpanishTaxId, normalizeTaxId } from '@costeo/domain/tax-id';
import { findSpanishDates, parseSpanishDecimal } from '@costeo/domain/supplier-invoice-text';
import { normalizeSearch } from '@costeo/domain/text';
import type { PdfTextRow } from './invoice-read.pdf-table.ts';

/**
 * The fields above a PDF invoice's table: who issues it (name, NIF/CIF with its control character
 * checked), its number and date, and the totals under the table. Found by their Spanish labels;
 * what is not found is null, and the cook fills it in.
 */

const TAX_ID =
  /(?<![A-Z0-9])(?:ES)?[A-Z0-9][\s.-]?\d{2}[\s.]?\d{3}[\s.]?\d{2}[\s.-]?[A-Z0-9](?![A-Z0-9])/gi;
const BUYER_LABEL = /\b(cliente|destinatario|comprador|facturar a|datos del cliente)\b/;
const LABEL =
  /\b(factura|fecha|c\.?i\.?f|n\.?i\.?f|tel|tlf|telefono|movil|fax|e-?mail|correo|www|http|cliente|pagina|c\/|calle|avda|avenida|plaza|direccion|domicilio|cp|iban|cuenta|pedido|albaran)\b|@|\d{5}/;
const LEGAL_FORM =
  /\b(s\.?\s?l\.?(\s?u\.?)?|s\.?\s?a\.?(\s?u\.?)?|s\.?\s?coop\.?|c\.?\s?b\.?|sociedad)\s*$/i;

function taxIdsIn(text: string): string[] {
  return [...text.matchAll(TAX_ID)]
    .map((match) => normalizeTaxId(match[0]))
    .filter((id) => isValidSpanishTaxId(id));
}

function supplierName(rows: readonly PdfTextRow[]): string | null {
  const cells = rows.flatMap((row) => row.cells.map((cell) => cell.text.trim()));
  const named = cells.filter(
    (text) => /[a-záéíóúñ]{3}/i.test(text) && !LABEL.test(normalizeSearch(text)),
  );
  return named.find((text) => LEGAL_FORM.test(text)) ?? named[0] ?? null;
}

const NUMBER_PATTERNS = [
  /\b(?:n[º°o]\.?|num\.?|numero)\s*(?:de\s+)?factura\s*[:.]?\s*([A-Z0-9][A-Z0-9/.-]*)/i,
  /\b(?:factura|fra\.?)\s*(?:n[º°o]\.?|num\.?|numero)?\s*[:.#]?\s*([A-Z0-9][A-Z0-9/.-]*)/i,
  // An albarán or a market ticket (issue 36: photos of them), numbered the same way.
  /\b(?:albaran|ticket|nota de entrega)\s*(?:n[º°o]\.?|num\.?|numero)?\s*[:.#]?\s*([A-Z0-9][A-Z0-9/.-]*)/i,
];

function invoiceNumber(rows: readonly PdfTextRow[]): string | null {
  const texts = rows.flatMap((row) => [...row.cells.map((cell) => cell.text), row.text]);
  for (const pattern of NUMBER_PATTERNS) {
    for (const text of texts) {
      const candidate = pattern.exec(normalizeSearch(text).toUpperCase())?.[1];
      const raw = candidate?.replace(/[.:-]+$/, '');
      // A number has a digit and is not a date.
      if (raw && /\d/.test(raw) && findSpanishDates(raw).length === 0) {
        // Keep the supplier's case and accents: find the same characters in the original text.
        const original = new RegExp(raw.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'i').exec(
          text,
        )?.[0];
        return original ?? raw;
      }
    }
  }
  return null;
}

function issueDate(rows: readonly PdfTextRow[]): string | null {
  const labelled = rows.find((row) => {
    const text = normalizeSearch(row.text);
    return (
      /\bfecha\b/.test(text) &&
      !/venc|entrega|pedido|albaran/.test(text) &&
      findSpanishDates(row.text).length > 0
    );
  });
  const source = labelled ?? rows.find((row) => findSpanishDates(row.text).length > 0);
  if (!source) return null;
  const text = normalizeSearch(source.text);
  // "Fecha: 03/11/2026" — the date after the label when the row holds several.
  const after = text.indexOf('fecha') >= 0 ? text.slice(text.indexOf('fecha')) : text;
  return findSpanishDates(after)[0] ?? findSpanishDates(text)[0] ?? null;
}

function lastNumber(row: PdfTextRow): string | null {
  const numbers = row.cells
    .map((cell) => parseSpanishDecimal(cell.text, 'comma'))
    .filter((value) => value !== null);
  return numbers.at(-1) ?? null;
}

function totals(after: readonly PdfTextRow[]): PdfHeaderFields['totals'] {
  let net: string | null = null;
  let total: string | null = null;
  for (const row of after) {
    const text = normalizeSearch(row.text);
    if (/base imponible/.test(text) && !/iva \d/.test(text)) net = lastNumber(row) ?? net;
    if (
      /^total\b|total (factura|a pagar|documento)/.test(text) &&
      !/total iva|subtotal/.test(text)
    ) {
      total = lastNumber(row) ?? total;
    }
  }
  return { net, total };
}

/** The header fields of a PDF invoice (`before`: the rows above the table on page 1). */
export function headerFieldsOf(
  before: readonly PdfTextRow[],
  after: readonly PdfTextRow[],
  allText: string,
): PdfHeaderFields {
  const found: { id: string; buyer: boolean }[] = [];
  before.forEach((row, index) => {
    const context = `${normalizeSearch(before[index - 1]?.text ?? '')} ${normalizeSearch(row.text)}`;
    for (const id of taxIdsIn(row.text)) {
      if (!found.some((entry) => entry.id === id))
        found.push({ id, buyer: BUYER_LABEL.test(context) });
    }
  });
  const supplier = found.find((entry) => !entry.buyer) ?? null;
  const buyer =
    found.find((entry) => entry.buyer && entry !== supplier) ??
    found.find((entry) => entry !== supplier) ??
    null;
  return {
    supplierName: supplierName(before),
    supplierTaxId: supplier?.id ?? null,
    buyerTaxId: buyer?.id ?? null,
    taxIds: found.map((entry) => entry.id),
    invoiceNumber: invoiceNumber(before),
    issueDate: issueDate(before),
    currency: /€|\bEUR\b/.test(allText) ? 'EUR' : null,
    totals: totals(after),
  };
}
