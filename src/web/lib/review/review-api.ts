import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationReport, MessageWords } from '@/contract/conversation-report';
import type {
  AddReviewCardBody,
  AddReviewCardResponse,
  GradeReviewCardBody,
  GradeReviewCardResponse,
  ReviewCard,
  ReviewCardList,
  ReviewQueue,
  ReviewSettings,
  ReviewSummary,
} from '@/contract/review';
import { apiRequest } from '@/web/lib/api-client';
import { REVIEW_QUERY_KEY } from '@/web/lib/queries/query-keys';
import { afterReviewChange } from '@/web/lib/queries/cache-invalidation';
import { browserTimeZone } from '@/web/lib/time-zone';

// The review deck's endpoints (docs/product.md#review-deck). The lessons, review, dashboard, conversation and lesson
// screens all read or add to the deck, so its hooks live here rather than in one feature.

const url = (path: string) => `${REVIEW_QUERY_KEY[0]}${path}`;
/**
 * A key under REVIEW_QUERY_KEY: its first element is the deck's prefix itself, so invalidating REVIEW_QUERY_KEY after a
 * grade or a deletion refreshes the queue, the summary, the card list and the settings (a key of the whole URL,
 * '/api/review/queue', shares no element with it and was never refreshed: "Keep going" then served graded cards).
 */
const key = (path: string) => [...REVIEW_QUERY_KEY, path] as const;

export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: key('/queue'),
    queryFn: ({ signal }) => apiRequest<ReviewQueue>(url('/queue'), { signal }),
  });
export const useReviewQueue = () => useQuery(reviewQueueQueryOptions());

export const reviewSummaryQueryOptions = () =>
  queryOptions({
    queryKey: key('/summary'),
    queryFn: ({ signal }) => apiRequest<ReviewSummary>(url('/summary'), { signal }),
  });
export const useReviewSummary = () => useQuery(reviewSummaryQueryOptions());

export const useReviewCards = () =>
  useQuery({
    queryKey: key('/cards'),
    queryFn: ({ signal }) => apiRequest<ReviewCardList>(url('/cards'), { signal }),
  });

export const useReviewSettings = () =>
  useQuery({
    queryKey: key('/settings'),
    queryFn: ({ signal }) => apiRequest<ReviewSettings>(url('/settings'), { signal }),
  });

export const conversationReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [`/api/conversations/${id}/report`],
    queryFn: ({ signal }) =>
      apiRequest<ConversationReport>(`/api/conversations/${encodeURIComponent(id)}/report`, { signal }),
  });
export const useConversationReport = (id: string) => useQuery(conversationReportQueryOptions(id));

/**
 * What the app knows of one word of a message (its position counted as the domain's `matchWords` counts): the word's
 * entry and the phrases it is part of, each with the translation the app knows; none when it knows none.
 */
export const useWordEntries = (text: string, word: number) =>
  useQuery({
    queryKey: [url('/words'), text, word],
    queryFn: ({ signal }) =>
      apiRequest<MessageWords>(url(`/words?text=${encodeURIComponent(text)}&word=${word}`), { signal }),
  });

/** Adds a word or a missed exercise to the deck; an item already there answers the card it has. */
export function useAddReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReviewCardBody) => apiRequest<AddReviewCardResponse>(url('/cards'), { method: 'POST', body }),
    onSuccess: () => afterReviewChange(queryClient),
  });
}

export const addReviewCard = (body: AddReviewCardBody) =>
  apiRequest<AddReviewCardResponse>(url('/cards'), { method: 'POST', body });

export function gradeReviewCard(card: Pick<ReviewCard, 'id' | 'reps'>, body: Omit<GradeReviewCardBody, 'reps'>) {
  return apiRequest<GradeReviewCardResponse>(url(`/cards/${encodeURIComponent(card.id)}/grade`), {
    method: 'POST',
    body: { ...body, reps: card.reps, timeZone: browserTimeZone() },
  });
}

export function setCardSuspended(id: string, suspended: boolean) {
  return apiRequest<ReviewCard>(url(`/cards/${encodeURIComponent(id)}`), { method: 'PUT', body: { suspended } });
}

export function deleteReviewCard(id: string, { keepalive = false }: { keepalive?: boolean } = {}) {
  return apiRequest<void>(url(`/cards/${encodeURIComponent(id)}`), { method: 'DELETE', keepalive });
}

export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewSettings) => apiRequest<ReviewSettings>(url('/settings'), { method: 'PUT', body }),
    onSuccess: () => afterReviewChange(queryClient),
  });
}
