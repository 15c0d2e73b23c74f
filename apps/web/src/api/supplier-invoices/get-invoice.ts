import { useQuery } from '@tanstack/react-query';
import {
  supplierInvoiceSchema,
  type SupplierInvoice,
} from '@costeo/domain/contracts/supplier-invoices';
import { apiClient } from '../../lib/api-client.ts';
import { supplierInvoiceUrl } from '../urls.ts';
import { supplierInvoiceKeys } from './keys.ts';

/** One applied invoice with its lines and what each did. */
export async function getInvoice(id: number): Promise<SupplierInvoice> {
  const { data } = await apiClient.get<unknown>(supplierInvoiceUrl(id));
  return supplierInvoiceSchema.parse(data);
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: supplierInvoiceKeys.detail(id ?? 0),
    queryFn: () => getInvoice(id ?? 0),
    enabled: id !== null,
  });
}
