import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@/contract/progress';
import { apiRequest } from '@/web/lib/api-client';

/**
 * The key is the URL (spec section 7). Lesson completion and the end of a conversation invalidate it, and
 * with it every key it prefixes (the dashboard's history).
 */
export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;

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
