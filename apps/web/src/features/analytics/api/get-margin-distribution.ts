import { useQuery } from '@tanstack/react-query';
import {
  marginDistributionSchema,
  type MarginDistribution,
} from '@costeo/domain/contracts/analytics';
import { apiClient } from '../../../lib/api-client.ts';
import { analyticsKeys } from './query-keys.ts';

export async function getMarginDistribution(): Promise<MarginDistribution> {
  const { data } = await apiClient.get<unknown>('/api/analytics/margin_distribution/');
  return marginDistributionSchema.parse(data);
}

export function useMarginDistribution() {
  return useQuery({
    queryKey: analyticsKeys.marginDistribution(),
    queryFn: getMarginDistribution,
  });
}
