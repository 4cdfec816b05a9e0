import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@/contract/account';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/account/password: needs the current password; the learner's other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<{ success: true }> {
  return apiRequest<{ success: true }>('/api/account/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
