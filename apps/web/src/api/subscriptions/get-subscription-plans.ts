import { queryOptions, useQuery } from '@tanstack/react-query';
import { planListSchema, type Plan } from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';
import { SUBSCRIPTION_PLANS_URL } from '../urls.ts';

/** The plan catalogue (public; three plans, so one page holds them all). */
export async function getSubscriptionPlans(): Promise<Plan[]> {
  const { data } = await apiClient.get<unknown>(SUBSCRIPTION_PLANS_URL);
  return planListSchema.parse(data).results;
}

export function subscriptionPlansQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: getSubscriptionPlans,
    // Plans change with a deploy, not while the user looks at them.
    staleTime: 10 * 60_000,
  });
}

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions());
}
