import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ingredientInstanceListSchema,
  type IngredientInstanceList,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';
import { ingredientKeys } from './query-keys.ts';

export const INGREDIENT_INSTANCES_URL = '/api/ingredient-instances/';

/** The list screen's query string (DESIGN.md §4: DRF pagination, search, filters, ordering). */
export interface IngredientListParams {
  page: number;
  page_size: number;
  search?: string;
  category?: number;
  supplier?: string;
  brand?: string;
  is_active?: 'true' | 'false';
  /** DRF style: "name", "-purchase_price". */
  ordering?: string;
}

export async function listIngredientInstances(
  params: IngredientListParams,
): Promise<IngredientInstanceList> {
  // axios drops undefined params, so an unset filter is not sent at all.
  const { data } = await apiClient.get<unknown>(INGREDIENT_INSTANCES_URL, { params });
  return ingredientInstanceListSchema.parse(data);
}

export function ingredientInstancesQueryOptions(params: IngredientListParams) {
  return queryOptions({
    queryKey: ingredientKeys.list(params),
    queryFn: () => listIngredientInstances(params),
    // Paging, sorting or typing keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useIngredientInstances(params: IngredientListParams) {
  return useQuery(ingredientInstancesQueryOptions(params));
}
