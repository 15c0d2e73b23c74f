import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recipeRequestSchema,
  recipeSchema,
  type Recipe,
  type RecipeRequest,
} from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import { RECIPES_URL } from '../urls.ts';

/** POST a recipe; the server checks the plan's quota (403 `quota_exceeded`, SPEC.md §5). */
export async function createRecipe(request: RecipeRequest): Promise<Recipe> {
  const { data } = await apiClient.post<unknown>(RECIPES_URL, recipeRequestSchema.parse(request));
  return recipeSchema.parse(data);
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
