import {
  SALES_FIELDS,
  SALES_PREVIEW_ROWS,
  salesMappingSchema,
  type SalesImportResult,
  type SalesMapping,
} from '@costeo/domain/contracts/sales';
import { dec, toMoney } from '@costeo/domain/decimal';
import { salesLayoutKey, suggestSalesMapping } from '@costeo/domain/sales-columns';
import {
  aggregateSalesByDayAndItem,
  grossByRate,
  netOfGross,
  readSalesRows,
  type ParsedSalesRow,
  type SalesDayItem,
} from '@costeo/domain/sales-import';
import { AppError } from '../../lib/app-error.ts';
import { readSalesFile, type SalesFileType } from './sales-files.ts';

/*
 * The whole reading of a till's file in the worker pool (decision 018, task 'read-sales'): the
 * table read (sales-files.ts), its layout, the mapping (the one given, else the layout's
 * remembered one, else the suggested one), every row interpreted and the sums per day and item —
 * 50 000 rows are a second of CPU, which the event loop must not spend. The main thread only
 * meets the database with the result.
 */

export interface SalesReadInput {
  bytes: Uint8Array;
  sheet?: string;
  /** The columns the chef confirmed; none: the remembered ones of the layout, or suggested. */
  mapping?: SalesMapping;
  /** The owner's remembered mappings by layout key. */
  remembered: Record<string, SalesMapping>;
  /** The one date of a file without a date column. */
  date?: string;
  defaultVatPct: string;
}

type ResultMapping = SalesImportResult['mapping'];

/** The preview's figures of the rows read (the answer's fields of that name). */
export type SalesRowsRead = Pick<
  SalesImportResult,
  | 'rows_total'
  | 'rows_valid'
  | 'rows_with_errors'
  | 'refunds'
  | 'rows'
  | 'errors'
  | 'units'
  | 'gross_revenue'
  | 'net_revenue'
  | 'vat'
  | 'date_from'
  | 'date_to'
>;

export interface SalesRead {
  fileType: SalesFileType;
  sheets: string[];
  sheet: string;
  columns: string[];
  layout: string;
  mapping: ResultMapping;
  mappingSource: SalesImportResult['mapping_source'];
  /** The mapping checked, when it names every field it needs. */
  complete: SalesMapping | null;
  /** What the mapping lacks, said on its field (null when complete). */
  missing: { field: string; message: string } | null;
  /** The rows read (null when the mapping is not complete). */
  read: SalesRowsRead | null;
  /** The valid rows summed per day and till item. */
  groups: SalesDayItem[];
}

const NO_DATE = 'El archivo no tiene columna de fecha: indica la fecha de las ventas.';

export async function readSales(input: SalesReadInput): Promise<SalesRead> {
  const file = await readSalesFile({ bytes: input.bytes, sheet: input.sheet });
  const layout = salesLayoutKey(file.fileType, file.columns);
  const remembered = input.mapping ? undefined : input.remembered[layout];
  const mappingSource = input.mapping ? 'given' : remembered ? 'remembered' : 'suggested';
  const chosen: Partial<Record<(typeof SALES_FIELDS)[number], number | null>> =
    input.mapping ?? remembered ?? suggestSalesMapping(file.columns);
  for (const [field, column] of Object.entries(chosen)) {
    if (typeof column === 'number' && column >= file.columns.length) {
      throw AppError.field(`mapping.${field}`, 'La columna elegida no está en el archivo.');
    }
  }
  const mapping = Object.fromEntries(
    SALES_FIELDS.map((field) => [field, chosen[field] ?? null]),
  ) as ResultMapping;
  const checked = salesMappingSchema.safeParse(mapping);
  const base = {
    fileType: file.fileType,
    sheets: file.sheets,
    sheet: file.sheet,
    columns: file.columns,
    layout,
    mapping,
    mappingSource,
  } as const;
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const missing = {
      field: `mapping.${String(issue?.path[0] ?? 'name')}`,
      message: issue?.message ?? 'Revisa las columnas.',
    };
    return { ...base, complete: null, missing, read: null, groups: [] };
  }
  if (checked.data.date === null && !input.date) {
    return {
      ...base,
      complete: null,
      missing: { field: 'date', message: NO_DATE },
      read: null,
      groups: [],
    };
  }
  const { rows } = readSalesRows(file.rows, checked.data, {
    date: input.date,
    defaultVatPct: input.defaultVatPct,
  });
  const valid = rows.filter((row) => row.error === null);
  return {
    ...base,
    complete: checked.data,
    missing: null,
    read: summarise(rows, valid),
    groups: aggregateSalesByDayAndItem(valid),
  };
}

/** The rows' totals and the first rows and errors, as the preview shows them. */
function summarise(
  rows: readonly ParsedSalesRow[],
  valid: readonly ParsedSalesRow[],
): SalesRowsRead {
  const sum = (pick: (row: ParsedSalesRow) => string | null) =>
    valid.reduce((total, row) => total.plus(pick(row) ?? 0), dec(0));
  const withErrors = rows.filter((row) => row.error !== null);
  const total = netOfGross(grossByRate(valid));
  let dateFrom: string | null = null;
  let dateTo: string | null = null;
  for (const row of valid) {
    const day = row.date as string;
    if (dateFrom === null || day < dateFrom) dateFrom = day;
    if (dateTo === null || day > dateTo) dateTo = day;
  }
  return {
    rows_total: rows.length,
    rows_valid: valid.length,
    rows_with_errors: withErrors.length,
    refunds: valid.filter((row) => dec(row.units ?? 0).isNegative()).length,
    rows: rows.slice(0, SALES_PREVIEW_ROWS).map((row) => ({
      row: row.row,
      date: row.date,
      code: row.code,
      name: row.name,
      units: row.units,
      amount: row.amount,
      vat_pct: row.vatPct,
      net_revenue: row.net,
      ticket: row.ticket,
      error: row.error,
    })),
    errors: withErrors
      .slice(0, SALES_PREVIEW_ROWS)
      .map((row) => ({ row: row.row, message: row.error as string })),
    units: sum((row) => row.units).toFixed(3),
    gross_revenue: toMoney(sum((row) => row.amount)),
    net_revenue: toMoney(total.net),
    vat: toMoney(total.vat),
    date_from: dateFrom,
    date_to: dateTo,
  };
}
