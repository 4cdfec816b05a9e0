import type { Draft, SentenceSpan } from './draft';
import { OBJECT_CLITICS, PREPOSITIONS, SUBJECT_PRONOUNS } from './grammar-words';
import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { spanishLexicon } from '@/server/language/spanish';

/**
 * Where a question or exclamation begins. Spanish opens it exactly there ("Hola, ¿cómo estás?"), and question
 * words there take their accent.
 */

/** Accent-folded question words and their written form. */
export const QUESTION_WORDS: ReadonlyMap<string, string> = new Map([
  ['que', 'qué'],
  ['como', 'cómo'],
  ['donde', 'dónde'],
  ['adonde', 'adónde'],
  ['cuando', 'cuándo'],
  ['cuanto', 'cuánto'],
  ['cuanta', 'cuánta'],
  ['cuantos', 'cuántos'],
  ['cuantas', 'cuántas'],
  ['quien', 'quién'],
  ['quienes', 'quiénes'],
  ['cual', 'cuál'],
  ['cuales', 'cuáles'],
]);

/** Openers that may come before the question proper ("¿Y dónde...?", "¿Pero qué...?"). */
const LEAD_INS = new Set(['y', 'e', 'pero', 'entonces', 'pues']);

/** A short first clause of this kind stands outside the question: "Hola, ¿qué tal?", "Y tú, ¿qué haces?". */
const INTERJECTIONS = new Set([
  'hola',
  'oye',
  'oiga',
  'perdon',
  'perdona',
  'perdone',
  'disculpa',
  'disculpe',
  'bueno',
  'mira',
  'pues',
  'vale',
  'amigo',
  'amiga',
  'y',
]);

/** The word after any lead-in and one preposition: where a question word would be ("¿Y de dónde eres?"). */
export function questionWordIndex(draft: Draft, start: number, end: number): number {
  let index = start;
  if (index < end && LEAD_INS.has(draft.folded(index)) && !draft.breakAfter(index)) index++;
  if (index < end && PREPOSITIONS.has(draft.folded(index)) && !draft.breakAfter(index)) index++;
  return index;
}

function opensWithQuestionWord(draft: Draft, start: number, end: number): boolean {
  const index = questionWordIndex(draft, start, end);
  const folded = draft.folded(index);
  return QUESTION_WORDS.has(folded) || folded === 'porque' || (folded === 'por' && draft.folded(index + 1) === 'que');
}

function isInterjectionClause(draft: Draft, start: number, breakAt: number): boolean {
  if (breakAt - start > 3) return false;
  for (let index = start; index < breakAt; index++) {
    const folded = draft.folded(index);
    if (
      !INTERJECTIONS.has(folded) &&
      !SUBJECT_PRONOUNS.has(draft.lower(index)) &&
      folded !== 'tu' &&
      !draft.isName(index)
    )
      return false;
  }
  return true;
}

/** The first word of the question or exclamation that closes a sentence, when it has no opening mark yet. */
export function questionStart(draft: Draft, span: SentenceSpan): number {
  const mark = span.terminal === '?' ? '¿' : '¡';
  for (let index = span.end - 1; index >= span.start; index--) {
    if (draft.hasMarkBefore(index, mark)) return index;
  }
  const breaks: number[] = [];
  for (let index = span.start + 1; index < span.end; index++) if (draft.breakBefore(index)) breaks.push(index);
  for (const at of [...breaks].reverse()) {
    if (opensWithQuestionWord(draft, at, span.end)) return at;
  }
  const firstBreak = breaks[0];
  if (firstBreak !== undefined && isInterjectionClause(draft, span.start, firstBreak)) return firstBreak;
  const lastBreak = breaks.at(-1);
  if (lastBreak !== undefined && tellsThenAsks(draft, span.start, lastBreak, span.end)) return lastBreak;
  return span.start;
}

/**
 * "Quiero comprar unos tomates, son frescos?": a clause that tells what the speaker does ("quiero", a verb only of
 * the first person) and, after the comma, one whose verb is another's opens its question there («…, ¿son frescos?»).
 */
function tellsThenAsks(draft: Draft, start: number, breakAt: number, end: number): boolean {
  const finite = (index: number) =>
    spanishLexicon()
      .readingsOf(draft.lower(index))
      .filter((reading) => reading.pos === 'verb' && reading.verbForm === 'finite');
  const told = Array.from({ length: breakAt - start }, (_, offset) => finite(start + offset)).find(
    (readings) => readings.length > 0,
  );
  if (!told?.every((reading) => reading.person === 1 && reading.number === 'singular')) return false;
  let asked = breakAt;
  if (asked < end && (draft.lower(asked) === 'no' || SUBJECT_PRONOUNS.has(draft.lower(asked)))) asked++;
  const readings = asked < end ? finite(asked) : [];
  return readings.length > 0 && readings.every((reading) => reading.person !== 1);
}

/** Whether a sentence already opens its question or exclamation somewhere. */
export function hasOpeningMark(draft: Draft, span: SentenceSpan): boolean {
  const mark = span.terminal === '?' ? '¿' : '¡';
  for (let index = span.start; index < span.end; index++) if (draft.hasMarkBefore(index, mark)) return true;
  return false;
}

/**
 * Whether "que" after `before` joins a clause rather than asks: "¿Desde que llegaste…?", "hasta que vuelvas", "para
 * que lo sepas" (homographs.json `queJoinsAfter`: the preposition and the verb it needs after "que"). `following` are
 * the lower-case words after "que"; "no" and object pronouns before the verb are passed over, and the verb must be
 * read only as that kind of verb.
 */
export function queJoinsAClause(before: string, following: readonly string[]): boolean {
  const joins = loadCorrectorWordLists().homographs.queJoinsAfter[before];
  if (!joins) return false;
  const after = following.find((word) => word !== 'no' && !OBJECT_CLITICS.has(word)) ?? '';
  const readings = spanishLexicon().readingsOf(after);
  return (
    readings.length > 0 &&
    readings.every(
      (reading) =>
        reading.pos === 'verb' &&
        reading.verbForm === 'finite' &&
        (joins === 'finite' || reading.mood === 'subjunctive'),
    )
  );
}
