import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTopicBody, Topic } from '@/contract/topics';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import { TOPICS_QUERY_KEY } from './get-topics';
import { TOPIC_RECOMMENDATIONS_QUERY_KEY } from './get-topic-recommendations';

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
      void queryClient.invalidateQueries({ queryKey: TOPICS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TOPIC_RECOMMENDATIONS_QUERY_KEY });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: CREATE_TOPIC_FAILED });
    },
  });
}
