import type Decimal from 'decimal.js';
import type {
  CostAnalysisExtraCost,
  RecipeCostAnalysis,
  RecipeCostFields,
  RecipeInputData,
  RecipeLineCost,
  RecipeScaling,
} from './contracts/recipes.ts';
import type { LineBreakdown, RecipeCost } from './recipe-cost-model.ts';
import { toMoney, toPercent, toQuantity, toUnitPrice } from './decimal.ts';
import type { ExtraCostInput, RecipeInput } from './recipe-graph.ts';
import type { ExtraCostBreakdown } from './recipe-margins.ts';

/*
 * The engine's exact figures as the API answers them and the web shows them (DOMAIN.md §2: money
 * 2 places, unit prices 4–6, percentages 2, quantities 3). One rounding, here, for both sides.
 */

const money = (value: Decimal | null) => (value === null ? null : toMoney(value));
const percent = (value: Decimal | null) => (value === null ? null : toPercent(value));
const unitPrice = (value: Decimal | null) => (value === null ? null : toUnitPrice(value));

export function formatLineCost(line: LineBreakdown): RecipeLineCost {
  return {
    kind: line.kind,
    name: line.name,
    net_quantity: toQuantity(line.netQuantity),
    gross_quantity: line.grossQuantity === null ? null : toQuantity(line.grossQuantity),
    unit_cost: unitPrice(line.unitCost),
    cost: money(line.cost),
    cost_share_pct: percent(line.costSharePct),
    warning: line.warning,
  };
}

export function formatExtraCost(extra: ExtraCostBreakdown): CostAnalysisExtraCost {
  return {
    id: extra.id,
    name: extra.name,
    cost_type: extra.costType,
    amount: extra.amount.toFixed(2),
    cost: toMoney(extra.cost),
    cost_share_pct: percent(extra.costSharePct),
  };
}

export function formatScaling(cost: RecipeCost): RecipeScaling {
  return {
    servings: cost.servings,
    base_servings: cost.baseServings,
    factor: cost.scaleFactor.toFixed(6),
  };
}

/**
 * The computed fields of a recipe answer. `scaling` is set for a scaled view (`?servings=N`, even
 * when N is the recipe's own servings) and null otherwise.
 */
export function formatRecipeCostFields(
  cost: RecipeCost,
  options: { scaled?: boolean } = {},
): RecipeCostFields {
  const scaled = options.scaled ?? cost.servings !== cost.baseServings;
  return {
    ingredients_cost: toMoney(cost.ingredientsCost),
    extra_costs_total: toMoney(cost.extraCostsTotal),
    total_cost: toMoney(cost.totalCost),
    cost_per_serving: toMoney(cost.costPerServing),
    net_sale_price: money(cost.netSalePrice),
    margin_per_serving: money(cost.marginPerServing),
    margin_pct: percent(cost.marginPct),
    food_cost_pct: percent(cost.foodCostPct),
    suggested_sale_price: toMoney(cost.suggestedSalePrice),
    effective_sale_vat_pct: toPercent(cost.saleVatPct),
    effective_target_food_cost_pct: toPercent(cost.targetFoodCostPct),
    cost_per_yield_unit: unitPrice(cost.costPerYieldUnit),
    cost_complete: cost.costComplete,
    status: cost.status,
    warnings: cost.warnings,
    allergens: cost.allergens,
    scaling: scaled ? formatScaling(cost) : null,
  };
}

/** `cost_analysis/`: `lineIds` are the stored ids of the recipe's lines, in order. */
export function formatCostAnalysis(
  recipeId: number,
  cost: RecipeCost,
  lineIds: readonly number[],
): RecipeCostAnalysis {
  return assembleCostAnalysis(
    recipeId,
    cost,
    cost.lines.map((line, index) => ({
      ...formatLineCost(line),
      id: lineIds[index] ?? line.lineId ?? 0,
      position: line.position,
      unit: line.unit,
    })),
    cost.extraCosts.map(formatExtraCost),
  );
}

/**
 * `cost_analysis/` from its parts: the recipe's figures (`cost`; its lines and extra costs are not
 * read) and its lines and extra costs already formatted — by {@link formatCostAnalysis}, or as the
 * API stored them when it last costed the recipe (the same formatting, decision 023).
 */
export function assembleCostAnalysis(
  recipeId: number,
  cost: RecipeCost,
  lines: RecipeCostAnalysis['lines'],
  extraCosts: readonly CostAnalysisExtraCost[],
): RecipeCostAnalysis {
  const fields = formatRecipeCostFields(cost);
  return {
    recipe: recipeId,
    name: cost.name,
    lines,
    extra_costs: [...extraCosts],
    totals: {
      ingredients_cost: fields.ingredients_cost,
      extra_costs_total: fields.extra_costs_total,
      total_cost: fields.total_cost,
      cost_per_serving: fields.cost_per_serving,
      cost_per_yield_unit: fields.cost_per_yield_unit,
    },
    margins: {
      sale_price: money(cost.salePrice),
      sale_vat_pct: fields.effective_sale_vat_pct,
      net_sale_price: fields.net_sale_price,
      margin_per_serving: fields.margin_per_serving,
      margin_pct: fields.margin_pct,
      food_cost_pct: fields.food_cost_pct,
      target_food_cost_pct: fields.effective_target_food_cost_pct,
      suggested_sale_price: fields.suggested_sale_price,
      status: fields.status,
    },
    cost_complete: cost.costComplete,
    warnings: cost.warnings,
    allergens: cost.allergens,
    scaling: formatScaling(cost),
  };
}

/**
 * A recipe payload (parsed by recipeRequestSchema) as the engine reads it: the API costs it before
 * saving (and checks findCycle with its lines), the web costs the editor's form live. A null
 * `sale_vat_pct` or `target_food_cost_pct` is the profile's default (graph.defaults).
 */
export function recipeInputFromData(
  id: number | null,
  data: RecipeInputData,
  extraCosts: readonly ExtraCostInput[] = [],
): RecipeInput {
  return {
    id,
    name: data.name,
    servings: data.servings,
    salePrice: data.sale_price,
    saleVatPct: data.sale_vat_pct,
    targetFoodCostPct: data.target_food_cost_pct,
    isSubrecipe: data.is_subrecipe,
    yieldQuantity: data.yield_quantity,
    yieldUnit: data.yield_unit,
    lines: data.lines.map((line) => ({
      ingredientInstanceId: line.ingredient_instance,
      subRecipeId: line.sub_recipe,
      quantity: line.quantity,
      unit: line.unit,
    })),
    extraCosts,
  };
}
