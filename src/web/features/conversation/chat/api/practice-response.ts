import { createElement } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Difficulty } from '@/contract/conversation';
import type { PracticeResponse } from '@/contract/language';
import { ToastAction } from '@/web/components/ui/toast';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import { COPY_FAILED_TITLE, copyText } from '@/web/lib/clipboard';

export const PRACTICE_RESPONSE_URL = '/api/conversation/practice-response';
export const PRACTICE_RESPONSE_FAILED = 'Failed to generate practice response. Please try again.';
export const USE_PRACTICE_RESPONSE = 'Use it';

export interface PracticeRequest {
  question: string;
  difficulty?: Difficulty;
  conversationId?: string;
}

export function fetchPracticeResponse(request: PracticeRequest): Promise<PracticeResponse> {
  return apiRequest<PracticeResponse>(PRACTICE_RESPONSE_URL, { method: 'POST', body: request });
}

/**
 * An answer the learner could give to the partner's question, copied to the clipboard (docs/product.md#language-help);
 * with `putInDraft` (a running conversation) the toast's "Use it" puts it into the message box, which on a phone
 * saves a paste.
 */
export function usePracticeResponse(putInDraft?: (text: string) => void) {
  return useMutation({
    mutationFn: fetchPracticeResponse,
    onSuccess: async ({ response }) => {
      const action = putInDraft
        ? createElement(
            ToastAction,
            { altText: 'Put the answer in your message', onClick: () => putInDraft(response) },
            USE_PRACTICE_RESPONSE,
          )
        : undefined;
      if (await copyText(response)) {
        toast({ title: 'Practice response has been copied to your clipboard!', description: response, action });
      } else {
        // The answer is still worth having: it is shown where the learner can copy it by hand.
        toast({ title: COPY_FAILED_TITLE, description: response, action });
      }
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: PRACTICE_RESPONSE_FAILED });
    },
  });
}
