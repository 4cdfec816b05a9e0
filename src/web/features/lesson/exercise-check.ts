import type { PronunciationResult } from '@/contract/language';
import type { Exercise, Language } from '@/contract/lessons';
import { checkTextAnswer } from '@/domain/answers';

/** What the learner has entered for one exercise, whatever its type. */
export interface ExerciseAnswer {
  /** The chosen option's index (multiple choice). */
  choice: number | null;
  /** The typed answer (translation, conjugation, fill in the blank). */
  text: string;
  /** Whether a recording has been captured (pronunciation). */
  recorded: boolean;
}

export interface AnswerResult {
  correct: boolean;
  /** Wrong only in its accents: the feedback says so. */
  accentsOnly: boolean;
  /** The server's verdict on a pronunciation attempt. */
  pronunciation?: Omit<PronunciationResult, 'isCorrect'>;
  /** A pronunciation attempt the server could not score; the server's reason when it gave one. */
  unscored?: { reason: string | null };
}

export const NOT_SCORED_TITLE = 'Not scored';
export const UNSCORED_PRONUNCIATION_NOTE =
  "Your recording couldn't be scored here, so this exercise is left out of your score.";

/** docs/product.md#lesson-score: submit needs a chosen option, non-empty trimmed text, or a captured recording. */
export function canSubmitAnswer(exercise: Exercise, answer: ExerciseAnswer): boolean {
  switch (exercise.type) {
    case 'multiple_choice':
      return answer.choice !== null;
    case 'pronunciation':
      return answer.recorded;
    default:
      return answer.text.trim() !== '';
  }
}

export function checkExercise(exercise: Exercise, answer: ExerciseAnswer): AnswerResult {
  switch (exercise.type) {
    case 'multiple_choice':
      return { correct: answer.choice === exercise.correct, accentsOnly: false };
    case 'pronunciation':
      // docs/product.md#lesson-score: with no server result, a captured recording counts as correct.
      return { correct: answer.recorded, accentsOnly: false };
    default:
      return checkTextAnswer(answer.text, exercise.answer, exercise.acceptedAnswers, {
        language: answerLanguage(exercise),
        prompt: exercise.question,
      });
  }
}

export function scoredPronunciation({ isCorrect, ...details }: PronunciationResult): AnswerResult {
  return { correct: isCorrect, accentsOnly: false, pronunciation: details };
}

/**
 * docs/product.md#lesson-score: a pronunciation answer with no server result is neither right nor wrong: `unscored`
 * leaves it out of the score (`correct` only lets the learner move on without Try Again).
 */
export function unscoredPronunciation(reason: string | null = null): AnswerResult {
  return { correct: true, accentsOnly: false, unscored: { reason } };
}

/** The answer shown to the learner after a wrong submission. */
export function expectedAnswer(exercise: Exercise): string {
  if (exercise.type === 'multiple_choice') return exercise.options[exercise.correct] ?? '';
  return exercise.answer;
}

/** The language the learner answers in: drives the input's `lang` and the accent keys. */
export function answerLanguage(exercise: Exercise): Language {
  if (exercise.type === 'translation') return exercise.answerLanguage;
  if (exercise.type === 'multiple_choice') return exercise.optionsLanguage;
  return 'es';
}
