import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoCheckout } from '@/contract/billing';
import { apiRequest } from '@/web/lib/api-client';

export const DEMO_CHECKOUT_QUERY_KEY = ['/api/checkout/demo'] as const;

export function demoCheckoutQueryKey(sessionId: string) {
  return [DEMO_CHECKOUT_QUERY_KEY[0], sessionId] as const;
}

export function fetchDemoCheckout(sessionId: string, { signal }: { signal?: AbortSignal } = {}): Promise<DemoCheckout> {
  return apiRequest<DemoCheckout>(`${DEMO_CHECKOUT_QUERY_KEY[0]}/${encodeURIComponent(sessionId)}`, { signal });
}

export function demoCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: demoCheckoutQueryKey(sessionId),
    queryFn: ({ signal }) => fetchDemoCheckout(sessionId, { signal }),
  });
}

export function useDemoCheckout(sessionId: string) {
  return useQuery(demoCheckoutQueryOptions(sessionId));
}
