import { toMoney, toUnitPrice, type Dec } from '@costeo/domain/decimal';
import { computeUnitCosts, priceEquivalences } from '@costeo/domain/ingredient-costs';
import type { PriceEquivalences } from '@costeo/domain/contracts/ingredients';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { parseDecimalInput } from './decimal-input.ts';

/** Density and unit weight in force: the product's overrides, else the catalog's. */
export interface PreviewFacts {
  baseUnit: BaseUnit;
  density: string | null;
  unitWeight: string | null;
}

export interface PreviewInput {
  quantity: string;
  unit: UnitCode | null;
  price: string;
  wastePct: string;
}

export type PricePreview =
  | { status: 'incomplete'; message: string }
  | {
      status: 'cannot_convert';
      missing: 'density' | 'unit_weight';
      /** The domain's reason plus what to do, as the API says it. */
      message: string;
    }
  | {
      status: 'ok';
      baseUnit: BaseUnit;
      /** € per base unit (g, ml or ud), 4–6 places. */
      unitCost: string;
      /** € per usable base unit, after merma. */
      usableUnitCost: string;
      /** Rendimiento (%) = 100 − merma, 2 places. */
      yieldPct: string;
      equivalences: PriceEquivalences;
    };

const WHAT_TO_DO = {
  missing_density: 'Indica la densidad del producto o elige una unidad de masa.',
  missing_unit_weight: 'Indica el peso por unidad del producto o elige una unidad de masa.',
} as const;

/** Money-like figures with 2 places, per g / per ml with 4 to 6 (as the API shows them). */
const MONEY_KEYS = new Set<keyof PriceEquivalences>(['per_kg', 'per_100g', 'per_l', 'per_ud']);

/**
 * The costs the form previews while the cook types, from the same cost engine the API uses
 * (DESIGN.md §1), so the preview and the saved product always agree.
 */
export function computePricePreview(input: PreviewInput, facts: PreviewFacts): PricePreview {
  const quantity = parseDecimalInput(input.quantity);
  const price = parseDecimalInput(input.price);
  const waste = parseDecimalInput(input.wastePct);
  if (!input.unit || !quantity || quantity.isZero() || !price) {
    return {
      status: 'incomplete',
      message: 'Indica la cantidad, la unidad y el precio para ver los costes.',
    };
  }
  if (!waste || waste.greaterThanOrEqualTo(100)) {
    return { status: 'incomplete', message: 'Indica una merma entre 0 y 99,99 %.' };
  }
  const costs = computeUnitCosts({
    purchaseQuantity: quantity,
    purchaseUnit: input.unit,
    purchasePrice: price,
    wastePct: waste,
    baseUnit: facts.baseUnit,
    density: facts.density,
    unitWeight: facts.unitWeight,
  });
  if (!costs.ok) {
    return {
      status: 'cannot_convert',
      missing: costs.code === 'missing_density' ? 'density' : 'unit_weight',
      message: `${costs.reason}. ${WHAT_TO_DO[costs.code]}`,
    };
  }
  const raw = priceEquivalences(costs.unitCost, facts.baseUnit, facts);
  const equivalences = {} as PriceEquivalences;
  for (const [key, value] of Object.entries(raw) as [keyof PriceEquivalences, Dec | null][]) {
    equivalences[key] =
      value === null ? null : MONEY_KEYS.has(key) ? toMoney(value) : toUnitPrice(value);
  }
  return {
    status: 'ok',
    baseUnit: facts.baseUnit,
    unitCost: toUnitPrice(costs.unitCost),
    usableUnitCost: toUnitPrice(costs.usableUnitCost),
    yieldPct: costs.yieldRatio.times(100).toFixed(2),
    equivalences,
  };
}
