import { useQuery } from '@tanstack/react-query';
import { wasteWeeksSchema, type WasteWeeks } from '@costeo/domain/contracts/waste';
import { apiClient } from '../../lib/api-client.ts';
import { WASTE_WEEKS_URL } from '../urls.ts';

/** The Dashboard's chart: waste of the last 12 weeks, and the plan's overdue review date. */
export async function getWasteWeeks(): Promise<WasteWeeks> {
  const { data } = await apiClient.get<unknown>(WASTE_WEEKS_URL);
  return wasteWeeksSchema.parse(data);
}

export function useWasteWeeks() {
  return useQuery({ queryKey: ['waste', 'weeks'] as const, queryFn: getWasteWeeks });
}
