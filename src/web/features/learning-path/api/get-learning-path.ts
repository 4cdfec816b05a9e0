import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningPathResponse } from '@/contract/progress';
import { apiRequest } from '@/web/lib/api-client';

/** The key is the URL (spec section 7); lesson completion and ended conversations invalidate it. */
export const LEARNING_PATH_QUERY_KEY = ['/api/learning-path'] as const;

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
