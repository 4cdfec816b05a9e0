import { useMutation } from '@tanstack/react-query';
import type { PortalFlow } from '@/contract/billing';
import { apiRequest } from '@/web/lib/api-client';

function leavePageFor(url: string): void {
  window.location.assign(url);
}

/**
 * POST /api/billing/portal (with Stripe): Stripe's customer portal at a flow. The browser leaves for it and comes
 * back to Settings; `redirect` is replaceable where the page cannot be left (tests).
 */
export function useOpenPortal({ redirect = leavePageFor } = {}) {
  return useMutation({
    mutationFn: (flow: PortalFlow) =>
      apiRequest<{ url: string }>('/api/billing/portal', { method: 'POST', body: { flow } }),
    onSuccess: ({ url }) => redirect(url),
  });
}
