import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recipeExtraCostRequestSchema,
  recipeExtraCostSchema,
  type RecipeExtraCost,
  type RecipeExtraCostRequest,
} from '@costeo/domain/contracts/extra-costs';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { RECIPE_EXTRA_COSTS_URL } from '../urls.ts';

/** Attaches a definition to a recipe; without `amount` the definition's applies. */
export async function createRecipeExtraCost(
  request: RecipeExtraCostRequest,
): Promise<RecipeExtraCost> {
  const { data } = await apiClient.post<unknown>(
    RECIPE_EXTRA_COSTS_URL,
    recipeExtraCostRequestSchema.parse(request),
  );
  return recipeExtraCostSchema.parse(data);
}

export function useCreateRecipeExtraCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipeExtraCost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extraCostKeys.all }),
  });
}
