import { useQuery } from '@tanstack/react-query';
import { paginated } from '@costeo/domain/contracts/common';
import {
  ingredientInstanceSchema,
  type IngredientInstance,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';
import { analyticsKeys } from './query-keys.ts';

/** Only what the picker shows, from the products list answer. */
const productOptionsSchema = paginated(
  ingredientInstanceSchema.pick({
    id: true,
    name: true,
    purchase_price: true,
    purchase_quantity: true,
    purchase_unit: true,
  }),
);

export type ProductOption = Pick<
  IngredientInstance,
  'id' | 'name' | 'purchase_price' | 'purchase_quantity' | 'purchase_unit'
>;

/** The first 100 products by name, for the what-if's product picker. */
export async function listProducts(): Promise<ProductOption[]> {
  const { data } = await apiClient.get<unknown>('/api/ingredient-instances/', {
    params: { page_size: 100, ordering: 'name' },
  });
  return productOptionsSchema.parse(data).results;
}

export function useProductOptions() {
  return useQuery({ queryKey: analyticsKeys.products(), queryFn: listProducts });
}
