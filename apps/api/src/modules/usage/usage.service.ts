import type {
  MonthlyUsage,
  QuotaInfo,
  QuotaProgress,
  UsageStats,
} from '@costeo/domain/contracts/subscriptions';
import {
  QUOTA_RESOURCES,
  planLimits,
  resourceProgress,
  type QuotaResource,
} from '@costeo/domain/plans';
import type { Db } from '../../db/client.ts';
import { monthRange } from '../../lib/dates.ts';
import { countResource, type ResourceCounters } from '../../lib/resource-counters.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';

type Counts = Record<QuotaResource, number>;

/** What the user holds against what the plan allows (SPEC.md §3 quota info, §7 usage). */
export function createUsageService(deps: {
  db: Db;
  subscriptions: SubscriptionsService;
  counters: ResourceCounters;
  /** Exports served in [from, to) (the exports module's log, through its service). */
  exportsBetween?: (ownerId: number, from: Date, to: Date) => Promise<number>;
}) {
  const { db, subscriptions, counters } = deps;

  async function usageOf(ownerId: number): Promise<Counts> {
    return {
      ingredient_instances: await countResource(counters, db, ownerId, 'ingredient_instances'),
      recipes: await countResource(counters, db, ownerId, 'recipes'),
    };
  }

  return {
    async quotaInfo(ownerId: number): Promise<QuotaInfo> {
      const { plan } = await subscriptions.getSubscription(ownerId);
      return { usage: await usageOf(ownerId), limits: planLimits(plan), plan };
    },

    async quotaProgress(ownerId: number): Promise<QuotaProgress> {
      const { plan } = await subscriptions.getSubscription(ownerId);
      const usage = await usageOf(ownerId);
      const limits = planLimits(plan);
      return {
        plan: plan.code,
        ingredient_instances: resourceProgress(
          usage.ingredient_instances,
          limits.ingredient_instances,
        ),
        recipes: resourceProgress(usage.recipes, limits.recipes),
      };
    },

    async stats(ownerId: number): Promise<UsageStats> {
      const subscription = await subscriptions.getSubscription(ownerId);
      const { plan } = subscription;
      return {
        plan: plan.code,
        plan_name: plan.name,
        usage: await usageOf(ownerId),
        limits: planLimits(plan),
        features: plan.features,
        subscription_status: subscription.status,
        current_period_end: subscription.current_period_end,
        member_since: subscription.created_at,
      };
    },

    async monthly(ownerId: number, year: number, month: number): Promise<MonthlyUsage> {
      await subscriptions.getSubscription(ownerId);
      const { start, end } = monthRange(year, month);
      const created: Counts = { ingredient_instances: 0, recipes: 0 };
      const updated: Counts = { ingredient_instances: 0, recipes: 0 };
      for (const resource of QUOTA_RESOURCES) {
        const changes = await counters.get(resource)?.changesBetween(db, ownerId, start, end);
        created[resource] = changes?.created ?? 0;
        updated[resource] = changes?.updated ?? 0;
      }
      const summary = await subscriptions.monthSummary(ownerId, start, end);
      return {
        year,
        month,
        period_start: start.toISOString(),
        period_end: end.toISOString(),
        created,
        updated,
        plan_changes: summary.planChanges,
        invoices_total: summary.invoicesTotal,
        exports: (await deps.exportsBetween?.(ownerId, start, end)) ?? 0,
      };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
