import type { ConversationDetail, ConversationSummary, EndConversationResponse } from '@/contract/conversation';
import type { Topic, TopicsByLevel } from '@/contract/topics';

/** Contract-shaped server answers for the conversation screen's tests. */
export function topic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: 'restaurant',
    title: 'At the Restaurant',
    description: 'Order food and drinks, ask about the menu and pay the bill.',
    prompt: 'You are a friendly waiter in a small restaurant in Mexico City.',
    custom: false,
    userLevel: 'beginner',
    originalId: null,
    ...overrides,
  };
}

/** A learner's own topic: id `custom-<uuid>`, deleted by its originalId. */
export function customTopic(uuid: string, overrides: Partial<Topic> = {}): Topic {
  return topic({
    id: `custom-${uuid}`,
    title: 'Mi equipo de fútbol',
    description: 'Talk about the football team I support.',
    prompt: 'You are a fan of a rival team; tease me kindly about my team.',
    custom: true,
    originalId: uuid,
    ...overrides,
  });
}

export function topicsByLevel(overrides: Partial<TopicsByLevel> = {}): TopicsByLevel {
  return { beginner: [], intermediate: [], advanced: [], ...overrides };
}

export function endConversationResponse(overrides: Partial<EndConversationResponse> = {}): EndConversationResponse {
  return {
    xpEarned: 9,
    duration: 125,
    messageCount: 3,
    alreadyEnded: false,
    xpPoints: 49,
    currentLevel: 'beginner',
    streak: 4,
    ...overrides,
  };
}

export function conversationSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: '9d2a4c1e-5b6f-4a3d-8e7c-1f2a3b4c5d6e',
    topicId: 'restaurant',
    topicTitle: 'At the Restaurant',
    difficulty: 'beginner',
    startedAt: '2025-03-05T12:00:00.000Z',
    endedAt: '2025-03-05T12:04:05.000Z',
    duration: 245,
    messageCount: 4,
    xpEarned: 12,
    notes: null,
    ...overrides,
  };
}

export function conversationDetail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    ...conversationSummary(),
    messages: [
      {
        id: 'm1',
        role: 'assistant',
        text: '¡Bienvenido! ¿Qué le sirvo?',
        translation: 'Welcome! What can I get you?',
        feedback: null,
        check: null,
        speakingMs: null,
        createdAt: '2025-03-05T12:00:01.000Z',
      },
      {
        id: 'm2',
        role: 'user',
        text: 'Quiero una sopa, por favor.',
        translation: null,
        feedback: null,
        check: {
          corrected: 'Quiero una sopa, por favor.',
          changes: [],
          summary: 'No mistakes found.',
          checkedBy: 'openai',
        },
        speakingMs: null,
        createdAt: '2025-03-05T12:00:20.000Z',
      },
    ],
    ...overrides,
  };
}
