import type Decimal from 'decimal.js';
import { dec, toPercent, toUnitPrice, type DecimalInput } from './decimal.ts';
import { DomainRuleError } from './rule-error.ts';
import {
  convertQuantity,
  UNITS,
  type BaseUnit,
  type ConversionFacts,
  type ConversionFailure,
  type UnitCode,
} from './units.ts';

/**
 * The price facts of an ingredient product (DOMAIN.md §1). Purchases are costed ex-VAT; merma is
 * applied by dividing by the yield R = 1 − merma/100, never by multiplying by (1 + merma).
 */
export interface PurchaseFacts extends ConversionFacts {
  purchaseQuantity: DecimalInput;
  purchaseUnit: UnitCode;
  purchasePrice: DecimalInput;
  wastePct: DecimalInput;
  baseUnit: BaseUnit;
}

export type CostFailure = { ok: false; code: ConversionFailure; reason: string };

export interface UnitCosts {
  ok: true;
  /** € per base unit (price / purchase quantity in base units). */
  unitCost: Decimal;
  /** € per usable base unit (unit cost / R). */
  usableUnitCost: Decimal;
  /** R = 1 − merma/100. */
  yieldRatio: Decimal;
}

/**
 * Rendimiento R = 1 − merma/100 (DOMAIN.md §1). A merma below 0 % or of 100 % or more has no
 * yield (nothing usable would be left, or more than was bought): a {@link DomainRuleError}.
 */
export function yieldRatio(wastePct: DecimalInput): Decimal {
  const waste = dec(wastePct);
  if (!waste.isFinite() || waste.isNegative() || waste.greaterThanOrEqualTo(100)) {
    throw new DomainRuleError('waste_pct', 'La merma debe estar entre 0 y 99,99 %.');
  }
  return dec(1).minus(waste.dividedBy(100));
}

/** Rendimiento (%) = 100 − merma, 2 places ("80.00"), as the API and the form show it. */
export function yieldPct(wastePct: DecimalInput): string {
  return toPercent(yieldRatio(wastePct).times(100));
}

/**
 * € per base unit and per usable base unit of a purchase. Refuses (a {@link DomainRuleError}) a
 * purchase quantity that is not above 0, a negative price and a merma outside 0–99.99 %; fails with
 * the Spanish reason when the purchase unit cannot reach the base unit.
 */
export function computeUnitCosts(facts: PurchaseFacts): UnitCosts | CostFailure {
  const quantity = dec(facts.purchaseQuantity);
  if (!quantity.isFinite() || !quantity.greaterThan(0)) {
    throw new DomainRuleError('purchase_quantity', 'La cantidad de compra debe ser mayor que 0.');
  }
  const price = dec(facts.purchasePrice);
  if (!price.isFinite() || price.isNegative()) {
    throw new DomainRuleError('purchase_price', 'El precio de compra no puede ser negativo.');
  }
  const ratio = yieldRatio(facts.wastePct);
  const inBase = convertQuantity(quantity, facts.purchaseUnit, facts.baseUnit, facts);
  if (!inBase.ok) return inBase;
  const unitCost = price.dividedBy(inBase.value);
  return { ok: true, unitCost, usableUnitCost: unitCost.dividedBy(ratio), yieldRatio: ratio };
}

/** Said wherever a cost rests on a purchase price of 0 (accepted, never silent: DOMAIN.md §2). */
export const ZERO_PRICE_WARNING = 'El precio de compra es 0: el coste calculado será 0.';

/** The warnings every answer that uses this purchase price carries (empty when there are none). */
export function priceWarnings(purchasePrice: DecimalInput): string[] {
  return dec(purchasePrice).isZero() ? [ZERO_PRICE_WARNING] : [];
}

const EQUIVALENCES = [
  ['per_kg', 1, 'kg'],
  ['per_100g', 100, 'g'],
  ['per_g', 1, 'g'],
  ['per_l', 1, 'l'],
  ['per_ml', 1, 'ml'],
  ['per_ud', 1, 'ud'],
] as const;

export type EquivalenceKey = (typeof EQUIVALENCES)[number][0];

/** € per kg, 100 g, g, l, ml and ud of a per-base-unit price; null where no conversion exists. */
export function priceEquivalences(
  pricePerBase: Decimal,
  baseUnit: BaseUnit,
  facts: ConversionFacts,
): Record<EquivalenceKey, Decimal | null> {
  const result = {} as Record<EquivalenceKey, Decimal | null>;
  for (const [key, quantity, unit] of EQUIVALENCES) {
    const inBase = convertQuantity(quantity, unit, baseUnit, facts);
    result[key] = inBase.ok ? inBase.value.times(pricePerBase) : null;
  }
  return result;
}

/**
 * The price equivalences as the API answers them and the web previews them: every one a unit price
 * with one rounding ({@link toUnitPrice}: 4 to 6 places), null where no conversion exists.
 */
export function roundedPriceEquivalences(
  pricePerBase: Decimal,
  baseUnit: BaseUnit,
  facts: ConversionFacts,
): Record<EquivalenceKey, string | null> {
  const raw = priceEquivalences(pricePerBase, baseUnit, facts);
  const result = {} as Record<EquivalenceKey, string | null>;
  for (const [key] of EQUIVALENCES) {
    const value = raw[key];
    result[key] = value === null ? null : toUnitPrice(value);
  }
  return result;
}

/** The unit a cook compares prices in, for each base unit: € per kg, per l, per ud. */
export const REFERENCE_UNIT = {
  g: { unit: 'kg', key: 'per_kg' },
  ml: { unit: 'l', key: 'per_l' },
  ud: { unit: 'ud', key: 'per_ud' },
} as const satisfies Record<BaseUnit, { unit: UnitCode; key: EquivalenceKey }>;

/**
 * € per kg, l or ud of a per-base-unit price, rounded as {@link roundedPriceEquivalences} rounds
 * the same key, so a price history row and `price_equivalences` agree to the last digit.
 */
export function referencePrice(pricePerBase: Decimal, baseUnit: BaseUnit): string {
  // Within the base unit's own kind no density or unit weight is needed.
  const value = roundedPriceEquivalences(pricePerBase, baseUnit, {})[REFERENCE_UNIT[baseUnit].key];
  if (value === null) throw new Error(`no reference price for ${baseUnit}`);
  return value;
}

/**
 * Whether a quantity in `unit` is net of merma. Merma is a loss of mass or volume, so a quantity
 * counted in whole items (ud, docena) is already what is bought: "8 huevos" are 8 eggs, whatever the
 * product's merma (DOMAIN.md §2, docs/decisions/022-count-lines-take-no-merma.md).
 */
export function lineTakesMerma(unit: UnitCode): boolean {
  return UNITS[unit].kind !== 'count';
}

export interface LineCost {
  ok: true;
  /** Net (cleaned) quantity, in base units. */
  netQuantity: Decimal;
  /** Gross quantity to buy, in base units: net / R. */
  grossQuantity: Decimal;
  /** gross × unit cost (= net × usable unit cost). */
  cost: Decimal;
}

/** Cost of a net quantity of the product in any unit reachable from its base unit. */
export function costOfNetQuantity(
  costs: UnitCosts,
  quantity: DecimalInput,
  unit: UnitCode,
  baseUnit: BaseUnit,
  facts: ConversionFacts,
): LineCost | CostFailure {
  const net = convertQuantity(quantity, unit, baseUnit, facts);
  if (!net.ok) return net;
  const gross = lineTakesMerma(unit) ? net.value.dividedBy(costs.yieldRatio) : net.value;
  return {
    ok: true,
    netQuantity: net.value,
    grossQuantity: gross,
    cost: gross.times(costs.unitCost),
  };
}
