import type { ReviewCard } from '@/contract/review';

/** A review card never answered yet, as `GET /api/review/queue` sends it. */
export function newReviewCard(id: string, content: ReviewCard['content']): ReviewCard {
  return {
    id,
    kind: content.kind,
    content,
    state: 'new',
    due: '2026-11-25T10:00:00.000Z',
    reps: 0,
    lapses: 0,
    suspended: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    lastReview: null,
  };
}
