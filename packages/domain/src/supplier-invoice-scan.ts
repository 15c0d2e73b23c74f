import type { InvoiceScan, ScanCorrection } from './contracts/supplier-invoices.ts';
import { dec } from './decimal.ts';
import {
  applyPdfColumnMapping,
  PDF_MAPPING_FIELDS,
  type PdfColumnMapping,
  type PdfInvoiceRead,
  type PdfMappingField,
  type PdfTable,
} from './supplier-invoice-pdf.ts';
import { parseSpanishDecimal } from './supplier-invoice-text.ts';

/**
 * A photo or a scan of an albarán read by OCR (issue 36, decision 044): the PDF table reading it
 * gives (the same column mapping and header search as a text PDF), and for each line of the table
 * where it was on the page, how sure the recogniser was, and the cropped image of its row. The
 * checks that mark a line for the chef are pure and live here.
 */
export interface ScanRow {
  page: number;
  /** The row's box in the prepared page's pixels. */
  box: { x0: number; y0: number; x1: number; y1: number };
  /** The lowest confidence (0–100) of the row's words that hold a digit. */
  confidence: number;
  /** The row as a small JPEG (`data:image/jpeg;base64,…`), for the review screen. */
  image: string | null;
}

export interface ScanRead {
  pdf: PdfInvoiceRead;
  /** One per row of `pdf.table.rows`, in order. */
  rows: ScanRow[];
  pages: { width: number; height: number; skew: number }[];
  /** The reading's time, in the thread (preparation and recognition). */
  seconds: number;
}

/** Below this confidence a row's figures are marked for checking (tesseract's 0–100). */
export const SCAN_LOW_CONFIDENCE = 75;
/** quantity × price (less the discount) may differ from the amount by this, in €: rounding. */
export const SCAN_AMOUNT_TOLERANCE = '0.01';

export type ScanFigure = 'quantity' | 'unit_price' | 'total';

export interface ScanSuggestion {
  field: ScanFigure;
  read: string;
  suggested: string;
}

export interface ScanLineCheck {
  /** 0-based row of the table. */
  row: number;
  marked: boolean;
  reasons: string[];
  /**
   * The cells the arithmetic suggests in place of those misread (a dropped decimal comma, a stray
   * mark beside a figure, a quantity not read): only when one reading alone makes the line add up.
   */
  suggestions: ScanSuggestion[];
}

const formatEs = (value: string) => value.replace('.', ',');

/** quantity × price × (1 − discount %), to the cent. */
function amountOf(quantity: string, price: string, discount: string | null): string {
  const gross = dec(quantity).times(price);
  return gross
    .minus(gross.times(discount ?? 0).dividedBy(100))
    .toDecimalPlaces(2)
    .toFixed(2);
}

const agrees = (a: string, b: string) =>
  dec(a).minus(b).abs().lessThanOrEqualTo(SCAN_AMOUNT_TOLERANCE);

/** A reading of a cell: its value and whether it departs from what was read. */
interface Candidate {
  value: string;
  changed: boolean;
}

/**
 * What a figure's cell may say: as read when it is a number; else the one number among its words
 * ("a 22,50": a stray mark read beside it); and the same digits with a decimal mark put back when
 * it has none (OCR drops commas: "12,5" read "125").
 */
function candidatesOf(
  text: string,
  convention: 'comma' | 'dot',
  places: readonly number[],
): Candidate[] {
  const out: Candidate[] = [];
  const asRead = text ? parseSpanishDecimal(text, convention) : null;
  let digitsOf = text;
  if (asRead !== null) {
    out.push({ value: asRead, changed: false });
  } else {
    const numbers = text
      .split(/\s+/)
      .map((word) => parseSpanishDecimal(word.replace(/^[^\d-]+|[^\d%€]+$/g, ''), convention))
      .filter((value) => value !== null);
    if (numbers.length === 1 && numbers[0]) {
      out.push({ value: numbers[0], changed: true });
      digitsOf = numbers[0];
    }
  }
  if (!/[.,]/.test(digitsOf)) {
    const digits = digitsOf.replace(/[^\d]/g, '');
    for (const decimals of places) {
      if (digits.length <= decimals) continue;
      out.push({
        value: `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`,
        changed: true,
      });
    }
  }
  return out;
}

function columnIndex(table: PdfTable, ref: string | number | null | undefined): number | null {
  if (ref === null || ref === undefined) return null;
  if (typeof ref === 'number') return ref < (table.header?.length ?? Infinity) ? ref : null;
  const index = table.header?.indexOf(ref) ?? -1;
  return index === -1 ? null : index;
}

/** Shown to the chef as figures are printed: "12,5", "1.234,50". */
function spanish(value: string): string {
  const [whole = '', fraction] = value.split('.');
  return fraction === undefined ? whole : `${whole},${fraction}`;
}

/**
 * Which lines of a scan's table the chef must check, and why: quantity × price (less its
 * discount) is not its amount, a figure is missing or not a number, or the recogniser was unsure
 * of the row's figures. When one reading alone makes the line add up (the fewest cells changed),
 * it is suggested; the line stays marked.
 */
export function checkScanLines(
  read: Pick<ScanRead, 'pdf' | 'rows'>,
  mapping: PdfColumnMapping,
  corrected: ReadonlySet<number> = new Set(),
): ScanLineCheck[] {
  const { table } = read.pdf;
  const columns = Object.fromEntries(
    PDF_MAPPING_FIELDS.map((field) => [field, columnIndex(table, mapping[field])]),
  ) as Record<PdfMappingField, number | null>;
  const convention = table.convention ?? 'comma';
  return table.rows.map((row, index) => {
    const reasons: string[] = [];
    const cell = (field: PdfMappingField) => {
      const column = columns[field];
      return column === null ? '' : (row.cells[column] ?? '').trim();
    };
    const number = (field: PdfMappingField) => {
      const text = cell(field);
      return text ? parseSpanishDecimal(text, convention) : null;
    };
    const quantity = number('quantity');
    const price = number('unit_price');
    const total = number('total');
    const discount = number('discount');
    const hasTotal = columns.total !== null;
    let suggestions: ScanSuggestion[] = [];
    const readWell = quantity !== null && price !== null && (!hasTotal || total !== null);
    if (!readWell) {
      reasons.push('Falta la cantidad, el precio o el importe, o no se ha leído como número.');
    } else if (total !== null && !agrees(amountOf(quantity, price, discount), total)) {
      reasons.push(
        `Cantidad × precio (${formatEs(amountOf(quantity, price, discount))}) no coincide con el importe (${formatEs(dec(total).toFixed(2))}).`,
      );
    }
    // The chef's figures are not second-guessed: checked, never repaired, and the recogniser's
    // doubt is over once the chef has looked at the row.
    const byChef = corrected.has(index);
    if (reasons.length > 0 && hasTotal && !byChef) {
      suggestions = repair(cell, convention, discount);
    }
    const confidence = read.rows[index]?.confidence ?? 100;
    if (confidence < SCAN_LOW_CONFIDENCE && !byChef) {
      reasons.push(`Lectura dudosa (confianza ${confidence} %).`);
    }
    return { row: index, marked: reasons.length > 0, reasons, suggestions };
  });
}

/** The one reading of quantity, price and amount that adds up with the fewest cells changed. */
function repair(
  cell: (field: PdfMappingField) => string,
  convention: 'comma' | 'dot',
  discount: string | null,
): ScanSuggestion[] {
  // Amounts are printed to the cent, prices to the cent or the tenth of a cent, weights to the
  // gram: the only places a dropped comma may have stood.
  const prices = candidatesOf(cell('unit_price'), convention, [2, 3]);
  const totals = candidatesOf(cell('total'), convention, [2]);
  let quantities = candidatesOf(cell('quantity'), convention, [1, 2, 3]);
  if (cell('quantity') === '' || quantities.length === 0) {
    // A quantity not read: the amount over the price, when that is a figure a scale prints.
    quantities = prices.flatMap((price) =>
      totals.flatMap((total) => {
        if (dec(price.value).isZero()) return [];
        const net = dec(1).minus(dec(discount ?? 0).dividedBy(100));
        if (net.isZero()) return [];
        const q = dec(total.value).dividedBy(dec(price.value).times(net));
        const rounded = q.toDecimalPlaces(3);
        return q.minus(rounded).abs().lessThan('0.0005') && rounded.greaterThan(0)
          ? [{ value: rounded.toFixed(), changed: true }]
          : [];
      }),
    );
  }
  const found: { changes: number; picks: [Candidate, Candidate, Candidate] }[] = [];
  for (const q of quantities) {
    for (const p of prices) {
      for (const t of totals) {
        if (!agrees(amountOf(q.value, p.value, discount), t.value)) continue;
        const changes = [q, p, t].filter((c) => c.changed).length;
        found.push({ changes, picks: [q, p, t] });
      }
    }
  }
  const fewest = Math.min(...found.map((f) => f.changes));
  const best = found.filter((f) => f.changes === fewest);
  const [only] = best;
  if (!only || best.length !== 1 || fewest === 0) return [];
  const fields: ScanFigure[] = ['quantity', 'unit_price', 'total'];
  return fields.flatMap((field, i) => {
    const pick = only.picks[i] as Candidate;
    return pick.changed ? [{ field, read: cell(field), suggested: spanish(pick.value) }] : [];
  });
}

/**
 * The table with the suggested readings put in (each such line stays marked): what the chef
 * reviews, and what the column mapping reads.
 */
export function withSuggestedCells(
  table: PdfTable,
  mapping: PdfColumnMapping,
  checks: readonly ScanLineCheck[],
): PdfTable {
  return {
    ...table,
    rows: table.rows.map((row, index) => {
      const suggestions = checks[index]?.suggestions ?? [];
      if (suggestions.length === 0) return row;
      const cells = [...row.cells];
      for (const suggestion of suggestions) {
        const column = columnIndex(table, mapping[suggestion.field]);
        if (column !== null) cells[column] = suggestion.suggested;
      }
      return { ...row, cells };
    }),
  };
}

/** A decimal as the table prints it: a comma for a decimal comma, the API's point otherwise. */
const asPrinted = (value: string, convention: 'comma' | 'dot') =>
  convention === 'comma' ? value.replace('.', ',') : value;

/**
 * The table with the chef's figures in place of the cells read (issue 36): what the checks, the
 * column mapping and the lines then read. A row or a column the table does not have is refused.
 */
export function withCorrectedCells(
  table: PdfTable,
  mapping: PdfColumnMapping,
  corrections: readonly ScanCorrection[],
): { ok: true; table: PdfTable } | { ok: false; reason: string } {
  const rows = [...table.rows];
  const convention = table.convention ?? 'comma';
  for (const correction of corrections) {
    const row = rows[correction.row];
    if (!row) return { ok: false, reason: `La fila ${correction.row + 1} no está en la tabla.` };
    const cells = [...row.cells];
    for (const field of ['quantity', 'unit_price', 'total'] as const) {
      const value = correction[field];
      if (value === undefined) continue;
      const column = columnIndex(table, mapping[field]);
      if (column === null) {
        return {
          ok: false,
          reason: `Fila ${correction.row + 1}: la tabla no tiene ${FIGURE_NAMES[field]}.`,
        };
      }
      while (cells.length <= column) cells.push('');
      cells[column] = asPrinted(value, convention);
    }
    rows[correction.row] = { ...row, cells };
  }
  return { ok: true, table: { ...table, rows } };
}

const FIGURE_NAMES: Record<ScanFigure, string> = {
  quantity: 'columna de cantidad',
  unit_price: 'columna de precio',
  total: 'columna de importe',
};

/**
 * The lines' sum against the document's base (its net total): a sentence when they differ by
 * more than a cent a line, else null. Null when either is unknown.
 */
export function scanTotalsCheck(
  sum: string | null,
  net: string | null,
  lines: number,
): string | null {
  if (sum === null || net === null) return null;
  if (
    dec(sum)
      .minus(net)
      .abs()
      .lessThanOrEqualTo(dec('0.01').times(Math.max(1, lines)))
  ) {
    return null;
  }
  return `La suma de las líneas (${formatEs(dec(sum).toFixed(2))} €) no coincide con la base imponible del documento (${formatEs(dec(net).toFixed(2))} €): revisa las líneas marcadas o si falta alguna.`;
}

/**
 * A scan's reading under a column mapping (the guessed one, or the supplier's remembered one):
 * the table with the chef's corrections and the suggested cells put in, and the review the chef
 * sees (issue 36). Corrections that do not fit the table (a row or a column it lacks) are not
 * applied: `correctionProblem` says why.
 */
export function reviewScan(
  scan: Pick<ScanRead, 'pdf' | 'rows' | 'pages' | 'seconds'>,
  mapping: PdfColumnMapping | null,
  corrections: readonly ScanCorrection[] = [],
): { pdf: PdfInvoiceRead; review: InvoiceScan; correctionProblem: string | null } {
  let read = scan.pdf;
  const corrected = new Set<number>();
  let correctionProblem: string | null = null;
  if (mapping && corrections.length > 0) {
    const fixed = withCorrectedCells(read.table, mapping, corrections);
    if (fixed.ok) {
      read = { ...read, table: fixed.table };
      for (const correction of corrections) corrected.add(correction.row);
    } else {
      correctionProblem = fixed.reason;
    }
  } else if (corrections.length > 0) {
    correctionProblem = 'Confirma primero las columnas de la tabla; después, corrige sus cifras.';
  }
  const checks = mapping ? checkScanLines({ pdf: read, rows: scan.rows }, mapping, corrected) : [];
  const table = mapping ? withSuggestedCells(read.table, mapping, checks) : read.table;
  const pdf = { ...read, table };
  let lineNumbers: (number | null)[] = table.rows.map(() => null);
  let totalsCheck: string | null = null;
  if (mapping) {
    const mapped = applyPdfColumnMapping(table, mapping);
    if (mapped.ok) {
      const failed = new Set(mapped.problems.map((problem) => problem.row - 1));
      let next = 1;
      lineNumbers = table.rows.map((_, index) => (failed.has(index) ? null : next++));
      const sum = mapped.lines.reduce((acc, line) => acc.plus(line.lineTotal), dec(0)).toFixed(2);
      totalsCheck = scanTotalsCheck(sum, scan.pdf.fields.totals.net, mapped.lines.length);
    }
  }
  return {
    pdf,
    correctionProblem,
    review: {
      pages: scan.pages.length,
      seconds: scan.seconds,
      totals_check: totalsCheck,
      lines: table.rows.map((_, index) => {
        const check = checks[index];
        const row = scan.rows[index];
        const reasons = check?.reasons ?? [];
        return {
          row: index,
          line: lineNumbers[index] ?? null,
          marked: check ? check.marked : (row?.confidence ?? 100) < SCAN_LOW_CONFIDENCE,
          reasons,
          corrected: corrected.has(index),
          confidence: row?.confidence ?? 0,
          image: row?.image ?? null,
          suggestions: check?.suggestions ?? [],
        };
      }),
    },
  };
}
