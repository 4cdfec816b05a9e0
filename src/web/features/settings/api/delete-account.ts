import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@/contract/account';
import { apiRequest } from '@/web/lib/api-client';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';

/** POST /api/account/delete: with the username typed to confirm; everything the learner owns goes. */
export function deleteAccount(body: DeleteAccountBody): Promise<{ success: true }> {
  return apiRequest<{ success: true }>('/api/account/delete', { method: 'POST', body });
}

/** Deletes the account, then, as after logout, the learner is signed out and every cached answer forgotten. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    },
  });
}
