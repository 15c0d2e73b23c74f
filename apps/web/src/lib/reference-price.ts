import { dec } from '@costeo/domain/decimal';
import { REFERENCE_UNIT, referencePrice } from '@costeo/domain/ingredient-costs';
import { BASE_UNITS, type BaseUnit } from '@costeo/domain/units';
import { formatUnitPrice } from './format.ts';

function isBaseUnit(unit: string): unit is BaseUnit {
  return (BASE_UNITS as readonly string[]).includes(unit);
}

/**
 * "1,20 €/kg", "1,14 €/l": a price per base unit (€/g, €/ml, €/ud) said per kg, l or ud, as the
 * rest of the app does — on invoices, albaranes and the incidents of a received order alike.
 */
export function formatReferencePrice(pricePerBase: string, baseUnit: string): string {
  if (!isBaseUnit(baseUnit)) return `${formatUnitPrice(pricePerBase)}/${baseUnit}`;
  return `${formatUnitPrice(referencePrice(dec(pricePerBase), baseUnit))}/${REFERENCE_UNIT[baseUnit].unit}`;
}
