import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  extraCostHistoryListSchema,
  type ExtraCostHistoryList,
} from '@costeo/domain/contracts/extra-costs';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { EXTRA_COST_HISTORY_URL } from '../urls.ts';

/** `GET /api/extra-cost-history/?recipe={id}`: creates, amount changes and removals, newest first. */
export async function getExtraCostHistory(recipeId: number): Promise<ExtraCostHistoryList> {
  const { data } = await apiClient.get<unknown>(EXTRA_COST_HISTORY_URL, {
    params: { recipe: recipeId, page_size: 50 },
  });
  return extraCostHistoryListSchema.parse(data);
}

export function extraCostHistoryQueryOptions(recipeId: number) {
  return queryOptions({
    queryKey: extraCostKeys.recipeHistory(recipeId),
    queryFn: () => getExtraCostHistory(recipeId),
  });
}

export function useExtraCostHistory(recipeId: number, enabled = true) {
  return useQuery({ ...extraCostHistoryQueryOptions(recipeId), enabled });
}
