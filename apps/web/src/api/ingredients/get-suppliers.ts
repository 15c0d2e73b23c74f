import { queryOptions, useQuery } from '@tanstack/react-query';
import { ingredientInstanceSchema } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';
import { SUPPLIERS_URL } from '../urls.ts';

/** A list of the contract's `supplier` field. */
const namesSchema = ingredientInstanceSchema.shape.supplier.array();

/** The user's suppliers, for the filter and the form's suggestions. */
export async function getSuppliers(): Promise<string[]> {
  const { data } = await apiClient.get<unknown>(SUPPLIERS_URL);
  return namesSchema.parse(data);
}

export function suppliersQueryOptions() {
  return queryOptions({ queryKey: ingredientKeys.suppliers(), queryFn: getSuppliers });
}

export function useSuppliers() {
  return useQuery(suppliersQueryOptions());
}
