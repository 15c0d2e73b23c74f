import type Decimal from 'decimal.js';
import type { RecipeCost } from './recipe-cost-model.ts';
import { dec } from './decimal.ts';
import { DomainRuleError } from './rule-error.ts';

/**
 * The recipe shown for N servings (DOMAIN.md §2 scaling): quantities and costs × N / servings;
 * unit costs, shares, per-serving figures, margins and percentages stay as they are.
 */
export function scaleRecipeCost(cost: RecipeCost, servings: number): RecipeCost {
  if (!Number.isInteger(servings) || servings < 1) {
    throw new DomainRuleError('servings', 'Las raciones deben ser un número entero mayor que 0.');
  }
  // Relative to the servings shown, so scaling a scaled view is right too.
  const factor = dec(servings).dividedBy(cost.servings);
  const times = (value: Decimal | null) => (value === null ? null : value.times(factor));
  return {
    ...cost,
    servings,
    scaleFactor: dec(servings).dividedBy(cost.baseServings),
    lines: cost.lines.map((line) => ({
      ...line,
      netQuantity: line.netQuantity.times(factor),
      grossQuantity: times(line.grossQuantity),
      cost: times(line.cost),
    })),
    extraCosts: cost.extraCosts.map((extra) => ({ ...extra, cost: extra.cost.times(factor) })),
    ingredientsCost: cost.ingredientsCost.times(factor),
    extraCostsTotal: cost.extraCostsTotal.times(factor),
    totalCost: cost.totalCost.times(factor),
    yieldQuantity: times(cost.yieldQuantity),
  };
}
