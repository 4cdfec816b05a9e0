import { analysed as analyze } from './analysis-cache';
import { normaliseText } from './text-normalisation';

interface Offers {
  nouns: string[];
  qualities: string[];
}

const offersCache = new Map<string, Offers>();

/** The things and the qualities a question offers to choose from (see `alternativesIn`, `qualitiesOffered`). */
function offersIn(question: string): Offers {
  let offers = offersCache.get(question);
  if (!offers) {
    const tokens = /\so\s/.test(question) ? analyze(question).tokens.filter((token) => token.kind === 'word') : [];
    const joined = tokens.flatMap((token, at) => {
      if (normaliseText(token.text) !== 'o') return [];
      const quality = (near: (typeof tokens)[number] | undefined) => near?.reading?.pos === 'adjective';
      return [tokens[at - 1], tokens[at + 1]].filter(quality).map((near) => normaliseText(near!.text));
    });
    offers = {
      nouns: tokens.filter((token) => token.reading?.pos === 'noun').map((token) => normaliseText(token.text)),
      qualities: joined.length === 2 ? joined : [],
    };
    if (offersCache.size > 2000) offersCache.clear();
    offersCache.set(question, offers);
  }
  return offers;
}

/**
 * The nouns a question offers to choose from ("¿Tienes balcón, terraza o jardín?" -> balcon, terraza, jardin), and two
 * qualities joined by its "o" ("grandes o pequeños"): once the learner has named one of them, the question is
 * answered before it is asked.
 */
export function alternativesIn(question: string): string[] {
  const { nouns, qualities } = offersIn(question);
  return [...nouns, ...qualities];
}

/**
 * Only the two qualities its "o" joins ("¿…los tomates grandes o pequeños?" -> grandes, pequenos): one said ("Pequeños,
 * por favor") answers the question for the rest of the conversation, where a noun named ("un kilo de tomates") may
 * only say which thing, not which of it.
 */
export function qualitiesOffered(question: string): string[] {
  return offersIn(question).qualities;
}
