import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicRecommendation } from '@/contract/topics';
import { apiRequest } from '@/web/lib/api-client';
import { TOPIC_RECOMMENDATIONS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export async function fetchTopicRecommendations({ signal }: { signal?: AbortSignal } = {}): Promise<
  TopicRecommendation[]
> {
  const { recommendations } = await apiRequest<{ recommendations: TopicRecommendation[] }>(
    TOPIC_RECOMMENDATIONS_QUERY_KEY[0],
    { signal },
  );
  return recommendations;
}

export const topicRecommendationsQueryOptions = queryOptions({
  queryKey: TOPIC_RECOMMENDATIONS_QUERY_KEY,
  queryFn: ({ signal }) => fetchTopicRecommendations({ signal }),
});

export function useTopicRecommendations() {
  return useQuery(topicRecommendationsQueryOptions);
}
