import { useQuery } from '@tanstack/react-query';
import {
  marginDistributionSchema,
  type MarginDistribution,
} from '@costeo/domain/contracts/analytics';
import { apiClient } from '../../lib/api-client.ts';
import { analyticsKeys } from './keys.ts';
import { MARGIN_DISTRIBUTION_URL } from '../urls.ts';

export async function getMarginDistribution(): Promise<MarginDistribution> {
  const { data } = await apiClient.get<unknown>(MARGIN_DISTRIBUTION_URL);
  return marginDistributionSchema.parse(data);
}

export function useMarginDistribution() {
  return useQuery({
    queryKey: analyticsKeys.marginDistribution(),
    queryFn: getMarginDistribution,
  });
}
