import type { ExtraCostType } from '@costeo/domain/recipe-graph';
import { formatCount, formatEuro, formatPercent } from '../../../lib/format.ts';

/** The three kinds of extra cost (DOMAIN.md §2), as the screens name them. */
export const EXTRA_COST_TYPE_LABELS: Record<ExtraCostType, string> = {
  fixed: 'Fijo por elaboración',
  per_serving: 'Por ración',
  percentage: 'Porcentaje',
};

/** What each kind costs a recipe, with an example in euros (the screen's explanation). */
export const EXTRA_COST_TYPE_EXPLANATIONS: Record<ExtraCostType, string> = {
  fixed:
    'Un importe por cada tanda, se hagan las raciones que se hagan: 4,00\u00a0€ de mano de obra por tanda.',
  per_serving:
    'Un importe por cada ración de la receta: envase para llevar 0,35\u00a0€ × raciones (4 raciones → 1,40\u00a0€).',
  percentage:
    'Un porcentaje del coste de ingredientes: energía 3\u00a0% (ingredientes de 20,00\u00a0€ → 0,60\u00a0€).',
};

/** The amount with its unit: "4,00 €", "0,35 €/ración", "3 %". */
export function formatExtraCostAmount(costType: ExtraCostType, amount: string): string {
  if (costType === 'percentage') return formatPercent(amount);
  if (costType === 'per_serving') return `${formatEuro(amount)}/ración`;
  return formatEuro(amount);
}

/** The unit the amount field is typed in. */
export function amountUnit(costType: ExtraCostType): string {
  if (costType === 'percentage') return '%';
  if (costType === 'per_serving') return '€/ración';
  return '€';
}

export function recipesCountLabel(count: number): string {
  if (count === 0) return 'Sin recetas';
  return count === 1 ? '1 receta' : `${formatCount(count)} recetas`;
}
