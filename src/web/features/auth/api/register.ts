import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthSuccess, AuthUser, RegisterBody } from '@/contract/auth';
import { apiRequest } from '@/web/lib/api-client';
import { browserTimeZone } from '@/web/lib/time-zone';
import { USER_QUERY_KEY } from './get-user';

export async function register(credentials: Pick<RegisterBody, 'username' | 'password'>): Promise<AuthUser> {
  const body: RegisterBody = { ...credentials, timeZone: browserTimeZone() };
  const answer = await apiRequest<AuthSuccess>('/api/auth/register', { method: 'POST', body });
  return answer.user;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
