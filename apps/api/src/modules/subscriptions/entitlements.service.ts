import {
  featureRequiredMessage,
  isUnlimited,
  planHasFeature,
  planLimit,
  quotaExceededMessage,
  quotaRefusal,
  requiredPlanFor,
  type Feature,
  type QuotaResource,
} from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countResource, type ResourceCounters } from '../../lib/resource-counters.ts';
import { toPlan } from './subscriptions.mappers.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

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
    const plan = toPlan((await subscriptions.settleLocked(tx, ownerId)).plan);
    if (isUnlimited(planLimit(plan, resource))) return;
    const refusal = quotaRefusal(
      resource,
      await countResource(counters, tx, ownerId, resource),
      plan,
    );
    if (refusal) throw AppError.quotaExceeded(refusal);
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

    /**
     * Room left in a quota for a bulk create (the price-list import), locking the owner's
     * subscription row as `withQuota` does; `remaining` is null on an unlimited plan, and `message`
     * is the SPEC.md §5 refusal for the rows that no longer fit.
     */
    async quotaRoom(tx: Db, ownerId: number, resource: QuotaResource) {
      const plan = toPlan((await subscriptions.settleLocked(tx, ownerId)).plan);
      const limit = planLimit(plan, resource);
      const used = await countResource(counters, tx, ownerId, resource);
      return {
        limit,
        used,
        remaining: isUnlimited(limit) ? null : Math.max(0, limit - used),
        message: quotaExceededMessage(resource, limit, plan.name),
      };
    },

    async assertFeature(ownerId: number, feature: Feature): Promise<void> {
      const plan = toPlan((await subscriptions.current(ownerId)).plan);
      if (planHasFeature(plan, feature)) return;
      throw AppError.featureNotAvailable({
        detail: featureRequiredMessage(plan.code),
        feature,
        required_plan: requiredPlanFor(plan.code),
      });
    },
  };
}

export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
