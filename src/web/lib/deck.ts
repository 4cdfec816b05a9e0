import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageWords } from '@/contract/conversation-report';
import type { AddReviewCardBody, AddReviewCardResponse, ReviewSettings, ReviewSummary } from '@/contract/review';
import { apiRequest } from '@/web/lib/api-client';
import { REVIEW_QUERY_KEY } from '@/web/lib/queries/query-keys';
import { afterReviewChange } from '@/web/lib/queries/cache-invalidation';

// The review deck's endpoints that screens other than the review screen use (docs/product.md#review-deck): its summary
// (dashboard, learning path, Lessons' Review tab), its new-card limit (Settings, the review screen), the word lookup
// and adding a card (conversation, conversation report, lesson). The review session's own endpoints live in
// src/web/features/review/api.

/** The URL of a deck endpoint: `deckUrl('summary')` is `/api/review/summary`. */
export const deckUrl = (path: string) => `${REVIEW_QUERY_KEY[0]}/${path}`;
/**
 * A key under REVIEW_QUERY_KEY: its first element is the deck's prefix itself, so invalidating REVIEW_QUERY_KEY after a
 * grade or a deletion refreshes the queue, the summary, the card list and the settings (a key of the whole URL,
 * '/api/review/queue', shares no element with it and was never refreshed: "Keep going" then served graded cards).
 */
export const deckQueryKey = (path: string) => [...REVIEW_QUERY_KEY, path] as const;

const SUMMARY = 'summary';
const SETTINGS = 'settings';
const CARDS = 'cards';

export const reviewSummaryQueryOptions = () =>
  queryOptions({
    queryKey: deckQueryKey(SUMMARY),
    queryFn: ({ signal }) => apiRequest<ReviewSummary>(deckUrl(SUMMARY), { signal }),
  });
export const useReviewSummary = () => useQuery(reviewSummaryQueryOptions());

export const useReviewSettings = () =>
  useQuery({
    queryKey: deckQueryKey(SETTINGS),
    queryFn: ({ signal }) => apiRequest<ReviewSettings>(deckUrl(SETTINGS), { signal }),
  });

export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSettings) => apiRequest<ReviewSettings>(deckUrl(SETTINGS), { method: 'PUT', body }),
    onSuccess: () => afterReviewChange(queryClient),
  });
}

export const addReviewCard = (body: AddReviewCardBody) =>
  apiRequest<AddReviewCardResponse>(deckUrl(CARDS), { method: 'POST', body });

/** Adds a word or a missed exercise to the deck; an item already there answers the card it has. */
export function useAddReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReviewCard,
    onSuccess: () => afterReviewChange(queryClient),
  });
}

/**
 * What the app knows of one word of a message (its position counted as the domain's `matchWords` counts): the word's
 * entry and the phrases it is part of, each with the translation the app knows; none when it knows none.
 */
export const useWordEntries = (text: string, word: number) =>
  useQuery({
    queryKey: [deckUrl('words'), text, word],
    queryFn: ({ signal }) =>
      apiRequest<MessageWords>(deckUrl(`words?text=${encodeURIComponent(text)}&word=${word}`), { signal }),
  });
