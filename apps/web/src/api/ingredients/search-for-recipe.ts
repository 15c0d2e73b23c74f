import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  recipeIngredientOptionSchema,
  type RecipeIngredientOption,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';
import { SEARCH_FOR_RECIPE_URL } from '../urls.ts';

const optionsSchema = recipeIngredientOptionSchema.array();

/** The products a line can use, matching `q` (name, supplier, brand), 20 at most. */
export async function searchRecipeProducts(q: string): Promise<RecipeIngredientOption[]> {
  const { data } = await apiClient.get<unknown>(SEARCH_FOR_RECIPE_URL, { params: { q } });
  return optionsSchema.parse(data);
}

export function useRecipeProductSearch(q: string) {
  return useQuery({
    queryKey: ingredientKeys.searchForRecipe(q),
    queryFn: () => searchRecipeProducts(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
