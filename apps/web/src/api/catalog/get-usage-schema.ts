import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSchemaSchema, type UsageSchema } from '@costeo/domain/contracts/ingredients';
import { apiClient } from '../../lib/api-client.ts';
import { catalogKeys } from './keys.ts';
import { usageSchemaUrl } from '../urls.ts';

/** What the form needs of a catalog entry: base unit, usable units, density, merma, IVA. */
export async function getUsageSchema(definitionId: number): Promise<UsageSchema> {
  const { data } = await apiClient.get<unknown>(usageSchemaUrl(definitionId));
  return usageSchemaSchema.parse(data);
}

export function usageSchemaQueryOptions(definitionId: number) {
  return queryOptions({
    queryKey: catalogKeys.usageSchema(definitionId),
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
