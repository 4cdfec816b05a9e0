/** XP an attempt is worth: round(lesson XP x score / 100). */
export function attemptXp(lessonXp: number, score: number): number {
  return Math.round((lessonXp * score) / 100);
}

/**
 * XP to grant for an attempt: only the increase over the best award so far for that lesson,
 * so the total from one lesson never exceeds its XP and repeating it cannot farm XP.
 */
export function xpToGrant(lessonXp: number, score: number, bestAwardSoFar: number): number {
  return Math.max(0, attemptXp(lessonXp, score) - bestAwardSoFar);
}
