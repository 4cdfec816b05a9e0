import type { AuthSuccess, AuthUser, RegisterBody } from '@/contract/auth';
import { apiRequest } from '@/web/lib/api-client';
import { browserTimeZone } from '@/web/lib/time-zone';
import { useSignInMutation } from './sign-in';

export async function register(credentials: Pick<RegisterBody, 'username' | 'password'>): Promise<AuthUser> {
  const body: RegisterBody = { ...credentials, timeZone: browserTimeZone() };
  const answer = await apiRequest<AuthSuccess>('/api/auth/register', { method: 'POST', body });
  return answer.user;
}

export function useRegister() {
  return useSignInMutation(register);
}
