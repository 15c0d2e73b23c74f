import type { SalesField } from './contracts/sales.ts';
import { dec, toMoney, toPercent, toQuantity, type Dec } from './decimal.ts';
import { parseSpanishDecimal, type DecimalConvention } from './supplier-invoice-text.ts';
import {
  normalizeSalesTitle,
  tillItemKey,
  TILL_ITEM_CODE_CHARS,
  TILL_ITEM_NAME_CHARS,
  type SalesColumns,
} from './sales-columns.ts';

/*
 * The rules of a till's sales file (issue 33, DOMAIN.md §11), once the file is a table of text
 * cells (the API's worker reads CSV, XLSX and Ágora's XML into one) and its columns are known
 * (sales-columns.ts): each row read into a sale (Spanish numbers and dates, refunds kept, net
 * revenue from the amount with VAT) and the sales summed per day and item. Pure functions,
 * tested beside.
 */

const cut = (text: string, chars: number) => text.slice(0, chars);

// ---------- values ----------

/** A value of a cell as a number, with the file's decimal mark; null when it is not one. */
function parseNumber(raw: string, convention: DecimalConvention): Dec | null {
  const text = raw.trim();
  if (text === '') return null;
  const plain = parseSpanishDecimal(text, convention);
  return plain === null ? null : dec(plain);
}

/**
 * Which decimal mark the numbers of a file use: the one its unambiguous numbers show ("12,50"
 * is a comma, "12.5" and "1,234.56" a dot), the most of them winning; a comma (Spanish) when
 * none tells — "1.500" alone is 1 500 then. An .xlsx's number cells read "12.5".
 */
export function detectDecimalConvention(values: readonly string[]): DecimalConvention {
  let comma = 0;
  let dot = 0;
  // Each distinct text once: a till's prices and units repeat.
  for (const raw of new Set(values)) {
    const text = raw.replace(/[\s\u00a0\u202f€%]/g, '');
    if (parseSpanishDecimal(text) === null) continue;
    const lastComma = text.lastIndexOf(',');
    const lastDot = text.lastIndexOf('.');
    if (lastComma >= 0 && lastDot >= 0) {
      if (lastComma > lastDot) comma += 1;
      else dot += 1;
    } else if (lastComma >= 0) comma += 1;
    else if (lastDot >= 0) dot += 1;
  }
  return dot > comma ? 'dot' : 'comma';
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 2999) return null;
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Excel's day 0 (its serial dates count days from 30/12/1899). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A till's date → YYYY-MM-DD, or null. Day first as Spain writes it: "05/10/2026", "5/10/26",
 * "05-10-2026", "05.10.2026"; ISO "2026-10-05" (what the worker yields for an .xlsx date cell);
 * any of them with a time after ("05/10/2026 13:45", "2026-10-05T13:45:00"); and an Excel serial
 * ("46300" or "46300.5") for a date cell read as a number.
 */
export function parseSalesDate(raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?=$|[T\s])/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const spanish = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?=$|[\s,T])/.exec(text);
  if (spanish) {
    const year = spanish[3]?.length === 2 ? 2000 + Number(spanish[3]) : Number(spanish[3]);
    return isoDate(year, Number(spanish[2]), Number(spanish[1]));
  }
  const serial = /^(\d{5})(\.\d+)?$/.exec(text);
  if (serial) {
    const days = Number(serial[1]);
    // 1982–2119: a serial outside that is a number, not a date.
    if (days < 30_000 || days > 80_000) return null;
    return new Date(EXCEL_EPOCH_MS + days * DAY_MS).toISOString().slice(0, 10);
  }
  return null;
}

// ---------- rows ----------

export interface SalesTableRow {
  /** The row's number in the file. */
  number: number;
  cells: readonly string[];
}

export interface ReadSalesOptions {
  /** The date of every row without one (a file without a date column: a day's report). */
  date?: string;
  /** The VAT (%) of rows whose file gives none (10: food and drink served, DOMAIN.md §5). */
  defaultVatPct: string;
  /** The decimal mark of the file's numbers; found from them when not given. */
  decimal?: DecimalConvention;
}

export interface ParsedSalesRow {
  row: number;
  /** YYYY-MM-DD, or null when the row has none (an error). */
  date: string | null;
  /** At most 60 characters. */
  code: string;
  /** At most 150 characters. */
  name: string;
  /** `tillItemKey(code, name)`; '' when the row has no item. */
  itemKey: string;
  /** 3 places; negative for a refund. */
  units: string | null;
  /** With VAT, 2 places; negative for a refund. */
  amount: string | null;
  /** 2 places ("10.00"). */
  vatPct: string | null;
  /** Without VAT: amount / (1 + VAT/100), 4 places (DOMAIN.md §11). */
  net: string | null;
  /** amount − net, 4 places. */
  vat: string | null;
  ticket: string;
  /** Why the row cannot be imported, in Spanish; null when it can. */
  error: string | null;
}

/**
 * A label of a totals row that some tills add at the end ("Total", "TOTAL GENERAL:", "Suma",
 * "Total 05/10/2026"); not a dish that starts with the word ("Total burger").
 */
const TOTALS_LABEL =
  /^(total|totales|total general|totales generales|subtotal|suma|suma total|resumen|total ventas|total dia|total del dia|gran total|grand total|totals)( [0-9 ]*)?$/;
const isTotalsLabel = (text: string) => TOTALS_LABEL.test(normalizeSalesTitle(text));

const quoted = (text: string) => `«${text.length > 40 ? `${text.slice(0, 39)}…` : text}»`;

/**
 * The rows of a file read as sales with the chosen columns. Each row gets its date (the file's,
 * else `options.date`), its item (code and/or name), units, amount with VAT (the amount column,
 * else units × unit price), VAT rate (the file's, else the default), and the net revenue and VAT
 * of DOMAIN.md §11. Refunds are kept: negative units, and a refund's amount made negative when a
 * till writes it unsigned. A row that cannot be read keeps what it has and says why in `error`.
 * Totals rows (an item or any cell "Total", "TOTAL GENERAL"…, or neither an item nor a date)
 * are not sales and are left out without an error.
 */
export function readSalesRows(
  rows: readonly SalesTableRow[],
  mapping: SalesColumns,
  options: ReadSalesOptions,
): { rows: ParsedSalesRow[] } {
  const valuesOf = (field: SalesField) => {
    const column = mapping[field];
    return column === null ? [] : rows.map((row) => row.cells[column] ?? '');
  };
  const convention =
    options.decimal ??
    detectDecimalConvention([
      ...valuesOf('units'),
      ...valuesOf('amount'),
      ...valuesOf('unit_price'),
    ]);
  const defaultVat = dec(options.defaultVatPct);
  // Memos for one file (50 000 rows repeat their dates, items, prices and rates).
  const numbers = new Map<string, Dec | null>();
  const numberOf = (text: string) => {
    let value = numbers.get(text);
    if (value === undefined) {
      value = parseNumber(text, convention);
      numbers.set(text, value);
    }
    return value;
  };
  const dates = new Map<string, string | null>();
  const dateOf = (text: string) => {
    let value = dates.get(text);
    if (value === undefined) {
      value = parseSalesDate(text);
      dates.set(text, value);
    }
    return value;
  };
  const keys = new Map<string, string>();
  const keyOf = (code: string, name: string) => {
    const memo = `${code}\u0000${name}`;
    let key = keys.get(memo);
    if (key === undefined) {
      key = tillItemKey(code, name);
      keys.set(memo, key);
    }
    return key;
  };
  const totals = new Map<string, boolean>();
  const totalsLabel = (text: string) => {
    let value = totals.get(text);
    if (value === undefined) {
      value = isTotalsLabel(text);
      totals.set(text, value);
    }
    return value;
  };
  /** The amount to 2 places, its net (4 places) at the rate, and the VAT: amount − net. */
  const moneys = new Map<string, { gross: string; vatPct: string; net: string; vat: string }>();
  const moneyOf = (amount: Dec, vatPct: Dec) => {
    const memo = `${amount.toString()}|${vatPct.toString()}`;
    let money = moneys.get(memo);
    if (money === undefined) {
      const gross = dec(toMoney(amount));
      const net = gross.dividedBy(dec(1).plus(vatPct.dividedBy(100))).toDecimalPlaces(4);
      money = {
        gross: toMoney(gross),
        vatPct: toPercent(vatPct),
        net: net.toFixed(4),
        vat: gross.minus(net).toFixed(4),
      };
      moneys.set(memo, money);
    }
    return money;
  };
  const parsed: ParsedSalesRow[] = [];
  for (const row of rows) {
    const cell = (field: SalesField) => {
      const column = mapping[field];
      return column === null ? '' : (row.cells[column] ?? '').trim().replace(/\s+/g, ' ');
    };
    const code = cut(cell('code'), TILL_ITEM_CODE_CHARS);
    const name = cut(cell('name'), TILL_ITEM_NAME_CHARS);
    const dateText = cell('date');
    const noItem = code === '' && name === '';
    if (totalsLabel(name) && (code === '' || totalsLabel(code))) continue;
    if (
      noItem &&
      ((mapping.date !== null && dateText === '') ||
        cell('units') === '' ||
        row.cells.some((text) => totalsLabel(text)))
    ) {
      continue;
    }

    const errors: string[] = [];
    if (noItem) errors.push('Falta el artículo (su nombre o su código).');

    let date: string | null = null;
    if (dateText !== '') {
      date = dateOf(dateText);
      if (date === null) {
        errors.push(`La fecha ${quoted(dateText)} no es una fecha (escríbela como 05/10/2026).`);
      }
    } else if (options.date !== undefined) {
      date = options.date;
    } else {
      errors.push('Falta la fecha.');
    }

    const unitsText = cell('units');
    const units = numberOf(unitsText);
    if (units === null) {
      errors.push(
        unitsText === ''
          ? 'Faltan las unidades.'
          : `Las unidades ${quoted(unitsText)} no son un número.`,
      );
    }

    let amount: Dec | null = null;
    const amountText = cell('amount');
    const priceText = cell('unit_price');
    if (mapping.amount !== null && amountText !== '') {
      amount = numberOf(amountText);
      if (amount === null) errors.push(`El importe ${quoted(amountText)} no es un número.`);
    } else if (mapping.unit_price !== null && priceText !== '') {
      const price = numberOf(priceText);
      if (price === null) errors.push(`El precio ${quoted(priceText)} no es un número.`);
      else if (units !== null) amount = units.times(price);
    } else {
      errors.push('Falta el importe.');
    }
    // A refund written with negative units and an unsigned amount is still money given back.
    if (amount !== null && units !== null && units.isNegative() && amount.isPositive()) {
      amount = amount.negated();
    }

    let vatPct = defaultVat;
    const vatText = cell('vat_pct');
    if (vatText !== '') {
      const read = numberOf(vatText);
      if (read === null || read.isNegative() || read.greaterThan(100)) {
        errors.push(`El IVA ${quoted(vatText)} no es un porcentaje.`);
      } else {
        vatPct = read;
      }
    }

    const money = amount === null ? null : moneyOf(amount, vatPct);
    parsed.push({
      row: row.number,
      date,
      code,
      name,
      itemKey: noItem ? '' : keyOf(code, name),
      units: units === null ? null : toQuantity(units),
      amount: money?.gross ?? null,
      vatPct: money?.vatPct ?? toPercent(vatPct),
      net: money?.net ?? null,
      vat: money?.vat ?? null,
      ticket: cut(cell('ticket'), 60),
      error: errors.length > 0 ? errors.join(' ') : null,
    });
  }
  return { rows: parsed };
}

// ---------- per day and item ----------

export interface SalesDayItem {
  date: string;
  itemKey: string;
  /** The first code and name the item had in the file. */
  code: string;
  name: string;
  /** 3 places. */
  units: string;
  /** With VAT, 2 places. */
  gross: string;
  /** 4 places. */
  net: string;
  /** 4 places. */
  vat: string;
}

/**
 * Net and VAT of amounts with VAT summed per rate (DOMAIN.md §11): net = Σ amounts / (1 + VAT/100)
 * per rate, divided once — so a month of 12,50 € cañas is 1/1,10 of its total to the cent, not
 * the sum of each row's rounded net.
 */
export function netOfGross(grossByRate: ReadonlyMap<string, Dec>): { net: Dec; vat: Dec } {
  let net = dec(0);
  let gross = dec(0);
  for (const [rate, amount] of grossByRate) {
    net = net.plus(amount.dividedBy(dec(1).plus(dec(rate).dividedBy(100))));
    gross = gross.plus(amount);
  }
  return { net, vat: gross.minus(net) };
}

/** Σ amounts with VAT of `rows` (without error), per VAT rate. */
export function grossByRate(rows: readonly ParsedSalesRow[]): Map<string, Dec> {
  const byRate = new Map<string, Dec>();
  for (const row of rows) {
    if (row.error !== null || row.amount === null || row.vatPct === null) continue;
    byRate.set(row.vatPct, (byRate.get(row.vatPct) ?? dec(0)).plus(row.amount));
  }
  return byRate;
}

/**
 * The rows without error summed exactly per day and item (what `sales_lines` stores), by date
 * then item key. Refunds count against the day's sales; a day and item they bring to zero stays,
 * with zeros.
 */
export function aggregateSalesByDayAndItem(rows: readonly ParsedSalesRow[]): SalesDayItem[] {
  const groups = new Map<
    string,
    {
      date: string;
      itemKey: string;
      code: string;
      name: string;
      units: Dec;
      gross: Dec;
      byRate: Map<string, Dec>;
    }
  >();
  for (const row of rows) {
    if (row.error !== null || row.date === null || row.itemKey === '') continue;
    if (row.units === null || row.amount === null || row.net === null || row.vat === null) continue;
    const key = `${row.date}\u0000${row.itemKey}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        date: row.date,
        itemKey: row.itemKey,
        code: row.code,
        name: row.name,
        units: dec(0),
        gross: dec(0),
        byRate: new Map<string, Dec>(),
      };
      groups.set(key, group);
    }
    group.units = group.units.plus(row.units);
    group.gross = group.gross.plus(row.amount);
    const rate = row.vatPct ?? '0';
    group.byRate.set(rate, (group.byRate.get(rate) ?? dec(0)).plus(row.amount));
    if (group.code === '' && row.code !== '') group.code = row.code;
    if (group.name === '' && row.name !== '') group.name = row.name;
  }
  return [...groups.values()]
    .sort((a, b) =>
      a.date === b.date
        ? a.itemKey < b.itemKey
          ? -1
          : a.itemKey > b.itemKey
            ? 1
            : 0
        : a.date < b.date
          ? -1
          : 1,
    )
    .map((group) => {
      const { net, vat } = netOfGross(group.byRate);
      return {
        date: group.date,
        itemKey: group.itemKey,
        code: group.code,
        name: group.name,
        units: toQuantity(group.units),
        gross: toMoney(group.gross),
        net: net.toFixed(4),
        vat: vat.toFixed(4),
      };
    });
}
