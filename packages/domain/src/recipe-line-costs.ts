import type Decimal from 'decimal.js';
import { dec } from './decimal.ts';
import { yieldRatio } from './ingredient-costs.ts';
import type { ProductFacts } from './recipe-graph.ts';
import { convertQuantity, UNITS, type UnitCode } from './units.ts';

/** How a line unit reaches the product's base unit, and what one line unit costs. */
export type UnitConversion =
  | {
      ok: true;
      /** Same kind as the base unit: the factor is exact (kg → g = 1000). */
      sameKind: boolean;
      /** € per line unit before merma (null when the product has no price). */
      unitCost: Decimal | null;
      /** € per line unit of net quantity, after merma: unit cost / R. */
      usableUnitCost: Decimal | null;
    }
  | { ok: false; reason: string };

/**
 * A product's figures parsed once per costing, however many lines use it (a list of 5 000
 * recipes reads each product's price many times): yield ratio, price, and per unit its cost.
 */
export interface PreparedProduct {
  facts: ProductFacts;
  ratio: Decimal;
  unitCost: Decimal | null;
  conversions: Map<UnitCode, UnitConversion>;
}

export function prepareProduct(facts: ProductFacts): PreparedProduct {
  return {
    facts,
    ratio: yieldRatio(facts.wastePct),
    unitCost: facts.unitCost === null ? null : dec(facts.unitCost),
    conversions: new Map(),
  };
}

export function unitConversion(product: PreparedProduct, unit: UnitCode): UnitConversion {
  const known = product.conversions.get(unit);
  if (known) return known;
  const { facts } = product;
  const perUnit = convertQuantity(1, unit, facts.baseUnit, facts);
  const unitCost =
    perUnit.ok && product.unitCost !== null ? perUnit.value.times(product.unitCost) : null;
  const conversion: UnitConversion = perUnit.ok
    ? {
        ok: true,
        sameKind: UNITS[unit].kind === UNITS[facts.baseUnit].kind,
        unitCost,
        usableUnitCost: unitCost === null ? null : unitCost.dividedBy(product.ratio),
      }
    : { ok: false, reason: perUnit.reason };
  product.conversions.set(unit, conversion);
  return conversion;
}

/**
 * € of a line: net × € per usable line unit (= gross × € per line unit, DOMAIN.md §2), one short
 * multiplication per line. Within a kind that is exact; across kinds the whole quantity is
 * converted first, so 916 g of oil at 0.916 g/ml is exactly 1000 ml (1 g is a recurring
 * 1.0917… ml, and multiplying a rounded factor would lose the exactness).
 */
export function ingredientLineCost(
  product: PreparedProduct,
  conversion: { sameKind: boolean; usableUnitCost: Decimal },
  net: Decimal,
  unit: UnitCode,
): Decimal {
  if (conversion.sameKind) return net.times(conversion.usableUnitCost);
  const inBase = convertQuantity(net, unit, product.facts.baseUnit, product.facts);
  if (!inBase.ok) throw new Error('a reachable unit cannot fail to convert');
  return inBase.value.dividedBy(product.ratio).times(product.unitCost ?? 0);
}
