/** XP for each message the learner sends in a conversation. */
export const XP_PER_LEARNER_MESSAGE = 3;
/** The most XP one conversation can earn, however long it runs. */
export const MAX_CONVERSATION_XP = 30;

/** XP a finished conversation earns: 3 per learner message, at most 30. */
export function conversationXp(learnerMessages: number): number {
  if (!Number.isFinite(learnerMessages) || learnerMessages <= 0) return 0;
  return Math.min(MAX_CONVERSATION_XP, Math.floor(learnerMessages) * XP_PER_LEARNER_MESSAGE);
}

/** Whole seconds between two instants, never negative. */
export function elapsedSeconds(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
}

/**
 * Seconds as the completion dialog's m:ss ("4:05", docs/product.md#conversations); an hour or more still
 * counts minutes ("75:00").
 */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
