import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressHistory } from '@/contract/progress';
import { apiRequest } from '@/web/lib/api-client';
import { DASHBOARD_QUERY_KEY } from '@/web/lib/queries/query-keys';

/** Five whole weeks for the streak calendar; the XP chart shows the last 30 of them. */
export const HISTORY_DAYS = 35;

export function fetchProgressHistory(
  days: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProgressHistory> {
  return apiRequest<ProgressHistory>(`/api/progress/history?days=${days}`, { signal });
}

export const progressHistoryQueryOptions = queryOptions({
  // Under the dashboard's key rather than its own URL: whatever refreshes the dashboard (a completed lesson,
  // an ended conversation) then refreshes its chart and calendar too, without every mutation knowing of them.
  queryKey: [...DASHBOARD_QUERY_KEY, 'history', { days: HISTORY_DAYS }] as const,
  queryFn: ({ signal }) => fetchProgressHistory(HISTORY_DAYS, { signal }),
});

export function useProgressHistory() {
  return useQuery(progressHistoryQueryOptions);
}
