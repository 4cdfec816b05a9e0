import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementResult } from '@/contract/placement';
import { apiRequest } from '@/web/lib/api-client';
import { afterPlacement } from '@/web/lib/queries/cache-invalidation';

/** POST /api/placement/:id/finish: at the end, or when the learner stops early; places them from the answers. */
export function finishPlacement(attemptId: string): Promise<PlacementResult> {
  return apiRequest<PlacementResult>(`/api/placement/${encodeURIComponent(attemptId)}/finish`, { method: 'POST' });
}

export function useFinishPlacement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: finishPlacement, onSuccess: () => afterPlacement(queryClient) });
}
