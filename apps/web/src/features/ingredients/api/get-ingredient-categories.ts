import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ingredientCategorySchema,
  type IngredientCategory,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';
import { ingredientKeys } from './query-keys.ts';

export const CATEGORIES_URL = '/api/ingredient-definitions/categories/';

const categoriesSchema = ingredientCategorySchema.array();

export async function getIngredientCategories(): Promise<IngredientCategory[]> {
  const { data } = await apiClient.get<unknown>(CATEGORIES_URL);
  return categoriesSchema.parse(data);
}

export function ingredientCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ingredientKeys.categories(),
    queryFn: getIngredientCategories,
    // The catalog's categories change with a release, not during a session.
    staleTime: 10 * 60_000,
  });
}

export function useIngredientCategories() {
  return useQuery(ingredientCategoriesQueryOptions());
}
