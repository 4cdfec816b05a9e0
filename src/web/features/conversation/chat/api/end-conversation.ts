import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndConversationBody, EndConversationResponse } from '@/contract/conversation';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest, getServerMessage } from '@/web/lib/api-client';
import { afterConversationEnded } from '@/web/lib/queries/cache-invalidation';

export const END_CONVERSATION_FAILED = 'Failed to end the conversation. Please try again.';

export function endConversation(body: EndConversationBody): Promise<EndConversationResponse> {
  return apiRequest<EndConversationResponse>('/api/conversation/end', { method: 'POST', body });
}

/**
 * Ends the conversation. On success the signed-in user's XP, level and streak come straight from
 * the answer, and every screen that shows progress or past conversations refreshes.
 */
export function useEndConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endConversation,
    onSuccess: (result) => afterConversationEnded(queryClient, result),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Cannot end conversation',
        description: getServerMessage(error) ?? END_CONVERSATION_FAILED,
      });
    },
  });
}
