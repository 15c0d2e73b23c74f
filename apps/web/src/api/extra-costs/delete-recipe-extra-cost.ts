import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { recipeExtraCostUrl } from '../urls.ts';

/** Removes an extra cost from its recipe (a history row records it). */
export async function deleteRecipeExtraCost(id: number): Promise<void> {
  await apiClient.delete(recipeExtraCostUrl(id));
}

export function useDeleteRecipeExtraCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipeExtraCost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extraCostKeys.all }),
  });
}
