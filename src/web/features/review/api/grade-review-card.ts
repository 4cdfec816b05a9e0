import type { GradeReviewCardBody, GradeReviewCardResponse, ReviewCard } from '@/contract/review';
import { apiRequest } from '@/web/lib/api-client';
import { deckUrl } from '@/web/lib/deck';
import { browserTimeZone } from '@/web/lib/time-zone';

export function gradeReviewCard(card: Pick<ReviewCard, 'id' | 'reps'>, body: Omit<GradeReviewCardBody, 'reps'>) {
  return apiRequest<GradeReviewCardResponse>(deckUrl(`cards/${encodeURIComponent(card.id)}/grade`), {
    method: 'POST',
    body: { ...body, reps: card.reps, timeZone: browserTimeZone() },
  });
}
