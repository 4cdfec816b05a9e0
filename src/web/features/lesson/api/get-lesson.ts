import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonDetail } from '@/contract/lessons';
import { apiRequest } from '@/web/lib/api-client';
import { LESSONS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export function lessonQueryKey(id: string) {
  return [LESSONS_QUERY_KEY[0], id] as const;
}

export function fetchLesson(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<LessonDetail> {
  return apiRequest<LessonDetail>(`${LESSONS_QUERY_KEY[0]}/${encodeURIComponent(id)}`, { signal });
}

export function lessonQueryOptions(id: string) {
  return queryOptions({
    queryKey: lessonQueryKey(id),
    queryFn: ({ signal }) => fetchLesson(id, { signal }),
  });
}

export function useLesson(id: string) {
  return useQuery(lessonQueryOptions(id));
}
