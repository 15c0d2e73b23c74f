import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  supplierInvoiceListSchema,
  type SupplierInvoiceListItem,
} from '@costeo/domain/contracts/supplier-invoices';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client.ts';
import { SUPPLIER_INVOICES_URL } from '../urls.ts';
import { supplierInvoiceKeys } from './keys.ts';

export type SupplierInvoiceList = z.infer<typeof supplierInvoiceListSchema>;
export type { SupplierInvoiceListItem };

export const INVOICES_PAGE_SIZE = 20;

/** The applied invoices, newest first. */
export async function listInvoices(page: number): Promise<SupplierInvoiceList> {
  const { data } = await apiClient.get<unknown>(SUPPLIER_INVOICES_URL, {
    params: { page, page_size: INVOICES_PAGE_SIZE },
  });
  return supplierInvoiceListSchema.parse(data);
}

export function invoicesQueryOptions(page: number) {
  return queryOptions({
    queryKey: supplierInvoiceKeys.list(page),
    queryFn: () => listInvoices(page),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(page: number) {
  return useQuery(invoicesQueryOptions(page));
}
