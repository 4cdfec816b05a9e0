import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteLessonBody, CompleteLessonResponse } from '@/contract/lessons';
import { toast } from '@/web/components/ui/use-toast';
import { apiRequest } from '@/web/lib/api-client';
import { afterProgressChange } from '@/web/lib/queries/cache-invalidation';
import { LESSONS_QUERY_KEY } from '@/web/lib/queries/query-keys';
import { browserTimeZone } from '@/web/lib/time-zone';

export const COMPLETE_LESSON_FAILED = 'Failed to complete lesson';

export function completeLesson(id: string, body: CompleteLessonBody): Promise<CompleteLessonResponse> {
  return apiRequest<CompleteLessonResponse>(`${LESSONS_QUERY_KEY[0]}/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body: { ...body, timeZone: body.timeZone ?? browserTimeZone() },
  });
}

/**
 * Sends the lesson score. On success the learner hears about the XP, and every cached answer that
 * shows progress is refreshed (see afterProgressChange), this lesson's own among them.
 */
export function useCompleteLesson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteLessonBody) => completeLesson(id, body),
    onSuccess: (result) => {
      toast({ title: 'Lesson Completed!', description: `You earned ${result.experienceGained} XP!` });
      afterProgressChange(queryClient, result);
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: COMPLETE_LESSON_FAILED });
    },
  });
}
