export const INVOICE_KIND_LABELS = { invoice: 'Factura', credit_note: 'Abono' } as const;
export const INVOICE_FORMAT_LABELS = { facturae: 'Facturae', ubl: 'UBL', pdf: 'PDF' } as const;
export const MATCH_LABELS = {
  code: 'Por código',
  name: 'Por nombre',
  none: 'Sin coincidencia',
} as const;

export { formatReferencePrice } from '../../../lib/reference-price.ts';

/** "2026-11" → "nov 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  const label = new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
  return `${label.replace('.', '')} ${year}`;
}
