import type Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal.ts';
import {
  convertQuantity,
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

export function yieldRatio(wastePct: DecimalInput): Decimal {
  return dec(1).minus(dec(wastePct).dividedBy(100));
}

export function computeUnitCosts(facts: PurchaseFacts): UnitCosts | CostFailure {
  const inBase = convertQuantity(facts.purchaseQuantity, facts.purchaseUnit, facts.baseUnit, facts);
  if (!inBase.ok) return inBase;
  const ratio = yieldRatio(facts.wastePct);
  const unitCost = dec(facts.purchasePrice).dividedBy(inBase.value);
  return { ok: true, unitCost, usableUnitCost: unitCost.dividedBy(ratio), yieldRatio: ratio };
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
  const gross = net.value.dividedBy(costs.yieldRatio);
  return {
    ok: true,
    netQuantity: net.value,
    grossQuantity: gross,
    cost: gross.times(costs.unitCost),
  };
}
