import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansInfo } from '@/contract/billing';
import { apiRequest } from '@/web/lib/api-client';
import { PLANS_INFO_QUERY_KEY } from '@/web/lib/queries/query-keys';

export const plansInfoQueryOptions = queryOptions({
  queryKey: PLANS_INFO_QUERY_KEY,
  queryFn: () => apiRequest<PlansInfo>('/api/plans'),
});

/** GET /api/plans: the free plan's daily conversations on this server, for visitors and learners alike. */
export function usePlansInfo() {
  return useQuery(plansInfoQueryOptions);
}
