import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceHistorySchema, type PriceHistoryEntry } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';
import { priceHistoryUrl } from '../urls.ts';

/** Oldest first. Pro and up: the free plan gets 403 `feature_not_available`. */
export async function getPriceHistory(id: number): Promise<PriceHistoryEntry[]> {
  const { data } = await apiClient.get<unknown>(priceHistoryUrl(id));
  return priceHistorySchema.parse(data);
}

export function priceHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: ingredientKeys.priceHistory(id),
    queryFn: () => getPriceHistory(id),
  });
}

export function usePriceHistory(id: number, enabled: boolean) {
  return useQuery({ ...priceHistoryQueryOptions(id), enabled });
}
