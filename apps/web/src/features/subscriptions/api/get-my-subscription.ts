import { queryOptions, useQuery } from '@tanstack/react-query';
import { mySubscriptionSchema, type MySubscription } from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './query-keys.ts';

export const MY_SUBSCRIPTION_URL = '/api/my-subscription/';

export async function getMySubscription(): Promise<MySubscription> {
  const { data } = await apiClient.get<unknown>(MY_SUBSCRIPTION_URL);
  return mySubscriptionSchema.parse(data);
}

export function mySubscriptionQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.mySubscription(), queryFn: getMySubscription });
}

export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
