import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonsOverview } from '@/contract/lessons';
import { apiRequest } from '@/web/lib/api-client';
import { LESSONS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export function fetchLessons({ signal }: { signal?: AbortSignal } = {}): Promise<LessonsOverview> {
  return apiRequest<LessonsOverview>(LESSONS_QUERY_KEY[0], { signal });
}

export const lessonsQueryOptions = queryOptions({
  queryKey: LESSONS_QUERY_KEY,
  queryFn: ({ signal }) => fetchLessons({ signal }),
});

export function useLessons() {
  return useQuery(lessonsQueryOptions);
}
