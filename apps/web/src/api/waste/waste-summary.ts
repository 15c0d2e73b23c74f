import { useQuery } from '@tanstack/react-query';
import { wasteSummarySchema, type WasteSummary } from '@costeo/domain/contracts/waste';
import { apiClient } from '../../lib/api-client.ts';
import { WASTE_SUMMARY_URL } from '../urls.ts';

export interface WasteSummaryPeriod {
  /** yyyy-mm-dd; both left out: the API's default period. */
  date_from?: string;
  date_to?: string;
}

/** Waste in a period: totals (and as % of purchases), by month, reason, destination and item. */
export async function getWasteSummary(period: WasteSummaryPeriod = {}): Promise<WasteSummary> {
  const { data } = await apiClient.get<unknown>(WASTE_SUMMARY_URL, { params: period });
  return wasteSummarySchema.parse(data);
}

export function useWasteSummary(period: WasteSummaryPeriod = {}) {
  return useQuery({
    queryKey: ['waste', 'summary', period.date_from ?? null, period.date_to ?? null] as const,
    queryFn: () => getWasteSummary(period),
  });
}
