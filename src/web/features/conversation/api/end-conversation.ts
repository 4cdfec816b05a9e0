import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@/contract/auth';
import type { EndConversationBody, EndConversationResponse } from '@/contract/conversation';
import { toast } from '@/web/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import { LESSONS_QUERY_KEY } from '@/web/lib/queries/query-keys';
import { apiRequest, getServerMessage } from '@/web/lib/api-client';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';
import { TOPIC_RECOMMENDATIONS_QUERY_KEY } from './get-topic-recommendations';
import { TOPICS_QUERY_KEY } from './get-topics';

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
    onSuccess: (result) => {
      const before = queryClient.getQueryData<AuthUser | null>(USER_QUERY_KEY);
      queryClient.setQueryData<AuthUser | null>(USER_QUERY_KEY, (user) =>
        user ? { ...user, xpPoints: result.xpPoints, currentLevel: result.currentLevel, streak: result.streak } : user,
      );
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/learning-path'] });
      void queryClient.invalidateQueries({ queryKey: LESSONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TOPIC_RECOMMENDATIONS_QUERY_KEY });
      // Custom topics are listed for the learner's current level: a new level brings other topics.
      if (before && before.currentLevel !== result.currentLevel) void queryClient.invalidateQueries({ queryKey: TOPICS_QUERY_KEY });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Cannot end conversation', description: getServerMessage(error) ?? END_CONVERSATION_FAILED });
    },
  });
}
