import { useMutation } from '@tanstack/react-query';
import {
  importResultSchema,
  type ImportPreviewRequest,
  type ImportResult,
} from '@costeo/domain/contracts/ingredient-import';
import { apiClient } from '../../lib/api-client.ts';
import { IMPORT_URLS } from '../urls.ts';

/** Applies the list in one transaction on the server and answers what it did. */
export async function applyPriceList(request: ImportPreviewRequest): Promise<ImportResult> {
  const { data } = await apiClient.post<unknown>(IMPORT_URLS.apply, request);
  return importResultSchema.parse(data);
}

/** `onApplied` lets the page reload what the import changed (products, quota). */
export function useApplyPriceList(onApplied: () => void) {
  return useMutation({ mutationFn: applyPriceList, onSuccess: onApplied });
}
