import { useQuery } from '@tanstack/react-query';
import {
  categoryCostShareSchema,
  type CategoryCostShare,
} from '@costeo/domain/contracts/analytics';
import { apiClient } from '../../../lib/api-client.ts';
import { analyticsKeys } from './query-keys.ts';

export async function getCategoryCostShare(): Promise<CategoryCostShare> {
  const { data } = await apiClient.get<unknown>('/api/analytics/category_cost_share/');
  return categoryCostShareSchema.parse(data);
}

export function useCategoryCostShare() {
  return useQuery({ queryKey: analyticsKeys.categoryCostShare(), queryFn: getCategoryCostShare });
}
