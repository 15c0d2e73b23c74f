import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { theoreticalUseSchema, type TheoreticalUse } from '@costeo/domain/contracts/sales';
import { apiClient } from '../../lib/api-client.ts';
import { SALES_URLS } from '../urls.ts';
import { salesKeys } from './keys.ts';

/** A period's theoretical use: each product's gross quantity in its base unit and its cost. */
export async function getTheoreticalUse(dateFrom: string, dateTo: string): Promise<TheoreticalUse> {
  const { data } = await apiClient.get<unknown>(SALES_URLS.theoreticalUse, {
    params: { date_from: dateFrom, date_to: dateTo },
  });
  return theoreticalUseSchema.parse(data);
}

export function useTheoreticalUse(dateFrom: string, dateTo: string, enabled = true) {
  return useQuery({
    queryKey: salesKeys.theoreticalUse(dateFrom, dateTo),
    queryFn: () => getTheoreticalUse(dateFrom, dateTo),
    // Another period keeps the last figures on screen until the next arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}
