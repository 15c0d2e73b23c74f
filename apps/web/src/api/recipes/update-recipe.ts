import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recipeRequestSchema,
  recipeSchema,
  type Recipe,
  type RecipeRequest,
} from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import { recipeUrl } from '../urls.ts';

/** PUT: the editor always holds the whole recipe, lines included (written whole, in order). */
export async function updateRecipe(id: number, request: RecipeRequest): Promise<Recipe> {
  const { data } = await apiClient.put<unknown>(recipeUrl(id), recipeRequestSchema.parse(request));
  return recipeSchema.parse(data);
}

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: RecipeRequest }) =>
      updateRecipe(id, request),
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      // Lists, elaboraciones, its analysis and the recipes using it all change with it; the
      // answer itself is already in the cache.
      return queryClient.invalidateQueries({
        queryKey: recipeKeys.all,
        predicate: (query) => !(query.queryKey.length === 3 && query.queryKey[2] === recipe.id),
      });
    },
  });
}
