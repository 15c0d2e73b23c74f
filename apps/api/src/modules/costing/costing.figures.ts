import type {
  RecipeCostAnalysis,
  RecipeCostFields,
  RecipeLineCost,
} from '@costeo/domain/contracts/recipes';
import {
  assembleCostAnalysis,
  formatExtraCost,
  formatLineCost,
  formatRecipeCostFields,
} from '@costeo/domain/recipe-cost-format';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import { storedCost } from '@costeo/domain/stored-recipe-cost';
import type { StoredLineFigures } from '../../db/schema/costing.ts';
import type {
  EngineLineRow,
  StoredAnswerRow,
  StoredFigures,
  StoredFiguresWithDetail,
} from './costing.read-model.ts';

/** A recipe's figures as its answer shows them: the cost fields and each line's, by line id. */
export interface RecipeFigures {
  fields: RecipeCostFields;
  lines: { id: number; cost: RecipeLineCost }[];
}

/** The engine's figures as stored: exact decimals, no rounding (docs/decisions/010). */
export function toStoredFigures(id: number, cost: RecipeCost, linesCount: number): StoredFigures {
  const exact = (value: { toFixed(): string } | null) => (value === null ? null : value.toFixed());
  return {
    id,
    ingredients_cost: cost.ingredientsCost.toFixed(),
    extra_costs_total: cost.extraCostsTotal.toFixed(),
    total_cost: cost.totalCost.toFixed(),
    cost_per_serving: cost.costPerServing.toFixed(),
    net_sale_price: exact(cost.netSalePrice),
    margin_per_serving: exact(cost.marginPerServing),
    margin_pct: exact(cost.marginPct),
    food_cost_pct: exact(cost.foodCostPct),
    suggested_sale_price: cost.suggestedSalePrice.toFixed(),
    cost_per_yield_unit: exact(cost.costPerYieldUnit),
    effective_sale_vat_pct: cost.saleVatPct.toFixed(2),
    effective_target_food_cost_pct: cost.targetFoodCostPct.toFixed(2),
    cost_complete: cost.costComplete,
    status: cost.status,
    warnings: cost.warnings,
    allergens: cost.allergens,
    lines_count: linesCount,
  };
}

/**
 * The stored figures and, beside them, each line's and extra cost's figures exactly as
 * `cost_analysis/` formats them (formatLineCost / formatExtraCost; decision 023): a read then
 * answers them without running the engine. `cost` must be costed with line detail.
 */
export function toStoredFiguresWithDetail(
  id: number,
  cost: RecipeCost,
  lines: readonly EngineLineRow[],
): StoredFiguresWithDetail & { lines: StoredLineFigures[] } {
  return {
    ...toStoredFigures(id, cost, lines.length),
    lines: cost.lines.map((breakdown, index): StoredLineFigures => {
      const line = formatLineCost(breakdown);
      return [
        lines[index]?.id ?? 0,
        line.kind,
        line.name,
        breakdown.unit,
        line.net_quantity,
        line.gross_quantity,
        line.unit_cost,
        line.cost,
        line.cost_share_pct,
        line.warning,
      ];
    }),
    extra_costs: cost.extraCosts.map(formatExtraCost),
  };
}

function lineCostOf(stored: StoredLineFigures): RecipeLineCost {
  const [, kind, name, , netQuantity, grossQuantity, unitCost, cost, share, warning] = stored;
  return {
    kind,
    name,
    net_quantity: netQuantity,
    gross_quantity: grossQuantity,
    unit_cost: unitCost,
    cost,
    cost_share_pct: share,
    warning,
  };
}

type StoredAnswer = StoredAnswerRow & {
  lines: StoredLineFigures[];
  extraCosts: NonNullable<StoredAnswerRow['extraCosts']>;
};

/** Whether the row carries its line figures (every recipe once re-costed under decision 023). */
export function hasDetail(row: StoredAnswerRow): row is StoredAnswer {
  return row.lines !== null && row.extraCosts !== null;
}

/** A recipe's answer figures from what was stored: no engine run. */
export function storedRecipeFigures(row: StoredAnswer): RecipeFigures {
  return {
    fields: formatRecipeCostFields(storedCost(row), { scaled: false }),
    lines: row.lines.map((stored) => ({ id: stored[0], cost: lineCostOf(stored) })),
  };
}

/** `cost_analysis/` from what was stored: the same answer formatCostAnalysis gives the engine's. */
export function storedCostAnalysis(row: StoredAnswer): RecipeCostAnalysis {
  return assembleCostAnalysis(
    row.id,
    storedCost(row),
    row.lines.map((stored, index) => ({
      ...lineCostOf(stored),
      id: stored[0],
      position: index + 1,
      unit: stored[3],
    })),
    row.extraCosts,
  );
}

/** A recipe's answer figures from an engine run (a scaled view), lines' ids from `lines`. */
export function costedRecipeFigures(
  cost: RecipeCost,
  lines: readonly EngineLineRow[],
  scaled: boolean,
): RecipeFigures {
  return {
    fields: formatRecipeCostFields(cost, { scaled }),
    lines: cost.lines.map((breakdown, index) => ({
      id: lines[index]?.id ?? 0,
      cost: formatLineCost(breakdown),
    })),
  };
}
