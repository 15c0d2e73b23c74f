/**
 * es-ES number formatting. Decimal strings from the API ("12.50") are passed to Intl as strings so
 * no value goes through a JS float (STYLE.md rule 6); Intl.NumberFormat formats them exactly.
 * Intl separates the symbol with a no-break space: "12,50 €", "30 %".
 */
type Decimal = number | string;
type IntlDecimal = number | `${number}`;

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

const euroFormatter = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

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
  return amount === null ? '—' : euroFormatter.format(amount);
}

const purchasePriceFormatter = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/**
 * A purchase price as stored (4 places), shown exactly: "12.3457" → "12,3457 €", "12.0000" →
 * "12,00 €". Rounding it to cents would show a price that is not the one saved. Invalid → "—".
 */
export function formatPurchasePrice(value: Decimal): string {
  const amount = toIntlDecimal(value);
  return amount === null ? '—' : purchasePriceFormatter.format(amount);
}

const unitPriceFormatter = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/**
 * A unit price (€ per kg, l, g, ml or ud) as the API rounded it (DOMAIN.md §2: 4 to 6 decimals),
 * never rounded again: "0.1333" → "0,1333 €" (30 eggs for 4,00 €, not "0,13 €"), "0.00025" →
 * "0,00025 €"; only trailing zeros go ("1.2000" → "1,20 €"). Invalid input → "—".
 */
export function formatUnitPrice(value: Decimal): string {
  const amount = toIntlDecimal(value);
  return amount === null ? '—' : unitPriceFormatter.format(amount);
}

/** A quantity as a cook reads it: "10", "0,5", "2,25" (3 decimals at most). Invalid → "—". */
export function formatQuantity(value: Decimal, maximumFractionDigits = 3): string {
  const amount = toIntlDecimal(value);
  if (amount === null) return '—';
  return new Intl.NumberFormat('es-ES', { maximumFractionDigits }).format(amount);
}

/**
 * A value in percentage points (the API's "30.00") → "30 %"; `maximumFractionDigits` decimals at
 * most ("27,3 %"). Invalid input → "—".
 */
export function formatPercent(value: Decimal, maximumFractionDigits = 1): string {
  // Shift by E-2 instead of dividing by 100: Intl's percent style multiplies by 100 again.
  const fraction = toIntlDecimal(value, -2);
  if (fraction === null) return '—';
  return new Intl.NumberFormat('es-ES', {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits,
  }).format(fraction);
}

/**
 * A figure in percentage points with exactly two decimals ("59.30" → "59,30 %"), as DOMAIN.md §2
 * rounds margins and food cost: columns of them line up and never read "59,3 %" beside "56,88 %".
 */
export function formatPercentFixed(value: Decimal): string {
  const fraction = toIntlDecimal(value, -2);
  if (fraction === null) return '—';
  return new Intl.NumberFormat('es-ES', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fraction);
}

const longDateFormatter = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const shortDateFormatter = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormatter = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO date-time from the API → "15 de marzo de 2026" in the user's time zone. Invalid → "—". */
export function formatDate(value: string): string {
  const date = toDate(value);
  return date ? longDateFormatter.format(date) : '—';
}

/** An ISO date-time from the API → "15/03/2026" (tables). Invalid → "—". */
export function formatShortDate(value: string): string {
  const date = toDate(value);
  return date ? shortDateFormatter.format(date) : '—';
}

/** An ISO date-time from the API → "15/03/2026, 10:42" (events such as price changes). */
export function formatDateTime(value: string): string {
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date) : '—';
}
