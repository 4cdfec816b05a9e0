import type { Recommendation } from '@/contract/progress';
import { PRACTICE_SPEAKING_ACTION } from '@/contract/progress-constants';

/** The query parameters a practice link or a lessons link carries (read by the screens they open). */
export const PRACTICE_TOPIC_PARAM = 'topic';
export const PRACTICE_DIFFICULTY_PARAM = 'difficulty';
export const LESSONS_FOCUS_PARAM = 'lesson';

/** docs/product.md#recommendations: 'Practice Speaking' opens the practice screen; every other action is a lesson action. */
export function recommendationPath(action: string): '/conversation' | '/lessons' {
  return action === PRACTICE_SPEAKING_ACTION ? '/conversation' : '/lessons';
}

/**
 * The link of a recommendation: the spec's destination, carrying what the recommendation names, so the practice screen
 * opens with the topic and difficulty chosen and the lessons screen at the named lesson.
 */
export function recommendationHref(
  recommendation: Pick<Recommendation, 'action' | 'lessonId' | 'topicId' | 'difficulty'>,
) {
  const path = recommendationPath(recommendation.action);
  const params = new URLSearchParams();
  if (path === '/conversation') {
    if (recommendation.topicId) params.set(PRACTICE_TOPIC_PARAM, recommendation.topicId);
    if (recommendation.difficulty) params.set(PRACTICE_DIFFICULTY_PARAM, recommendation.difficulty);
  } else if (recommendation.lessonId) {
    params.set(LESSONS_FOCUS_PARAM, recommendation.lessonId);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
