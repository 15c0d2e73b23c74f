import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recipeExtraCostSchema,
  type RecipeExtraCost,
  type RecipeExtraCostPatch,
} from '@costeo/domain/contracts/extra-costs';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { recipeExtraCostUrl } from '../urls.ts';

/** PATCH the amount (or notes) a recipe uses for one extra cost; a new amount writes history. */
export async function updateRecipeExtraCost(
  id: number,
  changes: RecipeExtraCostPatch,
): Promise<RecipeExtraCost> {
  const { data } = await apiClient.patch<unknown>(recipeExtraCostUrl(id), changes);
  return recipeExtraCostSchema.parse(data);
}

export function useUpdateRecipeExtraCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: RecipeExtraCostPatch }) =>
      updateRecipeExtraCost(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extraCostKeys.all }),
  });
}
