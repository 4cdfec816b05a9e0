import type { BilingualLine } from '@/server/content/topic-file-schema';
import type { Persona } from '@/server/content/tutor-content-schema';
import type { AnalysedToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { fillLine, sameInBoth } from './templates';
import { lastQuestionOf } from './text-normalisation';

/** The verbs of liking a yes/no question puts to the partner ("¿te gusta…?", "¿le encantan…?"). */
const LIKING = new Set(['gustar', 'encantar']);
/** Who likes: the partner, as "tú" or "usted". */
const TO_THE_PARTNER = new Set(['te', 'le']);

const isWord = (token: AnalysedToken | undefined): token is AnalysedToken => token?.kind === 'word';
/** The partner's own, said from its side: "tu trabajo", "su casa" (usted) → "mi trabajo", "mi casa". */
const OWN = new Map([
  ['tu', ['mi', 'mis']],
  ['tus', ['mi', 'mis']],
  ['su', ['mi', 'mis']],
  ['sus', ['mi', 'mis']],
]);
/** "¿A ti te gusta…?", "¿A usted le gusta…?": the "a" names the partner. */
const isPartnerAfter = (tokens: readonly AnalysedToken[], a: AnalysedToken): boolean =>
  ['ti', 'usted'].includes(tokens[tokens.indexOf(a) + 1]?.text.toLowerCase() ?? '');

/**
 * "¿Te gusta el cine?" → "Sí, me gusta mucho el cine."; "¿Te gustan los gatos?" → "Sí, me gustan mucho los gatos.";
 * "¿Te gusta madrugar?" → "Pues no mucho, la verdad.": a yes/no question about liking something the persona's tastes
 * name, answered in the number of what is liked. The thing is said back as the learner's turn names it from the
 * partner's side (`named`), or as the infinitive; a question word before the verb ("¿qué te gusta?") asks something
 * else, and a thing the tastes do not name gets a mild "Pues no está mal." (never an invented taste).
 */
export function tasteAnswer(
  tastes: Persona['tastes'],
  question: string,
  named: string | undefined,
  /** Whether a thing the tastes do not name gets the mild answer (asked last, after the scene and the plan). */
  orNeutral = false,
): BilingualLine | undefined {
  // the question itself: "A mi hija le encantan los unicornios. ¿Pueden…?" asks nothing of the partner's tastes
  const asked = lastQuestionOf(question);
  const tokens = analysed(asked).tokens;
  const verb = tokens.findIndex(
    (token, index) =>
      isWord(token) &&
      TO_THE_PARTNER.has(tokens[index - 1]?.text.toLowerCase() ?? '') &&
      // "¿A tu hermano le gusta…?": "le" is the person named before it, not the partner
      !tokens
        .slice(0, index - 1)
        .some((before) => before.text.toLowerCase() === 'a' && !isPartnerAfter(tokens, before)) &&
      token.readings.some((reading) => reading.pos === 'verb' && LIKING.has(reading.lemma)),
  );
  if (verb < 0 || !asked.includes('?')) return undefined;
  if (tokens.slice(0, verb).some((token) => token.readings.some((reading) => reading.kind === 'interrogative')))
    return undefined;
  for (const token of tokens.slice(verb + 1)) {
    if (token.text === '?' || token.text === ',') break;
    const reading = token.readings.find((candidate) => candidate.pos === 'noun' || candidate.verbForm === 'infinitive');
    if (!reading) continue;
    // "¿Te gusta tu trabajo?": its own thing, said as its own
    const owner = OWN.get(tokens[tokens.indexOf(token) - 1]?.text.toLowerCase() ?? '');
    if (owner && !reading.verbForm) {
      const mine = `${owner[reading.number === 'plural' ? 1 : 0]} ${token.text.toLowerCase()}`;
      const own = reading.number === 'plural' ? tastes.answers.likeOwnPlural : tastes.answers.likeOwn;
      return fillLine(own, { x: sameInBoth(mine) });
    }
    if (tastes.dislikes.includes(reading.lemma)) return tastes.answers.dislike;
    const infinitive = reading.verbForm === 'infinitive';
    const plural = !infinitive && (reading.number === 'plural' || /n$/.test(tokens[verb]!.text));
    if (!tastes.likes.includes(reading.lemma))
      return orNeutral ? (plural ? tastes.answers.neutralPlural : tastes.answers.neutral) : undefined;
    const thing = infinitive ? token.text.toLowerCase() : named;
    if (!thing) return undefined;
    return fillLine(plural ? tastes.answers.likePlural : tastes.answers.like, { x: sameInBoth(thing) });
  }
  return undefined;
}
