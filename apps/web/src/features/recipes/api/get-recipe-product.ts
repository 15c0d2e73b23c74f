import { useQueries } from '@tanstack/react-query';
import {
  ingredientInstanceSchema,
  type IngredientInstance,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';
import { recipeKeys } from './query-keys.ts';

/**
 * One product with what the live cost needs beyond `search_for_recipe`: density, unit weight and
 * allergens (a line in ml of a product bought by kg converts through its density).
 */
export async function getRecipeProduct(id: number): Promise<IngredientInstance> {
  const { data } = await apiClient.get<unknown>(`/api/ingredient-instances/${id}/`);
  return ingredientInstanceSchema.parse(data);
}

/** The products the editor's lines use, each loaded once and kept while the editor is open. */
export function useRecipeProducts(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: recipeKeys.product(id),
      queryFn: () => getRecipeProduct(id),
      staleTime: 60_000,
    })),
    combine: (results) => ({
      products: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
