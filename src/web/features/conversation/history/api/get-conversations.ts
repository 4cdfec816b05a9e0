import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '@/contract/conversation';
import { apiRequest } from '@/web/lib/api-client';
import { CONVERSATIONS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export const PAST_CONVERSATIONS_LIMIT = 20;

export async function fetchConversations(
  limit: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ConversationSummary[]> {
  const { conversations } = await apiRequest<{ conversations: ConversationSummary[] }>(
    `${CONVERSATIONS_QUERY_KEY[0]}?limit=${limit}`,
    { signal },
  );
  return conversations;
}

export const conversationsQueryOptions = queryOptions({
  queryKey: [CONVERSATIONS_QUERY_KEY[0], { limit: PAST_CONVERSATIONS_LIMIT }] as const,
  // The server answers newest first (contract), so the list is shown in its order.
  queryFn: ({ signal }) => fetchConversations(PAST_CONVERSATIONS_LIMIT, { signal }),
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}
