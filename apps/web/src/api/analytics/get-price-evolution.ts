import { useQuery } from '@tanstack/react-query';
import { priceEvolutionSchema, type PriceEvolution } from '@costeo/domain/contracts/analytics';
import { apiClient } from '../../lib/api-client.ts';
import { analyticsKeys } from './keys.ts';
import { PRICE_EVOLUTION_URL } from '../urls.ts';

/** The products with most weight in the recipes' cost, over the last `months` months. */
export async function getPriceEvolution(months: number): Promise<PriceEvolution> {
  const { data } = await apiClient.get<unknown>(PRICE_EVOLUTION_URL, {
    params: { months },
  });
  return priceEvolutionSchema.parse(data);
}

export function usePriceEvolution(months: number) {
  return useQuery({
    queryKey: analyticsKeys.priceEvolution(months),
    queryFn: () => getPriceEvolution(months),
  });
}
