import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importResultSchema,
  type ImportPreviewRequest,
  type ImportResult,
} from '@costeo/domain/contracts/ingredient-import';
import { apiClient } from '../../lib/api-client.ts';
import { supplierKeys } from '../suppliers/keys.ts';
import { IMPORT_URLS } from '../urls.ts';

/** Applies the list in one transaction on the server and answers what it did. */
export async function applyPriceList(request: ImportPreviewRequest): Promise<ImportResult> {
  const { data } = await apiClient.post<unknown>(IMPORT_URLS.apply, request);
  return importResultSchema.parse(data);
}

/**
 * `onApplied` lets the page reload what the import changed (products, quota); the suppliers are
 * reloaded here, as a list's supplier column may have made new ones (issue 32).
 */
export function useApplyPriceList(onApplied: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPriceList,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
      onApplied();
    },
  });
}
