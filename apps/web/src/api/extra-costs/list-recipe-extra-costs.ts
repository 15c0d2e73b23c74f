import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  recipeExtraCostListSchema,
  type RecipeExtraCostList,
} from '@costeo/domain/contracts/extra-costs';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { RECIPE_EXTRA_COSTS_URL } from '../urls.ts';

/** `GET /api/recipe-extra-costs/?recipe={id}` (SPEC.md §7): the extra costs of one recipe. */
export async function listRecipeExtraCosts(recipeId: number): Promise<RecipeExtraCostList> {
  const { data } = await apiClient.get<unknown>(RECIPE_EXTRA_COSTS_URL, {
    params: { recipe: recipeId, page_size: 100 },
  });
  return recipeExtraCostListSchema.parse(data);
}

export function recipeExtraCostsQueryOptions(recipeId: number) {
  return queryOptions({
    queryKey: [...extraCostKeys.recipe(recipeId), 'list'],
    queryFn: () => listRecipeExtraCosts(recipeId),
  });
}

export function useRecipeExtraCosts(recipeId: number) {
  return useQuery(recipeExtraCostsQueryOptions(recipeId));
}
