import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonsOverview } from '@/contract/lessons';
import { apiRequest } from '@/web/lib/api-client';

/** The key is the URL (spec section 7); it is also the prefix of every single-lesson key. */
export const LESSONS_QUERY_KEY = ['/api/lessons'] as const;

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
