import type {
  PriceImpact,
  PriceImpactMenu,
  PriceImpactRecipe,
  PriceImpactRequest,
} from '@costeo/domain/contracts/analytics';
import type { MenuListItem } from '@costeo/domain/contracts/menus';
import { dec, toMoney, toPercent } from '@costeo/domain/decimal';
import { computeUnitCosts, REFERENCE_UNIT, referencePrice } from '@costeo/domain/ingredient-costs';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import type { UnitCode } from '@costeo/domain/units';
import Decimal from 'decimal.js';
import { AppError } from '../../lib/app-error.ts';
import type { WhatIfRecipe } from '../costing/costing.service.ts';
import type { HistoryRow, ProductInfoRow } from './analytics.repository.ts';

/** `unit_cost` is numeric(24, 12): the what-if rounds as a save would (ingredient-instances.rows.ts). */
const COST_SCALE = 12;
const MAX_STORED_COST = dec(10).pow(24 - COST_SCALE);

export interface PriceChange {
  price: Decimal;
  unitCost: string;
  /** The purchase format the price is for: the product's, or the request's new one. */
  purchaseQuantity: string;
  purchaseUnit: UnitCode;
}

/**
 * The purchase price and the cost per base unit a change means, exactly as a save of that price
 * (and purchase format, when the request gives one) would store them: a history row's own stored
 * figures, or the purchase format priced anew by the domain (4 places for the price, 12 for the
 * cost per base unit).
 */
export function priceChange(
  product: ProductInfoRow,
  request: PriceImpactRequest,
  entry: HistoryRow | null,
): PriceChange {
  const format =
    request.purchase_quantity !== undefined && request.purchase_unit !== undefined
      ? { quantity: request.purchase_quantity, unit: request.purchase_unit }
      : { quantity: product.purchaseQuantity, unit: product.purchaseUnit };
  const formatFields = {
    purchaseQuantity: dec(format.quantity).toFixed(),
    purchaseUnit: format.unit,
  };
  if (entry) {
    return { price: dec(entry.purchasePrice), unitCost: entry.unitCost, ...formatFields };
  }
  const price =
    request.new_price !== undefined
      ? dec(request.new_price)
      : dec(product.purchasePrice)
          .times(dec(100).plus(request.change_pct ?? '0'))
          .dividedBy(100)
          .toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const field = request.new_price !== undefined ? 'new_price' : 'change_pct';
  const costs = computeUnitCosts({
    purchaseQuantity: format.quantity,
    purchaseUnit: format.unit,
    purchasePrice: price,
    wastePct: product.wastePct,
    baseUnit: product.baseUnit,
    density: product.density,
    unitWeight: product.unitWeight,
  });
  if (!costs.ok) {
    // A new format this product cannot be converted from: the domain says why, on the unit.
    if (request.purchase_unit !== undefined) throw AppError.field('purchase_unit', costs.reason);
    throw AppError.field(field, 'No se puede calcular el coste de este producto.');
  }
  const unitCost = costs.unitCost.toDecimalPlaces(COST_SCALE);
  if (unitCost.greaterThanOrEqualTo(MAX_STORED_COST)) {
    throw AppError.field(field, 'El precio resultante es demasiado alto.');
  }
  return { price, unitCost: unitCost.toFixed(COST_SCALE), ...formatFields };
}

const pct = (value: Decimal | null) => (value === null ? null : toPercent(value));
const isBelowTarget = (cost: RecipeCost) => cost.status === 'low_margin';

function toImpactRecipe(name: string, recipe: WhatIfRecipe): PriceImpactRecipe {
  const { before, after } = recipe;
  const change = before.costPerServing.isZero()
    ? null
    : toPercent(
        after.costPerServing
          .minus(before.costPerServing)
          .times(100)
          .dividedBy(before.costPerServing),
      );
  return {
    id: recipe.id,
    name,
    is_subrecipe: recipe.isSubrecipe,
    via_sub_recipe: !recipe.usesProductDirectly,
    old_cost_per_serving: toMoney(before.costPerServing),
    new_cost_per_serving: toMoney(after.costPerServing),
    cost_change_pct: change,
    old_margin_pct: pct(before.marginPct),
    new_margin_pct: pct(after.marginPct),
    old_food_cost_pct: pct(before.foodCostPct),
    new_food_cost_pct: pct(after.foodCostPct),
    target_food_cost_pct: toPercent(after.targetFoodCostPct),
    was_below_target: isBelowTarget(before),
    below_target: isBelowTarget(after),
  };
}

/**
 * What the new dish costs do to the menus serving them, as the menus module costs them
 * (`MenusService.impactOf`: its own costing of each menu, before and after). Nothing of its own.
 */
export function toImpactMenu({
  before,
  after,
}: {
  before: MenuListItem;
  after: MenuListItem;
}): PriceImpactMenu {
  return {
    id: before.id,
    name: before.name,
    kind: before.kind,
    old_cost_per_cover: before.cost_per_cover_expected,
    new_cost_per_cover: after.cost_per_cover_expected,
    old_cost_per_cover_worst: before.cost_per_cover_worst,
    new_cost_per_cover_worst: after.cost_per_cover_worst,
    old_food_cost_pct: before.food_cost_pct_expected ?? before.average_food_cost_pct,
    new_food_cost_pct: after.food_cost_pct_expected ?? after.average_food_cost_pct,
    old_food_cost_pct_worst: before.food_cost_pct_worst,
    new_food_cost_pct_worst: after.food_cost_pct_worst,
    old_margin_per_cover: before.margin_per_cover_expected,
    new_margin_per_cover: after.margin_per_cover_expected,
    old_status: before.status,
    new_status: after.status,
  };
}

/** The dishes' new figures as the menus' costing reads them (exact cost, completeness). */
export function dishFigures(
  recipes: readonly WhatIfRecipe[],
): Map<number, { costPerServing: string; costComplete: boolean }> {
  return new Map(
    recipes
      .filter((recipe) => !recipe.isSubrecipe)
      .map((recipe) => [
        recipe.id,
        {
          costPerServing: recipe.after.costPerServing.toFixed(),
          costComplete: recipe.after.costComplete,
        },
      ]),
  );
}

/** Weekly units per dish over a period (the sales module's `weeklyRecipeUnits`). */
export interface WeeklyUnits {
  date_from: string;
  date_to: string;
  units: Map<number, Decimal>;
}

/**
 * The change at the real volumes (issue 33): each moved dish sold in the period, its weekly units
 * × its exact Δ cost per serving; the total summed exactly, then rounded.
 */
export function salesVolume(
  recipes: readonly WhatIfRecipe[],
  weekly: WeeklyUnits | null,
): PriceImpact['sales_volume'] {
  if (weekly === null) return null;
  let total = dec(0);
  const rows = recipes
    .filter((recipe) => !recipe.isSubrecipe && weekly.units.has(recipe.id))
    .sort((a, b) => a.before.name.localeCompare(b.before.name, 'es') || a.id - b.id)
    .map((recipe) => {
      const units = weekly.units.get(recipe.id) ?? dec(0);
      const cost = units.times(recipe.after.costPerServing.minus(recipe.before.costPerServing));
      total = total.plus(cost);
      return {
        recipe: recipe.id,
        weekly_units: units.toFixed(2),
        weekly_cost_change: toMoney(cost),
      };
    });
  return {
    date_from: weekly.date_from,
    date_to: weekly.date_to,
    weekly_cost_change: toMoney(total),
    recipes: rows,
  };
}

export function toPriceImpact(
  product: ProductInfoRow,
  change: PriceChange,
  recipes: readonly WhatIfRecipe[],
  menus: readonly { before: MenuListItem; after: MenuListItem }[],
  weekly: WeeklyUnits | null = null,
): PriceImpact {
  const rows = recipes
    .map((recipe) => toImpactRecipe(recipe.before.name, recipe))
    .sort(
      (a, b) =>
        Number(b.below_target) - Number(a.below_target) || a.name.localeCompare(b.name, 'es'),
    );
  return {
    saved: false,
    product: {
      id: product.id,
      name: product.name,
      purchase_quantity: dec(product.purchaseQuantity).toFixed(),
      purchase_unit: product.purchaseUnit,
      new_purchase_quantity: change.purchaseQuantity,
      new_purchase_unit: change.purchaseUnit,
      old_price: dec(product.purchasePrice).toFixed(4),
      new_price: change.price.toFixed(4),
      reference_unit: REFERENCE_UNIT[product.baseUnit].unit,
      old_reference_price: referencePrice(dec(product.unitCost), product.baseUnit),
      new_reference_price: referencePrice(dec(change.unitCost), product.baseUnit),
    },
    affected_count: rows.length,
    newly_below_target_count: rows.filter((row) => row.below_target && !row.was_below_target)
      .length,
    recipes: rows,
    menus: menus.map(toImpactMenu).sort((a, b) => a.name.localeCompare(b.name, 'es')),
    sales_volume: salesVolume(recipes, weekly),
  };
}
