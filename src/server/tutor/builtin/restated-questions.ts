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

/** What one learner message said: its content lemmas, and whether it gave a number or a name. */
export interface SaidContent {
  lemmas: ReadonlySet<string>;
  number: boolean;
  name: boolean;
}

export function saidContentOf(text: string): SaidContent {
  const tokens = analysed(text).tokens;
  return {
    lemmas: new Set(contentLemmas(text)),
    number: tokens.some((token) => token.kind === 'number' || token.reading?.pos === 'numeral'),
    name: tokens.some((token) => token.reading?.pos === 'proper-noun'),
  };
}

/** Verbs that stand for any other in a question for something new: "¿Qué haces los sábados?" is answered by "leo". */
const PRO_VERBS = new Set(['hacer']);
/** Interrogatives that ask for a number: only a number answers them ("¿Cuántos años tienes?"). */
const HOW_MANY = new Set(['cuánto', 'cuánta', 'cuántos', 'cuántas']);

/**
 * Whether a question was already answered by what the learner said, by meaning, whatever the person, tense or
 * negation. A yes/no question: every content lemma of it is in their messages ("¿Te gusta tu trabajo?" after "no me
 * gusta mi trabajo"). A question for something new ("¿Qué comiste ayer?"): one message holds every content lemma of
 * it and says something more, the thing asked for ("Ayer comí mariscos"; a number for "¿cuántos…?", a name or any
 * other content word for the rest), so "Trabajo mucho" does not answer "¿Dónde trabajas?".
 */
export function restatedBy(question: string, said: readonly SaidContent[]): boolean {
  const words = analysed(question).tokens.map((token) => token.text.toLowerCase());
  // The interrogative itself ("cuántos", read as an adjective) is what is asked, not what must have been said.
  const lemmas = contentLemmas(question).filter((lemma) => !INTERROGATIVES.has(lemma));
  if (!words.some((word) => INTERROGATIVES.has(word))) {
    return lemmas.length > 0 && lemmas.every((lemma) => said.some((message) => message.lemmas.has(lemma)));
  }
  const asked = lemmas.filter((lemma) => !PRO_VERBS.has(lemma));
  if (asked.length === 0) return false;
  const wantsNumber = words.some((word) => HOW_MANY.has(word));
  return said.some(
    (message) =>
      asked.every((lemma) => message.lemmas.has(lemma)) &&
      (wantsNumber ? message.number : message.name || [...message.lemmas].some((lemma) => !lemmas.includes(lemma))),
  );
}
