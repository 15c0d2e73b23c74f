import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingHistorySchema, type BillingHistory } from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';
import { BILLING_HISTORY_URL } from '../urls.ts';

/** The first page of invoices, newest first (the server's order). */
export async function getBillingHistory(): Promise<BillingHistory> {
  const { data } = await apiClient.get<unknown>(BILLING_HISTORY_URL);
  return billingHistorySchema.parse(data);
}

export function billingHistoryQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.billingHistory(), queryFn: getBillingHistory });
}

export function useBillingHistory() {
  return useQuery(billingHistoryQueryOptions());
}
