import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { extraCostDefinitionUrl } from '../urls.ts';

/**
 * DELETE a definition. The API refuses (400 `{detail, recipes}`) when recipes use it, unless
 * `force` is set (then those recipes lose it, with a history row each).
 */
export async function deleteExtraCostDefinition(id: number, force = false): Promise<void> {
  await apiClient.delete(extraCostDefinitionUrl(id), force ? { params: { force: 'true' } } : {});
}

export function useDeleteExtraCostDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force?: boolean }) =>
      deleteExtraCostDefinition(id, force),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extraCostKeys.all }),
  });
}
