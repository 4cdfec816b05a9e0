/**
 * The review deck's rules (docs/product.md#review-deck): which item a card stands for, how a typed answer grades
 * it, and the XP a graded card earns. Scheduling itself is FSRS (ts-fsrs, on the server).
 */
import { normaliseAnswer } from './answer-variants';
import { checkTextAnswer, type AnswerCheck } from './answers';

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

/** The parts of a lesson exercise a typed review answer is checked against (the contract's Exercise fits it). */
export type ReviewExercise =
  | {
      type: 'multiple_choice';
      question: string;
      options: readonly string[];
      correct: number;
      optionsLanguage: 'es' | 'en';
    }
  | {
      type: 'translation';
      question: string;
      answer: string;
      acceptedAnswers?: readonly string[] | undefined;
      answerLanguage: 'es' | 'en';
    }
  | {
      type: 'conjugation' | 'fill_blank';
      question: string;
      answer: string;
      acceptedAnswers?: readonly string[] | undefined;
    }
  | { type: 'pronunciation'; question: string; answer: string };

/** What a typed review answer is checked against: the corrected sentence, or the exercise's own answer. */
export type TypedReviewItem =
  { kind: 'correction'; corrected: string } | { kind: 'exercise'; exercise: ReviewExercise };

export interface ReviewAnswerCheck extends AnswerCheck {
  expected: string;
}

/**
 * A typed review answer, checked with the lesson answer checker: a corrected sentence as Spanish, an exercise as its
 * lesson checks it (a multiple-choice card is answered with the option's text).
 */
export function checkReviewAnswer(item: TypedReviewItem, given: string): ReviewAnswerCheck {
  if (item.kind === 'correction') return { ...checkTextAnswer(given, item.corrected), expected: item.corrected };
  const { exercise } = item;
  switch (exercise.type) {
    case 'multiple_choice': {
      const expected = exercise.options[exercise.correct] ?? '';
      return { ...checkTextAnswer(given, expected, [], { language: exercise.optionsLanguage }), expected };
    }
    case 'translation':
      return {
        ...checkTextAnswer(given, exercise.answer, exercise.acceptedAnswers, {
          language: exercise.answerLanguage,
          prompt: exercise.question,
        }),
        expected: exercise.answer,
      };
    default:
      return {
        ...checkTextAnswer(given, exercise.answer, 'acceptedAnswers' in exercise ? exercise.acceptedAnswers : [], {
          language: 'es',
          prompt: exercise.question,
        }),
        expected: exercise.answer,
      };
  }
}
