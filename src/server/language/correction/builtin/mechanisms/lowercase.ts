import { z } from 'zod';
import { type AnalysedToken, type Analysis, inflect } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import lowercaseJson from '../../../../../../content/corrector/lowercase-words.json' with { type: 'json' };
import type { Edit } from './edit';

const words = z.array(z.string().min(1));
/** `content/corrector/lowercase-words.json`: words Spanish writes in lower case where English capitalises them. */
export const lowercaseWordsSchema = z.object({ about: z.string(), months: words, days: words, nationalities: words });

let forms: Set<string> | undefined;
let times: Set<string> | undefined;
let names: Set<string> | undefined;
/** The nationalities' masculine singular, which is also the language's name. */
const languages = () => (names ??= new Set(lowercaseWordsSchema.parse(lowercaseJson).nationalities));
/** The months and days, in all their forms. */
function timeWords(): Set<string> {
  if (!times) {
    const { months, days } = lowercaseWordsSchema.parse(lowercaseJson);
    times = new Set([...months, ...days.flatMap((day) => [day, ...inflect(day, { pos: 'noun' })])]);
  }
  return times;
}
/** Whether a word is a month or a day of the week ("abril", "sábados"), which name a time without an article. */
export function isMonthOrDay(word: string): boolean {
  return timeWords().has(word.toLowerCase());
}

/** Every form of the table's words: "españolas", "sábados". */
function lowercaseForms(): Set<string> {
  if (!forms) {
    const { months, days, nationalities } = lowercaseWordsSchema.parse(lowercaseJson);
    forms = new Set([...months, ...days]);
    for (const lemma of nationalities) {
      forms.add(lemma);
      for (const pos of ['adjective', 'noun'] as const) for (const form of inflect(lemma, { pos })) forms.add(form);
    }
    for (const day of days) for (const form of inflect(day, { pos: 'noun' })) forms.add(form);
  }
  return forms;
}

const NAMING: readonly string[] = ['noun', 'adjective'];
const capitalised = (token: AnalysedToken | undefined) => !!token && /^\p{Lu}\p{Ll}/u.test(token.text);

/**
 * Months, days, languages and nationalities are written in lower case inside a sentence: "en Septiembre" → "en
 * septiembre", "hablo Español" → "español", "los Lunes" → "lunes", "la comida Mexicana" → "mexicana". A language
 * only after "hablar" or "en": as a school subject it takes a capital ("mi clase de Español"). Only after a word or a comma (the first word of a
 * sentence keeps its capital), never a form that is also a place or a first name the lexicon knows ("China", "Julio"), and never
 * inside a name or title: a capitalised word just before or after ("Santo
 * Domingo", "Cinco de Mayo", "Plácido Domingo", "Español Intermedio"), or quotes around it.
 */
export function lowercase(sentence: Analysis): Edit[] {
  const tokens = sentence.tokens;
  const edits: Edit[] = [];
  tokens.forEach((token, index) => {
    if (token.kind !== 'word' || !capitalised(token)) return;
    const lower = token.text.toLowerCase();
    // "China", "Argentina": a place keeps its capital; so does a month or day that is a first name ("Julio"), while a
    // nationality that is also a surname ("Español") is the nationality
    if (!lowercaseForms().has(lower)) return;
    const names = token.readings.filter((reading) => reading.pos === 'proper-noun');
    if (names.some((reading) => reading.kind !== 'person') || (names.length > 0 && timeWords().has(lower))) return;
    const before = tokens[index - 1];
    if (!before || !(before.kind === 'word' || before.text === ',')) return;
    // a language's name is also a school subject, which takes a capital ("mi clase de Español", "Español 2"): only
    // the language spoken or written in is sure ("hablo Español", "en Inglés")
    const spoken = before.reading?.lemma === 'hablar' || before.text.toLowerCase() === 'en';
    if (languages().has(lower) && !spoken) return;
    const name = (at: number) => tokens[at]?.kind === 'word' && capitalised(tokens[at]);
    // the word before may be the capital that opens the sentence ("En Septiembre", "Los Lunes", "Hablo Español"),
    // unless it may be a name itself ("Plácido Domingo": unknown, a name, or only a noun or adjective)
    const opensSentence =
      (index - 1 === 0 || /[.!?¿¡:]/.test(tokens[index - 2]?.text ?? '')) &&
      before.readings.length > 0 &&
      !before.readings.some((reading) => reading.pos === 'proper-noun') &&
      !before.readings.every((reading) => NAMING.includes(reading.pos));
    if (
      (name(index - 1) && !opensSentence) ||
      name(index + 1) ||
      (name(index - 2) && tokens[index - 1]?.text.toLowerCase() === 'de')
    )
      return;
    const quoteBefore = sentence.text.slice(0, token.start).trimEnd().endsWith('"');
    if (quoteBefore) return;
    edits.push({
      start: token.start,
      end: token.end,
      replacement: lower,
      category: 'misspellings',
      explanation: `Months, days, languages and nationalities are written in lower case in Spanish: '${lower}'.`,
      source: 'mechanism',
    });
  });
  return edits;
}
