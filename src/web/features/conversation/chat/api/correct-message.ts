import { useMutation } from '@tanstack/react-query';
import type { CorrectResponse } from '@/contract/language';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';

export const CORRECT_URL = '/api/conversation/correct';
export const CORRECTION_FAILED = 'Failed to get correction';

export function correctMessage(text: string): Promise<CorrectResponse> {
  return apiRequest<CorrectResponse>(CORRECT_URL, { method: 'POST', body: { text } });
}

/** Get Correction on one of the learner's messages (docs/product.md#language-help); the result stays with the message. */
export function useCorrectMessage() {
  return useMutation({
    mutationFn: correctMessage,
    onSuccess: () => {
      toast({ title: 'Got correction for your message!' });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: CORRECTION_FAILED });
    },
  });
}
