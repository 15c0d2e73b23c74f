/**
 * es-ES number formatting. Decimal strings from the API ("12.50") are passed to Intl as strings so
 * no value goes through a JS float (STYLE.md rule 6); Intl.NumberFormat formats them exactly.
 * Intl separates the symbol with a no-break space: "12,50 €", "30,00 %".
 *
 * Grouping is forced (`useGrouping: 'always'`): CLDR's es-ES leaves 4-digit numbers ungrouped
 * ("1250,50 €"), while the Excel and the PDF (apps/api exports.format.ts) print "1.250,50 €" — the
 * screen reads the same figures the same way (issue 16).
 */
type Decimal = number | string;
type IntlDecimal = number | `${number}`;

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/**
 * Each formatter is built on its first use: building the eight of them up front cost the landing
 * page (which formats two figures) a long task as this module loaded (issue 17).
 */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const euroFormatter = lazy(
  () =>
    new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

function toIntlDecimal(value: Decimal, exponent = 0): IntlDecimal | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value * 10 ** exponent : null;
  }
  const text = value.trim().replace(',', '.');
  if (!DECIMAL_PATTERN.test(text)) return null;
  return (exponent === 0 ? text : `${text}E${exponent}`) as `${number}`;
}

/** 12.5 or "12.50" → "12,50 €". Invalid input → "—". */
export function formatEuro(value: Decimal): string {
  const amount = toIntlDecimal(value);
  return amount === null ? '—' : euroFormatter().format(amount);
}

const purchasePriceFormatter = lazy(
  () =>
    new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }),
);

/**
 * A purchase price as stored (4 places), shown exactly: "12.3457" → "12,3457 €", "12.0000" →
 * "12,00 €". Rounding it to cents would show a price that is not the one saved. Invalid → "—".
 */
export function formatPurchasePrice(value: Decimal): string {
  const amount = toIntlDecimal(value);
  return amount === null ? '—' : purchasePriceFormatter().format(amount);
}

const unitPriceFormatter = lazy(
  () =>
    new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    }),
);

/**
 * A unit price (€ per kg, l, g, ml or ud) as the API rounded it (DOMAIN.md §2: 4 to 6 decimals),
 * never rounded again: "0.1333" → "0,1333 €" (30 eggs for 4,00 €, not "0,13 €"), "0.00025" →
 * "0,00025 €"; only trailing zeros go ("1.2000" → "1,20 €"). Invalid input → "—".
 */
export function formatUnitPrice(value: Decimal): string {
  const amount = toIntlDecimal(value);
  return amount === null ? '—' : unitPriceFormatter().format(amount);
}

/**
 * A quantity as a cook reads it: "10", "0,5", "2,25", "1.000" (3 decimals at most, thousands
 * grouped). Invalid → "—".
 */
export function formatQuantity(value: Decimal, maximumFractionDigits = 3): string {
  const amount = toIntlDecimal(value);
  if (amount === null) return '—';
  return new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits }).format(
    amount,
  );
}

const percentFormatter = lazy(
  () =>
    new Intl.NumberFormat('es-ES', {
      style: 'percent',
      useGrouping: 'always',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * A value in percentage points (the API's "30.00") with exactly two decimals: "30,00 %",
 * "15,10 %". DOMAIN.md §2 rounds every percentage to 2 places and the Excel and the PDF print
 * them so; a column never reads "43 %" beside "15,1 %" (issue 16). Invalid input → "—".
 */
export function formatPercent(value: Decimal): string {
  // Shift by E-2 instead of dividing by 100: Intl's percent style multiplies by 100 again.
  const fraction = toIntlDecimal(value, -2);
  return fraction === null ? '—' : percentFormatter().format(fraction);
}

/** Margins and food cost ("59.30" → "59,30 %"): the same two decimals as every percentage. */
export const formatPercentFixed = formatPercent;

const longDateFormatter = lazy(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

const shortDateFormatter = lazy(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);

const dateTimeFormatter = lazy(
  () =>
    new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

function toDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO date-time from the API → "15 de marzo de 2026" in the user's time zone. Invalid → "—". */
export function formatDate(value: string): string {
  const date = toDate(value);
  return date ? longDateFormatter().format(date) : '—';
}

/** An ISO date-time from the API → "15/03/2026" (tables). Invalid → "—". */
export function formatShortDate(value: string): string {
  const date = toDate(value);
  return date ? shortDateFormatter().format(date) : '—';
}

/** An ISO date-time from the API → "15/03/2026, 10:42" (events such as price changes). */
export function formatDateTime(value: string): string {
  const date = toDate(value);
  return date ? dateTimeFormatter().format(date) : '—';
}

const countFormatter = lazy(() => new Intl.NumberFormat('es-ES', { useGrouping: 'always' }));

/** A count (rows, recipes, products) with its thousands grouped: 1000 → "1.000". */
export function formatCount(value: number): string {
  return countFormatter().format(value);
}
