import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientKeys } from '../ingredients/keys.ts';
import { supplierUrl } from '../urls.ts';
import { supplierKeys } from './keys.ts';

/** DELETE a supplier (204): its products stay, without a supplier. */
export async function deleteSupplier(id: number): Promise<void> {
  await apiClient.delete(supplierUrl(id));
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: (_data, id) => {
      // The screen that asked is leaving it; one left open elsewhere keeps its last answer.
      queryClient.removeQueries({ queryKey: supplierKeys.detail(id), type: 'inactive' });
      return Promise.all(
        [supplierKeys.lists(), ingredientKeys.instances()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
