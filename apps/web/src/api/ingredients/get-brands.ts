import { queryOptions, useQuery } from '@tanstack/react-query';
import { ingredientInstanceSchema } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';
import { BRANDS_URL } from '../urls.ts';

/** A list of the contract's `brand` field. */
const namesSchema = ingredientInstanceSchema.shape.brand.array();

/** The user's brands, for the filter and the form's suggestions. */
export async function getBrands(): Promise<string[]> {
  const { data } = await apiClient.get<unknown>(BRANDS_URL);
  return namesSchema.parse(data);
}

export function brandsQueryOptions() {
  return queryOptions({ queryKey: ingredientKeys.brands(), queryFn: getBrands });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
