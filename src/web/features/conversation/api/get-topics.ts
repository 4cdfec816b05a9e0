import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Topic } from '@/contract/topics';
import { apiRequest } from '@/web/lib/api-client';

/** The key is the URL; it is also the prefix of the all-levels key, so one invalidation refreshes both. */
export const TOPICS_QUERY_KEY = ['/api/conversation-topics'] as const;

/** Default topics first, then the learner's custom topics for their current level. */
export function fetchTopics({ signal }: { signal?: AbortSignal } = {}): Promise<Topic[]> {
  return apiRequest<Topic[]>(TOPICS_QUERY_KEY[0], { signal });
}

export const topicsQueryOptions = queryOptions({
  queryKey: TOPICS_QUERY_KEY,
  queryFn: ({ signal }) => fetchTopics({ signal }),
});

export function useTopics() {
  return useQuery(topicsQueryOptions);
}
