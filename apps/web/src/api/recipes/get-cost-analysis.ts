import { useQuery } from '@tanstack/react-query';
import {
  recipeCostAnalysisSchema,
  type RecipeCostAnalysis,
} from '@costeo/domain/contracts/recipes';
import { apiClient } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import { recipeCostAnalysisUrl } from '../urls.ts';

/** `GET {id}/cost_analysis/`: the saved escandallo, with the recipe's extra costs. */
export async function getCostAnalysis(id: number): Promise<RecipeCostAnalysis> {
  const { data } = await apiClient.get<unknown>(recipeCostAnalysisUrl(id));
  return recipeCostAnalysisSchema.parse(data);
}

export function useCostAnalysis(id: number) {
  return useQuery({ queryKey: recipeKeys.costAnalysis(id), queryFn: () => getCostAnalysis(id) });
}
