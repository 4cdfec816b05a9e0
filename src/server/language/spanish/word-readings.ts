import type { Reading } from './features';
import type { SpanishLexicon } from './lexicon';

/** Object pronouns that attach to the end of a verb, longest first so "los" is tried before "lo". */
const CLITICS = ['nos', 'los', 'las', 'les', 'os', 'me', 'te', 'se', 'lo', 'la', 'le'] as const;
const MAX_CLITICS = 3;
const UNACCENTED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/**
 * The readings of a word as written in a sentence. The lexicon lists forms in lower case (names capitalised), so a
 * capitalised word is looked up as written and in lower case ("Como" opening a sentence is "como"), a word in
 * capitals also capitalised ("MADRID"). A verb with object pronouns attached ("dámelo", "levantarse") is not in
 * the lexicon, which lists no such forms: its readings are the verb's, with the pronouns as `enclitics`.
 */
export function wordReadings(lexicon: SpanishLexicon, written: string): Reading[] {
  const word = written.normalize('NFC');
  const lower = word.toLowerCase();
  const spellings = new Set([word, lower]);
  if (word === word.toUpperCase() && word !== lower) spellings.add(lower.charAt(0).toUpperCase() + lower.slice(1));
  const readings = [...spellings].flatMap((spelling) => lexicon.readingsOf(spelling));
  if (readings.length) return readings;
  return encliticReadings(lexicon, lower, []);
}

/** A verb form with pronouns written onto it: infinitive, gerund, imperative, or the subjunctive used as one. */
function takesEnclitics(reading: Reading): boolean {
  if (reading.pos !== 'verb') return false;
  if (reading.verbForm === 'infinitive' || reading.verbForm === 'gerund' || reading.mood === 'imperative') return true;
  // "siéntese", "vámonos": usted(es) and nosotros commands are present subjunctives
  return (
    reading.mood === 'subjunctive' &&
    reading.tense === 'present' &&
    (reading.person === 3 || (reading.person === 1 && reading.number === 'plural'))
  );
}

function encliticReadings(lexicon: SpanishLexicon, word: string, after: string[]): Reading[] {
  if (after.length === MAX_CLITICS) return [];
  for (const clitic of CLITICS) {
    if (!word.endsWith(clitic) || word.length - clitic.length < 2) continue;
    const rest = word.slice(0, -clitic.length);
    const enclitics = [clitic, ...after];
    for (const base of verbSpellings(rest, clitic)) {
      const readings = lexicon.readingsOf(base).filter(takesEnclitics);
      if (readings.length) return readings.map((reading) => ({ ...reading, enclitics }));
    }
    const deeper = encliticReadings(lexicon, rest, enclitics);
    if (deeper.length) return deeper;
  }
  return [];
}

/**
 * How the verb is written alone: a pronoun moves the stress mark ("dámelo" → "da", "comiéndolo" → "comiendo"),
 * "nos" drops the -s of -mos ("vámonos" → "vamos") and "os" the -d of -ad/-ed/-id ("sentaos" → "sentad").
 */
function verbSpellings(rest: string, clitic: string): string[] {
  const plain = rest.replace(/[áéíóú]/u, (vowel) => UNACCENTED[vowel] ?? vowel);
  const spellings = [rest, plain];
  if (clitic === 'nos' && plain.endsWith('mo')) spellings.push(`${rest}s`, `${plain}s`);
  if (clitic === 'os' && /[aei]$/u.test(plain)) spellings.push(`${rest}d`, `${plain}d`);
  return [...new Set(spellings)];
}
