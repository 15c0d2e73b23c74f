import { useQuery } from '@tanstack/react-query';
import {
  categoryCostShareSchema,
  type CategoryCostShare,
} from '@costeo/domain/contracts/analytics';
import { apiClient } from '../../lib/api-client.ts';
import { analyticsKeys } from './keys.ts';
import { CATEGORY_COST_SHARE_URL } from '../urls.ts';

export async function getCategoryCostShare(): Promise<CategoryCostShare> {
  const { data } = await apiClient.get<unknown>(CATEGORY_COST_SHARE_URL);
  return categoryCostShareSchema.parse(data);
}

export function useCategoryCostShare() {
  return useQuery({ queryKey: analyticsKeys.categoryCostShare(), queryFn: getCategoryCostShare });
}
