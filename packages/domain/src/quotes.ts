import { dec, toMoney } from './decimal.ts';

/*
 * An event's quote (presupuesto) as a business document (issue 31, decision 036): its number,
 * consecutive per account and year ("P-2027-0012"), the day until which it holds, the deposit
 * (señal) asked on its total and each dish's quantity per guest ("3 croquetas por persona").
 * Pure rules; the API assigns the numbers and prints the document.
 */

/** What a new account's quotes say until the owner changes it in Mi perfil. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;
export const MAX_QUOTE_VALIDITY_DAYS = 365;
export const MAX_PAYMENT_TERMS_LENGTH = 1000;

/** "P-2027-0012": the year of issue and the number within it, at least four digits. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `P-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The last day a quote issued on `issued` (YYYY-MM-DD) holds for `days` days: the day of issue
 * counts as the first ("válido 30 días" from 1 March ends on 30 March).
 */
export function quoteValidUntil(issued: string, days: number): string {
  const day = new Date(`${issued}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Math.max(days, 1) - 1);
  return day.toISOString().slice(0, 10);
}

/** The deposit asked: the total (VAT included) × the deposit %, to the cent; null without one. */
export function quoteDeposit(totalWithVat: string | null, depositPct: string): string | null {
  if (totalWithVat === null || dec(depositPct).isZero()) return null;
  return toMoney(dec(totalWithVat).times(depositPct).dividedBy(100));
}

/** "1.5" → "1,5", "3.00" → "3": a quantity as a menu says it. */
function spanishQuantity(value: string): string {
  const [whole = '0', fraction = ''] = dec(value).toFixed().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** "3 croquetas por persona", "150 g por persona", "2 por persona"; null when none is set. */
export function guestPortionText(quantity: string | null, unit: string): string | null {
  if (quantity === null) return null;
  const what = unit.trim();
  return `${spanishQuantity(quantity)}${what ? ` ${what}` : ''} por persona`;
}
