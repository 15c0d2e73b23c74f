import { dec, toMoney, type DecimalInput } from './decimal.ts';

/**
 * Subscription plan rules shared by the API and the web app (SPEC.md §4–§6, §9): plan rank,
 * the quota check, proration. Pure functions; the plans' limits and prices come from the plan
 * data, not from here.
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

/** One resource's usage against its limit, as quota progress and the Dashboard answer it. */
export function resourceProgress(used: number, limit: number) {
  return {
    used,
    limit,
    percentage: usagePercentage(used, limit),
    state: usageState(used, limit),
    unlimited: isUnlimited(limit),
  };
}

/** The quota check: whether one more item may be created (-1 is unlimited). */
export function canCreate(used: number, limit: number): boolean {
  return isUnlimited(limit) || used < limit;
}

/** A plan's limits as the contract names them (SPEC.md §3). */
export interface PlanLimits {
  max_ingredient_instances: number;
  max_recipes: number;
}

/** The plan's limit for a resource; -1 = unlimited. */
export function planLimit(plan: PlanLimits, resource: QuotaResource): number {
  return resource === 'ingredient_instances' ? plan.max_ingredient_instances : plan.max_recipes;
}

/** Every quota resource's limit: the `limits` of quota info and usage stats. */
export function planLimits(plan: PlanLimits): Record<QuotaResource, number> {
  return {
    ingredient_instances: planLimit(plan, 'ingredient_instances'),
    recipes: planLimit(plan, 'recipes'),
  };
}

/**
 * The 403 `quota_exceeded` body (SPEC.md §5). Declared here, where it is built, so the plans do not
 * import the error contracts that list them (`quotaExceededErrorSchema` is checked against it).
 */
export interface QuotaRefusal {
  detail: string;
  code: 'quota_exceeded';
  resource: QuotaResource;
  limit: number;
  plan: PlanCode;
}

/**
 * The quota check with its refusal: null when one more may be created, else the 403
 * `quota_exceeded` body (SPEC.md §5 message, resource, limit, plan code).
 */
export function quotaRefusal(
  resource: QuotaResource,
  used: number,
  plan: PlanLimits & { code: PlanCode; name: string },
): QuotaRefusal | null {
  const limit = planLimit(plan, resource);
  if (canCreate(used, limit)) return null;
  return {
    detail: quotaExceededMessage(resource, limit, plan.name),
    code: 'quota_exceeded',
    resource,
    limit,
    plan: plan.code,
  };
}

/** Only a plan ranked above the current one is an upgrade (SPEC.md §4). */
export function isUpgrade(current: PlanCode | null | undefined, target: PlanCode): boolean {
  return planRank(target) > planRank(current);
}

/** A paid period as stored: `end` is null on the free plan, which has no billing period. */
export interface BillingPeriod {
  start: Date;
  end: Date | null;
}

/**
 * The unused share of the current paid period, in euros at 2 places (half up): price × time left
 * ÷ period length. 0 with no period, or once it is over.
 */
export function unusedCredit(priceMonthly: DecimalInput, period: BillingPeriod, at: Date): string {
  const { start, end } = period;
  if (!end || end <= at) return '0.00';
  const total = end.getTime() - start.getTime();
  if (total <= 0) return '0.00';
  const remaining = end.getTime() - at.getTime();
  return toMoney(dec(priceMonthly).times(remaining).dividedBy(total));
}

/**
 * Proration of an upgrade (DESIGN.md §6): the new plan's first month minus the unused credit of
 * the current period, never below 0. Pro (19 €) → Business (49 €) half-way: 49,00 − 9,50 = 39,50.
 */
export function prorateUpgrade(input: {
  currentPrice: DecimalInput;
  period: BillingPeriod;
  targetPrice: DecimalInput;
  at: Date;
}): { credit: string; amount: string } {
  const credit = unusedCredit(input.currentPrice, input.period, input.at);
  const amount = dec(input.targetPrice).minus(credit);
  return { credit, amount: toMoney(amount.isNegative() ? dec(0) : amount) };
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
