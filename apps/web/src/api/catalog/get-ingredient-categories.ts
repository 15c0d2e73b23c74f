import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ingredientCategorySchema,
  type IngredientCategory,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';
import { CATEGORIES_URL } from '../urls.ts';

const categoriesSchema = ingredientCategorySchema.array();

export async function getIngredientCategories(): Promise<IngredientCategory[]> {
  const { data } = await apiClient.get<unknown>(CATEGORIES_URL);
  return categoriesSchema.parse(data);
}

export function ingredientCategoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: getIngredientCategories,
    // The catalog's categories change with a release, not during a session.
    staleTime: 10 * 60_000,
  });
}

export function useIngredientCategories() {
  return useQuery(ingredientCategoriesQueryOptions());
}
