import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@/contract/auth';
import { ApiError, apiRequest } from '@/web/lib/api-client';

export const USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The signed-in user, or null when the server answers 401 (signed out). Other failures throw. */
export async function fetchUser({ signal }: { signal?: AbortSignal } = {}): Promise<AuthUser | null> {
  try {
    return await apiRequest<AuthUser>(USER_QUERY_KEY[0], { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** docs/product.md#client: the user query is cached for 30 s, with no retry and no refetch on focus. */
export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: ({ signal }) => fetchUser({ signal }),
  staleTime: 30_000,
  retry: false,
  refetchOnWindowFocus: false,
  // Every screen reads this query. Refetching a failed one whenever a reader mounts would flip it
  // back to pending, unmount the readers, and loop; a failed check is retried only on request.
  retryOnMount: false,
});

export function useUser() {
  return useQuery(userQueryOptions);
}
