import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementLowered } from '@/contract/placement';
import { apiRequest } from '@/web/lib/api-client';
import { afterPlacement } from '@/web/lib/queries/cache-invalidation';

/** POST /api/placement/lower: the placement one step down; every screen that shows where the learner starts follows. */
export function useLowerPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PlacementLowered>('/api/placement/lower', { method: 'POST' }),
    onSuccess: () => afterPlacement(queryClient),
  });
}
