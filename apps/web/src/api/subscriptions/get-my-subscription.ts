import { queryOptions, useQuery } from '@tanstack/react-query';
import { mySubscriptionSchema, type MySubscription } from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';
import { MY_SUBSCRIPTION_URL } from '../urls.ts';

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
