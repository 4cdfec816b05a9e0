import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@/contract/auth';
import type { CompleteLessonBody, CompleteLessonResponse } from '@/contract/lessons';
import { toast } from '@/web/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import { LESSONS_QUERY_KEY } from '@/web/lib/queries/query-keys';
import { apiRequest } from '@/web/lib/api-client';
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
 * shows progress is refreshed: the lessons (prefix key, so this lesson too), the screens that show
 * XP, and the signed-in user's XP, level and streak straight from the response.
 */
export function useCompleteLesson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteLessonBody) => completeLesson(id, body),
    onSuccess: (result) => {
      toast({ title: 'Lesson Completed!', description: `You earned ${result.experienceGained} XP!` });
      queryClient.setQueryData<AuthUser | null>(USER_QUERY_KEY, (user) =>
        user ? { ...user, xpPoints: result.xpPoints, currentLevel: result.currentLevel, streak: result.streak } : user,
      );
      void queryClient.invalidateQueries({ queryKey: LESSONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/learning-path'] });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: COMPLETE_LESSON_FAILED });
    },
  });
}
