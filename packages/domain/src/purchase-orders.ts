import Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal.ts';
import { formatsToBuy, pluralOf, type PurchaseFormatFacts } from './purchase-format-buy.ts';
import { formatReadableQuantity } from './quantity-display.ts';
import type { UnitCode } from './units.ts';

/*
 * Purchase orders (issue 37 points 3 and 4, DOMAIN.md §13). A supplier delivers on some ISO
 * weekdays (none set: any day) and takes orders until a cut-off time the day before. The
 * suggested order for a delivery day is, per product, par level − expected stock + the needs of
 * the events until that supplier's next delivery, rounded up to whole purchase formats and never
 * negative. Days are calendar days "YYYY-MM-DD" in the kitchen's time (Europe/Madrid); times
 * "HH:MM".
 */

const ZERO = dec(0);

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = dayOf(day).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = dayOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether a supplier with these delivery days delivers on `day` (none set: every day). */
export function deliversOn(deliveryDays: readonly number[], day: string): boolean {
  return deliveryDays.length === 0 || deliveryDays.includes(isoWeekday(day));
}

/** The supplier's first delivery day after `day` (none set: the next day). */
export function nextDeliveryAfter(deliveryDays: readonly number[], day: string): string {
  for (let step = 1; step <= 7; step += 1) {
    const next = addDays(day, step);
    if (deliversOn(deliveryDays, next)) return next;
  }
  return addDays(day, 7);
}

/**
 * Whether an event on `eventDay` is served by the delivery of `deliveryDay`: it falls on that day
 * or after it, before the supplier's next delivery (which serves it instead).
 */
export function servedByDelivery(eventDay: string, deliveryDay: string, nextDelivery: string) {
  return eventDay >= deliveryDay && eventDay < nextDelivery;
}

/** The local moment an order for `deliveryDay` must be in by: the day before at the cut-off. */
export function orderCutoffOf(
  deliveryDay: string,
  cutoff: string | null,
): { day: string; time: string } | null {
  return cutoff === null ? null : { day: addDays(deliveryDay, -1), time: cutoff };
}

/**
 * Whether it is too late to order for `deliveryDay` at the local time `now`: past the cut-off the
 * day before; without a cut-off, once the delivery day has come.
 */
export function cutoffPassed(
  now: { day: string; time: string },
  deliveryDay: string,
  cutoff: string | null,
): boolean {
  const limit = orderCutoffOf(deliveryDay, cutoff);
  if (limit === null) return now.day >= deliveryDay;
  return `${now.day} ${now.time}` >= `${limit.day} ${limit.time}`;
}

export interface SuggestionInput {
  /** The product's purchase format and price (purchase-format-buy.ts). */
  product: PurchaseFormatFacts;
  /** Par level in the base unit (Σ over its areas); null when it has none. */
  par: DecimalInput | null;
  /** Expected stock now in the base unit; null without any count (counted as 0). */
  expected: DecimalInput | null;
  /** Gross needs of the events served by this delivery, in the base unit. */
  needs: DecimalInput;
}

export type Suggestion =
  | {
      ok: true;
      /** par − stock + needs, in the base unit, never below 0. */
      toCover: Decimal;
      /** Whole formats, rounded up (0: nothing to order). */
      formats: number;
      /** "caja de 5 kg", "formato de 5 kg", "kg". */
      formatName: string;
      /** "3 cajas de 5 kg (14,2 kg)". */
      text: string;
      /** formats × the format's price. */
      amount: Decimal;
    }
  | { ok: false; reason: string };

/**
 * A product's suggested order (DOMAIN.md §13): par − expected + needs, rounded up to whole
 * purchase formats, never negative. Stock below zero (more used in theory than counted and
 * bought) is taken as none: a shelf never holds less than nothing.
 */
export function suggestOrderLine(input: SuggestionInput): Suggestion {
  const stock = Decimal.max(ZERO, dec(input.expected ?? 0));
  const wanted = dec(input.par ?? 0)
    .minus(stock)
    .plus(input.needs);
  const toCover = Decimal.max(ZERO, wanted);
  const buy = formatsToBuy(input.product, toCover);
  if (!buy.ok) return { ok: false, reason: buy.reason };
  return {
    ok: true,
    toCover,
    formats: buy.formats,
    formatName: buy.formatName,
    text: buy.text,
    amount: buy.cost,
  };
}

const countFormat = new Intl.NumberFormat('es-ES', {
  useGrouping: 'always',
  maximumFractionDigits: 3,
});

/**
 * An order line's quantity as the supplier reads it: "3 cajas de 5 kg", "1 formato de 6 l",
 * "2,5 kg" (a product bought by the kg: its format is the unit itself).
 */
export function orderQuantityText(quantity: DecimalInput, formatName: string): string {
  const amount = dec(quantity);
  const plain = /^(kg|g|l|ml|ud)$/.exec(formatName);
  if (plain) return formatReadableQuantity(amount, plain[1] as UnitCode);
  const [noun = formatName, ...rest] = formatName.split(' de ');
  const measure = rest.join(' de ');
  const word = amount.equals(1) ? noun : pluralOf(noun);
  return `${countFormat.format(amount.toNumber())} ${word}${measure ? ` de ${measure}` : ''}`;
}

/** "PED-2026-0007": the year of the order and its number within it, at least four digits. */
export function formatPurchaseOrderNumber(year: number, sequence: number): string {
  return `PED-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The digits wa.me wants for a phone typed any way: "+34 914 68 21 37" → "34914682137",
 * "600 11 22 33" → "34600112233" (a Spanish number of 9 digits gets its 34), "0033 6…" → "336…".
 * Null when it has too few digits to be a phone.
 */
export function whatsappNumber(phone: string): string | null {
  const typed = phone.trim();
  let digits = typed.replace(/\D/g, '');
  if (!typed.startsWith('+') && digits.startsWith('00')) digits = digits.slice(2);
  else if (!typed.startsWith('+') && /^[6-9]\d{8}$/.test(digits)) digits = `34${digits}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

export interface OrderTextInput {
  number: string;
  businessName: string;
  supplierName: string;
  /** "martes, 10 de marzo de 2026". */
  deliveryDay: string;
  lines: { productName: string; quantityText: string; supplierCode: string }[];
  notes: string;
}

/** The order as a message (WhatsApp): who, for when, one line a product, the notes. */
export function purchaseOrderText(order: OrderTextInput): string {
  const lines = order.lines.map(
    (line) =>
      `- ${line.quantityText} · ${line.productName}${line.supplierCode ? ` (ref. ${line.supplierCode})` : ''}`,
  );
  const notes = order.notes.trim();
  return [
    `Pedido ${order.number}${order.businessName ? ` de ${order.businessName}` : ''}`,
    `Para: ${order.supplierName}`,
    `Entrega: ${order.deliveryDay}`,
    '',
    ...lines,
    ...(notes ? ['', `Notas: ${notes}`] : []),
  ].join('\n');
}
