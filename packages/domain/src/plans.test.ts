import { describe, expect, it } from 'vitest';
import { quotaExceededErrorSchema } from './contracts/errors.ts';
import {
  canCreate,
  featureRequiredMessage,
  isPremium,
  isUpgrade,
  planHasFeature,
  planLimit,
  planLimits,
  planRank,
  prorateUpgrade,
  quotaExceededMessage,
  quotaRefusal,
  requiredPlanFor,
  unusedCredit,
  upgradeOptions,
  usagePercentage,
  usageState,
  type PlanCode,
} from './plans.ts';

const plans: { code: PlanCode; name: string }[] = [
  { code: 'business', name: 'Business' },
  { code: 'free', name: 'Gratuito' },
  { code: 'pro', name: 'Pro' },
];

describe('planRank (SPEC §9: free 0, pro 1, business 2; none loaded = free)', () => {
  it.each([
    ['free', 0],
    ['pro', 1],
    ['business', 2],
    [undefined, 0],
    [null, 0],
  ] as const)('%s → %i', (code, rank) => {
    expect(planRank(code)).toBe(rank);
  });
});

describe('isPremium (SPEC §6: pro and business are premium)', () => {
  it.each([
    ['free', false],
    ['pro', true],
    ['business', true],
    [undefined, false],
  ] as const)('%s → %s', (code, premium) => {
    expect(isPremium(code)).toBe(premium);
  });
});

describe('upgradeOptions (SPEC §4: only plans ranked above the current one)', () => {
  it.each([
    ['free', ['pro', 'business']],
    ['pro', ['business']],
    ['business', []],
    [undefined, ['pro', 'business']],
  ] as const)('from %s → %j', (current, expected) => {
    expect(upgradeOptions(plans, current).map((plan) => plan.code)).toEqual(expected);
  });
});

describe('usageState (SPEC §4: near limit from 80 %, at limit at or above it, -1 unlimited)', () => {
  it.each([
    [0, 100, 'normal'],
    [79, 100, 'normal'],
    [80, 100, 'near_limit'],
    [99, 100, 'near_limit'],
    [100, 100, 'at_limit'],
    [101, 100, 'at_limit'],
    [39, 50, 'normal'],
    [40, 50, 'near_limit'],
    [50, 50, 'at_limit'],
    [15, 20, 'normal'],
    [16, 20, 'near_limit'],
    [20, 20, 'at_limit'],
    [0, -1, 'normal'],
    [100000, -1, 'normal'],
    [0, 0, 'at_limit'],
  ] as const)('%i of %i → %s', (used, limit, state) => {
    expect(usageState(used, limit)).toBe(state);
  });
});

describe('usagePercentage (SPEC §2: the bar is capped at 100 %)', () => {
  it.each([
    [0, 50, 0],
    [25, 50, 50],
    [40, 50, 80],
    [50, 50, 100],
    [75, 50, 100],
    [1, 3, 33.33],
    [5, -1, 0],
  ] as const)('%i of %i → %d', (used, limit, percentage) => {
    expect(usagePercentage(used, limit)).toBe(percentage);
  });
});

describe('canCreate', () => {
  it.each([
    [49, 50, true],
    [50, 50, false],
    [51, 50, false],
    [10_000, -1, true],
  ] as const)('%i of %i → %s', (used, limit, allowed) => {
    expect(canCreate(used, limit)).toBe(allowed);
  });
});

describe('messages (SPEC §5)', () => {
  it('quota messages for ingredients and recipes', () => {
    expect(quotaExceededMessage('ingredient_instances', 50, 'Gratuito')).toBe(
      'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.',
    );
    expect(quotaExceededMessage('recipes', 200, 'Pro')).toBe(
      'Has alcanzado el límite de 200 recetas de tu plan Pro.',
    );
  });

  it('feature message names Pro, or Business when the user is already premium', () => {
    expect(featureRequiredMessage('free')).toBe(
      'Esta funcionalidad requiere un plan Pro o superior.',
    );
    expect(featureRequiredMessage(undefined)).toBe(
      'Esta funcionalidad requiere un plan Pro o superior.',
    );
    expect(featureRequiredMessage('pro')).toBe(
      'Esta funcionalidad requiere un plan Business o superior.',
    );
    expect(requiredPlanFor('free')).toBe('pro');
    expect(requiredPlanFor('pro')).toBe('business');
  });
});

describe('planHasFeature', () => {
  const pro = { has_export_reports: true, has_price_history: true, has_cost_analytics: false };
  it.each([
    ['exports', true],
    ['price_history', true],
    ['analytics', false],
  ] as const)('pro has %s → %s', (feature, has) => {
    expect(planHasFeature(pro, feature)).toBe(has);
  });
});

describe('planLimit / planLimits (SPEC §3: -1 = unlimited)', () => {
  const free = { max_ingredient_instances: 50, max_recipes: 20 };
  const business = { max_ingredient_instances: -1, max_recipes: -1 };

  it('reads each resource from the plan', () => {
    expect(planLimit(free, 'ingredient_instances')).toBe(50);
    expect(planLimit(free, 'recipes')).toBe(20);
    expect(planLimits(business)).toEqual({ ingredient_instances: -1, recipes: -1 });
  });
});

describe('quotaRefusal (SPEC §5: the quota check and its 403 body)', () => {
  const free = {
    code: 'free',
    name: 'Gratuito',
    max_ingredient_instances: 50,
    max_recipes: 20,
  } as const;
  const business = {
    code: 'business',
    name: 'Business',
    max_ingredient_instances: -1,
    max_recipes: -1,
  } as const;

  it('allows creating below the limit', () => {
    expect(quotaRefusal('ingredient_instances', 49, free)).toBeNull();
  });

  it('refuses at the limit with the SPEC message, resource, limit and plan code', () => {
    expect(quotaRefusal('ingredient_instances', 50, free)).toEqual({
      detail: 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.',
      code: 'quota_exceeded',
      resource: 'ingredient_instances',
      limit: 50,
      plan: 'free',
    });
    expect(quotaRefusal('recipes', 21, free)?.detail).toBe(
      'Has alcanzado el límite de 20 recetas de tu plan Gratuito.',
    );
  });

  it('never refuses on an unlimited plan (-1)', () => {
    expect(quotaRefusal('ingredient_instances', 1_000_000, business)).toBeNull();
  });

  it('the body matches the error contract', () => {
    const body = quotaRefusal('ingredient_instances', 50, free);
    expect(quotaExceededErrorSchema.safeParse(body).success).toBe(true);
  });
});

describe('isUpgrade (SPEC §4: only plans ranked above the current one)', () => {
  it.each([
    ['free', 'pro', true],
    ['free', 'business', true],
    ['pro', 'business', true],
    ['pro', 'pro', false],
    ['business', 'pro', false],
    ['pro', 'free', false],
    [null, 'pro', true],
  ] as const)('%s → %s: %s', (current, target, expected) => {
    expect(isUpgrade(current, target)).toBe(expected);
  });
});

describe('proration (DESIGN.md §6: new price minus the unused part of the paid period)', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-01-31T00:00:00Z');
  const halfWay = new Date('2026-01-16T00:00:00Z');

  it('pro → business half-way: 49.00 − 9.50 = 39.50', () => {
    expect(
      prorateUpgrade({
        currentPrice: '19.00',
        period: { start, end },
        targetPrice: '49.00',
        at: halfWay,
      }),
    ).toEqual({ credit: '9.50', amount: '39.50' });
  });

  it('free → pro: no paid period, no credit, the full 19.00', () => {
    expect(
      prorateUpgrade({
        currentPrice: '0.00',
        period: { start, end: null },
        targetPrice: '19.00',
        at: halfWay,
      }),
    ).toEqual({ credit: '0.00', amount: '19.00' });
  });

  it('at the very start of the period the whole price is credited', () => {
    expect(unusedCredit('19.00', { start, end }, start)).toBe('19.00');
  });

  it('a period already over leaves no credit', () => {
    expect(unusedCredit('19.00', { start, end }, new Date('2026-02-02T00:00:00Z'))).toBe('0.00');
  });

  it('rounds the credit half up to cents: a third of 19.00 left is 6.33', () => {
    const third = new Date(start.getTime() + ((end.getTime() - start.getTime()) * 2) / 3);
    expect(unusedCredit('19.00', { start, end }, third)).toBe('6.33');
  });

  it('never charges below 0', () => {
    expect(
      prorateUpgrade({
        currentPrice: '49.00',
        period: { start, end },
        targetPrice: '19.00',
        at: start,
      }).amount,
    ).toBe('0.00');
  });
});
