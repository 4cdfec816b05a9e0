import { describe, expect, it } from 'vitest';
import type { ReviewSummary } from '@/contract/review';
import { reviewRecommendation } from './review-due-card';

const summary = (overrides: Partial<ReviewSummary>): ReviewSummary => ({
  dueToday: 0,
  dueCount: 0,
  newCount: 0,
  fromLastConversation: null,
  mistakes: [],
  ...overrides,
});
const now = new Date(2026, 10, 25, 18, 0);
const last = (count: number, endedAt: Date) => ({
  count,
  conversationId: '00000000-0000-4000-8000-000000000001',
  topicTitle: 'Family and Friends',
  endedAt: endedAt.toISOString(),
});

describe('the review recommendation', () => {
  it('names how many cards are due and how many came from the last conversation', () => {
    expect(
      reviewRecommendation(summary({ dueToday: 12, fromLastConversation: last(5, new Date(2026, 10, 24, 20)) }), now),
    ).toBe("12 cards due — 5 of them from yesterday's conversation.");
    expect(
      reviewRecommendation(summary({ dueToday: 2, fromLastConversation: last(2, new Date(2026, 10, 25, 9)) }), now),
    ).toBe("2 cards due — 2 of them from today's conversation.");
    expect(
      reviewRecommendation(summary({ dueToday: 3, fromLastConversation: last(1, new Date(2026, 10, 20)) }), now),
    ).toBe('3 cards due — 1 of them from your last conversation.');
    expect(reviewRecommendation(summary({ dueToday: 1 }), now)).toBe('1 card due today.');
    // One card, from the conversation: not "1 of them".
    expect(
      reviewRecommendation(summary({ dueToday: 1, fromLastConversation: last(1, new Date(2026, 10, 25, 9)) }), now),
    ).toBe("1 card due — from today's conversation.");
    expect(reviewRecommendation(summary({}), now)).toBe(
      'No cards due today. Mistakes from your conversations will come back here.',
    );
  });
});
