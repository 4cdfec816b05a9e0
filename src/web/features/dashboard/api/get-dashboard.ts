import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@/contract/progress';
import { apiRequest } from '@/web/lib/api-client';
import { DASHBOARD_QUERY_KEY } from '@/web/lib/queries/query-keys';

export function fetchDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardResponse> {
  return apiRequest<DashboardResponse>(DASHBOARD_QUERY_KEY[0], { signal });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => fetchDashboard({ signal }),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
