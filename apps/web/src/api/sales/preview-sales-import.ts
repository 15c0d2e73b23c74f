import { useMutation } from '@tanstack/react-query';
import {
  salesImportResultSchema,
  type SalesImportRequest,
  type SalesImportResult,
} from '@costeo/domain/contracts/sales';
import { apiClient } from '../../lib/api-client.ts';
import { SALES_URLS } from '../urls.ts';

/**
 * The dry run of a till's export: its columns, the mapping used (given, remembered or suggested),
 * the rows read with their errors and the totals. Writes nothing.
 */
export async function previewSalesImport(request: SalesImportRequest): Promise<SalesImportResult> {
  const { data } = await apiClient.post<unknown>(SALES_URLS.preview, request);
  return salesImportResultSchema.parse(data);
}

export function usePreviewSalesImport() {
  return useMutation({ mutationFn: previewSalesImport });
}
