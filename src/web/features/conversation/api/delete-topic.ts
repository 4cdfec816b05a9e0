import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Topic } from '@/contract/topics';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import { TOPICS_QUERY_KEY } from './get-topics';
import { TOPIC_RECOMMENDATIONS_QUERY_KEY } from './get-topic-recommendations';

export const DELETE_TOPIC_FAILED = 'Failed to delete topic';

/** Spec section 7: a custom topic is deleted by its originalId, not its `custom-…` id. */
export function deleteTopic(originalId: string): Promise<{ success: true }> {
  return apiRequest<{ success: true }>(`${TOPICS_QUERY_KEY[0]}/${encodeURIComponent(originalId)}`, { method: 'DELETE' });
}

/** Spec section 6: only a custom topic with an originalId can be deleted (and only outside a session). */
export function isDeletableTopic(topic: Topic): topic is Topic & { originalId: string } {
  return topic.custom && Boolean(topic.originalId);
}

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: Topic & { originalId: string }) => deleteTopic(topic.originalId),
    onSuccess: () => {
      toast({ title: 'Topic deleted successfully' });
      void queryClient.invalidateQueries({ queryKey: TOPICS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TOPIC_RECOMMENDATIONS_QUERY_KEY });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: DELETE_TOPIC_FAILED });
    },
  });
}
