import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  extraCostDefinitionRequestSchema,
  extraCostDefinitionSchema,
  type ExtraCostDefinition,
  type ExtraCostDefinitionRequest,
} from '@costeo/domain/contracts/extra-costs';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { EXTRA_COST_DEFINITIONS_URL } from '../urls.ts';

export async function createExtraCostDefinition(
  request: ExtraCostDefinitionRequest,
): Promise<ExtraCostDefinition> {
  const { data } = await apiClient.post<unknown>(
    EXTRA_COST_DEFINITIONS_URL,
    extraCostDefinitionRequestSchema.parse(request),
  );
  return extraCostDefinitionSchema.parse(data);
}

export function useCreateExtraCostDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExtraCostDefinition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extraCostKeys.all }),
  });
}
