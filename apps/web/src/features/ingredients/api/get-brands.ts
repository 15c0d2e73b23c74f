import { queryOptions, useQuery } from '@tanstack/react-query';
import { ingredientInstanceSchema } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';
import { INGREDIENT_INSTANCES_URL } from './list-ingredient-instances.ts';
import { ingredientKeys } from './query-keys.ts';

/** A list of the contract's `brand` field. */
const namesSchema = ingredientInstanceSchema.shape.brand.array();

/** The user's brands, for the filter and the form's suggestions. */
export async function getBrands(): Promise<string[]> {
  const { data } = await apiClient.get<unknown>(`${INGREDIENT_INSTANCES_URL}brands/`);
  return namesSchema.parse(data);
}

export function brandsQueryOptions() {
  return queryOptions({ queryKey: ingredientKeys.brands(), queryFn: getBrands });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
