import { toUnitPrice } from '@costeo/domain/decimal';
import { costOfNetQuantity, type UnitCosts } from '@costeo/domain/ingredient-costs';
import type { BaseUnit, ConversionFacts, UnitCode } from '@costeo/domain/units';

/** What a recipe is really charged for this product, beside its purchase price. */
export interface CleanCosts {
  /**
   * € per kg (or l) of cleaned product: what a recipe line of 1 kg (1 l) costs, merma included
   * (price per kg / R, DOMAIN.md §1 "cost per usable base unit"). Null when the product has no
   * mass or volume to weigh it in (counted in ud without a unit weight).
   */
  clean: { unit: 'kg' | 'l'; value: string } | null;
  /**
   * € a recipe line counted in ud is charged per item: a whole item, no merma (decision 022), so
   * the price per ud, or the price per g × the unit weight. Null when the product cannot be
   * counted (no unit weight).
   */
  perItem: string | null;
}

const CLEAN_UNIT: Record<BaseUnit, 'kg' | 'l'> = { g: 'kg', ml: 'l', ud: 'kg' };

/** The engine's cost of 1 `unit` of net quantity (`costOfNetQuantity`), rounded as a unit price. */
function lineCostOfOne(
  costs: UnitCosts,
  unit: UnitCode,
  baseUnit: BaseUnit,
  facts: ConversionFacts,
): string | null {
  const line = costOfNetQuantity(costs, 1, unit, baseUnit, facts);
  return line.ok ? toUnitPrice(line.cost) : null;
}

/**
 * The cost per clean kg or l and per whole item of a product, exactly as the cost engine charges a
 * recipe line of 1 kg, 1 l or 1 ud (the domain's `costOfNetQuantity`: merma on a mass or volume
 * line, none on a count line), rounded once as every unit price (4 to 6 places).
 */
export function computeCleanCosts(
  costs: UnitCosts,
  baseUnit: BaseUnit,
  facts: ConversionFacts,
): CleanCosts {
  const unit = CLEAN_UNIT[baseUnit];
  const clean = lineCostOfOne(costs, unit, baseUnit, facts);
  const countable = baseUnit === 'ud' || (facts.unitWeight ?? null) !== null;
  return {
    clean: clean === null ? null : { unit, value: clean },
    perItem: countable ? lineCostOfOne(costs, 'ud', baseUnit, facts) : null,
  };
}
