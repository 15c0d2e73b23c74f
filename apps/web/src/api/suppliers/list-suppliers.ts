import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supplierSchema, type Supplier } from '@costeo/domain/contracts/suppliers';
import { apiClient } from '../../lib/api-client.ts';
import { SUPPLIERS_URL } from '../urls.ts';
import { supplierKeys } from './keys.ts';

const supplierListSchema = supplierSchema.array();

/** The owner's suppliers by name, unpaginated (a small list, DESIGN.md §4); `search` narrows it. */
export async function listSuppliers(search = ''): Promise<Supplier[]> {
  const term = search.trim();
  const { data } = await apiClient.get<unknown>(SUPPLIERS_URL, {
    params: term === '' ? {} : { search: term },
  });
  return supplierListSchema.parse(data);
}

export function suppliersQueryOptions(search = '') {
  return queryOptions({
    queryKey: supplierKeys.list(search.trim()),
    queryFn: () => listSuppliers(search),
    // Typing a search keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Every supplier (the pickers and filters), or those matching `search` (Proveedores). */
export function useSuppliers(search = '') {
  return useQuery(suppliersQueryOptions(search));
}
