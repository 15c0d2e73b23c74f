import { describe, expect, it } from 'vitest';
import {
  canCreate,
  featureRequiredMessage,
  isPremium,
  planHasFeature,
  planRank,
  quotaExceededMessage,
  requiredPlanFor,
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
