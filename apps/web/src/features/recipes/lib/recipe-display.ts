import type { RecipeListItem } from '@costeo/domain/contracts/recipes';
import { formatEuro, formatPercentFixed, formatQuantity } from '../../../lib/format.ts';

/** "4 raciones", "1 ración". */
export function servingsLabel(servings: number): string {
  return servings === 1 ? '1 ración' : `${servings.toLocaleString('es-ES')} raciones`;
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
