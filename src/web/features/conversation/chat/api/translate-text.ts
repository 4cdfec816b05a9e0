import { queryOptions } from '@tanstack/react-query';
import type { TranslateResponse } from '@/contract/language';
import { apiRequest } from '@/web/lib/api-client';

export const TRANSLATE_URL = '/api/translate';
export const TRANSLATION_FAILED = 'Failed to translate the message. Please try again.';

export type TranslationSource = 'es' | 'en';

export function translateText(text: string, from: TranslationSource, signal?: AbortSignal): Promise<TranslateResponse> {
  const query = new URLSearchParams({ text, from });
  return apiRequest<TranslateResponse>(`${TRANSLATE_URL}?${query}`, { signal });
}

/**
 * One translation per text and direction, kept for the visit (queries never go stale here): opening
 * the same message's translation again, or the same sentence in another message, asks only once.
 */
export function translationQueryOptions(text: string, from: TranslationSource = 'es') {
  return queryOptions({
    queryKey: [TRANSLATE_URL, from, text] as const,
    queryFn: ({ signal }) => translateText(text, from, signal),
  });
}
