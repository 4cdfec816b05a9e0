import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '@/contract/conversation';
import { apiRequest } from '@/web/lib/api-client';
import { CONVERSATIONS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export function conversationQueryKey(id: string) {
  return [CONVERSATIONS_QUERY_KEY[0], id] as const;
}

export function fetchConversation(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ConversationDetail> {
  return apiRequest<ConversationDetail>(`${CONVERSATIONS_QUERY_KEY[0]}/${encodeURIComponent(id)}`, { signal });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: ({ signal }) => fetchConversation(id, { signal }),
  });
}

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
