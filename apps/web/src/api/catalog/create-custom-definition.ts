import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customDefinitionRequestSchema,
  ingredientDefinitionSchema,
  type CustomDefinitionRequest,
  type IngredientDefinition,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';
import { INGREDIENT_DEFINITIONS_URL } from '../urls.ts';

/** The user's own catalog entry (400 `{name}` when the name is taken). */
export async function createCustomDefinition(
  request: CustomDefinitionRequest,
): Promise<IngredientDefinition> {
  const { data } = await apiClient.post<unknown>(
    INGREDIENT_DEFINITIONS_URL,
    customDefinitionRequestSchema.parse(request),
  );
  return ingredientDefinitionSchema.parse(data);
}

export function useCreateCustomDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomDefinition,
    // Suggestions and category counts now include it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
