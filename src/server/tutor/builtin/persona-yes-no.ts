import type { BilingualLine } from '@/server/content/topic-file-schema';
import type { AnalysedToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { lastQuestionClause } from './choice-answers';
import { fillLine } from './templates';
import { normaliseText } from './text-normalisation';

export interface YesNoLines {
  /** "Sí, {x}": {x} is the persona's line, its first letter lowered. */
  yes: BilingualLine;
  no: BilingualLine;
}

/** A verb, the preposition after it and the name that follows: "eres de Madrid" → ser, de, "madrid". */
interface NamedPlace {
  lemma: string;
  preposition: string;
  name: string;
  /** The index of the token after the name. */
  end: number;
}

const words = (tokens: readonly AnalysedToken[]) => tokens.filter((token) => token.kind === 'word');
const isName = (token: AnalysedToken | undefined) => token !== undefined && /^\p{Lu}/u.test(token.text);
/** Whom the question speaks to, before or after its verb ("¿Tú eres de…?", "¿Es usted de…?"). */
const ADDRESSED = new Set(['tú', 'usted']);
/** Small words inside a name ("Ciudad de México", "Santiago de los Caballeros"). */
const INSIDE_NAMES = new Set(['de', 'del', 'la', 'las', 'los', 'el']);

/** Each finite verb followed by a preposition and a capitalised name, in order. */
function namedPlacesIn(tokens: readonly AnalysedToken[]): NamedPlace[] {
  const found: NamedPlace[] = [];
  tokens.forEach((token, index) => {
    const reading = token.reading;
    if (reading?.pos !== 'verb' || reading.verbForm !== 'finite') return;
    const preposition = tokens[index + 1];
    if (preposition?.reading?.pos !== 'preposition') return;
    // "vivo en la Ciudad de México": an article may open the name
    let at = index + 2;
    if (!isName(tokens[at]) && INSIDE_NAMES.has(tokens[at]?.text.toLowerCase() ?? '') && isName(tokens[at + 1])) at++;
    const name: string[] = [];
    while (at < tokens.length) {
      const word = tokens[at]!;
      if (isName(word)) name.push(word.text);
      else if (INSIDE_NAMES.has(word.text.toLowerCase()) && isName(tokens[at + 1]) && name.length > 0)
        name.push(word.text);
      else break;
      at++;
    }
    if (name.length > 0)
      found.push({
        lemma: reading.lemma,
        preposition: normaliseText(preposition.text),
        name: normaliseText(name.join(' ')),
        end: at,
      });
  });
  return found;
}

/**
 * "¿Eres de Madrid?" asked of a persona whose line says "Soy de Valencia, pero vivo en Madrid": "No, soy de
 * Valencia…". A yes/no question whose verb is followed by a preposition and a place gets "Sí" when the line says that
 * verb with that preposition and that place, and "No" when the line says that verb of another place and names the
 * asked place in another clause (so it is no part of the other: "¿Eres de Madrid?", not "¿Eres de España?", which
 * Valencia may well be in). Otherwise the line is said as it is: the partner does not guess what a place holds.
 */
export function yesOrNoOfPlace(question: string, line: BilingualLine, lines: YesNoLines): BilingualLine {
  const clause = lastQuestionClause(question);
  if (!clause || /\s[ou]\s/u.test(` ${clause} `)) return line;
  const asked = words(analysed(`¿${clause}?`).tokens);
  const first = asked.find((token) => !ADDRESSED.has(token.text.toLowerCase()) && token.text.toLowerCase() !== 'y');
  if (!first || first.readings.some((reading) => reading.kind === 'interrogative')) return line;
  const [place] = namedPlacesIn(asked);
  // "¿Vives en Madrid desde hace mucho?" asks more than where: a "Sí" would answer it unchecked
  const rest = asked.slice(place?.end ?? 0).filter((token) => !ADDRESSED.has(token.text.toLowerCase()));
  if (!place || rest.length > 0) return line;
  const told = namedPlacesIn(words(analysed(line.es).tokens));
  const sameVerb = told.filter((each) => each.lemma === place.lemma && each.preposition === place.preposition);
  if (sameVerb.length === 0) return line;
  const lowered = { es: lowerFirst(line.es), en: line.en };
  if (sameVerb.some((each) => each.name === place.name)) return fillLine(lines.yes, { x: lowered });
  return told.some((each) => each.name === place.name) ? fillLine(lines.no, { x: lowered }) : line;
}

/** "Soy de…" → "soy de…"; a line that opens with a name keeps its capital. */
function lowerFirst(text: string): string {
  const [first] = words(analysed(text).tokens);
  if (!first || first.readings.some((reading) => reading.pos === 'proper-noun')) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
