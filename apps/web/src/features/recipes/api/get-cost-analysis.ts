import { useQuery } from '@tanstack/react-query';
import {
  recipeCostAnalysisSchema,
  type RecipeCostAnalysis,
} from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../../lib/api-client.ts';
import { recipeUrl } from './get-recipe.ts';
import { recipeKeys } from './query-keys.ts';

/** `GET {id}/cost_analysis/`: the saved escandallo, with the recipe's extra costs. */
export async function getCostAnalysis(id: number): Promise<RecipeCostAnalysis> {
  const { data } = await apiClient.get<unknown>(`${recipeUrl(id)}cost_analysis/`);
  return recipeCostAnalysisSchema.parse(data);
}

export function useCostAnalysis(id: number) {
  return useQuery({ queryKey: recipeKeys.costAnalysis(id), queryFn: () => getCostAnalysis(id) });
}
