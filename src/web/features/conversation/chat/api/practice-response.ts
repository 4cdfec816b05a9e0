import { useMutation } from '@tanstack/react-query';
import type { Difficulty } from '@/contract/conversation';
import type { PracticeResponse } from '@/contract/language';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import { COPY_FAILED_TITLE, copyText } from '@/web/lib/clipboard';

export const PRACTICE_RESPONSE_URL = '/api/conversation/practice-response';
export const PRACTICE_RESPONSE_FAILED = 'Failed to generate practice response. Please try again.';

export interface PracticeRequest {
  question: string;
  difficulty?: Difficulty;
  conversationId?: string;
}

export function fetchPracticeResponse(request: PracticeRequest): Promise<PracticeResponse> {
  return apiRequest<PracticeResponse>(PRACTICE_RESPONSE_URL, { method: 'POST', body: request });
}

/** An answer the learner could give to the partner's question, copied to the clipboard (docs/product.md#language-help). */
export function usePracticeResponse() {
  return useMutation({
    mutationFn: fetchPracticeResponse,
    onSuccess: async ({ response }) => {
      if (await copyText(response)) {
        toast({ title: 'Practice response has been copied to your clipboard!', description: response });
      } else {
        // The answer is still worth having: it is shown where the learner can copy it by hand.
        toast({ title: COPY_FAILED_TITLE, description: response });
      }
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: PRACTICE_RESPONSE_FAILED });
    },
  });
}
