import { z } from 'zod';
import { foldAccents } from '@/domain/spanish-text';
import { loadCorrectorWordLists } from '@/server/content/corrector-word-lists';
import { type AnalysedToken, type Analysis, type Reading, analyze, inflect } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import timeMarkersJson from '../../../../../../content/corrector/time-markers.json' with { type: 'json' };
import { isFixableWord } from './accents';
import { type Edit, replaceToken, replaceTokens } from './edit';

const words = z.array(z.string().min(1));
/** `content/corrector/time-markers.json`: the time words that decide between the preterite and the imperfect. */
export const timeMarkersSchema = z.object({
  about: z.string(),
  finished: words,
  pastUnits: words,
  agoUnits: words,
  habit: words,
  habitUnits: words,
  lifeStages: words,
  bounds: words,
  habitEnds: words,
  secondClause: words,
  perfectMayStay: words,
  presentMayStay: words,
  eventVerbs: words,
  stateVerbs: words,
});

type Markers = { [K in Exclude<keyof z.infer<typeof timeMarkersSchema>, 'about'>]: Set<string> };
let table: Markers | undefined;
function markers(): Markers {
  if (!table) {
    const { about: _about, ...lists } = timeMarkersSchema.parse(timeMarkersJson);
    table = Object.fromEntries(
      Object.entries(lists).map(([name, list]) => [name, new Set(list.map((word) => foldAccents(word)))]),
    ) as Markers;
  }
  return table;
}

/**
 * Whether a folded word is a unit of time ("año", "semana", "lunes", "noche"): after a determiner it makes a time
 * adjunct ("este año", "el lunes"), not a noun the words before describe.
 */
export const isTimeUnit = (foldedWord: string): boolean => markers().habitUnits.has(foldedWord);

const folded = (token: AnalysedToken | undefined) => foldAccents(token?.text.toLowerCase() ?? '');
const finite = (reading: Reading) => reading.pos === 'verb' && reading.verbForm === 'finite';
const finiteReadings = (token: AnalysedToken | undefined) => token?.readings.filter(finite) ?? [];

/** A sentence of the text: tokens [start, end) and the mark that ends it. */
interface Span {
  start: number;
  end: number;
  terminal: string;
}
function spans(sentence: Analysis): Span[] {
  const result: Span[] = [];
  let start = 0;
  sentence.tokens.forEach((token, index) => {
    if (token.kind !== 'punctuation' || !['.', '!', '?', '…'].includes(token.text)) return;
    if (index > start) result.push({ start, end: index, terminal: token.text });
    start = index + 1;
  });
  if (start < sentence.tokens.length) result.push({ start, end: sentence.tokens.length, terminal: '' });
  return result;
}

/** Whether a multi-word marker ("a menudo") or a word of the set stands in the span. */
function hasMarker(sentence: Analysis, span: Span, set: Set<string>): boolean {
  const text = ` ${sentence.tokens
    .slice(span.start, span.end)
    .map((token) => folded(token))
    .join(' ')} `;
  return [...set].some((marker) => text.includes(` ${marker} `));
}

/** Where the first marker of the set ("pero", "hasta que") stands in the span, or -1. */
function spanWhere(sentence: Analysis, span: Span, set: Set<string>): number {
  for (let index = span.start; index < span.end; index++)
    for (const marker of set) {
      const words = marker.split(' ');
      if (words.every((word, offset) => folded(sentence.tokens[index + offset]) === word)) return index;
    }
  return -1;
}

/** A time that is over: "ayer", "anoche", "el año pasado", "hace dos días" (not "hace calor"). */
function finishedTime(sentence: Analysis, span: Span): boolean {
  const { finished, pastUnits, agoUnits } = markers();
  const tokens = sentence.tokens;
  for (let index = span.start; index < span.end; index++) {
    const word = folded(tokens[index]);
    if (finished.has(word)) return true;
    if (pastUnits.has(word) && /^pasad[oa]s?$/.test(folded(tokens[index + 1]))) return true;
    const amount = tokens[index + 1];
    const counted =
      amount?.kind === 'number' ||
      !!amount?.readings.some((reading) => reading.pos === 'numeral') ||
      ['un', 'una'].includes(folded(amount));
    if (word === 'hace' && counted && agoUnits.has(folded(tokens[index + 2]))) return true;
  }
  return false;
}

/** Whether the tokens [start, end) of an analysed sentence say their time is over. */
export function saysTimeIsOverIn(sentence: Analysis, start = 0, end = sentence.tokens.length): boolean {
  return finishedTime(sentence, { start, end, terminal: '' });
}

/** Whether a sentence says its time is over ("Ayer…", "hace dos días"): a past event there is in the preterite. */
export function saysTimeIsOver(text: string): boolean {
  const sentence = analyze(text);
  return finishedTime(sentence, { start: 0, end: sentence.tokens.length, terminal: '' });
}

/** The finite form of `lemma` in a tense, of the person and number of `reading`: one form, or none. */
function formOf(lemma: string, reading: Reading, tense: 'imperfect' | 'preterite'): string | undefined {
  if (!reading.person || (reading.number !== 'singular' && reading.number !== 'plural')) return undefined;
  const forms = inflect(lemma, {
    pos: 'verb',
    verbForm: 'finite',
    mood: 'indicative',
    tense,
    person: reading.person,
    number: reading.number,
  });
  return forms.length === 1 ? forms[0] : undefined;
}

/**
 * "la semana pasado" → "pasada": after a unit of time, "pasado" is its adjective and agrees with it ("el fin de
 * semana pasado" is the "fin"'s, so a unit after "de" is left alone).
 */
function pastUnitAgreement(sentence: Analysis, edits: Edit[]): void {
  const tokens = sentence.tokens;
  tokens.forEach((token, index) => {
    const after = tokens[index + 1];
    if (!markers().pastUnits.has(folded(token)) || !/^pasad[oa]s?$/u.test(folded(after))) return;
    if (folded(tokens[index - 1]) === 'de' || !isFixableWord(sentence, index + 1)) return;
    const nouns = token.readings.filter((reading) => reading.pos === 'noun');
    const [noun] = nouns;
    if (!noun || nouns.some((other) => other.gender !== noun.gender || other.number !== noun.number)) return;
    if (!['masculine', 'feminine'].includes(noun.gender ?? '') || !['singular', 'plural'].includes(noun.number ?? ''))
      return;
    const [form] = inflect('pasado', { pos: 'adjective', gender: noun.gender!, number: noun.number! });
    if (form && form !== after!.text.toLowerCase())
      edits.push(replaceToken(after!, form, 'adjectives', `'${token.text}' is ${noun.gender}, so it is '${form}'.`));
  });
}

/** "cuando fui niño", "cuando mi madre fue niña" → "era": a time of life is a background. */
function lifeStageBackground(sentence: Analysis, edits: Edit[]): void {
  const tokens = sentence.tokens;
  tokens.forEach((token, index) => {
    if (folded(token) !== 'cuando') return;
    for (let verb = index + 1; verb <= index + 4 && verb < tokens.length; verb++) {
      const at = tokens[verb]!;
      if (at.kind !== 'word') return;
      const ser = finiteReadings(at).find((reading) => reading.lemma === 'ser' && reading.tense === 'preterite');
      if (!ser) {
        if (finiteReadings(at).length > 0 && at.reading?.pos === 'verb') return;
        continue;
      }
      if (!markers().lifeStages.has(folded(tokens[verb + 1])) || !isFixableWord(sentence, verb)) return;
      const era = formOf('ser', ser, 'imperfect');
      if (era)
        edits.push(
          replaceToken(
            at,
            era,
            'preterite-imperfect',
            `A time of life is a background, in the imperfect: 'cuando ${era} ${tokens[verb + 1]!.text}'.`,
          ),
        );
      return;
    }
  });
}

/** A past background in the span: "cuando era niño", "cuando vivía en Madrid", "de niño", "antes" opening it. */
function background(sentence: Analysis, span: Span): boolean {
  const tokens = sentence.tokens;
  for (let index = span.start; index < span.end - 1; index++) {
    const word = folded(tokens[index]);
    const opens = index === span.start || tokens[index - 1]?.kind === 'punctuation';
    if (word === 'cuando') {
      const verb = tokens
        .slice(index + 1, Math.min(span.end, index + 4))
        .find((token) => token.reading?.pos === 'verb');
      const readings = finiteReadings(verb);
      if (readings.length > 0 && readings.every((reading) => reading.tense === 'imperfect')) return true;
    }
    if (word === 'de' && opens && markers().lifeStages.has(folded(tokens[index + 1]))) {
      const after = tokens[index + 2];
      if (after?.kind === 'punctuation' || finiteReadings(after).length > 0) return true;
    }
    if (word === 'antes' && index === span.start && folded(tokens[index + 1]) !== 'de') return true;
  }
  return false;
}

/** A word of habit in the span: "a menudo", "cada domingo", "todos los veranos". */
function habit(sentence: Analysis, span: Span): boolean {
  if (hasMarker(sentence, span, markers().habit)) return true;
  const tokens = sentence.tokens;
  for (let index = span.start; index < span.end - 1; index++) {
    const word = folded(tokens[index]);
    if (word === 'cada' && markers().habitUnits.has(folded(tokens[index + 1]))) return true;
    if (
      ['todos', 'todas'].includes(word) &&
      ['los', 'las'].includes(folded(tokens[index + 1])) &&
      markers().habitUnits.has(folded(tokens[index + 2]))
    )
      return true;
  }
  return false;
}

/** "Cuando era niño, jugué al fútbol todos los días" → "jugaba": what one used to do then. */
function habitsInBackground(sentence: Analysis, span: Span, edits: Edit[]): void {
  if (!background(sentence, span) || !habit(sentence, span) || hasMarker(sentence, span, markers().bounds)) return;
  const tokens = sentence.tokens;
  // "…, pero lo dejé": what follows a word of contrast tells what ended the habit, in the preterite
  const ends = spanWhere(sentence, span, markers().habitEnds);
  for (let index = span.start; index < (ends < 0 ? span.end : ends); index++) {
    const token = tokens[index]!;
    if (token.reading?.pos !== 'verb' || !isFixableWord(sentence, index)) continue;
    const preterites = finiteReadings(token).filter((reading) => reading.tense === 'preterite');
    // "fui" is ser or ir: the same form, told apart by "a" after it
    const lemmas = new Set(preterites.map((reading) => (reading.lemma === 'ser' ? 'ir' : reading.lemma)));
    const persons = new Set(preterites.map((reading) => `${reading.person}${reading.number}`));
    if (preterites.length === 0 || lemmas.size !== 1 || persons.size !== 1) continue;
    const [lemma] = [...lemmas] as [string];
    // "siempre quise ser bombero": a state over the whole time may be in the preterite
    if (markers().stateVerbs.has(lemma)) continue;
    if (lemma === 'ir' && !['a', 'al'].includes(folded(tokens[index + 1]))) continue;
    const imperfect = formOf(lemma, preterites[0]!, 'imperfect');
    if (imperfect)
      edits.push(
        replaceToken(
          token,
          imperfect,
          'preterite-imperfect',
          `What you used to do is in the imperfect: '${imperfect}'.`,
        ),
      );
  }
}

/** The person and number of a verb's subject written right before it: a subject pronoun, or a noun (third person). */
function subjectBefore(sentence: Analysis, index: number): Pick<Reading, 'person' | 'number'> | undefined {
  const before = sentence.tokens[index - 1];
  const pronoun = loadCorrectorWordLists().homographs.subjects[before?.text.toLowerCase() ?? ''];
  if (pronoun) return pronoun;
  if (before?.reading?.pos === 'noun' || before?.reading?.pos === 'proper-noun')
    return before.reading.number === 'plural' ? { person: 3, number: 'plural' } : { person: 3, number: 'singular' };
  return undefined;
}

const BELIEF_LEMMAS = new Set(['creer', 'pensar', 'suponer']);

/** "…en el metro, creo": a belief set off after a comma at the end is no second clause of the event. */
function withoutATrailingBelief(tokens: readonly AnalysedToken[]): readonly AnalysedToken[] {
  const words = tokens.filter((token) => token.kind === 'word');
  const last = words.at(-1);
  const comma = tokens.findLastIndex((token) => token.text === ',');
  const after = tokens.slice(comma + 1).filter((token) => token.kind === 'word');
  const belief =
    comma > 0 &&
    last !== undefined &&
    after.length === 1 &&
    after[0] === last &&
    // any reading: "creo" is read as "crear" as often as "creer"
    last.readings.some((reading) => reading.person === 1 && BELIEF_LEMMAS.has(reading.lemma));
  return belief ? tokens.slice(0, comma) : tokens;
}

/**
 * "Ayer compraba un libro" → "compré": a single event on a finished day is in the preterite. Only an event verb of
 * the table, the sentence's one finite verb, in one clause with nothing that brings in a background ("ayer llovía",
 * "ayer iba al cine cuando…" stay), its person clear from the form or a subject written before it.
 */
function singleEvent(sentence: Analysis, span: Span, edits: Edit[]): void {
  if (span.terminal === '?' || !finishedTime(sentence, span)) return;
  if (hasMarker(sentence, span, markers().secondClause)) return;
  const tokens = withoutATrailingBelief(sentence.tokens.slice(span.start, span.end));
  if (tokens.some((token) => token.kind === 'punctuation')) return;
  const verbs = tokens.filter(
    (token, at) =>
      token.reading?.pos === 'verb' &&
      finite(token.reading) &&
      !(folded(token) === 'hace' && markers().agoUnits.has(folded(tokens[at + 2]))),
  );
  if (verbs.length !== 1) return;
  const verb = verbs[0]!;
  const readings = finiteReadings(verb);
  const inTense = (tense: string) =>
    readings.every((reading) => reading.tense === tense && reading.mood === 'indicative');
  // "el año pasado viajo" → "viajé": a present is wrong with a time that is over, whatever the verb but a state
  const present = inTense('present') && !hasMarker(sentence, span, markers().presentMayStay);
  if (!present && !inTense('imperfect')) return;
  const lemmas = new Set(readings.map((reading) => reading.lemma));
  const [lemma] = [...lemmas];
  if (lemmas.size !== 1 || lemma === undefined) return;
  // "trabajaba en Londres durante seis meses": a time counted out bounds any doing but a state into one event, and
  // so does a count of times ("ayer se caía dos veces")
  const bounded = tokens.some((token, at) => {
    const amount = tokens[at + 1];
    const counted = amount?.kind === 'number' || !!amount?.readings.some((reading) => reading.pos === 'numeral');
    // "se caía dos veces": a count of times is as many single events
    const times = counted && ['vez', 'veces'].includes(folded(tokens[at + 2]));
    return (folded(token) === 'durante' && counted && markers().agoUnits.has(folded(tokens[at + 2]))) || times;
  });
  const event = markers().eventVerbs.has(lemma) || (bounded && !markers().stateVerbs.has(lemma) && lemma !== 'ser');
  if (present ? markers().stateVerbs.has(lemma) || lemma === 'ser' : !event) return;
  const index = sentence.tokens.indexOf(verb);
  if (!isFixableWord(sentence, index)) return;
  const persons = new Set(readings.map((reading) => `${reading.person}${reading.number}`));
  // "se caía" is said of a third person: "se" is no first person's clitic
  const afterSe = folded(sentence.tokens[index - 1]) === 'se';
  const reflexiveThird = afterSe ? readings.find((one) => one.person === 3) : undefined;
  // "Ayer mi vuelo se retraso": "retraso" is "I delay" only as written; after "se" the learner meant another person
  // ("retrasó"), so no first-person preterite ("se retrasé") is offered
  if (afterSe && !reflexiveThird) return;
  const subject = persons.size === 1 ? readings[0] : (subjectBefore(sentence, index) ?? reflexiveThird);
  const reading = readings.find((one) => one.person === subject?.person && one.number === subject?.number);
  const preterite = reading && formOf(reading.lemma, reading, 'preterite');
  if (preterite)
    edits.push(
      replaceToken(
        verb,
        preterite,
        'preterite-imperfect',
        present
          ? `What happened at a time that is over is in the preterite, not the present: '${preterite}'.`
          : `A single finished event on a given day is in the preterite: '${preterite}'.`,
      ),
    );
}

/**
 * "Ayer he visto la película" → "vi": with a time that is over, Spanish uses the preterite, not the present perfect
 * (in Spain too, where "hoy he visto" is right). Not where a word keeps the perfect possible ("hoy", "nunca", a
 * clause with a time of its own).
 */
function perfectWithFinishedTime(sentence: Analysis, span: Span, edits: Edit[]): void {
  if (!finishedTime(sentence, span)) return;
  const tokens = sentence.tokens;
  // a word of time ("hoy", "nunca") keeps the perfect anywhere in the span; a joiner ("aunque", "que") only when it
  // opens the perfect's own clause, before it ("Ayer he visto… y me encantó, aunque es lenta" is one of the past)
  const joiner = (token: AnalysedToken | undefined) =>
    token?.readings.some((reading) => reading.pos.endsWith('conjunction') || reading.pos === 'pronoun') === true;
  const keeps = (index: number) =>
    tokens
      .slice(span.start, span.end)
      .some((token, at) => markers().perfectMayStay.has(folded(token)) && (!joiner(token) || span.start + at < index));
  for (let index = span.start; index < span.end - 1; index++) {
    const haber = finiteReadings(tokens[index]).find(
      (reading) => reading.lemma === 'haber' && reading.tense === 'present' && reading.mood === 'indicative',
    );
    const participle = tokens[index + 1]?.readings.find((reading) => reading.verbForm === 'participle');
    // "he" is also an English word: the participle after it says it is Spanish
    if (!haber || !participle || !isFixableWord(sentence, index + 1) || keeps(index)) continue;
    const preterite = formOf(participle.lemma, haber, 'preterite');
    if (!preterite) continue;
    edits.push(
      replaceTokens(
        tokens[index]!,
        tokens[index + 1]!,
        preterite,
        'preterite-imperfect',
        `With a time that is over ('ayer', 'el año pasado'), Spanish uses the preterite: '${preterite}'.`,
      ),
    );
  }
}

/**
 * The preterite or the imperfect where the time words of `content/corrector/time-markers.json` decide it: a time of
 * life is a background ("cuando fui niño" → "era"); what one used to do then, with a word of habit and nothing that
 * counts the times, is imperfect ("de niño jugué … todos los días" → "jugaba"); a single event on a finished day is
 * preterite ("ayer compraba" → "compré", "ayer he visto" → "vi").
 */
export function tense(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  lifeStageBackground(sentence, edits);
  pastUnitAgreement(sentence, edits);
  for (const span of spans(sentence)) {
    habitsInBackground(sentence, span, edits);
    singleEvent(sentence, span, edits);
    perfectWithFinishedTime(sentence, span, edits);
  }
  return edits;
}
