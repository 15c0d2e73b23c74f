import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesSummarySchema, type SalesSummary } from '@costeo/domain/contracts/sales';
import { apiClient } from '../../lib/api-client.ts';
import { SALES_URLS } from '../urls.ts';
import { salesKeys } from './keys.ts';

/** A period's sales: net revenue, linked share, food cost of what was sold, dishes, unlinked. */
export async function getSalesSummary(dateFrom: string, dateTo: string): Promise<SalesSummary> {
  const { data } = await apiClient.get<unknown>(SALES_URLS.summary, {
    params: { date_from: dateFrom, date_to: dateTo },
  });
  return salesSummarySchema.parse(data);
}

export function useSalesSummary(dateFrom: string, dateTo: string, enabled = true) {
  return useQuery({
    queryKey: salesKeys.summary(dateFrom, dateTo),
    queryFn: () => getSalesSummary(dateFrom, dateTo),
    // Another period keeps the last figures on screen until the next arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}
