import type { QueryClient } from '@tanstack/react-query';
import type { Subscription } from '@/contract/billing';
import { afterPlanChange } from '@/web/lib/queries/cache-invalidation';
import { SUBSCRIPTION_QUERY_KEY } from '@/web/lib/queries/query-keys';

/** After the demo billing changed the plan: its answer is the subscription now; the plan and allowance follow. */
export function subscriptionChanged(queryClient: QueryClient, subscription: Subscription): void {
  afterPlanChange(queryClient);
  queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, subscription);
}
