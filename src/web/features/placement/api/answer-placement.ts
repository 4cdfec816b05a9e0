import { useMutation } from '@tanstack/react-query';
import type { PlacementAnswerBody, PlacementProgress } from '@/contract/placement';
import { apiRequest } from '@/web/lib/api-client';

/** POST /api/placement/:id/answers: the answer to the question shown; answers the next one (null at the end). */
export function answerPlacement(attemptId: string, body: PlacementAnswerBody): Promise<PlacementProgress> {
  return apiRequest<PlacementProgress>(`/api/placement/${encodeURIComponent(attemptId)}/answers`, {
    method: 'POST',
    body,
  });
}

export function useAnswerPlacement() {
  return useMutation({
    mutationFn: ({ attemptId, ...body }: PlacementAnswerBody & { attemptId: string }) =>
      answerPlacement(attemptId, body),
  });
}
