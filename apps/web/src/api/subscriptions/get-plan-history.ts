import { queryOptions, useQuery } from '@tanstack/react-query';
import { planHistorySchema, type PlanHistory } from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';
import { PLAN_HISTORY_URL } from '../urls.ts';

/** The first page of plan changes (alta, mejoras, cancelaciones, caducidades). */
export async function getPlanHistory(): Promise<PlanHistory> {
  const { data } = await apiClient.get<unknown>(PLAN_HISTORY_URL);
  return planHistorySchema.parse(data);
}

export function planHistoryQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.planHistory(), queryFn: getPlanHistory });
}

export function usePlanHistory() {
  return useQuery(planHistoryQueryOptions());
}
