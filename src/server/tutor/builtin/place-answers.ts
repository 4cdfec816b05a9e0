import type { BilingualLine } from '@/server/content/topic-file-schema';
import type { Persona } from '@/server/content/tutor-content-schema';
import type { SpanishVariety } from '@/contract/settings-constants';
import { analysed } from './analysis-cache';
import { lastQuestionClause } from './choice-answers';
import { fillLine, sameInBoth } from './templates';
import { normaliseText } from './text-normalisation';

type Places = Persona['places'];

/** A place's name as the question writes it: capitalised words, with "de", "del" or "de la" between them. */
const PLACE_NAME =
  /^\s*((?:(?:el|la|los|las)\s+)?\p{Lu}[\p{L}'-]*(?:\s+(?:de\s+la\s+|del\s+|de\s+)?\p{Lu}[\p{L}'-]*)*)/u;

/**
 * The partner's answer to whether it knows a place asked about by name ("¿Conoces Guadalajara?" → "No, todavía no
 * conozco Guadalajara, pero me gustaría ir."; "¿Has estado en Madrid?" from Spain → "¡Sí! Conozco Madrid y me
 * encanta."; a place its scene or the learner's topic names, too). Undefined when the question asks anything else,
 * or names a person ("¿Conoces a Juan?").
 */
export function placeAnswer(
  question: string,
  places: Places,
  variety: SpanishVariety,
  /**
   * What the partner's scene says (its persona, its facts, its opening: "Mi lugar favorito es Oaxaca", "fui a
   * Colombia") and the topic as the learner wrote it ("un hotel en Sevilla"): a place named there it knows. Read only
   * for a question that names a place.
   */
  known: () => string,
): BilingualLine | undefined {
  const clause = lastQuestionClause(question);
  if (!clause) return undefined;
  const liked = likedPlaceAsked(clause, places);
  const place = liked ?? placeAskedAbout(clause, places);
  if (!place) return undefined;
  const named = normaliseText(place.replace(/^(?:el|la|los|las)\s+/u, ''));
  const home =
    places.home[variety].some((name) => normaliseText(name) === named) ||
    ` ${normaliseText(known())} `.includes(` ${named} `);
  const answer = !home ? places.answers.notYet : liked ? places.answers.likedHome : places.answers.home;
  return fillLine(answer, { place: sameInBoth(place) });
}

/** "¿Te gusta Madrid?": the name right after a phrase of liking said to the partner. */
function likedPlaceAsked(clause: string, places: Places): string | undefined {
  const lower = ` ${clause.toLowerCase()} `;
  for (const phrase of places.liking) {
    const at = lower.indexOf(` ${phrase} `);
    if (at >= 0) return nameAt(clause.slice(at + phrase.length));
  }
  return undefined;
}

/** The name right after a verb of knowing said to the partner, or after a phrase of having been there. */
function placeAskedAbout(clause: string, places: Places): string | undefined {
  const lower = clause.toLowerCase();
  for (const phrase of places.been) {
    const at = ` ${lower} `.indexOf(` ${phrase} `);
    if (at >= 0) return nameAt(clause.slice(at + phrase.length));
  }
  const knowing = new Set(places.knowing.map(normaliseText));
  const tokens = analysed(clause).tokens;
  for (const token of tokens) {
    const reading = token.reading;
    if (reading?.pos !== 'verb' || !knowing.has(normaliseText(reading.lemma))) continue;
    // to the partner: "¿Conoces…?", "¿Conoce usted…?", "¿Has visitado…?"
    const toPartner = reading.person === 2 || (reading.person === 3 && reading.number === 'singular');
    if (reading.verbForm === 'finite' ? !toPartner : reading.verbForm !== 'participle') continue;
    const after = clause.slice(token.end);
    return nameAt(after);
  }
  return undefined;
}

/** Words that may stand between the verb and the name: "¿Conoces bien Sevilla?", "¿Has estado ya en…?". */
const BETWEEN = /^\s*(?:(?:bien|mucho|ya|tú|usted)\s+)*/iu;

function nameAt(text: string): string | undefined {
  return PLACE_NAME.exec(text.replace(BETWEEN, ''))?.[1];
}
