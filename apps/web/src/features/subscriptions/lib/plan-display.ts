import type { MantineColor } from '@mantine/core';
import type { Plan, PlanChangeReason } from '@costeo/domain/contracts/subscriptions';
import {
  FEATURES,
  isUnlimited,
  planHasFeature,
  type Feature,
  type PlanCode,
  type QuotaResource,
  type UsageState,
} from '@costeo/domain/plans';
import { formatEuro } from '../../../lib/format.ts';

/** SPEC.md §2: the optional features a plan card lists, with these exact labels. */
export const FEATURE_LABELS: Record<Feature, string> = {
  exports: 'Exportación PDF/Excel',
  price_history: 'Historial de precios',
  analytics: 'Analytics avanzado',
};

/** The labels of the features `plan` includes, in SPEC order. */
export function planFeatureLabels(plan: Plan): string[] {
  return FEATURES.filter((feature) => planHasFeature(plan, feature)).map(
    (feature) => FEATURE_LABELS[feature],
  );
}

/** Badge colour per plan: grey, the brand's terracotta, violet. */
export const PLAN_COLORS: Record<PlanCode, MantineColor> = {
  free: 'gray',
  pro: 'terracotta',
  business: 'violet',
};

/** The plan name in text: the badge colour, dark enough to read (free stays the body colour). */
export const PLAN_TEXT_COLORS: Record<PlanCode, MantineColor | undefined> = {
  free: undefined,
  pro: 'terracotta.8',
  business: 'violet.8',
};

/** SPEC.md §2: only the pro card says 'Recomendado'. */
export const RECOMMENDED_PLAN: PlanCode = 'pro';

/** SPEC.md §9: prices are monthly euros. "19.00" → "19,00 €/mes". */
export function formatMonthlyPrice(price: string): string {
  return `${formatEuro(price)}/mes`;
}

export const RESOURCE_LABELS: Record<QuotaResource, string> = {
  ingredient_instances: 'Ingredientes',
  recipes: 'Recetas',
};

/** SPEC.md §2's word for a limit of -1. */
export const UNLIMITED_LABEL = 'ilimitados';

/** The limit as the menu shows it after "used /": "50", or 'ilimitados' for -1. */
export function formatLimit(limit: number): string {
  return isUnlimited(limit) ? UNLIMITED_LABEL : String(limit);
}

const RESOURCE_NOUNS: Record<QuotaResource, string> = {
  ingredient_instances: 'ingredientes',
  recipes: 'recetas',
};

/**
 * The allowance lines of a plan card: "500 ingredientes", "200 recetas"; unlimited ones say
 * 'ilimitados' ("Ingredientes y recetas ilimitados" when both are).
 */
export function planAllowanceLines(plan: Plan): string[] {
  const ingredients = plan.max_ingredient_instances;
  const recipes = plan.max_recipes;
  // "recetas" is feminine: the shared line keeps SPEC's 'ilimitados' and reads as correct Spanish.
  if (isUnlimited(ingredients) && isUnlimited(recipes)) {
    return [`Ingredientes y recetas ${UNLIMITED_LABEL}`];
  }
  return [
    isUnlimited(ingredients)
      ? `Ingredientes ${UNLIMITED_LABEL}`
      : `${ingredients} ${RESOURCE_NOUNS.ingredient_instances}`,
    isUnlimited(recipes) ? 'Recetas ilimitadas' : `${recipes} ${RESOURCE_NOUNS.recipes}`,
  ];
}

/** The text hint that goes with the colour of a usage bar (colour alone is not enough). */
export const USAGE_STATE_HINTS: Record<UsageState, string | null> = {
  normal: null,
  near_limit: 'Cerca del límite',
  at_limit: 'Límite alcanzado',
};

/** Plan history reasons in Spanish. */
export const PLAN_CHANGE_REASON_LABELS: Record<PlanChangeReason, string> = {
  signup: 'Alta',
  upgrade: 'Mejora',
  cancel: 'Cancelación',
  expire: 'Caducidad',
  admin: 'Cambio manual',
};
