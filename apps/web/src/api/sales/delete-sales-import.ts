import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { dashboardKeys } from '../dashboard/get-dashboard-summary.ts';
import { salesImportUrl } from '../urls.ts';
import { salesKeys } from './keys.ts';

/** Removes the import and every sales line it wrote (204). */
export async function deleteSalesImport(id: number): Promise<void> {
  await apiClient.delete(salesImportUrl(id));
}

export function useDeleteSalesImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSalesImport,
    onSuccess: () =>
      Promise.all(
        [salesKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
