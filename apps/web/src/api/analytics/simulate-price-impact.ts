import { useMutation } from '@tanstack/react-query';
import { priceImpactSchema, type PriceImpact } from '@costeo/domain/contracts/analytics';
import { apiClient } from '../../lib/api-client.ts';
import { PRICE_IMPACT_URL } from '../urls.ts';

export type PriceImpactInput =
  | { ingredient_instance: number; new_price: string }
  | { ingredient_instance: number; change_pct: string };

/** A what-if: the API costs the recipes with the new price and saves nothing. */
export async function simulatePriceImpact(input: PriceImpactInput): Promise<PriceImpact> {
  const { data } = await apiClient.post<unknown>(PRICE_IMPACT_URL, input);
  return priceImpactSchema.parse(data);
}

export function useSimulatePriceImpact() {
  return useMutation({ mutationFn: simulatePriceImpact });
}
