import { conversionFailureMessage } from '@costeo/domain/conversion-hints';
import { toUnitPrice } from '@costeo/domain/decimal';
import {
  computeUnitCosts,
  priceWarnings,
  roundedPriceEquivalences,
  yieldPct,
} from '@costeo/domain/ingredient-costs';
import type { PriceEquivalences } from '@costeo/domain/contracts/ingredients';
import { DomainRuleError } from '@costeo/domain/rule-error';
import type { BaseUnit, UnitCode } from '@costeo/domain/units';
import { parseDecimalInput } from '../../../lib/decimal-input.ts';
import { computeCleanCosts, type CleanCosts } from './clean-costs.ts';

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
      /** The API's warnings for these figures (a price of 0). */
      warnings: string[];
      /** € per clean kg or l and per whole item, as a recipe line is charged. */
      clean: CleanCosts;
    };

/**
 * The costs the form previews while the cook types, from the same cost engine, rounding and hints
 * the API uses (DESIGN.md §1), so the preview and the saved product always agree.
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
  if (!waste) return { status: 'incomplete', message: 'Indica una merma entre 0 y 99,99 %.' };
  let costs: ReturnType<typeof computeUnitCosts>;
  try {
    costs = computeUnitCosts({
      purchaseQuantity: quantity,
      purchaseUnit: input.unit,
      purchasePrice: price,
      wastePct: waste,
      baseUnit: facts.baseUnit,
      density: facts.density,
      unitWeight: facts.unitWeight,
    });
  } catch (error) {
    // The domain refuses what the fields above let through (it says why, as the API would).
    if (error instanceof DomainRuleError) return { status: 'incomplete', message: error.message };
    throw error;
  }
  if (!costs.ok) {
    return {
      status: 'cannot_convert',
      missing: costs.code === 'missing_density' ? 'density' : 'unit_weight',
      message: conversionFailureMessage(costs),
    };
  }
  return {
    status: 'ok',
    baseUnit: facts.baseUnit,
    unitCost: toUnitPrice(costs.unitCost),
    usableUnitCost: toUnitPrice(costs.usableUnitCost),
    yieldPct: yieldPct(waste),
    equivalences: roundedPriceEquivalences(costs.unitCost, facts.baseUnit, facts),
    warnings: priceWarnings(price),
    clean: computeCleanCosts(costs, facts.baseUnit, facts),
  };
}
