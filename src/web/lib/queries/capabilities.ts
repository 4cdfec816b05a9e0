import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Capabilities } from '@/contract/language';
import { apiRequest } from '@/web/lib/api-client';

export const CAPABILITIES_QUERY_KEY = ['/api/capabilities'] as const;

/** What the server can do for speech and language help: decided by its configuration at start-up. */
export function fetchCapabilities({ signal }: { signal?: AbortSignal } = {}): Promise<Capabilities> {
  return apiRequest<Capabilities>(CAPABILITIES_QUERY_KEY[0], { signal });
}

export const capabilitiesQueryOptions = queryOptions({
  queryKey: CAPABILITIES_QUERY_KEY,
  queryFn: ({ signal }) => fetchCapabilities({ signal }),
  // The server's configuration only changes with a restart, so one answer serves the whole visit.
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useCapabilities() {
  return useQuery(capabilitiesQueryOptions);
}
