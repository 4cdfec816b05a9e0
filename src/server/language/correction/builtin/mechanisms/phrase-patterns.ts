import { z } from 'zod';
import { CORRECTION_CATEGORIES } from '@/contract/corrections-constants';
import { foldAccents } from '@/domain/spanish-text';
import { isNumberWord } from '@/domain/spanish-numbers';
import type { AnalysedToken, Analysis } from '@/server/language/spanish';
// Imported rather than read from disk so the bundled server carries it too.
import patternsJson from '../../../../../../content/corrector/phrase-patterns.json' with { type: 'json' };
import { type Edit, replaceToken } from './edit';

/** Words or lemmas: a list, or "@name" for one of the table's classes. */
const wordsOrClass = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

const tokenPattern = z.strictObject({
  /** The word as written, accents folded ("telefono" finds "teléfono"). */
  word: wordsOrClass.optional(),
  /** A lemma of any of the word's readings. */
  lemma: wordsOrClass.optional(),
  /** No reading of the word has one of these lemmas ("por" + an infinitive of cause keeps "por"). */
  notLemma: wordsOrClass.optional(),
  infinitive: z.literal(true).optional(),
  determiner: z.literal(true).optional(),
  /** Digits or a number word ("dos", "veinte"). */
  number: z.literal(true).optional(),
  /** Nothing but punctuation or the end may follow ("por la mañana." but not "por la mañana temprano"). */
  endsPhrase: z.literal(true).optional(),
  /** The token may be absent ("trabajo para (una) empresa"). */
  optional: z.literal(true).optional(),
  /** What this word becomes: exactly one token of a pattern has it. */
  fix: z.string().min(1).optional(),
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
  /** The pattern never fires in a question. */
  notInQuestion: z.literal(true).optional(),
  /** One short English sentence; "{n}" is the n-th matched word, lower case, after the fix. */
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
      if (pattern.match.filter((token) => token.fix !== undefined).length !== 1)
        context.addIssue({ code: 'custom', message: `${pattern.id}: exactly one token must have a fix` });
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
}

let compiled: Compiled[] | undefined;
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
      for (const value of [token.word, token.lemma, token.notLemma]) if (value) sets.set(value, setOf(value));
    if (pattern.after) sets.set(pattern.after.lemma, setOf(pattern.after.lemma));
    if (pattern.notAfterWords) sets.set(pattern.notAfterWords, setOf(pattern.notAfterWords));
    return { pattern, sets };
  });
  return compiled;
}

const folded = (token: AnalysedToken) => foldAccents(token.text.toLowerCase());
const lemmasOf = (token: AnalysedToken) => token.readings.map((reading) => foldAccents(reading.lemma.toLowerCase()));
const isWord = (token: AnalysedToken | undefined) => token !== undefined && token.kind !== 'punctuation';

function tokenMatches(token: AnalysedToken, want: TokenPattern, sets: Compiled['sets']): boolean {
  const has = (value: unknown, word: string) => sets.get(value)!.has(word);
  if (want.word && !has(want.word, folded(token))) return false;
  if (want.lemma && !lemmasOf(token).some((lemma) => has(want.lemma, lemma))) return false;
  if (want.notLemma && lemmasOf(token).some((lemma) => has(want.notLemma, lemma))) return false;
  if (want.infinitive && !token.readings.some((reading) => reading.verbForm === 'infinitive')) return false;
  if (want.determiner && token.reading?.pos !== 'determiner') return false;
  if (want.number && !(token.kind === 'number' || isNumberWord(folded(token)))) return false;
  return true;
}

/** The matched tokens (one per present pattern token) when the words from `start` fit, else undefined. */
function matchAt(tokens: readonly AnalysedToken[], start: number, compiledPattern: Compiled) {
  const { pattern, sets } = compiledPattern;
  const matched: { token: AnalysedToken; want: TokenPattern }[] = [];
  let at = start;
  for (const want of pattern.match) {
    const token = tokens[at];
    if (isWord(token) && tokenMatches(token!, want, sets)) {
      if (want.endsPhrase && isWord(tokens[at + 1])) return undefined;
      matched.push({ token: token!, want });
      at++;
    } else if (!want.optional) return undefined;
  }
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
  if (
    pattern.notAfterWords &&
    tokens.slice(0, start).some((token) => sets.get(pattern.notAfterWords)!.has(folded(token)))
  )
    return false;
  if (pattern.after) {
    const from = Math.max(clauseStart(tokens, start), start - (pattern.after.within ?? tokens.length));
    const wanted = sets.get(pattern.after.lemma)!;
    // a verb reading, not after a determiner ("mi trabajo" is no "trabajar"; "fui" may be "ir" as well as "ser")
    const found = tokens
      .slice(from, start)
      .some(
        (token, offset) =>
          tokens[from + offset - 1]?.reading?.pos !== 'determiner' &&
          token.readings.some(
            (reading) => reading.pos === 'verb' && wanted.has(foldAccents(reading.lemma.toLowerCase())),
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
  for (const compiledPattern of patterns()) {
    for (let start = 0; start < tokens.length; start++) {
      const matched = matchAt(tokens, start, compiledPattern);
      if (!matched || !contextAllows(sentence, start, compiledPattern)) continue;
      const fixed = matched.find(({ want }) => want.fix !== undefined)!;
      if (folded(fixed.token) === foldAccents(fixed.want.fix!)) continue;
      const said = matched.map(({ token, want }) => (want.fix ?? token.text).toLowerCase());
      const explanation = compiledPattern.pattern.explanation.replace(
        /\{(\d)\}/g,
        (_, n: string) => said[Number(n)] ?? '',
      );
      edits.push(replaceToken(fixed.token, fixed.want.fix!, compiledPattern.pattern.category, explanation));
    }
  }
  return edits;
}
