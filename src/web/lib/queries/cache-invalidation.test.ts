import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_USER } from '@/web/testing/fake-fetch';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import {
  afterConversationEnded,
  afterPlanChange,
  afterProgressChange,
  afterTopicsChange,
  afterVarietyChange,
} from './cache-invalidation';

// Every kind of query the app caches, so each test also shows what a mutation leaves alone.
const CACHED: Record<string, QueryKey> = {
  user: USER_QUERY_KEY,
  dashboard: ['/api/dashboard'],
  progressHistory: ['/api/dashboard', 'history', { days: 35 }],
  learningPath: ['/api/learning-path'],
  lessons: ['/api/lessons'],
  lesson: ['/api/lessons', 'greetings'],
  conversations: ['/api/conversations', { limit: 20 }],
  conversation: ['/api/conversations', 'conv-1'],
  topics: ['/api/conversation-topics'],
  topicsByLevel: ['/api/conversation-topics', 'all-levels'],
  topicRecommendations: ['/api/conversation-recommendations'],
  capabilities: ['/api/capabilities'],
  demoCheckout: ['/api/checkout/demo', 'cs_1'],
};

function cacheWithEverything(user: typeof SIGNED_IN_USER | null = SIGNED_IN_USER) {
  const queryClient = new QueryClient();
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, { cached: true });
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return queryClient;
}

function invalidated(queryClient: QueryClient): string[] {
  return Object.entries(CACHED)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

const PROGRESS = { xpPoints: 120, currentLevel: 'beginner', streak: 4 } as const;
const PROGRESS_SCREENS = ['dashboard', 'learningPath', 'lesson', 'lessons', 'progressHistory'];

describe('afterProgressChange', () => {
  it("takes the learner's XP, level and streak from the answer without refetching the user", () => {
    const queryClient = cacheWithEverything();
    afterProgressChange(queryClient, PROGRESS);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({
      xpPoints: 120,
      currentLevel: 'beginner',
      streak: 4,
    });
    expect(queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(false);
  });

  it('refreshes every screen that shows progress: dashboard and its history, learning path, lessons', () => {
    const queryClient = cacheWithEverything();
    afterProgressChange(queryClient, PROGRESS);
    expect(invalidated(queryClient)).toEqual(PROGRESS_SCREENS);
  });

  it('also refreshes the topics and their suggestions when the learner reaches a new level', () => {
    const queryClient = cacheWithEverything();
    afterProgressChange(queryClient, { ...PROGRESS, currentLevel: 'intermediate' });
    expect(invalidated(queryClient)).toEqual(
      [...PROGRESS_SCREENS, 'topicRecommendations', 'topics', 'topicsByLevel'].sort(),
    );
  });

  it('leaves a signed-out cache signed out', () => {
    const queryClient = cacheWithEverything(null);
    afterProgressChange(queryClient, PROGRESS);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
  });
});

describe('afterConversationEnded', () => {
  it('refreshes progress, the past conversations and the topic suggestions', () => {
    const queryClient = cacheWithEverything();
    afterConversationEnded(queryClient, PROGRESS);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ xpPoints: 120, streak: 4 });
    expect(invalidated(queryClient)).toEqual(
      [...PROGRESS_SCREENS, 'conversation', 'conversations', 'topicRecommendations'].sort(),
    );
  });

  it('refreshes the topic lists too after a new level', () => {
    const queryClient = cacheWithEverything();
    afterConversationEnded(queryClient, { ...PROGRESS, currentLevel: 'advanced' });
    expect(invalidated(queryClient)).toEqual(
      [...PROGRESS_SCREENS, 'conversation', 'conversations', 'topicRecommendations', 'topics', 'topicsByLevel'].sort(),
    );
  });
});

describe('afterTopicsChange', () => {
  it('refreshes both topic lists and the suggestions, nothing else', () => {
    const queryClient = cacheWithEverything();
    afterTopicsChange(queryClient);
    expect(invalidated(queryClient)).toEqual(['topicRecommendations', 'topics', 'topicsByLevel']);
  });
});

describe('afterPlanChange', () => {
  it('refreshes the user, which carries the plan', () => {
    const queryClient = cacheWithEverything();
    afterPlanChange(queryClient);
    expect(invalidated(queryClient)).toEqual(['user']);
  });
});

describe('afterVarietyChange', () => {
  it('refreshes the lessons, which answer the learner’s Spanish for their regional notes', () => {
    const queryClient = cacheWithEverything();
    afterVarietyChange(queryClient);
    expect(invalidated(queryClient)).toEqual(['lesson', 'lessons']);
  });
});
