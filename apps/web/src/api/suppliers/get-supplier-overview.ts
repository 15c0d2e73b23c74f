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
