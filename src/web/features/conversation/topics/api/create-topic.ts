import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTopicBody, Topic } from '@/contract/topics';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import { afterTopicsChange } from '@/web/lib/queries/cache-invalidation';
import { TOPICS_QUERY_KEY } from '@/web/lib/queries/query-keys';

export const CREATE_TOPIC_FAILED = 'Failed to create custom topic';

export function createTopic(body: CreateTopicBody): Promise<Topic> {
  return apiRequest<Topic>(TOPICS_QUERY_KEY[0], { method: 'POST', body });
}

/** Creates a custom topic at the learner's level; both topic lists and the suggestions refresh. */
export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: () => {
      toast({ title: 'Custom topic created successfully' });
      afterTopicsChange(queryClient);
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: CREATE_TOPIC_FAILED });
    },
  });
}
