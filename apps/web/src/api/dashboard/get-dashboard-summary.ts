import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSummarySchema, type DashboardSummary } from '@costeo/domain/contracts/dashboard';
import { apiClient } from '../../lib/api-client.ts';
import { DASHBOARD_SUMMARY_URL } from '../urls.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

/** Everything the Dashboard shows, in one call (issue 10). */
export async function getDashboardSummary(): Promise<DashboardSummary> {
  const { data } = await apiClient.get<unknown>(DASHBOARD_SUMMARY_URL);
  return dashboardSummarySchema.parse(data);
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: getDashboardSummary,
    // Other screens change what it sums (prices, recipes) without knowing of it: coming back to
    // the Dashboard shows the last answer at once and asks again.
    staleTime: 0,
  });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
