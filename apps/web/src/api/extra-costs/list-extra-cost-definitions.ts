import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  extraCostDefinitionListSchema,
  type ExtraCostDefinitionList,
} from '@costeo/domain/contracts/extra-costs';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { EXTRA_COST_DEFINITIONS_URL } from '../urls.ts';

/** The list's query string (SPEC.md §7: filters is_active and available_for_recipe). */
export interface DefinitionListParams {
  page_size: number;
  search?: string;
  is_active?: 'true' | 'false';
  /** Active definitions not yet attached to that recipe. */
  available_for_recipe?: number;
  ordering?: string;
}

export async function listExtraCostDefinitions(
  params: DefinitionListParams,
): Promise<ExtraCostDefinitionList> {
  const { data } = await apiClient.get<unknown>(EXTRA_COST_DEFINITIONS_URL, { params });
  return extraCostDefinitionListSchema.parse(data);
}

export function extraCostDefinitionsQueryOptions(params: DefinitionListParams) {
  return queryOptions({
    queryKey: extraCostKeys.definitionList(params),
    queryFn: () => listExtraCostDefinitions(params),
    placeholderData: keepPreviousData,
  });
}

export function useExtraCostDefinitions(params: DefinitionListParams) {
  return useQuery(extraCostDefinitionsQueryOptions(params));
}
