import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import { recipeUrl } from '../urls.ts';

/**
 * DELETE a recipe. The API refuses (400 `{detail, recipes}`) an elaboración other recipes use,
 * unless `force` is set.
 */
export async function deleteRecipe(id: number, force = false): Promise<void> {
  await apiClient.delete(recipeUrl(id), force ? { params: { force: 'true' } } : {});
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force?: boolean }) => deleteRecipe(id, force),
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: recipeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
