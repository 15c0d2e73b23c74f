import { useQuery } from '@tanstack/react-query';
import { recipeUsedInSchema, type RecipeRef } from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import { recipeUsedInUrl } from '../urls.ts';

/** `GET {id}/used_in/`: the recipes with a line of this elaboración, by name. */
export async function getRecipeUsedIn(id: number): Promise<RecipeRef[]> {
  const { data } = await apiClient.get<unknown>(recipeUsedInUrl(id));
  return recipeUsedInSchema.parse(data);
}

/** Only asked for an elaboración; under `recipes` so a save anywhere refreshes it. */
export function useRecipeUsedIn(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...recipeKeys.detail(id), 'used-in'],
    queryFn: () => getRecipeUsedIn(id),
    enabled,
  });
}
