import {
  featureRequiredMessage,
  isUnlimited,
  planHasFeature,
  quotaExceededMessage,
  requiredPlanFor,
  type Feature,
  type QuotaResource,
} from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countResource, type ResourceCounters } from '../usage/resource-counters.ts';
import { planCodeOf, toPlan } from './subscriptions.mappers.ts';
import type { PlanRow } from './subscriptions.repository.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export function planLimit(plan: PlanRow, resource: QuotaResource): number {
  return resource === 'ingredient_instances' ? plan.maxIngredientInstances : plan.maxRecipes;
}

/**
 * The plan's quotas and features, enforced. Creating modules call `withQuota`: the check and the
 * insert share one transaction that first locks the owner's subscription row, so N concurrent
 * creates at the limit create exactly up to the limit (DESIGN.md §5).
 */
export function createEntitlementsService(deps: {
  db: Db;
  subscriptions: SubscriptionsService;
  counters: ResourceCounters;
}) {
  const { db, subscriptions, counters } = deps;

  async function assertCanCreate(tx: Db, ownerId: number, resource: QuotaResource): Promise<void> {
    const { plan } = await subscriptions.settleLocked(tx, ownerId);
    const limit = planLimit(plan, resource);
    if (isUnlimited(limit)) return;
    const used = await countResource(counters, tx, ownerId, resource);
    if (used >= limit) {
      throw new AppError('quota_exceeded', quotaExceededMessage(resource, limit, plan.name), {
        extra: { resource, limit, plan: planCodeOf(plan) },
      });
    }
  }

  return {
    assertCanCreate,

    /** Creates inside the quota: `create` runs in the transaction that holds the owner's lock. */
    withQuota<T>(ownerId: number, resource: QuotaResource, create: (tx: Db) => Promise<T>) {
      return db.transaction(async (tx) => {
        await assertCanCreate(tx, ownerId, resource);
        return create(tx);
      });
    },

    async assertFeature(ownerId: number, feature: Feature): Promise<void> {
      const { plan } = await subscriptions.current(ownerId);
      if (planHasFeature(toPlan(plan), feature)) return;
      const code = planCodeOf(plan);
      throw new AppError('feature_not_available', featureRequiredMessage(code), {
        extra: { feature, required_plan: requiredPlanFor(code) },
      });
    },
  };
}

export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
