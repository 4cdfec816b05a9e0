import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Topic } from '@/contract/topics';
import { apiRequest } from '@/web/lib/api-client';
import { TOPICS_QUERY_KEY } from '@/web/lib/queries/query-keys';

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
