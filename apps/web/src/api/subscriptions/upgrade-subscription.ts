import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  subscriptionSchema,
  upgradeRequestSchema,
  upgradeResponseSchema,
  type UpgradePending,
  type UpgradeRequest,
  type UpgradeResponse,
} from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../lib/api-client.ts';
import { createIdempotencyKey, IDEMPOTENCY_KEY_HEADER } from '../../lib/idempotency-key.ts';
import { usageKeys } from '../usage/keys.ts';
import { subscriptionKeys } from './keys.ts';
import { UPGRADE_SUBSCRIPTION_URL } from '../urls.ts';

export async function upgradeSubscription(
  request: UpgradeRequest,
  idempotencyKey: string,
): Promise<UpgradeResponse> {
  const { data } = await apiClient.post<unknown>(
    UPGRADE_SUBSCRIPTION_URL,
    upgradeRequestSchema.parse(request),
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
  return upgradeResponseSchema.parse(data);
}

/** Stripe's answer: the plan waits for Stripe (a Checkout page to go to, or a price change). */
export function isPendingUpgrade(response: UpgradeResponse): response is UpgradePending {
  return 'pending_plan' in response;
}

/**
 * SPEC.md §4: after an upgrade the subscription and the quota are reloaded. The mutation stays
 * pending until they are, so the modal never shows the old plan after "success".
 */
export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per attempt (per click); the client's one retry after a token refresh re-sends
    // the same request, key included, so the server replays instead of charging again.
    mutationFn: (request: UpgradeRequest) => upgradeSubscription(request, createIdempotencyKey()),
    onSuccess: async (response) => {
      // Stripe (decision 029): the plan changes when Stripe confirms it, not with this answer.
      if (!isPendingUpgrade(response)) {
        queryClient.setQueryData(
          subscriptionKeys.mySubscription(),
          subscriptionSchema.parse(response),
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.mySubscription() }),
        queryClient.invalidateQueries({ queryKey: usageKeys.quotaInfo() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.billingHistory() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.planHistory() }),
      ]);
    },
  });
}
