/** Score tiers (docs/product.md#score-tiers): 90 Mastered, 70 Completed, 50 Passed, below 50 Needs Review. */
export type ScoreTierName = 'Mastered' | 'Completed' | 'Passed' | 'Needs Review';
export interface ScoreTier {
  name: ScoreTierName;
  stars: 0 | 1 | 2 | 3;
}

export const MASTERED_SCORE = 90;
/** The passing mark: under it the result screen shows a tip. */
export const PASSING_SCORE = 70;
/** A lesson counts as completed from this score. */
export const COMPLETION_SCORE = 50;

export function scoreTier(score: number): ScoreTier {
  if (score >= MASTERED_SCORE) return { name: 'Mastered', stars: 3 };
  if (score >= PASSING_SCORE) return { name: 'Completed', stars: 2 };
  if (score >= COMPLETION_SCORE) return { name: 'Passed', stars: 1 };
  return { name: 'Needs Review', stars: 0 };
}

export const isMastered = (score: number): boolean => score >= MASTERED_SCORE;
/** The Review tab's 'Needs Review' badge: any completed lesson under 90. */
export const needsReview = (score: number): boolean => score < MASTERED_SCORE;
export const showsTip = (score: number): boolean => score < PASSING_SCORE;
export const countsAsCompleted = (score: number): boolean => score >= COMPLETION_SCORE;

/** The lesson score: questions answered right at the first try, as a whole percent. */
export function lessonScore(correctAtFirstTry: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return 100;
  return Math.round((Math.min(correctAtFirstTry, totalQuestions) / totalQuestions) * 100);
}
