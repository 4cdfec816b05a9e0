import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@/contract/billing';
import type { PlanType } from '@/domain/plans';
import { apiRequest } from '@/web/lib/api-client';
import { subscriptionChanged } from './subscription-changed';

/** POST /api/billing/subscription/change (the demo billing): the other plan, or the same one kept after a cancel. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planType: PlanType) =>
      apiRequest<Subscription>('/api/billing/subscription/change', { method: 'POST', body: { planType } }),
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription),
  });
}
