import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../lib/api-client.ts';
import { createIdempotencyKey, IDEMPOTENCY_KEY_HEADER } from '../../lib/idempotency-key.ts';
import { subscriptionKeys } from './keys.ts';
import { CANCEL_SUBSCRIPTION_URL } from '../urls.ts';

/** Cancels at the end of the paid period (DESIGN.md §6): the plan stays until then. */
export async function cancelSubscription(idempotencyKey: string): Promise<Subscription> {
  // An empty JSON object: the API refuses a JSON content type with no body at all.
  const { data } = await apiClient.post<unknown>(
    CANCEL_SUBSCRIPTION_URL,
    {},
    {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    },
  );
  return subscriptionSchema.parse(data);
}

/** SPEC.md §4: after a cancel the subscription is reloaded. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelSubscription(createIdempotencyKey()),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionKeys.mySubscription(), subscription);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.mySubscription() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.planHistory() }),
      ]);
    },
  });
}
