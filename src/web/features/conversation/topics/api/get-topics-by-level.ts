import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicsByLevel } from '@/contract/topics';
import { apiRequest } from '@/web/lib/api-client';
import { TOPICS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export const TOPICS_BY_LEVEL_QUERY_KEY = [TOPICS_QUERY_KEY[0], 'all-levels'] as const;

/** The learner's custom topics of every level (default topics are not included). */
export function fetchTopicsByLevel({ signal }: { signal?: AbortSignal } = {}): Promise<TopicsByLevel> {
  return apiRequest<TopicsByLevel>(TOPICS_BY_LEVEL_QUERY_KEY.join('/'), { signal });
}

export const topicsByLevelQueryOptions = queryOptions({
  queryKey: TOPICS_BY_LEVEL_QUERY_KEY,
  queryFn: ({ signal }) => fetchTopicsByLevel({ signal }),
});

/** Read by the Manage Topics panel, which is mounted only while open: closed, it costs no request. */
export function useTopicsByLevel() {
  return useQuery(topicsByLevelQueryOptions);
}
