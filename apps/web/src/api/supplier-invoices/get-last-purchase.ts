import { useQuery } from '@tanstack/react-query';
import { lastPurchaseSchema, type LastPurchase } from '@costeo/domain/contracts/supplier-invoices';
import { apiClient } from '../../lib/api-client.ts';
import { SUPPLIER_INVOICE_URLS } from '../urls.ts';
import { supplierInvoiceKeys } from './keys.ts';

/** The product's last applied invoice line (null: none). Pro and up: 403 `feature_not_available`. */
export async function getLastPurchase(productId: number): Promise<LastPurchase> {
  const { data } = await apiClient.get<unknown>(SUPPLIER_INVOICE_URLS.lastPurchase, {
    params: { ingredient_instance: productId },
  });
  return lastPurchaseSchema.parse(data);
}

export function useLastPurchase(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: supplierInvoiceKeys.lastPurchase(productId),
    queryFn: () => getLastPurchase(productId),
    enabled,
  });
}
