import { useCallback } from 'react';
import {
  canCreate as canCreateMore,
  quotaExceededMessage,
  usageState,
  type QuotaResource,
  type UsageState,
} from '@costeo/domain/plans';
import { useQuotaInfo } from '../api/get-quota-info.ts';
import { showQuotaExceeded } from '../lib/plan-refusals.tsx';

export interface QuotaGuard {
  /** False only when quota info says the limit is reached. */
  canCreate: boolean;
  state: UsageState;
  /** Null until quota info has loaded. */
  used: number | null;
  limit: number | null;
  /** SPEC.md §5 message when blocked, e.g. 'Has alcanzado el límite de 50 ingredientes de tu plan Gratuito.' */
  message: string | null;
  isLoading: boolean;
  /**
   * Runs `action` unless the limit is reached; then shows the message with the upgrade action
   * instead. Returns whether the action ran.
   */
  guard: (action: () => void) => boolean;
}

/**
 * SPEC.md §5: creating an ingredient or a recipe is blocked at the limit. While quota info is
 * unknown (loading or failed) creation is allowed: the server checks the quota anyway, and its
 * 403 goes through `handleQuotaExceededError` to the same experience.
 */
export function useQuotaGuard(resource: QuotaResource): QuotaGuard {
  const { data: quota, isPending } = useQuotaInfo();
  const used = quota ? quota.usage[resource] : null;
  const limit = quota ? quota.limits[resource] : null;
  const known = used !== null && limit !== null;
  const canCreate = known ? canCreateMore(used, limit) : true;
  const message =
    quota && known && !canCreate ? quotaExceededMessage(resource, limit, quota.plan.name) : null;

  const guard = useCallback(
    (action: () => void) => {
      if (message !== null) {
        showQuotaExceeded(message);
        return false;
      }
      action();
      return true;
    },
    [message],
  );

  return {
    canCreate,
    state: known ? usageState(used, limit) : 'normal',
    used,
    limit,
    message,
    isLoading: isPending,
    guard,
  };
}
