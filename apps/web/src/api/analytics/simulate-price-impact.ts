import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { priceImpactSchema, type PriceImpact } from '@costeo/domain/contracts/analytics';
import type { UnitCode } from '@costeo/domain/units';
import { apiClient } from '../../lib/api-client.ts';
import { analyticsKeys } from './keys.ts';
import { PRICE_IMPACT_URL } from '../urls.ts';

export type PriceImpactInput =
  | {
      ingredient_instance: number;
      new_price: string;
      /** A new purchase format the price is for (both or neither). */
      purchase_quantity?: string;
      purchase_unit?: UnitCode;
    }
  | { ingredient_instance: number; change_pct: string };

/** A what-if: the API costs the recipes and menus with the new price and saves nothing. */
export async function simulatePriceImpact(
  input: PriceImpactInput,
  signal?: AbortSignal,
): Promise<PriceImpact> {
  const { data } = await apiClient.post<unknown>(PRICE_IMPACT_URL, input, { signal });
  return priceImpactSchema.parse(data);
}

export function useSimulatePriceImpact() {
  return useMutation({ mutationFn: (input: PriceImpactInput) => simulatePriceImpact(input) });
}

/**
 * The what-if of a price still being typed (the product drawer), null to ask nothing. A request
 * left behind by a newer price, or by a closed drawer, is aborted (TanStack Query cancels a query
 * whose `signal` was used when nothing observes it any more). The last answer stays on screen
 * until the next one arrives.
 */
export function usePriceImpactPreview(input: PriceImpactInput | null) {
  return useQuery({
    queryKey: analyticsKeys.priceImpact(input),
    queryFn: input === null ? skipToken : ({ signal }) => simulatePriceImpact(input, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
