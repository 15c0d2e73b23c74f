import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesImportListSchema } from '@costeo/domain/contracts/sales';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client.ts';
import { SALES_URLS } from '../urls.ts';
import { salesKeys } from './keys.ts';

export type SalesImportList = z.infer<typeof salesImportListSchema>;

export const SALES_IMPORTS_PAGE_SIZE = 20;

/** The applied imports, newest first. */
export async function listSalesImports(page: number): Promise<SalesImportList> {
  const { data } = await apiClient.get<unknown>(SALES_URLS.imports, {
    params: { page, page_size: SALES_IMPORTS_PAGE_SIZE },
  });
  return salesImportListSchema.parse(data);
}

/** `enabled` false on a plan without sales (the API would answer 403). */
export function useSalesImports(page: number, enabled = true) {
  return useQuery({
    queryKey: salesKeys.imports(page),
    queryFn: () => listSalesImports(page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
