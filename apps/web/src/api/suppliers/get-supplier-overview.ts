import { useQuery } from '@tanstack/react-query';
import { supplierOverviewSchema, type SupplierOverview } from '@costeo/domain/contracts/suppliers';
import { apiClient } from '../../lib/api-client.ts';
import { supplierOverviewUrl } from '../urls.ts';
import { supplierKeys } from './keys.ts';

/** The supplier with its products (last used first, last prices) and its spend per month. */
export async function getSupplierOverview(id: number, months: number): Promise<SupplierOverview> {
  const { data } = await apiClient.get<unknown>(supplierOverviewUrl(id), { params: { months } });
  return supplierOverviewSchema.parse(data);
}

export function useSupplierOverview(id: number, months: number) {
  return useQuery({
    queryKey: supplierKeys.overview(id, months),
    queryFn: () => getSupplierOverview(id, months),
  });
}

/** The months the supplier's screen asks for, so an albarán's screens share its answer. */
const PRODUCTS_MONTHS = 12;

/**
 * The supplier's products (last used first, last prices), for the screens that type its albarán;
 * nothing is asked before a supplier is chosen.
 */
export function useSupplierProducts(supplierId: number | null) {
  return useQuery({
    queryKey: supplierKeys.overview(supplierId ?? 0, PRODUCTS_MONTHS),
    queryFn: () => getSupplierOverview(supplierId ?? 0, PRODUCTS_MONTHS),
    enabled: supplierId !== null,
  });
}
