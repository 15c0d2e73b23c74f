import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  supplierInputSchema,
  supplierSchema,
  type Supplier,
  type SupplierInput,
} from '@costeo/domain/contracts/suppliers';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientKeys } from '../ingredients/keys.ts';
import { supplierUrl } from '../urls.ts';
import { supplierKeys } from './keys.ts';

/** PUT: the form holds every field, so the whole supplier is sent. */
export async function updateSupplier(id: number, request: SupplierInput): Promise<Supplier> {
  const { data } = await apiClient.put<unknown>(
    supplierUrl(id),
    supplierInputSchema.parse(request),
  );
  return supplierSchema.parse(data);
}

/** A new name is also its products' supplier name: the products reload too. */
export function useUpdateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: SupplierInput }) =>
      updateSupplier(id, request),
    onSuccess: () =>
      Promise.all(
        [supplierKeys.all, ingredientKeys.instances()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
