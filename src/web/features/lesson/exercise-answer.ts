import type { PronunciationResult } from '@/contract/language';
import type { VoiceCapture } from '@/web/lib/use-voice-capture';

/** What the learner has entered for one exercise, whatever its type. */
export interface ExerciseAnswer {
  /** The chosen option's index (multiple choice). */
  choice: number | null;
  /** The chosen option of each question, by question (reading); `null` or absent where none is chosen yet. */
  choices?: readonly (number | null)[];
  /** The typed answer (translation, conjugation, fill in the blank). */
  text: string;
  /** Whether a recording has been captured (pronunciation). */
  recorded: boolean;
}

export interface AnswerResult {
  correct: boolean;
  /** Wrong only in its accents: the feedback says so. */
  accentsOnly: boolean;
  /** Whether each question was answered right, by question (reading). */
  questions?: readonly boolean[];
  /** The server's verdict on a pronunciation attempt. */
  pronunciation?: Omit<PronunciationResult, 'isCorrect'>;
  /** A pronunciation attempt the server could not score; the server's reason when it gave one. */
  unscored?: { reason: string | null };
}

export const NOT_SCORED_TITLE = 'Not scored';
export const UNSCORED_PRONUNCIATION_NOTE =
  "Your recording couldn't be scored here, so this exercise is left out of your score.";

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

/** The learner's draft answer to one exercise (useExerciseAnswer): an option, typed text or a recording. */
export interface ExerciseAnswerDraft {
  choice: number | null;
  setChoice: (index: number) => void;
  choices: readonly (number | null)[];
  /** Chooses an option of one of the exercise's questions (reading). */
  setChoiceAt: (question: number, option: number) => void;
  text: string;
  setText: (text: string) => void;
  recorder: VoiceCapture;
  /** Whether the browser's recognition listens while recording (the server has none). */
  recognise: boolean;
  /** The server is scoring a recording. */
  scoring: boolean;
  canSubmit: boolean;
  /** Checks the answer and reports the result; a recording is scored by the server first. */
  submit: (onResult: (result: AnswerResult) => void) => void;
  clear: () => void;
}
