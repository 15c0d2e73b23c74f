import type Decimal from 'decimal.js';
import { dec } from './decimal.ts';
import { lineTakesMerma, yieldRatio } from './ingredient-costs.ts';
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
      /** € per line unit of net quantity, after merma: unit cost / R (no merma on ud, docena). */
      usableUnitCost: Decimal | null;
      /** The yield ratio the line divides by: R, or 1 for a line counted in whole items. */
      ratio: Decimal;
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
  const ratio = lineRatio(product, unit);
  const conversion: UnitConversion = perUnit.ok
    ? {
        ok: true,
        sameKind: UNITS[unit].kind === UNITS[facts.baseUnit].kind,
        unitCost,
        usableUnitCost: unitCost === null ? null : unitCost.dividedBy(ratio),
        ratio,
      }
    : { ok: false, reason: perUnit.reason };
  product.conversions.set(unit, conversion);
  return conversion;
}

const WHOLE_ITEMS = dec(1);

/**
 * The yield a line in `unit` is divided by. Merma is a loss of mass or volume (shell, peel), so a
 * line counted in whole items (ud, docena) uses whole items: "8 huevos" costs 8 eggs, never 8 / 0,88
 * (DOMAIN.md §2, docs/decisions/022-count-lines-take-no-merma.md).
 */
export function lineRatio(product: PreparedProduct, unit: UnitCode): Decimal {
  return lineTakesMerma(unit) ? product.ratio : WHOLE_ITEMS;
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
  return inBase.value.dividedBy(lineRatio(product, unit)).times(product.unitCost ?? 0);
}
