import { useMutation } from '@tanstack/react-query';
import {
  importInspectResponseSchema,
  type ImportFileRequest,
  type ImportInspectResponse,
} from '@costeo/domain/contracts/ingredient-import';
import { apiClient } from '../../lib/api-client.ts';
import { IMPORT_URLS } from '../urls.ts';

/** The file's sheets, header, first rows and suggested columns. Nothing is stored. */
export async function inspectPriceList(request: ImportFileRequest): Promise<ImportInspectResponse> {
  const { data } = await apiClient.post<unknown>(IMPORT_URLS.inspect, request);
  return importInspectResponseSchema.parse(data);
}

export function useInspectPriceList() {
  return useMutation({ mutationFn: inspectPriceList });
}
