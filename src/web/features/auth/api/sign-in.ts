import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@/contract/auth';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';

/** A mutation that ends signed in (login, registration): its answer becomes the cached user. */
export function useSignInMutation<Input>(signIn: (input: Input) => Promise<AuthUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
