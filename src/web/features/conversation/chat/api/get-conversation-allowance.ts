import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationAllowance } from '@/contract/conversation';
import { apiRequest } from '@/web/lib/api-client';
import { CONVERSATION_ALLOWANCE_QUERY_KEY } from '@/web/lib/queries/query-keys';

export function getConversationAllowance({ signal }: { signal?: AbortSignal } = {}): Promise<ConversationAllowance> {
  return apiRequest<ConversationAllowance>(CONVERSATION_ALLOWANCE_QUERY_KEY[0], { signal });
}

/**
 * What is left of today's conversations (docs/product.md#daily-limits). Asked again each time the practice screen
 * opens: the day may have turned, or another tab or device used one, since it was last read.
 */
export const conversationAllowanceQueryOptions = queryOptions({
  queryKey: CONVERSATION_ALLOWANCE_QUERY_KEY,
  queryFn: ({ signal }) => getConversationAllowance({ signal }),
  staleTime: 0,
});

export const useConversationAllowance = () => useQuery(conversationAllowanceQueryOptions);
