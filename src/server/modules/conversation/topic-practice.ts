import type { TopicPracticeSource } from '@/server/modules/topics/topics-service';
import type { ConversationsRepo } from './conversations-repo';

/** The topics module's practice source, answered from the learner's stored conversations. */
export function createTopicPractice(repo: Pick<ConversationsRepo, 'practiceByTopic'>): TopicPracticeSource {
  return {
    async practiceByTopic(userId) {
      const rows = await repo.practiceByTopic(userId);
      return new Map(
        rows.map((row) => [row.topicId, { conversations: row.conversations, lastPractisedAt: row.lastStartedAt }]),
      );
    },
  };
}
