import type { EndedConversationFeed } from '@/server/modules/conversation/conversation-service';
import type { ReviewService } from './review-service';

/**
 * The review deck's side of the conversation module's feed: an ended conversation's corrected messages become
 * cards. The conversation has ended and its XP is granted by then, so a failure here is logged and never the
 * learner's: the end still answers.
 */
export function createReviewConversationFeed({
  review,
  log,
}: {
  review: Pick<ReviewService, 'addConversationCorrections'>;
  log: { error(obj: object, msg: string): void };
}): EndedConversationFeed {
  return {
    async conversationEnded(userId, conversationId) {
      try {
        await review.addConversationCorrections(userId, conversationId);
      } catch (error) {
        log.error({ err: error, conversationId }, 'Could not add the conversation’s corrections to the review deck');
      }
    },
  };
}
