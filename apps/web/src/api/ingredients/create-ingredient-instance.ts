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
import { INGREDIENT_INSTANCES_URL } from '../urls.ts';

export async function createIngredientInstance(
  request: IngredientInstanceRequest,
): Promise<IngredientInstance> {
  const { data } = await apiClient.post<unknown>(
    INGREDIENT_INSTANCES_URL,
    ingredientInstanceRequestSchema.parse(request),
  );
  return ingredientInstanceSchema.parse(data);
}

/** POST a product; the list, suppliers and brands are reloaded (the caller reloads the quota). */
export function useCreateIngredientInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIngredientInstance,
    // A supplier's products count and its screen's products change with them.
    onSuccess: () =>
      Promise.all(
        [ingredientKeys.instances(), supplierKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
