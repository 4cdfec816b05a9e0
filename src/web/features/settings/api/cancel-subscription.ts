import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@/contract/billing';
import { apiRequest } from '@/web/lib/api-client';
import { subscriptionChanged } from './subscription-changed';

/** POST /api/billing/subscription/cancel (the demo billing): canceled at the end of the period paid for. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Subscription>('/api/billing/subscription/cancel', { method: 'POST' }),
    onSuccess: (subscription) => subscriptionChanged(queryClient, subscription),
  });
}
