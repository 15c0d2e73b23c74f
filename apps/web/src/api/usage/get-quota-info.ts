import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotaInfoSchema, type QuotaInfo } from '@costeo/domain/contracts/subscriptions';
import { apiClient } from '../../lib/api-client.ts';
import { usageKeys } from './keys.ts';
import { QUOTA_INFO_URL } from '../urls.ts';

/** Usage, limits and plan of the signed-in user (SPEC.md §3 "Quota info"). */
export async function getQuotaInfo(): Promise<QuotaInfo> {
  const { data } = await apiClient.get<unknown>(QUOTA_INFO_URL);
  return quotaInfoSchema.parse(data);
}

export function quotaInfoQueryOptions() {
  return queryOptions({ queryKey: usageKeys.quotaInfo(), queryFn: getQuotaInfo });
}

export function useQuotaInfo() {
  return useQuery(quotaInfoQueryOptions());
}
