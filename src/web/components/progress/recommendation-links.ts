import type { Recommendation } from '@/contract/progress';
import { PRACTICE_SPEAKING_ACTION } from '@/contract/progress-constants';
import { screenPath } from '@/web/lib/screens';

/** docs/product.md#recommendations: 'Practice Speaking' opens the practice screen; every other action is a lesson action. */
export function recommendationScreen(action: string): 'conversation' | 'lessons' {
  return action === PRACTICE_SPEAKING_ACTION ? 'conversation' : 'lessons';
}

/**
 * The link of a recommendation: the spec's destination, carrying what the recommendation names, so the practice screen
 * opens with the topic and difficulty chosen and the lessons screen at the named lesson.
 */
export function recommendationHref(
  recommendation: Pick<Recommendation, 'action' | 'lessonId' | 'topicId' | 'difficulty'>,
) {
  return recommendationScreen(recommendation.action) === 'conversation'
    ? screenPath.conversation({ topic: recommendation.topicId, difficulty: recommendation.difficulty })
    : screenPath.lessons({ lesson: recommendation.lessonId });
}
