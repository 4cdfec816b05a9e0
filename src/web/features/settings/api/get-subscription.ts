import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@/contract/billing';
import { apiRequest } from '@/web/lib/api-client';
import { SUBSCRIPTION_QUERY_KEY } from '@/web/lib/queries/query-keys';

export const subscriptionQueryOptions = queryOptions({
  queryKey: SUBSCRIPTION_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<Subscription>(SUBSCRIPTION_QUERY_KEY[0], { signal }),
});

/** GET /api/billing/subscription: the learner's plan, where it stands and who manages it (docs/product.md#plans). */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions);
}
