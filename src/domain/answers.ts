/**
 * Text answers (docs/product.md#lesson-score): right when one of the learner's forms is one of the expected answer's
 * forms (answer-variants.ts: case, punctuation and typographic quotes ignored; contractions, digits, an optional
 * subject pronoun and an unasked "por favor" accepted), for the expected answer or one of its listed equivalents
 * (each of which may hold alternatives, `[Disculpe|Perdone]`: answer-patterns.ts).
 * Accents are tested: an answer right but for its accents is wrong, and says so.
 */
import { expandPattern } from './answer-patterns';
import { answerVariants, normaliseAnswer, type AnswerContext } from './answer-variants';
import { stripDiacritics } from './spanish-text';

export { normaliseAnswer };

/** What a typed answer is checked against: the answer shown after a miss, its equivalents, the answering language. */
export interface TypedAnswer {
  expected: string;
  accepted: readonly string[];
  context: AnswerContext;
}

export interface AnswerCheck {
  correct: boolean;
  /** Wrong, but right apart from accents (or ñ / ü): the feedback says "check your accents". */
  accentsOnly: boolean;
}

/** Without a context the answer is taken as Spanish, to an exercise that did not ask for "please". */
const SPANISH: AnswerContext = { language: 'es' };

export function checkTextAnswer(
  given: string,
  expected: string,
  acceptedAnswers: readonly string[] = [],
  context: AnswerContext = SPANISH,
): AnswerCheck {
  if (normaliseAnswer(given, context.language) === '') return { correct: false, accentsOnly: false };
  const learnerForms = answerVariants(given, context, 'learner');
  const expectedForms = new Set(
    [expected, ...acceptedAnswers]
      .flatMap(expandPattern)
      .flatMap((answer) => answerVariants(answer, context, 'expected')),
  );
  if (learnerForms.some((form) => expectedForms.has(form))) return { correct: true, accentsOnly: false };
  const bareExpected = new Set([...expectedForms].map(stripDiacritics));
  // The rules again on the answer read without accents, a leading "tu" as the pronoun "tú": "tu tienes" for "tienes".
  const unaccented = stripDiacritics(given).replace(/^(\s*[¿¡]?\s*)tu\b/i, '$1tú');
  const bareLearner = [...learnerForms, ...answerVariants(unaccented, context, 'learner')].map(stripDiacritics);
  return { correct: false, accentsOnly: bareLearner.some((form) => bareExpected.has(form)) };
}

export const ACCENTS_FEEDBACK = 'Almost! Check your accents.';
