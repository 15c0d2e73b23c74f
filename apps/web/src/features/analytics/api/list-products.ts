import { useQuery } from '@tanstack/react-query';
import { ingredientInstanceListSchema } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';
import { analyticsKeys } from './query-keys.ts';

export interface ProductOption {
  id: number;
  name: string;
  purchase_price: string;
  purchase_quantity: string;
  purchase_unit: string;
}

/** The first 100 products by name, for the what-if's product picker. */
export async function listProducts(): Promise<ProductOption[]> {
  const { data } = await apiClient.get<unknown>('/api/ingredient-instances/', {
    params: { page_size: 100, ordering: 'name' },
  });
  return ingredientInstanceListSchema.parse(data).results.map((product) => ({
    id: product.id,
    name: product.name,
    purchase_price: product.purchase_price,
    purchase_quantity: product.purchase_quantity,
    purchase_unit: product.purchase_unit,
  }));
}

export function useProductOptions() {
  return useQuery({ queryKey: analyticsKeys.products(), queryFn: listProducts });
}
