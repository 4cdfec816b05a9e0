import { PRACTICE_SPEAKING_ACTION } from '@/contract/progress-constants';

/** docs/product.md#recommendations: 'Practice Speaking' opens the practice screen; every other action is a lesson action. */
export function recommendationHref(action: string): '/conversation' | '/lessons' {
  return action === PRACTICE_SPEAKING_ACTION ? '/conversation' : '/lessons';
}
