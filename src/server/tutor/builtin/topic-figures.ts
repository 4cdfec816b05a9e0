import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { AnalysedToken as CoreToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { isNumberWord } from '@/domain/spanish-numbers';
import { normaliseText } from './text-normalisation';

/**
 * The figures a learner wrote into their topic ("explicas tarifas (envío nacional 4,50 euros hasta 1 kilo; …)",
 * "Horario: de lunes a viernes de 8:30 a 20:30"): each list with the noun that leads it, so "¿Cuánto cuesta?"
 * is answered with the topic's own prices and "¿A qué hora cerráis?" with its hours, never with a made-up figure.
 */
export type FigureKind = 'price' | 'duration' | 'time' | 'count';

/** Where a sentence of a topic's text ends: a list after a colon stays with the instruction that introduces it. */
// (the full stop of a one-letter abbreviation, "1:00 p. m.", ends no sentence)
// "5 a.m. to 10 p.m.": the point of a time's "a.m." ends no sentence before a word in lower case
// (a line break ends its line's sentence, stop or none: "…6:00 p. m.\n- Entrada de un día: 35.000 pesos")
export const SENTENCE_END =
  /(?<!(?:^|\s)\p{Ll}(?=\.\s\p{Ll}\.)|(?:^|\s)\p{Ll}\.\s\p{Ll}|\b[ap]\.m(?=\.\s+\p{Ll}))[.!?]+(?:\s+|$)|[.!?]*[ \t]*\n\s*/u;

export interface FigureFact {
  /** What the partner says: the lead and its list, as the topic writes them ("Cajas: 2 euros."). */
  text: string;
  kinds: ReadonlySet<FigureKind>;
  lemmas: ReadonlySet<string>;
}

type FigureCues = ScenesFile['topicText']['figures'];

/** "tarifas (…)", "Horario: …": a lead of a few words, then its list in brackets or after a colon. */
const BRACKETED = /([^.;:,()]{2,60})\(([^()]{2,200})\)/gu;
// a full stop inside a number ("12.000 pesos") is no sentence's end
// and a clock time's colon ("12:00") brings in no list
// ("pequeño (una bola) 2,50 €; …": a note in brackets inside the list is part of it, as is "1:00 p. m.")
// (a line ends its list: "- Horario: …\n- Entrada de un día: …" are two)
const AFTER_COLON =
  /(?:^|[.;\n]\s*)([^.;:,()\n]{2,40}):(?!\d)[ \t]*((?:[^.()\n]|\.(?=\d)|(?<=(?:^|\s)\p{Ll})\.(?=\s\p{Ll}\.)|(?<=(?:^|\s)\p{Ll}\.\s\p{Ll})\.|\([^().]*\)){2,200})/gu;
// "9:00", "17.30", "de 10 a 20 h"
const CLOCK_TIME = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?h\b/u;
// "9am", "8 p.m.": an English topic's hour of the day
const ENGLISH_CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)/iu;
const DIGIT = /\d/u;
// "$1.200", "US$ 30", "S/ 45": a sign of money before its figure
const MONEY_SIGN = /(?:\$|S\/)\s?\d/u;
const HOURS_LASTING = /\b\d{1,3}\s?[–-]\s?\d{1,3}\s?h\b|\b\d{1,2}\s?h\s?\d{2}\b/gu;
const MAX_LEAD_WORDS = 5;
const SPANISH_SHARE = 0.8;

export function figureFactsIn(
  text: string,
  cues: FigureCues,
  contentLemmas: (tokens: readonly CoreToken[]) => Set<string>,
  /** The text is Spanish: a lead the lexicon lacks ("pandebono") is a thing's name, not a word of English. */
  spanish = false,
): FigureFact[] {
  const facts: FigureFact[] = [];
  for (const pattern of [BRACKETED, AFTER_COLON]) {
    for (const match of text.matchAll(pattern)) {
      const list = match[2]!.trim().replace(/[,;]$/u, '');
      if (!DIGIT.test(list)) continue;
      const lead = leadNoun(match[1]!, spanish);
      if (!lead) continue;
      const kinds = kindsOf(list, cues);
      if (kinds.size === 0) continue;
      // "Normas: los menores de 16 años deben venir…": clauses with their verbs are sentences, said one by one
      if (list.includes(';') && analysed(list).tokens.some((token) => token.reading?.verbForm === 'finite')) continue;
      const lemmas = contentLemmas(analysed(`${lead} ${list}`).tokens);
      // "Precios: …" is a heading, not read aloud; "Cajas: 2 euros" says what costs 2 euros
      const heading = cues.headings.includes(normaliseText(lead.split(/\s+/u)[0]!));
      // an English topic's lead ("Tickets: 12 euros") is English: the figures alone are said
      const said = heading || !spanish ? list : `${lead}: ${list}`;
      facts.push({ text: `${said.charAt(0).toUpperCase()}${said.slice(1)}.`, kinds, lemmas });
    }
  }
  return facts;
}

/** The noun phrase that ends the lead ("explicas tarifas" → "tarifas", "plazos de entrega"); none without a noun. */
function leadNoun(lead: string, spanish: boolean): string | undefined {
  // "Horario: …" opens its sentence: its capital makes no name of it
  const trimmed = lead.trim();
  const all = analysed(`${trimmed.charAt(0).toLowerCase()}${trimmed.slice(1)}`).tokens;
  const tokens = all.filter((token) => token.kind === 'word');
  // a word that may be a noun is the lead's noun ("Botas de piel", though "botas" is also "you bounce")
  const lastVerb = tokens.findLastIndex(
    (token) => token.reading?.pos === 'verb' && !token.readings.some((reading) => reading.pos === 'noun'),
  );
  const phrase = tokens.slice(lastVerb + 1);
  // "y cajas": a list's joiner is no part of its lead
  while (phrase[0] && ['y', 'e', 'o'].includes(phrase[0].text.toLowerCase())) phrase.shift();
  if (phrase.length === 0 || phrase.length > MAX_LEAD_WORDS) return undefined;
  // "8 clases de 2 horas": a lead with a figure inside is no name for what follows ("clases de horas")
  const inside = all.slice(all.indexOf(phrase[0]!), all.indexOf(phrase.at(-1)!) + 1);
  if (inside.some((token) => token.kind === 'number')) return undefined;
  // "Arequipa, 120 soles (16 horas; …)": a unit after its figure is an amount, and what the brackets tell is of the
  // thing named before it, not of "soles"
  if (all[all.indexOf(phrase[0]!) - 1]?.kind === 'number') return undefined;
  // a lead is a thing named, not a place to go ("A la cascada: …"); whose it is, scenes.json topicText.notSaid says
  if (phrase[0]!.reading?.pos === 'preposition') return undefined;
  // a word the lexicon lacks ("pandebono", "almojábana") is most often the very thing sold
  const mayBeNoun = (token: CoreToken) =>
    (spanish && token.readings.length === 0) || token.readings.some((reading) => reading.pos === 'noun');
  if (!phrase.some(mayBeNoun)) return undefined;
  const words = phrase.map((token) => token.text);
  // the lead as the topic wrote it, capital and all
  const firstWritten = trimmed.split(/\s+/u)[0]!;
  if (words[0]?.toLowerCase() === firstWritten.toLowerCase()) words[0] = firstWritten;
  return words.join(' ');
}

/** A number in digits or words, or "un", "una", "media", "medio" before a unit. */
function isCount(word: string): boolean {
  return /^\d/u.test(word) || isNumberWord(word) || ['un', 'una', 'medio', 'media', 'unos', 'unas'].includes(word);
}

/** The Spanish days of the week, singular and plural ("el domingo", "los domingos"), normalised. */
export function spanishWeekdays(cues: FigureCues): Set<string> {
  return new Set(Object.values(cues.englishDays).flatMap((day) => [normaliseText(day), normaliseText(`${day}s`)]));
}

const YEARS = new Set(['ano', 'anos', 'year', 'years']);
/** How many words before a count of years an age word may stand: "menores de 6 a 12 años". */
const AGE_REACH = 5;

/** The kinds of figure a text gives: a price, a length of time, clock times. */
export function kindsOf(list: string, cues: FigureCues): Set<FigureKind> {
  const words = new Set(normaliseText(list).split(' '));
  const kinds = new Set<FigureKind>();
  if (cues.priceUnits.some((unit) => words.has(normaliseText(unit))) || list.includes('€') || MONEY_SIGN.test(list))
    kinds.add('price');
  // a unit of time counted ("dos noches", "40 minutos", "una hora y media"), not one that says when ("de noche")
  const said = normaliseText(list).split(' ');
  const units = new Set(cues.durationUnits.map(normaliseText));
  const counted = (at: number) => said[at - 1] !== undefined && isCount(said[at - 1]!);
  // "los menores de 8 años", "de 6 a 12 años": an age, which lasts nothing
  const ageWords = new Set(cues.ageWords.map(normaliseText));
  const anAge = (word: string, at: number) =>
    YEARS.has(word) && said.slice(Math.max(0, at - AGE_REACH), at).some((before) => ageWords.has(before));
  if (said.some((word, at) => units.has(word) && counted(at) && !anAge(word, at))) kinds.add('duration');
  // "a las 9:00", "de 10 a 20 h", "a las siete", "desde las 10": a clock time in digits or words
  const clock = new Set(cues.clockPrepositions.map(normaliseText));
  const atHour = said.some(
    (word, at) => (word === 'las' || word === 'la') && clock.has(said[at - 1] ?? '') && isHour(said[at + 1] ?? ''),
  );
  // "en 24–48 h", "2 h 30": hours that last, not the hour of the day
  if (HOURS_LASTING.test(list)) kinds.add('duration');
  // "de siete a diez": hours of the day, unless a thing counted follows ("de dos a cuatro personas")
  const thingAfter = (word: string | undefined) =>
    word !== undefined && analysed(word).tokens[0]?.reading?.pos === 'noun';
  const hourRange = said.some(
    (word, at) =>
      word === 'de' &&
      isHour(said[at + 1] ?? '') &&
      said[at + 2] === 'a' &&
      isHour(said[at + 3] ?? '') &&
      !thingAfter(said[at + 4]),
  );
  if (CLOCK_TIME.test(list.replace(HOURS_LASTING, '')) || atHour || hourRange || ENGLISH_CLOCK_TIME.test(list))
    kinds.add('time');
  // "grupos de 8 alumnos", "dos nietos": things counted, two or more, that are no unit of time or money
  const prices = new Set(cues.priceUnits.map(normaliseText));
  const counts = analysed(list).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
  const many = (token: CoreToken | undefined) =>
    token !== undefined &&
    (token.kind === 'number' ? /^\d+$/u.test(token.text) && Number(token.text) >= 2 : isManyWord(token.text));
  const countedThing = (token: CoreToken | undefined) =>
    token?.reading?.pos === 'noun' && !units.has(normaliseText(token.text)) && !prices.has(normaliseText(token.text));
  if (counts.some((token, at) => many(token) && countedThing(counts[at + 1]))) kinds.add('count');
  return kinds;
}

/** A number word of two or more ("ocho", "veinte"), not "un", "una", "uno" nor "medio". */
function isManyWord(word: string): boolean {
  const lower = word.toLowerCase();
  return isNumberWord(lower) && !['un', 'una', 'uno', 'medio', 'media'].includes(lower);
}

function isHour(word: string): boolean {
  // "de la 36 a la 45" are sizes: an hour of the day is at most 24
  return (/^\d{1,2}$/u.test(word) && Number(word) <= 24) || (isNumberWord(word) && word !== 'un' && word !== 'uno');
}

/** What figure a question asks for ("¿Cuánto cuesta?": a price), from scenes.json `topicText.figures`. */
export function figureAskedFor(question: string, cues: FigureCues): FigureKind | undefined {
  const padded = ` ${normaliseText(question)} `;
  const asks = (phrases: readonly string[]) => phrases.some((phrase) => padded.includes(` ${normaliseText(phrase)} `));
  if (asks(cues.askSince)) return undefined;
  if (asks(cues.askPrice)) return 'price';
  if (asks(cues.askTime)) return 'time';
  if (asks(cues.askDuration)) return 'duration';
  // "¿Cuánto tenemos que pagar cada uno?": "cuánto" with a verb of paying in any form asks a price ("salir" may be
  // of leaving, so only its phrases above count); "en total" asks a sum of the learner's own, which no one price is
  const paying = new Set(cues.priceVerbs.map(normaliseText).filter((verb) => verb !== 'salir'));
  const howMuch = / cuant[oa]s? /u.test(padded) && !asks(cues.totalWords);
  const lemmas = analysed(question).tokens.flatMap((token) =>
    token.reading ? [normaliseText(token.reading.lemma)] : [],
  );
  // "¿Me cobraríais algo?", "¿Hay que pagar algo?": whether there is a charge is a price asked too
  const anyCharge = cues.anyCharge.some((word) => padded.includes(` ${normaliseText(word)} `));
  if ((howMuch || anyCharge) && lemmas.some((lemma) => paying.has(lemma))) return 'price';
  // "¿Cuántos alumnos hay en cada clase?": how many of a thing that is no unit of time
  const counted = / cuant[oa]s (\p{L}+) /u.exec(padded)?.[1];
  const units = new Set(cues.durationUnits.map(normaliseText));
  if (counted && !units.has(counted) && !asks(cues.totalWords)) return 'count';
  return undefined;
}

/** "¿Cuánto pago en total?": how much, with a word of the whole. */
export function asksASum(question: string, totalWords: readonly string[]): boolean {
  const padded = ` ${normaliseText(question)} `;
  return / cuant[oa]s? /u.test(padded) && totalWords.some((phrase) => padded.includes(` ${normaliseText(phrase)} `));
}

/** Whether a sentence of a topic is Spanish: most of its words are words of the lexicon. */
export function inSpanish(tokens: readonly CoreToken[]): boolean {
  // a name inside the sentence ("hay un gato, Mochi") is in no language
  const lettered = tokens.filter(
    (token, index) => token.kind === 'word' && /\p{L}/u.test(token.text) && !(index > 0 && /^\p{Lu}/u.test(token.text)),
  );
  return lettered.filter((token) => token.readings.length > 0).length >= SPANISH_SHARE * lettered.length;
}

/**
 * "Contando la entrada, los zapatos y el arnés, ¿cuánto pago?", "Vale, y con la bolsa estanca, ¿cuánto es todo?": the
 * things the sentence before the question adds to what is asked, from its word of adding on; none where it adds none.
 */
export function addedBeforeQuestion(turn: string, cues: FigureCues): string | undefined {
  const before = (
    turn
      .slice(0, Math.max(0, turn.lastIndexOf('¿')))
      .split(SENTENCE_END)
      .at(-1) ?? ''
  ).replace(/[,;:\s]+$/u, '');
  const adding = new Set(cues.additionWords.map(normaliseText));
  const parts = before.split(',');
  const opening = (part: string) =>
    normaliseText(part)
      .replace(/^(?:y|e) /u, '')
      .split(' ')[0] ?? '';
  const at = parts.findIndex((part) => adding.has(opening(part)));
  return at < 0
    ? undefined
    : parts
        .slice(at)
        .join(',')
        .trim()
        .replace(/^(?:y|e)\s+/iu, '');
}

/**
 * A figure asked of several things added together, or of the whole with a thing added: no one thing's figure answers.
 */
export function addsUpSeveral(turn: string, cues: FigureCues): boolean {
  const added = addedBeforeQuestion(turn, cues);
  if (added === undefined) return false;
  const question = ` ${normaliseText(turn.slice(turn.lastIndexOf('¿')))} `;
  const whole = cues.totalWords.some((words) => question.includes(` ${normaliseText(words)} `));
  return whole || /\sy\s|,/u.test(added);
}
