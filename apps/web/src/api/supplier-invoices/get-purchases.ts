import { useQuery } from '@tanstack/react-query';
import { purchasesSchema, type Purchases } from '@costeo/domain/contracts/supplier-invoices';
import { apiClient } from '../../lib/api-client.ts';
import { SUPPLIER_INVOICE_URLS } from '../urls.ts';
import { supplierInvoiceKeys } from './keys.ts';

/** Spend per supplier and per month over the last `months`. Pro and up: 403 `feature_not_available`. */
export async function getPurchases(months: number): Promise<Purchases> {
  const { data } = await apiClient.get<unknown>(SUPPLIER_INVOICE_URLS.purchases, {
    params: { months },
  });
  return purchasesSchema.parse(data);
}

export function usePurchases(months: number, enabled: boolean) {
  return useQuery({
    queryKey: supplierInvoiceKeys.purchases(months),
    queryFn: () => getPurchases(months),
    enabled,
  });
}
