import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeSchema, type Recipe } from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import { recipeUrl } from '../urls.ts';

export async function getRecipe(id: number): Promise<Recipe> {
  const { data } = await apiClient.get<unknown>(recipeUrl(id));
  return recipeSchema.parse(data);
}

export function recipeQueryOptions(id: number) {
  return queryOptions({ queryKey: recipeKeys.detail(id), queryFn: () => getRecipe(id) });
}

export function useRecipe(id: number) {
  return useQuery(recipeQueryOptions(id));
}
