import { apiRequest } from '@/web/lib/api-client';

/**
 * Throws away a conversation the learner never spoke in (docs/product.md#daily-limits): it leaves no history. The
 * server keeps one the learner spoke in (409), which is what Reset means for it too.
 */
export function discardConversation(conversationId: string): Promise<void> {
  return apiRequest<void>(`/api/conversations/${conversationId}`, { method: 'DELETE' });
}
