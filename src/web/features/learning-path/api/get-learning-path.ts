import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningPathResponse } from '@/contract/progress';
import { apiRequest } from '@/web/lib/api-client';
import { LEARNING_PATH_QUERY_KEY } from '@/web/lib/queries/query-keys';

export function fetchLearningPath({ signal }: { signal?: AbortSignal } = {}): Promise<LearningPathResponse> {
  return apiRequest<LearningPathResponse>(LEARNING_PATH_QUERY_KEY[0], { signal });
}

export const learningPathQueryOptions = queryOptions({
  queryKey: LEARNING_PATH_QUERY_KEY,
  queryFn: ({ signal }) => fetchLearningPath({ signal }),
});

export function useLearningPath() {
  return useQuery(learningPathQueryOptions);
}
