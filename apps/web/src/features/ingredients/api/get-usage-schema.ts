import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSchemaSchema, type UsageSchema } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../../lib/api-client.ts';
import { ingredientKeys } from './query-keys.ts';

/** What the form needs of a catalog entry: base unit, usable units, density, merma, IVA. */
export async function getUsageSchema(definitionId: number): Promise<UsageSchema> {
  const { data } = await apiClient.get<unknown>(
    `/api/ingredient-definitions/${definitionId}/usage_schema/`,
  );
  return usageSchemaSchema.parse(data);
}

export function usageSchemaQueryOptions(definitionId: number) {
  return queryOptions({
    queryKey: ingredientKeys.usageSchema(definitionId),
    queryFn: () => getUsageSchema(definitionId),
    staleTime: 10 * 60_000,
  });
}

export function useUsageSchema(definitionId: number | null) {
  return useQuery({
    ...usageSchemaQueryOptions(definitionId ?? 0),
    enabled: definitionId !== null,
  });
}
