import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AuthUser } from '@/contract/auth';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import {
  CONVERSATION_ALLOWANCE_QUERY_KEY,
  CONVERSATIONS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  LEARNING_PATH_QUERY_KEY,
  LESSONS_QUERY_KEY,
  REVIEW_QUERY_KEY,
  SETTINGS_QUERY_KEY,
  SUBSCRIPTION_QUERY_KEY,
  TOPIC_RECOMMENDATIONS_QUERY_KEY,
  TOPICS_QUERY_KEY,
} from './query-keys';

// Queries never go stale on their own (see query-client.ts), so a mutation that changes what other screens show
// must say so. The rules live here, in one place, rather than in each mutation: a screen that starts showing
// progress is then refreshed by every mutation that changes it.

/** The learner's standing as the server answers a completed lesson or an ended conversation. */
export type LearnerProgress = Pick<AuthUser, 'xpPoints' | 'currentLevel' | 'streak'>;

/**
 * After XP was earned (a lesson completed): the signed-in user's XP, level and streak come straight from the
 * answer, without a refetch, and every screen that shows progress is refreshed.
 */
export function afterProgressChange(queryClient: QueryClient, progress: LearnerProgress): void {
  invalidate(queryClient, progressKeys(queryClient, progress));
}

/** After a conversation ended: progress as above, and the lists that the finished conversation joins. */
export function afterConversationEnded(queryClient: QueryClient, progress: LearnerProgress): void {
  // Topic suggestions weigh which topics were practised, and when.
  invalidate(queryClient, [
    ...progressKeys(queryClient, progress),
    CONVERSATIONS_QUERY_KEY,
    // It counted toward today's conversations.
    CONVERSATION_ALLOWANCE_QUERY_KEY,
    TOPIC_RECOMMENDATIONS_QUERY_KEY,
    // The conversation's corrections joined the review deck.
    REVIEW_QUERY_KEY,
  ]);
}

/** After the review deck changed (a card added, graded, suspended or deleted, the new-card limit). */
export function afterReviewChange(queryClient: QueryClient): void {
  invalidate(queryClient, [REVIEW_QUERY_KEY]);
}

/**
 * After a review session graded cards: the XP and streak they earned refresh every progress screen, and the
 * deck's figures.
 */
export function afterReviewSession(queryClient: QueryClient, progress: LearnerProgress): void {
  invalidate(queryClient, [...progressKeys(queryClient, progress), REVIEW_QUERY_KEY]);
}

/** After a custom topic was created or deleted: both topic lists and the suggestions drawn from them. */
export function afterTopicsChange(queryClient: QueryClient): void {
  invalidate(queryClient, [TOPICS_QUERY_KEY, TOPIC_RECOMMENDATIONS_QUERY_KEY]);
}

/** After a subscription was paid for, changed or canceled: the learner's plan, allowance and subscription. */
export function afterPlanChange(queryClient: QueryClient): void {
  invalidate(queryClient, [USER_QUERY_KEY, CONVERSATION_ALLOWANCE_QUERY_KEY, SUBSCRIPTION_QUERY_KEY]);
}

/**
 * After a conversation was left (Reset) or a start or first message was refused at the limit: what is left today,
 * and the past conversations (a conversation the learner spoke in joins them, not ended).
 */
export function afterConversationLeft(queryClient: QueryClient): void {
  invalidate(queryClient, [CONVERSATION_ALLOWANCE_QUERY_KEY, CONVERSATIONS_QUERY_KEY]);
}

/**
 * After a placement test ended: where the learner starts, their level and what is open changed everywhere, and the
 * settings show the placement and when it may be retaken.
 */
export function afterPlacement(queryClient: QueryClient): void {
  invalidate(queryClient, [
    USER_QUERY_KEY,
    SETTINGS_QUERY_KEY,
    DASHBOARD_QUERY_KEY,
    LEARNING_PATH_QUERY_KEY,
    LESSONS_QUERY_KEY,
    TOPICS_QUERY_KEY,
    TOPIC_RECOMMENDATIONS_QUERY_KEY,
  ]);
}

/** After the daily goal changed: the dashboard's goal and the streak calendar's met days (its history). */
export function afterGoalChange(queryClient: QueryClient): void {
  invalidate(queryClient, [DASHBOARD_QUERY_KEY]);
}

/** After the Spanish variety changed: each lesson answers it, for the order of its regional notes. */
export function afterVarietyChange(queryClient: QueryClient): void {
  invalidate(queryClient, [LESSONS_QUERY_KEY]);
}

/** Updates the cached user and returns the keys whose answers the new progress makes out of date. */
function progressKeys(queryClient: QueryClient, progress: LearnerProgress): QueryKey[] {
  const before = queryClient.getQueryData<AuthUser | null>(USER_QUERY_KEY);
  queryClient.setQueryData<AuthUser | null>(USER_QUERY_KEY, (user) =>
    user
      ? { ...user, xpPoints: progress.xpPoints, currentLevel: progress.currentLevel, streak: progress.streak }
      : user,
  );
  const keys: QueryKey[] = [DASHBOARD_QUERY_KEY, LEARNING_PATH_QUERY_KEY, LESSONS_QUERY_KEY];
  // Custom topics are listed, and topics suggested, for the learner's current level: a new level brings others.
  if (before && before.currentLevel !== progress.currentLevel)
    keys.push(TOPICS_QUERY_KEY, TOPIC_RECOMMENDATIONS_QUERY_KEY);
  return keys;
}

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  // Once each: a second invalidation of an active query would cancel its first refetch and start another.
  for (const queryKey of new Set(keys)) void queryClient.invalidateQueries({ queryKey });
}
