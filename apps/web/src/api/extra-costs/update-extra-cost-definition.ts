import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  extraCostDefinitionSchema,
  type ExtraCostDefinition,
  type ExtraCostDefinitionPatch,
} from '@costeo/domain/contracts/extra-costs';
import { apiClient } from '../../lib/api-client.ts';
import { extraCostKeys } from './keys.ts';
import { extraCostDefinitionUrl } from '../urls.ts';

export interface UpdateDefinitionInput {
  id: number;
  changes: ExtraCostDefinitionPatch;
  /** Also write the new amount on every recipe that uses the definition (history rows). */
  applyToRecipes?: boolean;
}

/** PATCH: only what changed; a new amount reaches the recipes only when asked. */
export async function updateExtraCostDefinition({
  id,
  changes,
  applyToRecipes = false,
}: UpdateDefinitionInput): Promise<ExtraCostDefinition> {
  const { data } = await apiClient.patch<unknown>(
    extraCostDefinitionUrl(id),
    applyToRecipes ? { ...changes, apply_to_recipes: true } : changes,
  );
  return extraCostDefinitionSchema.parse(data);
}

export function useUpdateExtraCostDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExtraCostDefinition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extraCostKeys.all }),
  });
}
