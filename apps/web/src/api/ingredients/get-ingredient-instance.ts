import { queryOptions } from '@tanstack/react-query';
import {
  ingredientInstanceSchema,
  type IngredientInstance,
} from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { ingredientInstanceUrl } from '../urls.ts';
import { ingredientKeys } from './keys.ts';

export async function getIngredientInstance(id: number): Promise<IngredientInstance> {
  const { data } = await apiClient.get<unknown>(ingredientInstanceUrl(id));
  return ingredientInstanceSchema.parse(data);
}

export function ingredientInstanceQueryOptions(id: number) {
  return queryOptions({
    queryKey: ingredientKeys.detail(id),
    queryFn: () => getIngredientInstance(id),
  });
}
