import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '@/contract/conversation';
import { apiRequest } from '@/web/lib/api-client';

/** The prefix of the list and of every single-conversation key. */
export const CONVERSATIONS_QUERY_KEY = ['/api/conversations'] as const;
export const PAST_CONVERSATIONS_LIMIT = 20;

export async function fetchConversations(limit: number, { signal }: { signal?: AbortSignal } = {}): Promise<ConversationSummary[]> {
  const { conversations } = await apiRequest<{ conversations: ConversationSummary[] }>(
    `${CONVERSATIONS_QUERY_KEY[0]}?limit=${limit}`,
    { signal },
  );
  return conversations;
}

/** Newest first, whatever order the server used. */
export function newestFirst(conversations: readonly ConversationSummary[]): ConversationSummary[] {
  return conversations.toSorted((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
}

export const conversationsQueryOptions = queryOptions({
  queryKey: [CONVERSATIONS_QUERY_KEY[0], { limit: PAST_CONVERSATIONS_LIMIT }] as const,
  queryFn: ({ signal }) => fetchConversations(PAST_CONVERSATIONS_LIMIT, { signal }),
  select: newestFirst,
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}
