import { dec } from '@costeo/domain/decimal';
import { REFERENCE_UNIT, referencePrice } from '@costeo/domain/ingredient-costs';
import { BASE_UNITS, type BaseUnit } from '@costeo/domain/units';
import { formatUnitPrice } from '../../../lib/format.ts';

export const INVOICE_KIND_LABELS = { invoice: 'Factura', credit_note: 'Abono' } as const;
export const INVOICE_FORMAT_LABELS = { facturae: 'Facturae', ubl: 'UBL', pdf: 'PDF' } as const;
export const MATCH_LABELS = {
  code: 'Por código',
  name: 'Por nombre',
  none: 'Sin coincidencia',
} as const;

/** "1,14 €/l": a price per base unit (€/ml) shown per kg, l or ud, as the rest of the app does. */
export function formatReferencePrice(pricePerBase: string, baseUnit: string): string {
  if (!isBaseUnit(baseUnit)) return `${formatUnitPrice(pricePerBase)}/${baseUnit}`;
  return `${formatUnitPrice(referencePrice(dec(pricePerBase), baseUnit))}/${REFERENCE_UNIT[baseUnit].unit}`;
}

/** "2026-11" → "nov 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  const label = new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
  return `${label.replace('.', '')} ${year}`;
}

function isBaseUnit(unit: string): unit is BaseUnit {
  return (BASE_UNITS as readonly string[]).includes(unit);
}
