/**
 * A fresh key for the `Idempotency-Key` header (DESIGN.md §6): the server replays the first answer
 * for a repeated key, so a retried request (e.g. after a token refresh) cannot charge twice.
 *
 * `crypto.randomUUID` exists only in secure contexts (HTTPS or localhost); an install served over
 * plain HTTP on a LAN address would lack it, so a v4 UUID is built from `getRandomValues` there.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Header name the API reads (apps/api subscriptions routes). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
