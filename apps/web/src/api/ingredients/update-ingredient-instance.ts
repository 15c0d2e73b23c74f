import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ingredientInstanceRequestSchema,
  ingredientInstanceSchema,
  type IngredientInstance,
  type IngredientInstanceRequest,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { supplierKeys } from '../suppliers/keys.ts';
import { ingredientKeys } from './keys.ts';
import { ingredientInstanceUrl } from '../urls.ts';

/** PUT: the form always holds every field, so the whole product is sent. */
export async function updateIngredientInstance(
  id: number,
  request: IngredientInstanceRequest,
): Promise<IngredientInstance> {
  const { data } = await apiClient.put<unknown>(
    ingredientInstanceUrl(id),
    ingredientInstanceRequestSchema.parse(request),
  );
  return ingredientInstanceSchema.parse(data);
}

export function useUpdateIngredientInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: IngredientInstanceRequest }) =>
      updateIngredientInstance(id, request),
    // Also reloads its price history: a new price adds a row.
    // A supplier's products count and its screen's products change with them.
    onSuccess: () =>
      Promise.all(
        [ingredientKeys.instances(), supplierKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
