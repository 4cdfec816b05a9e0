import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationReport } from '@/contract/conversation-report';
import { apiRequest } from '@/web/lib/api-client';

// The report of one conversation (docs/product.md#conversation-report): its own screen, and the one-line summary in
// the practice screen's completion dialog and past conversations.

export const conversationReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [`/api/conversations/${id}/report`],
    queryFn: ({ signal }) =>
      apiRequest<ConversationReport>(`/api/conversations/${encodeURIComponent(id)}/report`, { signal }),
  });
export const useConversationReport = (id: string) => useQuery(conversationReportQueryOptions(id));
