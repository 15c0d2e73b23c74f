import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ingredientInstanceListSchema,
  type IngredientInstanceList,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';
import { INGREDIENT_INSTANCES_URL } from '../urls.ts';

/** The products list's query string (DESIGN.md §4: DRF pagination, search, filters, ordering). */
export interface IngredientListParams {
  page?: number;
  page_size: number;
  search?: string;
  category?: number;
  /** A supplier's products (issue 32). */
  supplier_id?: number;
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

/** The first 100 products by name: the what-if's product picker. */
const PRODUCT_OPTIONS_PARAMS: IngredientListParams = { page_size: 100, ordering: 'name' };

export function useProductOptions() {
  return useQuery({
    ...ingredientInstancesQueryOptions(PRODUCT_OPTIONS_PARAMS),
    select: (list) => list.results,
  });
}

/** The user's own products by name (10 at most), for pointing a row of an import at one of them. */
export function useProductSearch(q: string, enabled: boolean) {
  const term = q.trim();
  return useQuery({
    ...ingredientInstancesQueryOptions({ search: term || undefined, page_size: 10 }),
    enabled,
    staleTime: 60_000,
    select: (list) => list.results,
  });
}
