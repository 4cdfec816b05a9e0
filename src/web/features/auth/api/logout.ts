import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/web/lib/api-client';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';

export async function logout(): Promise<void> {
  try {
    await apiRequest<{ success: true }>('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    // 401: the session had already ended, which is the state logout wants.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/** Signs out on the server, then marks the user signed out and forgets every other cached answer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    },
  });
}
