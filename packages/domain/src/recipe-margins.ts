import type Decimal from 'decimal.js';
import { dec, type DecimalInput } from './decimal.ts';
import type { ExtraCostInput, ExtraCostType } from './recipe-graph.ts';
import { DomainRuleError } from './rule-error.ts';

const HUNDRED = dec(100);

/**
 * The cost of one extra cost for a batch (DOMAIN.md §2): fixed = amount per batch, per serving =
 * amount × servings, percentage = ingredients cost × amount / 100.
 */
export function computeExtraCost(
  costType: ExtraCostType,
  amount: DecimalInput,
  servings: number,
  ingredientsCost: Decimal,
): Decimal {
  const value = dec(amount);
  if (!value.isFinite() || value.isNegative()) {
    throw new DomainRuleError('amount', 'El importe del coste extra no puede ser negativo.');
  }
  if (costType === 'fixed') return value;
  if (costType === 'per_serving') return value.times(servings);
  return ingredientsCost.times(value).dividedBy(HUNDRED);
}

export interface ExtraCostBreakdown {
  id: number | null;
  name: string;
  costType: ExtraCostType;
  amount: Decimal;
  /** € for the batch (or for the scaled batch). */
  cost: Decimal;
  /** Share of the recipe's total cost (%), null when the total is 0. */
  costSharePct: Decimal | null;
}

/** Every extra cost of a batch, in order, without shares (they need the total). */
export function computeExtraCosts(
  extras: readonly ExtraCostInput[],
  servings: number,
  ingredientsCost: Decimal,
): ExtraCostBreakdown[] {
  return extras.map((extra) => ({
    id: extra.id ?? null,
    name: extra.name,
    costType: extra.costType,
    amount: dec(extra.amount),
    cost: computeExtraCost(extra.costType, extra.amount, servings, ingredientsCost),
    costSharePct: null,
  }));
}

/** Net sale price = PVP / (1 + VAT/100), never PVP × (1 − VAT). */
export function netSalePrice(salePrice: DecimalInput, vatPct: DecimalInput): Decimal {
  return dec(salePrice).dividedBy(HUNDRED.plus(vatPct).dividedBy(HUNDRED));
}

/**
 * Food cost (%) = cost / net price × 100, computed as cost × (100 + VAT) / PVP: the same figure,
 * without dividing by a net price that has no exact decimal (1,50 € at 10 % is 1,3636…). Through
 * the net price, 0,46875 € on 1,50 € came out 34,37499…9 % and showed 34,37 %; it is exactly
 * 34,375 %, so 34,38 %. Null without a price (nothing to divide by).
 */
export function foodCostPct(
  cost: Decimal,
  salePrice: DecimalInput,
  vatPct: DecimalInput,
): Decimal | null {
  const price = dec(salePrice);
  return price.isZero() ? null : cost.times(HUNDRED.plus(vatPct)).dividedBy(price);
}

/** Suggested PVP = cost per serving / (target/100) × (1 + VAT/100). */
export function suggestedSalePrice(
  costPerServing: Decimal,
  targetFoodCostPct: DecimalInput,
  vatPct: DecimalInput,
): Decimal {
  return costPerServing
    .times(HUNDRED)
    .dividedBy(targetFoodCostPct)
    .times(HUNDRED.plus(vatPct))
    .dividedBy(HUNDRED);
}

export interface Margins {
  netSalePrice: Decimal | null;
  marginPerServing: Decimal | null;
  /** (net − cost per serving) / net × 100; exactly 100 − food cost %. */
  marginPct: Decimal | null;
  /** cost per serving / net × 100. */
  foodCostPct: Decimal | null;
  suggestedSalePrice: Decimal;
}

/**
 * Margins of a serving (DOMAIN.md §2). Without a PVP there is no net price, margin nor food cost;
 * with a PVP of 0 there is a (negative) margin per serving but no percentage of nothing.
 */
export function computeMargins(input: {
  costPerServing: Decimal;
  salePrice: DecimalInput | null;
  saleVatPct: DecimalInput;
  targetFoodCostPct: DecimalInput;
}): Margins {
  const { costPerServing, salePrice, saleVatPct, targetFoodCostPct } = input;
  checkPercent('sale_vat_pct', saleVatPct, true, 'El IVA de venta debe estar entre 0 y 99,99 %.');
  checkPercent(
    'target_food_cost_pct',
    targetFoodCostPct,
    false,
    'El food cost objetivo debe ser mayor que 0 y menor que 100 %.',
  );
  const suggested = suggestedSalePrice(costPerServing, targetFoodCostPct, saleVatPct);
  if (salePrice === null) {
    return {
      netSalePrice: null,
      marginPerServing: null,
      marginPct: null,
      foodCostPct: null,
      suggestedSalePrice: suggested,
    };
  }
  const net = netSalePrice(salePrice, saleVatPct);
  const margin = net.minus(costPerServing);
  const foodCost = foodCostPct(costPerServing, salePrice, saleVatPct);
  return {
    netSalePrice: net,
    marginPerServing: margin,
    marginPct: foodCost === null ? null : HUNDRED.minus(foodCost),
    foodCostPct: foodCost,
    suggestedSalePrice: suggested,
  };
}

function checkPercent(field: string, value: DecimalInput, allowZero: boolean, message: string) {
  const pct = dec(value);
  const tooLow = allowZero ? pct.isNegative() : pct.lessThanOrEqualTo(0);
  if (!pct.isFinite() || tooLow || pct.greaterThanOrEqualTo(HUNDRED)) {
    throw new DomainRuleError(field, message);
  }
}

// ---------- classification (DOMAIN.md §2 "Rentable") ----------

/** Rentable: food cost % ≤ target food cost %. */
export function isProfitable(foodCostPct: DecimalInput, targetFoodCostPct: DecimalInput): boolean {
  return dec(foodCostPct).lessThanOrEqualTo(targetFoodCostPct);
}

/**
 * The margin % a recipe must reach: the explicit `threshold` of the lists when given, else
 * 100 − the recipe's target food cost (the same rule as {@link isProfitable}).
 */
export function marginThreshold(
  targetFoodCostPct: DecimalInput,
  thresholdPct?: DecimalInput | null,
): Decimal {
  return thresholdPct === null || thresholdPct === undefined
    ? HUNDRED.minus(targetFoodCostPct)
    : dec(thresholdPct);
}

/** Margen bajo: margin % below the threshold (by default, food cost % above the target). */
export function isLowMargin(
  marginPct: DecimalInput,
  targetFoodCostPct: DecimalInput,
  thresholdPct?: DecimalInput | null,
): boolean {
  return dec(marginPct).lessThan(marginThreshold(targetFoodCostPct, thresholdPct));
}

export const RECIPE_STATUSES = ['profitable', 'low_margin', 'incomplete', 'no_price'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

/** The badge of the Recetas screen. */
export const RECIPE_STATUS_LABELS: Record<RecipeStatus, string> = {
  profitable: 'Rentable',
  low_margin: 'Margen bajo',
  incomplete: 'Coste incompleto',
  no_price: 'Sin PVP',
};

/**
 * A recipe's status: an incomplete cost first (its margin cannot be trusted), then no PVP (or a
 * PVP of 0: no margin % to judge), then rentable / margen bajo against the threshold.
 */
export function recipeStatus(
  recipe: {
    costComplete: boolean;
    marginPct: DecimalInput | null;
    targetFoodCostPct: DecimalInput;
  },
  thresholdPct?: DecimalInput | null,
): RecipeStatus {
  if (!recipe.costComplete) return 'incomplete';
  if (recipe.marginPct === null) return 'no_price';
  return isLowMargin(recipe.marginPct, recipe.targetFoodCostPct, thresholdPct)
    ? 'low_margin'
    : 'profitable';
}
