import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierKeys } from '../suppliers/keys.ts';
import { ingredientKeys } from './keys.ts';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientInstanceUrl } from '../urls.ts';

/**
 * DELETE a product. The API refuses (400 `{detail, recipes}`) when recipes use it, unless
 * `force` is set.
 */
export async function deleteIngredientInstance(id: number, force = false): Promise<void> {
  await apiClient.delete(ingredientInstanceUrl(id), force ? { params: { force: 'true' } } : {});
}

export function useDeleteIngredientInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force?: boolean }) =>
      deleteIngredientInstance(id, force),
    // A supplier's products count and its screen's products change with them.
    onSuccess: () =>
      Promise.all(
        [ingredientKeys.instances(), supplierKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
