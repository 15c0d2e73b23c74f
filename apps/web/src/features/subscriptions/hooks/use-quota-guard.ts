import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  canCreate as canCreateMore,
  quotaExceededMessage,
  usageState,
  type QuotaResource,
  type UsageState,
} from '@costeo/domain/plans';
import { getQuotaExceeded } from '../../../lib/api-errors.ts';
import { useQuotaInfo } from '../../../api/usage/get-quota-info.ts';
import { usageKeys } from '../../../api/usage/keys.ts';
import { openUpgradeModal } from '../stores/upgrade-modal-store.ts';

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
   * Runs `action` unless the limit is reached; then opens the upgrade modal as 'Límite alcanzado'
   * with the message instead. Returns whether the action ran.
   */
  guard: (action: () => void) => boolean;
  /**
   * A refused create (403 `quota_exceeded`: our cached usage was stale) gets the same answer as
   * the guard, with the server's message; the usage is reloaded. Returns whether it was one.
   */
  handleRefusal: (error: unknown) => boolean;
}

/**
 * SPEC.md §5: creating an ingredient or a recipe is blocked at the limit with the message and an
 * upgrade action. The message is shown once, where the user acted: in the 'Límite alcanzado'
 * upgrade modal, which offers the plans. While quota info is unknown (loading or failed)
 * creation is allowed: the server checks the quota anyway, and its 403 goes to `handleRefusal`.
 */
export function useQuotaGuard(resource: QuotaResource): QuotaGuard {
  const queryClient = useQueryClient();
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
        openUpgradeModal('limit', message);
        return false;
      }
      action();
      return true;
    },
    [message],
  );

  const handleRefusal = useCallback(
    (error: unknown) => {
      const refusal = getQuotaExceeded(error);
      if (!refusal) return false;
      void queryClient.invalidateQueries({ queryKey: usageKeys.quotaInfo() });
      openUpgradeModal('limit', refusal.detail);
      return true;
    },
    [queryClient],
  );

  return {
    canCreate,
    state: known ? usageState(used, limit) : 'normal',
    used,
    limit,
    message,
    isLoading: isPending,
    guard,
    handleRefusal,
  };
}
