import type { AuthSuccess, AuthUser, LoginBody } from '@/contract/auth';
import { apiRequest, getServerMessage } from '@/web/lib/api-client';
import { browserTimeZone } from '@/web/lib/time-zone';
import { useSignInMutation } from './sign-in';

/** Shown when the server says `success: false` without a message (docs/product.md#messages). */
export const LOGIN_FAILED_FALLBACK = 'Login failed';

export class LoginRejectedError extends Error {
  override readonly name = 'LoginRejectedError';
}

type LoginAnswer = AuthSuccess | { success: false; message?: string };

export async function login(credentials: Pick<LoginBody, 'username' | 'password'>): Promise<AuthUser> {
  const body: LoginBody = { ...credentials, timeZone: browserTimeZone() };
  const answer = await apiRequest<LoginAnswer>('/api/auth/login', { method: 'POST', body });
  // A 2xx answer can still carry `success: false`; the screen then shows the server's message.
  if (!answer.success) throw new LoginRejectedError(answer.message || LOGIN_FAILED_FALLBACK);
  return answer.user;
}

export function useLogin() {
  return useSignInMutation(login);
}

/** The text the login screen shows for a failure: the server's message, else 'Login failed'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginRejectedError) return error.message;
  return getServerMessage(error) ?? LOGIN_FAILED_FALLBACK;
}
