/**
 * Subscription plan rules shared by the API and the web app (SPEC.md §4–§6, §9).
 * Pure functions; the plans' limits and prices come from the plan data, not from here.
 */

export const PLAN_CODES = ['free', 'pro', 'business'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** SPEC.md §9: free 0, pro 1, business 2. */
export const PLAN_ORDER: Record<PlanCode, number> = { free: 0, pro: 1, business: 2 };

/** SPEC.md §9: -1 marks an unlimited quota. */
export const UNLIMITED = -1;

/** SPEC.md §9: a resource is "near limit" from 80 % of its limit. */
export const NEAR_LIMIT_RATIO = 0.8;

/** SPEC.md §6 / §9: the free plan's default limits. */
export const FREE_PLAN_DEFAULT_LIMITS = { ingredient_instances: 50, recipes: 20 } as const;

export const QUOTA_RESOURCES = ['ingredient_instances', 'recipes'] as const;
export type QuotaResource = (typeof QUOTA_RESOURCES)[number];

export const FEATURES = ['exports', 'price_history', 'analytics'] as const;
export type Feature = (typeof FEATURES)[number];

export type UsageState = 'normal' | 'near_limit' | 'at_limit';

export function isPlanCode(value: unknown): value is PlanCode {
  return typeof value === 'string' && (PLAN_CODES as readonly string[]).includes(value);
}

/** The rank of a plan; no plan loaded counts as free (SPEC.md §4). */
export function planRank(code: PlanCode | null | undefined): number {
  return PLAN_ORDER[code ?? 'free'];
}

/** Pro and Business both count as premium (SPEC.md §6). */
export function isPremium(code: PlanCode | null | undefined): boolean {
  return planRank(code) >= PLAN_ORDER.pro;
}

/** Upgrade options are only the plans ranked above the current one, in rank order. */
export function upgradeOptions<P extends { code: PlanCode }>(
  plans: readonly P[],
  current: PlanCode | null | undefined,
): P[] {
  const rank = planRank(current);
  return plans
    .filter((plan) => PLAN_ORDER[plan.code] > rank)
    .sort((a, b) => PLAN_ORDER[a.code] - PLAN_ORDER[b.code]);
}

export function isUnlimited(limit: number): boolean {
  return limit === UNLIMITED;
}

/** normal; near limit at ≥ 80 % of the limit; at limit when used ≥ limit. -1 is never limited. */
export function usageState(used: number, limit: number): UsageState {
  if (isUnlimited(limit)) return 'normal';
  if (used >= limit) return 'at_limit';
  if (used >= limit * NEAR_LIMIT_RATIO) return 'near_limit';
  return 'normal';
}

/** Share of the limit used, for a progress bar: 0–100, capped at 100; 0 when unlimited. */
export function usagePercentage(used: number, limit: number): number {
  if (isUnlimited(limit)) return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 10000) / 100);
}

/** Whether one more item may be created. */
export function canCreate(used: number, limit: number): boolean {
  return isUnlimited(limit) || used < limit;
}

const RESOURCE_NOUN: Record<QuotaResource, string> = {
  ingredient_instances: 'ingredientes',
  recipes: 'recetas',
};

/** SPEC.md §5: 'Has alcanzado el límite de {limit} ingredientes de tu plan {plan}.' */
export function quotaExceededMessage(
  resource: QuotaResource,
  limit: number,
  planName: string,
): string {
  return `Has alcanzado el límite de ${limit} ${RESOURCE_NOUN[resource]} de tu plan ${planName}.`;
}

/**
 * The plan a locked feature asks for: Pro, or Business when the user is already on a premium
 * plan (SPEC.md §5).
 */
export function requiredPlanFor(current: PlanCode | null | undefined): PlanCode {
  return isPremium(current) ? 'business' : 'pro';
}

const PLAN_DISPLAY_NAME: Record<PlanCode, string> = {
  free: 'Gratuito',
  pro: 'Pro',
  business: 'Business',
};

/** SPEC.md §5: 'Esta funcionalidad requiere un plan Pro o superior.' (Business when premium). */
export function featureRequiredMessage(current: PlanCode | null | undefined): string {
  return `Esta funcionalidad requiere un plan ${PLAN_DISPLAY_NAME[requiredPlanFor(current)]} o superior.`;
}

/** Plan flags as stored (SPEC.md §3) and the feature each one unlocks. */
export const FEATURE_FLAG: Record<
  Feature,
  'has_export_reports' | 'has_price_history' | 'has_cost_analytics'
> = {
  exports: 'has_export_reports',
  price_history: 'has_price_history',
  analytics: 'has_cost_analytics',
};

export function planHasFeature(
  plan: Record<(typeof FEATURE_FLAG)[Feature], boolean>,
  feature: Feature,
): boolean {
  return plan[FEATURE_FLAG[feature]];
}
