/**
 * Text answers (docs/product.md#lesson-score): correct on case-insensitive, trimmed equality with the
 * expected answer or one of its accepted equivalents. We also ignore ¿ ? ¡ ! . , ; : and repeated spaces,
 * since punctuation is not what an exercise tests; accents are: an answer that differs only in accents is
 * wrong, and says so.
 */
import { stripDiacritics } from './spanish-text';

export interface AnswerCheck {
  correct: boolean;
  /** Wrong, but right apart from accents (or ñ / ü): the feedback says "check your accents". */
  accentsOnly: boolean;
}

const PUNCTUATION = /[¿?¡!.,;:"“”«»]/g;

export function normaliseAnswer(text: string): string {
  return text.replace(PUNCTUATION, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase('es');
}

export function checkTextAnswer(given: string, expected: string, acceptedAnswers: readonly string[] = []): AnswerCheck {
  const answer = normaliseAnswer(given);
  if (answer === '') return { correct: false, accentsOnly: false };
  const candidates = [expected, ...acceptedAnswers].map(normaliseAnswer);
  if (candidates.includes(answer)) return { correct: true, accentsOnly: false };
  const bare = stripDiacritics(answer);
  return { correct: false, accentsOnly: candidates.some((candidate) => stripDiacritics(candidate) === bare) };
}

export const ACCENTS_FEEDBACK = 'Almost! Check your accents.';
