import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supplierInputSchema,
  supplierSchema,
  type Supplier,
  type SupplierInput,
} from '@costeo/domain/contracts/suppliers';
import { apiClient } from '../../lib/api-client.ts';
import { SUPPLIERS_URL } from '../urls.ts';
import { supplierKeys } from './keys.ts';

/** POST a supplier (201). A name or tax id the owner already has is refused on that field. */
export async function createSupplier(request: SupplierInput): Promise<Supplier> {
  const { data } = await apiClient.post<unknown>(SUPPLIERS_URL, supplierInputSchema.parse(request));
  return supplierSchema.parse(data);
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
