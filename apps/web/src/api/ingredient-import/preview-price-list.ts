import { useMutation } from '@tanstack/react-query';
import {
  importResultSchema,
  type ImportPreviewRequest,
  type ImportResult,
} from '@costeo/domain/contracts/ingredient-import';
import { apiClient } from '../../lib/api-client.ts';
import { IMPORT_URLS } from '../urls.ts';

/** The dry run: what applying the list would do, row by row. Writes nothing. */
export async function previewPriceList(request: ImportPreviewRequest): Promise<ImportResult> {
  const { data } = await apiClient.post<unknown>(IMPORT_URLS.preview, request);
  return importResultSchema.parse(data);
}

export function usePreviewPriceList() {
  return useMutation({ mutationFn: previewPriceList });
}
