import { z } from 'zod';
import { CORRECTION_CATEGORIES } from '@/contract/corrections-constants';
import { foldAccents } from '@/domain/spanish-text';
import { isNumberWord } from '@/domain/spanish-numbers';
import { type AnalysedToken, type Analysis, sameVerbFormAs } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import patternsJson from '../../../../../../content/corrector/phrase-patterns.json' with { type: 'json' };
import { type Edit, replaceTokens } from './edit';

/** Words or lemmas: a list, or "@name" for one of the table's classes. */
const wordsOrClass = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

const tokenPattern = z.strictObject({
  /** The word as written, accents folded ("telefono" finds "teléfono"). */
  word: wordsOrClass.optional(),
  /** The word as written is none of these. */
  notWord: wordsOrClass.optional(),
  /** A lemma of any of the word's readings. */
  lemma: wordsOrClass.optional(),
  /** No reading of the word has one of these lemmas ("por" + an infinitive of cause keeps "por"). */
  notLemma: wordsOrClass.optional(),
  /** A reading of the word in this form ("infinitive": "por comprar"; "finite": "nadie no vino"). */
  verbForm: z.enum(['finite', 'infinitive', 'participle', 'gerund']).optional(),
  determiner: z.literal(true).optional(),
  /** Every reading of the word is of this class ("un poco pan": a noun that is no adjective too). */
  pos: z.enum(['noun', 'adjective', 'verb', 'adverb']).optional(),
  /** The word's reading in context is singular or plural. */
  grammaticalNumber: z.enum(['singular', 'plural']).optional(),
  /** Digits or a number word ("dos", "veinte"). */
  number: z.literal(true).optional(),
  /**
   * Nothing but punctuation or the end may follow ("por la mañana." but not "por la mañana temprano"), or one of
   * the words given ("no tengo algo más": a word that may close the clause).
   */
  endsPhrase: z.union([z.literal(true), wordsOrClass]).optional(),
  /** A finite verb in one of these persons, singular or plural, whatever its other readings ("tomé un examen"). */
  person: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .min(1)
    .optional(),
  /** The word before is none of these ("nos tomó un examen": the teacher giving it). */
  notAfter: wordsOrClass.optional(),
  /** The word opens its sentence or question ("¿Qué es tu nombre?"). */
  opens: z.literal(true).optional(),
  /** The token may be absent ("trabajo para (una) empresa"). */
  optional: z.literal(true).optional(),
  /**
   * What this word becomes: words ("$" is the word as written: "mucho $" puts "mucho" before it), "" to leave it
   * out, or the same form of another verb ({ "lemma": "tomar" }: "hice" → "tomé"), optionally with a word after it
   * ({ "lemma": "asistir", "then": "a" }). The words between the first and the last fixed one are kept as written.
   */
  fix: z
    .union([z.string(), z.strictObject({ lemma: z.string().min(1), then: z.string().min(1).optional() })])
    .optional(),
});

const patternSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  category: z.enum(CORRECTION_CATEGORIES),
  /** Words in a row, no punctuation between. */
  match: z.array(tokenPattern).min(2),
  /** Earlier in the same clause, within `within` words when given, a word with one of these lemmas. */
  after: z.strictObject({ lemma: wordsOrClass, within: z.number().int().positive().optional() }).optional(),
  /** Words that, anywhere before the match in its sentence, rule it out ("gracias por venir" is a cause). */
  notAfterWords: wordsOrClass.optional(),
  /** Words that, right after the match, rule it out ("es dos años mayor que yo" compares ages with ser). */
  notBefore: wordsOrClass.optional(),
  /** The pattern never fires in a question. */
  notInQuestion: z.literal(true).optional(),
  /**
   * A verb of its clause that is surely in this tense rules it out ("dejé de fumar desde dos meses" is no length of
   * time up to now: "desde hace" would still be wrong there).
   */
  notInClauseWithTense: z.enum(['preterite']).optional(),
  /** One short English sentence; "{n}" is the n-th matched word after the fix, "{phrase}" all of them. */
  explanation: z.string().min(1),
});

/** `content/corrector/phrase-patterns.json`: fixed phrases and the word they need, as rows of words in a row. */
export const phrasePatternsSchema = z
  .strictObject({
    about: z.string(),
    classes: z.record(z.string().regex(/^[a-z][a-zA-Z]*$/), z.array(z.string().min(1)).min(1)),
    patterns: z.array(patternSchema).min(1),
  })
  .superRefine((table, context) => {
    for (const pattern of table.patterns) {
      if (!pattern.match.some((token) => token.fix !== undefined))
        context.addIssue({ code: 'custom', message: `${pattern.id}: no token has a fix` });
      const named = JSON.stringify(pattern).match(/"@[a-zA-Z]+"/g) ?? [];
      for (const name of named)
        if (!table.classes[name.slice(2, -1)])
          context.addIssue({ code: 'custom', message: `${pattern.id}: no class ${name}` });
    }
  });

type TokenPattern = z.infer<typeof tokenPattern>;
type Pattern = z.infer<typeof patternSchema>;

interface Compiled {
  pattern: Pattern;
  sets: Map<unknown, ReadonlySet<string>>;
  /** The word sets of its tokens that must be there: a sentence without a word of each cannot match. */
  required: readonly ReadonlySet<string>[];
}

/**
 * The rows by what their first word must be (its word or a lemma), so a sentence tries only the rows its words can
 * start; rows that start with a number or a determiner are tried everywhere.
 */
interface PatternIndex {
  byWord: Map<string, Compiled[]>;
  byLemma: Map<string, Compiled[]>;
  anywhere: Compiled[];
}

let compiled: Compiled[] | undefined;
let index: PatternIndex | undefined;

function patternIndex(): PatternIndex {
  if (index) return index;
  const built: PatternIndex = { byWord: new Map(), byLemma: new Map(), anywhere: [] };
  const file = (map: Map<string, Compiled[]>, keys: ReadonlySet<string>, row: Compiled) => {
    for (const key of keys) map.set(key, [...(map.get(key) ?? []), row]);
  };
  for (const row of patterns()) {
    const first = row.pattern.match[0]!;
    if (first.word) file(built.byWord, row.sets.get(first.word)!, row);
    else if (first.lemma) file(built.byLemma, row.sets.get(first.lemma)!, row);
    else built.anywhere.push(row);
  }
  return (index = built);
}

function patterns(): Compiled[] {
  if (compiled) return compiled;
  const table = phrasePatternsSchema.parse(patternsJson);
  const setOf = (value: string | readonly string[]): ReadonlySet<string> => {
    const words = typeof value === 'string' && value.startsWith('@') ? table.classes[value.slice(1)]! : value;
    return new Set((typeof words === 'string' ? [words] : words).map((word) => foldAccents(word.toLowerCase())));
  };
  compiled = table.patterns.map((pattern) => {
    const sets = new Map<unknown, ReadonlySet<string>>();
    for (const token of pattern.match)
      for (const value of [token.word, token.notWord, token.lemma, token.notLemma, token.notAfter, token.endsPhrase])
        if (value && value !== true) sets.set(value, setOf(value));
    if (pattern.after) sets.set(pattern.after.lemma, setOf(pattern.after.lemma));
    if (pattern.notAfterWords) sets.set(pattern.notAfterWords, setOf(pattern.notAfterWords));
    if (pattern.notBefore) sets.set(pattern.notBefore, setOf(pattern.notBefore));
    const required = pattern.match.flatMap((token) => (token.word && !token.optional ? [sets.get(token.word)!] : []));
    return { pattern, sets, required };
  });
  return compiled;
}

// Every row asks about the same few tokens: each token's folded spelling and lemmas are worked out once.
const foldedCache = new WeakMap<AnalysedToken, string>();
const lemmaCache = new WeakMap<AnalysedToken, readonly string[]>();
function folded(token: AnalysedToken): string {
  let value = foldedCache.get(token);
  if (value === undefined) foldedCache.set(token, (value = foldAccents(token.text.toLowerCase())));
  return value;
}
function lemmasOf(token: AnalysedToken): readonly string[] {
  let value = lemmaCache.get(token);
  if (value === undefined)
    lemmaCache.set(token, (value = token.readings.map((reading) => foldAccents(reading.lemma.toLowerCase()))));
  return value;
}
const isWord = (token: AnalysedToken | undefined) => token !== undefined && token.kind !== 'punctuation';

const OPENERS = new Set(['¿', '¡', '.', '!', '?', '…']);

function tokenMatches(
  tokens: readonly AnalysedToken[],
  at: number,
  want: TokenPattern,
  sets: Compiled['sets'],
): boolean {
  const token = tokens[at]!;
  const before = tokens[at - 1];
  const has = (value: unknown, word: string) => sets.get(value)!.has(word);
  if (want.opens && before && !OPENERS.has(before.text)) return false;
  if (want.notAfter && isWord(before) && has(want.notAfter, folded(before!))) return false;
  if (want.person && !inPersons(token, want.person)) return false;
  if (want.word && !has(want.word, folded(token))) return false;
  if (want.notWord && has(want.notWord, folded(token))) return false;
  if (want.lemma && !lemmasOf(token).some((lemma) => has(want.lemma, lemma))) return false;
  if (want.notLemma && lemmasOf(token).some((lemma) => has(want.notLemma, lemma))) return false;
  if (want.verbForm && !token.readings.some((reading) => reading.verbForm === want.verbForm)) return false;
  if (want.determiner && token.reading?.pos !== 'determiner') return false;
  if (want.number && !(token.kind === 'number' || isNumberWord(folded(token)))) return false;
  if (want.pos && !(token.readings.length > 0 && token.readings.every((reading) => reading.pos === want.pos)))
    return false;
  if (want.grammaticalNumber && token.reading?.number !== want.grammaticalNumber) return false;
  return true;
}

/**
 * A finite verb read in context whose every reading of the same verb is in one of the persons: "estoy" is first
 * person, "estaba" may be "él" too ("el sol estaba caliente"), so it is not.
 */
function inPersons(token: AnalysedToken, persons: readonly number[]): boolean {
  const reading = token.reading;
  if (reading?.pos !== 'verb' || reading.verbForm !== 'finite') return false;
  return token.readings
    .filter((other) => other.pos === 'verb' && other.lemma === reading.lemma)
    .every((other) => other.person !== undefined && persons.includes(other.person));
}

/** The matched tokens (one per present pattern token) when the words from `start` fit, else undefined. */
function matchAt(tokens: readonly AnalysedToken[], start: number, compiledPattern: Compiled) {
  const { pattern, sets } = compiledPattern;
  const matched: { token: AnalysedToken; want: TokenPattern }[] = [];
  let at = start;
  for (const want of pattern.match) {
    const token = tokens[at];
    if (isWord(token) && tokenMatches(tokens, at, want, sets)) {
      const next = tokens[at + 1];
      if (
        want.endsPhrase &&
        isWord(next) &&
        (want.endsPhrase === true || !sets.get(want.endsPhrase)!.has(folded(next!)))
      )
        return undefined;
      matched.push({ token: token!, want });
      at++;
    } else if (!want.optional) return undefined;
  }
  const after = tokens[at];
  if (pattern.notBefore && isWord(after) && sets.get(pattern.notBefore)!.has(folded(after!))) return undefined;
  return matched;
}

/** Where the clause holding `index` starts: after the last punctuation before it. */
function clauseStart(tokens: readonly AnalysedToken[], index: number): number {
  let at = index;
  while (at > 0 && tokens[at - 1]!.kind !== 'punctuation') at--;
  return at;
}

function contextAllows(sentence: Analysis, start: number, compiledPattern: Compiled): boolean {
  const { pattern, sets } = compiledPattern;
  const tokens = sentence.tokens;
  if (pattern.notInQuestion && /[¿?]/u.test(sentence.text)) return false;
  const tense = pattern.notInClauseWithTense;
  if (
    tense &&
    tokens
      .slice(clauseStart(tokens, start), start)
      .some(
        (token) =>
          token.readings.some((reading) => reading.pos === 'verb' && reading.verbForm === 'finite') &&
          token.readings.every((reading) => reading.pos !== 'verb' || reading.tense === tense),
      )
  )
    return false;
  if (
    pattern.notAfterWords &&
    tokens.slice(0, start).some((token) => sets.get(pattern.notAfterWords)!.has(folded(token)))
  )
    return false;
  if (pattern.after) {
    const from = Math.max(clauseStart(tokens, start), start - (pattern.after.within ?? tokens.length));
    const wanted = sets.get(pattern.after.lemma)!;
    // a finite verb or an infinitive, not after a determiner ("mi trabajo" is no "trabajar"; "fui" may be "ir" as
    // well as "ser"); a gerund is no doer of the clause ("se estaba volviendo loca por actuar así")
    const found = tokens
      .slice(from, start)
      .some(
        (token, offset) =>
          tokens[from + offset - 1]?.reading?.pos !== 'determiner' &&
          token.readings.some(
            (reading) =>
              reading.pos === 'verb' &&
              (reading.verbForm === 'finite' || reading.verbForm === 'infinitive') &&
              wanted.has(foldAccents(reading.lemma.toLowerCase())),
          ),
      );
    if (!found) return false;
  }
  return true;
}

/**
 * Fixed phrases and the one word they need, as rows of a table (content/corrector/phrase-patterns.json): "gracias
 * para" → "gracias por", "dos veces para semana" → "por semana", "fui a la tienda por comprar pan" → "para comprar",
 * "viajamos por tren" → "en tren". Each row is words in a row (a word, a lemma or a class of them, an infinitive, a
 * determiner, a number), the word that changes, and what must or must not come before it in its clause or
 * sentence. Adding a fix of this kind is adding a row.
 */
export function phrasePatterns(sentence: Analysis): Edit[] {
  const edits: Edit[] = [];
  const tokens = sentence.tokens;
  const { byWord, byLemma, anywhere } = patternIndex();
  const words = tokens.filter(isWord).map(folded);
  const possible = (row: Compiled) => row.required.every((set) => words.some((word) => set.has(word)));
  tokens.forEach((token, start) => {
    if (!isWord(token)) return;
    const rows = new Set([
      ...(byWord.get(folded(token)) ?? []),
      ...lemmasOf(token).flatMap((lemma) => byLemma.get(lemma) ?? []),
      ...anywhere,
    ]);
    for (const row of rows) {
      if (!possible(row)) continue;
      const matched = matchAt(tokens, start, row);
      if (!matched || !contextAllows(sentence, start, row)) continue;
      const edit = editOf(tokens, matched, row.pattern);
      if (edit) edits.push(edit);
    }
  });
  return edits;
}

type Matched = { token: AnalysedToken; want: TokenPattern }[];

/** The edit a match makes: its fixed words together, "" leaving a word out; none when a form cannot be made. */
function editOf(tokens: readonly AnalysedToken[], matched: Matched, pattern: Pattern): Edit | undefined {
  const said = matched.map(({ token, want }) => (want.fix === undefined ? token.text : fixedWord(token, want.fix)));
  if (said.some((word) => word === undefined)) return undefined;
  const fixed = matched.flatMap(({ want }, index) => (want.fix !== undefined ? [index] : []));
  const first = matched[fixed[0]!]!.token;
  const last = matched[fixed.at(-1)!]!.token;
  const replacement = said
    .slice(fixed[0], fixed.at(-1)! + 1)
    .filter(Boolean)
    .join(' ');
  const original = tokens.slice(tokens.indexOf(first), tokens.indexOf(last) + 1).map((token) => token.text);
  if (foldAccents(replacement.toLowerCase()) === foldAccents(original.join(' ').toLowerCase())) return undefined;
  const kept = said.filter((word) => word !== '');
  const explanation = pattern.explanation
    .replace('{phrase}', kept.join(' ').toLowerCase())
    .replace(/\{(\d)\}/g, (_, n: string) => (kept[Number(n)] ?? '').toLowerCase());
  const edit = replaceTokens(first, last, replacement, pattern.category, explanation);
  // a word left out takes the space after it along ("escucho a la radio" → "escucho la radio"), or before it when
  // it ends the phrase ("tengo 20 años old." → "tengo 20 años.")
  if (replacement === '') {
    const next = tokens[tokens.indexOf(last) + 1];
    const before = tokens[tokens.indexOf(first) - 1];
    if (isWord(next)) edit.end = next!.start;
    else if (before) edit.start = before.end;
  }
  return edit;
}

/** The word a fix writes for a token: itself, or the same form of another verb (undefined when not one form). */
function fixedWord(token: AnalysedToken, fix: NonNullable<TokenPattern['fix']>): string | undefined {
  if (typeof fix === 'string') return fix.replace('$', token.text);
  const reading = token.reading?.pos === 'verb' ? token.reading : token.readings.find((r) => r.pos === 'verb');
  if (!reading) return undefined;
  // one pronoun on an infinitive goes on the new one ("preguntarte" → "hacerte"); on a gerund or with two, the
  // accent would move ("haciéndolo"): no fix rather than a wrong one
  const enclitic = reading.enclitics?.join('') ?? '';
  if (enclitic && (reading.verbForm !== 'infinitive' || reading.enclitics!.length > 1)) return undefined;
  const form = sameVerbFormAs(reading, token.text, { lemma: fix.lemma });
  if (!form) return undefined;
  return fix.then ? `${form}${enclitic} ${fix.then}` : `${form}${enclitic}`;
}
