import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import { CONVERSATIONS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export const SAVE_CONVERSATION_FAILED = 'Failed to save conversation';

export interface SavedConversation {
  id: string;
  notes: string;
  savedAt: string;
}

export function saveConversation(id: string, notes: string): Promise<SavedConversation> {
  return apiRequest<SavedConversation>(`${CONVERSATIONS_QUERY_KEY[0]}/${encodeURIComponent(id)}/save`, {
    method: 'POST',
    body: { notes },
  });
}

/** Saves the learner's note on a conversation; the past-conversations list then shows it. */
export function useSaveConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => saveConversation(id, notes),
    onSuccess: () => {
      toast({ title: 'Conversation saved successfully!' });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: SAVE_CONVERSATION_FAILED });
    },
  });
}
