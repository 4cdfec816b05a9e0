import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewQueue } from '@/contract/review';
import { apiRequest } from '@/web/lib/api-client';
import { deckQueryKey, deckUrl } from '@/web/lib/deck';

const QUEUE = 'queue';

export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: deckQueryKey(QUEUE),
    queryFn: ({ signal }) => apiRequest<ReviewQueue>(deckUrl(QUEUE), { signal }),
  });
export const useReviewQueue = () => useQuery(reviewQueueQueryOptions());
