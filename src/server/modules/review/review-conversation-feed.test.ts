import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBuiltinCorrector } from '@/server/language/correction/builtin/builtin-corrector';
import { isCorrectionVariant } from '@/server/language/correction/correction-variants';
import { createTestCatalogue } from '@/server/testing/test-catalogue';
import { getTestDatabase } from '@/server/testing/test-db';
import { createReviewConversationFeed } from './review-conversation-feed';
import { createReviewRepo } from './review-repo';
import { createReviewService } from './review-service';

async function feedWithLog() {
  const { db } = await getTestDatabase();
  const review = createReviewService({
    repo: createReviewRepo(db),
    catalogue: createTestCatalogue(),
    clock: () => new Date('2026-04-01T10:00:00Z'),
    isCorrectionVariant: (expected, given) => isCorrectionVariant(expected, given, createBuiltinCorrector()),
  });
  const logged: { obj: object; msg: string }[] = [];
  const feed = createReviewConversationFeed({ review, log: { error: (obj, msg) => logged.push({ obj, msg }) } });
  return { feed, logged };
}

describe('the review deck’s feed of ended conversations', () => {
  it('logs a review write that fails and resolves, so the conversation’s end still answers', async () => {
    const { feed, logged } = await feedWithLog();
    // The database refuses an id that is not a UUID: a real failure of the review write.
    await expect(feed.conversationEnded(randomUUID(), 'not-a-conversation-id')).resolves.toBeUndefined();
    expect(logged).toEqual([
      {
        obj: { err: expect.objectContaining({ message: expect.any(String) }), conversationId: 'not-a-conversation-id' },
        msg: 'Could not add the conversation’s corrections to the review deck',
      },
    ]);
  });

  it('logs nothing when the write succeeds', async () => {
    const { feed, logged } = await feedWithLog();
    await expect(feed.conversationEnded(randomUUID(), randomUUID())).resolves.toBeUndefined();
    expect(logged).toEqual([]);
  });
});
