import { useMutation } from '@tanstack/react-query';
import type { PlacementProgress } from '@/contract/placement';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/placement: a new test, or the learner's unfinished one (docs/product.md#placement). */
export function startPlacement(): Promise<PlacementProgress> {
  return apiRequest<PlacementProgress>('/api/placement', { method: 'POST' });
}

export function useStartPlacement() {
  return useMutation({ mutationFn: startPlacement });
}
