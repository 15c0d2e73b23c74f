import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import type { PurchaseOrderStatus } from '@costeo/domain/contracts/purchase-orders';
import { formatQuantity } from '../../../lib/format.ts';

function isoDay(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** "YYYY-MM-DD" of the day after `from`, in the browser's local time. */
export function tomorrow(from = new Date()): string {
  return isoDay(new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1));
}

/** "YYYY-MM-DD" of `from`, in the browser's local time (an albarán's day by default). */
export function today(from = new Date()): string {
  return isoDay(from);
}

/**
 * A base-unit quantity as a cook reads it: grams and millilitres from 1000 up in kg and l
 * ("17555.556" g → "17,556 kg"), the rest as they are ("42 ud").
 */
export function formatBaseQuantity(value: string, unit: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '—';
  if ((unit === 'g' || unit === 'ml') && Math.abs(amount) >= 1000) {
    return `${formatQuantity(amount / 1000)} ${unit === 'g' ? 'kg' : 'l'}`;
  }
  return `${formatQuantity(value)} ${unit}`;
}

export const STATUS_COLORS: Record<PurchaseOrderStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  received: 'teal',
};

export const PURCHASE_ORDERS_LOCKED_MESSAGE =
  'Los pedidos a proveedores están disponibles en los planes Pro y Business. Mejora tu plan para preparar tus pedidos.';

/** The server's Spanish message for a refused action (`{detail}` or a field's), else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return getErrorDetail(error) ?? Object.values(getFieldErrors(error))[0] ?? fallback;
}

export { formatReferencePrice } from '../../../lib/reference-price.ts';
