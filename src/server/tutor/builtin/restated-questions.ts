import { analysed } from './analysis-cache';

/** Words that make a question ask for something new ("¿Qué…?", "¿Dónde…?"), not for a yes or a no. */
const INTERROGATIVES = new Set([
  'qué',
  'cuál',
  'cuáles',
  'cómo',
  'dónde',
  'adónde',
  'cuándo',
  'cuánto',
  'cuánta',
  'cuántos',
  'cuántas',
  'quién',
  'quiénes',
  'por',
]);
const CONTENT = new Set(['noun', 'verb', 'adjective']);
/** Verbs too light to carry the meaning: "¿Es grande?" is not answered by any "es". */
const LIGHT = new Set(['ser', 'estar', 'haber']);

/** The content lemmas of a text as the language core reads it in context ("me gusta mi trabajo": gustar, trabajo). */
export function contentLemmas(text: string): string[] {
  return analysed(text)
    .tokens.filter((token) => token.reading && CONTENT.has(token.reading.pos) && !LIGHT.has(token.reading.lemma))
    .map((token) => token.reading!.lemma);
}

/**
 * Whether a yes/no question was already answered by what the learner said, by meaning: every content lemma of the
 * question is in their messages, whatever the person, tense or negation ("¿Te gusta tu trabajo?" after "me gusta
 * mi trabajo" or "no me gusta mi trabajo"). A question with an interrogative word asks for something new.
 */
export function restatedBy(question: string, learnerLemmas: ReadonlySet<string>): boolean {
  const tokens = analysed(question).tokens;
  if (tokens.some((token) => INTERROGATIVES.has(token.text.toLowerCase()))) return false;
  const lemmas = contentLemmas(question);
  return lemmas.length > 0 && lemmas.every((lemma) => learnerLemmas.has(lemma));
}
