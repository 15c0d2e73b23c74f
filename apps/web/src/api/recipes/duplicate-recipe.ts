import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeSchema, type Recipe } from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import { recipeDuplicateUrl } from '../urls.ts';

/** POST `{id}/duplicate/`: a copy named "{name} (copia)"; it counts against the plan's quota. */
export async function duplicateRecipe(id: number): Promise<Recipe> {
  const { data } = await apiClient.post<unknown>(recipeDuplicateUrl(id), {});
  return recipeSchema.parse(data);
}

export function useDuplicateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
