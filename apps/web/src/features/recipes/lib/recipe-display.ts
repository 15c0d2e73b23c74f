import type { RecipeCostFields, RecipeListItem } from '@costeo/domain/contracts/recipes';
import { dec } from '@costeo/domain/decimal';
import { UNITS, type UnitCode } from '@costeo/domain/units';
import {
  formatCount,
  formatEuro,
  formatPercentFixed,
  formatQuantity,
  formatUnitPrice,
} from '../../../lib/format.ts';

/**
 * The phone's bottom bar of Detalle de Receta (issue 31): a dish's cost per ración, food cost and
 * margin; an elaboración's cost per yield unit and its batch. "—" while not known.
 */
export function recipeBarFigures(
  figures: Pick<
    RecipeCostFields,
    | 'cost_per_serving'
    | 'food_cost_pct'
    | 'margin_per_serving'
    | 'total_cost'
    | 'cost_per_yield_unit'
  > | null,
  yieldUnit: UnitCode | null,
): { label: string; value: string }[] {
  if (yieldUnit !== null) {
    const perUnit = figures?.cost_per_yield_unit ?? null;
    return [
      {
        label: `Coste por ${yieldUnit}`,
        value: perUnit === null ? '—' : `${formatUnitPrice(perUnit)}/${yieldUnit}`,
      },
      { label: 'Coste del lote', value: euroOrDash(figures?.total_cost ?? null) },
    ];
  }
  return [
    { label: 'Coste por ración', value: euroOrDash(figures?.cost_per_serving ?? null) },
    { label: 'Food cost', value: percentOrDash(figures?.food_cost_pct ?? null) },
    { label: 'Margen', value: euroOrDash(figures?.margin_per_serving ?? null) },
  ];
}

/** "4 raciones", "1 ración". */
export function servingsLabel(servings: number): string {
  return servings === 1 ? '1 ración' : `${formatCount(servings)} raciones`;
}

export function euroOrDash(value: string | null): string {
  return value === null ? '—' : formatEuro(value);
}

export function percentOrDash(value: string | null): string {
  return value === null ? '—' : formatPercentFixed(value);
}

/** What an elaboración yields ("2 l"), or null for a dish. */
export function yieldLabel(recipe: Pick<RecipeListItem, 'yield_quantity' | 'yield_unit'>) {
  return recipe.yield_quantity !== null && recipe.yield_unit !== null
    ? `${formatQuantity(recipe.yield_quantity)} ${recipe.yield_unit}`
    : null;
}

/** "1,57 €/l": what one yield unit of an elaboración costs, or null without a yield or cost. */
export function yieldUnitCostLabel(
  recipe: Pick<RecipeListItem, 'cost_per_yield_unit' | 'yield_unit'>,
): string | null {
  if (recipe.cost_per_yield_unit === null || recipe.yield_unit === null) return null;
  return `${formatEuro(recipe.cost_per_yield_unit)}/${recipe.yield_unit}`;
}

/**
 * "Rinde 1,2 l · 1,57 €/l": for an elaboración the figure a chef costs with, in place of a cost per
 * ración that means nothing for a sauce (issue 16).
 */
export function yieldSummary(
  recipe: Pick<RecipeListItem, 'yield_quantity' | 'yield_unit' | 'cost_per_yield_unit'>,
): string | null {
  const yields = yieldLabel(recipe);
  if (yields === null) return null;
  const perUnit = yieldUnitCostLabel(recipe);
  return perUnit === null ? `Rinde ${yields}` : `Rinde ${yields} · ${perUnit}`;
}

/** "0,16 € por 100 ml" (or g) for a yield in mass or volume; null for one counted in ud. */
export function perHundredLabel(costPerYieldUnit: string, yieldUnit: UnitCode): string | null {
  const { kind, factor } = UNITS[yieldUnit];
  if (kind === 'count') return null;
  const perHundred = dec(costPerYieldUnit).times(100).dividedBy(factor);
  return `${formatEuro(perHundred.toFixed(4))} por 100 ${kind === 'mass' ? 'g' : 'ml'}`;
}

/** Categories a kitchen usually files its recipes under (the field is free text). */
export const COMMON_CATEGORIES = [
  'Entrantes',
  'Tapas',
  'Primeros',
  'Segundos',
  'Arroces',
  'Postres',
  'Elaboraciones básicas',
  'Salsas',
];
