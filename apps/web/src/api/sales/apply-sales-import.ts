import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  salesImportResultSchema,
  type SalesImportRequest,
  type SalesImportResult,
} from '@costeo/domain/contracts/sales';
import { apiClient } from '../../lib/api-client.ts';
import { dashboardKeys } from '../dashboard/get-dashboard-summary.ts';
import { SALES_URLS } from '../urls.ts';
import { salesKeys } from './keys.ts';

/** Stores the file's sales per day and item in one transaction (replacing those days' lines). */
export async function applySalesImport(request: SalesImportRequest): Promise<SalesImportResult> {
  const { data } = await apiClient.post<unknown>(SALES_URLS.apply, request);
  return salesImportResultSchema.parse(data);
}

/** New sales move the summary, the items, the imports and the Dashboard's sales mix. */
export function useApplySalesImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applySalesImport,
    onSuccess: () =>
      Promise.all(
        [salesKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
