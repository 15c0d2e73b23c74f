import type { DeliveryLineUnit } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { formatReadableQuantity } from '@costeo/domain/quantity-display';
import { isUnitCode, UNITS, type UnitKind } from '@costeo/domain/units';
import { formatPurchasePrice, formatQuantity } from '../../../lib/format.ts';

/*
 * The albarán's figures as a cook reads them (issue 32): what a product comes in ("5 kg ·
 * 32,50 €"), what was received ("25 kg", "60 ud"), the price per kg, l or ud.
 */

/** "5 kg", "12 ud": a product's purchase format. */
export function formatOf(product: Pick<SupplierProduct, 'purchase_quantity' | 'purchase_unit'>) {
  return `${formatQuantity(product.purchase_quantity)} ${product.purchase_unit}`;
}

/** "5 kg · 32,50 €": the format and its price now. */
export function formatAndPrice(product: SupplierProduct): string {
  return `${formatOf(product)} · ${formatPurchasePrice(product.purchase_price)}`;
}

export { formatReferencePrice } from '../../../lib/reference-price.ts';

/** "25 kg", "500 g", "60 ud": a quantity in the base unit, rolled up to kg or l from 1 000. */
export function formatReceived(quantityBase: string, baseUnit: string): string {
  return isUnitCode(baseUnit)
    ? formatReadableQuantity(quantityBase, baseUnit)
    : `${formatQuantity(quantityBase)} ${baseUnit}`;
}

/** The units a cook counts each kind in on an albarán: kilos and grams, litres and ml, units. */
const KIND_UNITS: Record<UnitKind, DeliveryLineUnit[]> = {
  mass: ['kg', 'g'],
  volume: ['l', 'ml'],
  count: ['ud'],
};

export interface UnitOption {
  value: DeliveryLineUnit;
  label: string;
}

/**
 * What a line of this product can be counted in: its purchase format first ("× 5 kg", the
 * default), then the units of its base unit's kind and of the format's own unit (a lettuce bought
 * by the dozen and costed per gram: ud, kg, g). Other kinds would need a density or a unit weight
 * the product may not have.
 */
export function unitOptions(product: SupplierProduct): UnitOption[] {
  const kinds = new Set<UnitKind>();
  if (isUnitCode(product.base_unit)) kinds.add(UNITS[product.base_unit].kind);
  if (isUnitCode(product.purchase_unit)) kinds.add(UNITS[product.purchase_unit].kind);
  const units = [...kinds].flatMap((kind) => KIND_UNITS[kind]);
  return [
    { value: 'format', label: `× ${formatOf(product)}` },
    ...units.map((unit) => ({ value: unit, label: unit })),
  ];
}

/** What a line's unit says in a sentence: "2 × 5 kg", "2,5 kg". */
export function formatTyped(quantity: string, unit: string, product: SupplierProduct | undefined) {
  const amount = formatQuantity(quantity);
  if (unit !== 'format') return `${amount} ${unit}`;
  return product ? `${amount} × ${formatOf(product)}` : `${amount} formatos`;
}

/** "2026-11-27" → "27/11/2026". */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Today in the cook's time zone, as the date input takes it ("2026-11-29"). */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** "1 línea", "5 líneas". */
export function linesLabel(count: number): string {
  return count === 1 ? '1 línea' : `${String(count)} líneas`;
}
