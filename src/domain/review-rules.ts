/**
 * The review deck's rules (docs/product.md#review-deck): which item a card stands for, how a typed answer grades
 * it, and the XP a graded card earns. Scheduling itself is FSRS (ts-fsrs, on the server).
 */
import { normaliseAnswer } from './answer-variants';
import { checkTextAnswer, type AnswerCheck, type TypedAnswer } from './answers';

export type TypedGrade = 'again' | 'hard' | 'good' | 'easy';

/**
 * What makes two cards the same item: the same sentence corrected (however it was capitalised or punctuated), the
 * same Spanish word or phrase, the same exercise of the same lesson. The deck holds one card per item.
 */
export function reviewItemKey(
  item:
    | { kind: 'correction'; original: string }
    | { kind: 'word'; spanish: string }
    | { kind: 'exercise'; lessonId: string; exerciseIndex: number },
): string {
  switch (item.kind) {
    case 'correction':
      return `correction:${normaliseAnswer(item.original, 'es')}`;
    case 'word':
      return `word:${normaliseAnswer(item.spanish, 'es')}`;
    case 'exercise':
      return `exercise:${item.lessonId}:${item.exerciseIndex}`;
  }
}

/**
 * A typed answer grades its card: wrong is always "again"; right is "good" unless the learner chose "hard" or
 * "easy" (offered after a right answer). "Again" after a right answer is the learner's own choice and stands.
 */
export function typedAnswerGrade(correct: boolean, chosen: TypedGrade | undefined): TypedGrade {
  if (!correct) return 'again';
  return chosen ?? 'good';
}

/** XP for one graded card: `perCard` until the day's review XP reaches `dailyCap`, then nothing. */
export function reviewXp(xpAlreadyToday: number, perCard: number, dailyCap: number): number {
  return Math.max(0, Math.min(perCard, dailyCap - xpAlreadyToday));
}

export interface ReviewAnswerCheck extends AnswerCheck {
  expected: string;
}

/** A corrected sentence is checked as Spanish, with no other answer accepted. */
export function correctionAnswer(corrected: string): TypedAnswer {
  return { expected: corrected, accepted: [], context: { language: 'es' } };
}

/**
 * A typed review answer, checked with the lesson answer checker against a corrected sentence or an exercise's own
 * answer (each exercise type says what that is: src/contract/exercise-types).
 */
export function checkReviewAnswer(target: TypedAnswer, given: string): ReviewAnswerCheck {
  return { ...checkTextAnswer(given, target.expected, target.accepted, target.context), expected: target.expected };
}
