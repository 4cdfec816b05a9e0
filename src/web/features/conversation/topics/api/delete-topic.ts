import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Topic } from '@/contract/topics';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import { afterTopicsChange } from '@/web/lib/queries/cache-invalidation';
import { TOPICS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export const DELETE_TOPIC_FAILED = 'Failed to delete topic';

/** docs/product.md#topics: a custom topic is deleted by its originalId, not its `custom-…` id. */
export function deleteTopic(originalId: string): Promise<{ success: true }> {
  return apiRequest<{ success: true }>(`${TOPICS_QUERY_KEY[0]}/${encodeURIComponent(originalId)}`, {
    method: 'DELETE',
  });
}

/** docs/product.md#topics: only a custom topic with an originalId can be deleted (and only outside a session). */
export function isDeletableTopic(topic: Topic): topic is Topic & { originalId: string } {
  return topic.custom && Boolean(topic.originalId);
}

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: Topic & { originalId: string }) => deleteTopic(topic.originalId),
    onSuccess: () => {
      toast({ title: 'Topic deleted successfully' });
      afterTopicsChange(queryClient);
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: DELETE_TOPIC_FAILED });
    },
  });
}
