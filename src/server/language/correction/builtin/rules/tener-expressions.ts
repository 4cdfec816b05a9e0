import { z } from 'zod';
import { foldAccents } from '@/domain/spanish-text';
import { quotePhrase } from '@/server/language/correction/builtin/clauses';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { numberLength } from '@/server/language/correction/builtin/grammar-words';
import type { Gender } from '@/server/language/correction/builtin/lexicon';
import type { RuleContext } from './rule';
import { SER_OR_ESTAR, aboutAPerson, formOf, verbUse } from './verb-person';
// Imported rather than read from disk so the bundled server carries it too.
import tenerJson from '../../../../../../content/corrector/tener-expressions.json' with { type: 'json' };

/**
 * Things Spanish says with tener where English says "to be": age ("soy 20 años" → "tengo 20 años"), hunger,
 * thirst, fear, sleepiness, heat, hurry and being right ("estoy hambre" → "tengo hambre"). "Estar frío" is left
 * alone: it is correct Spanish about how something (or someone's skin) feels.
 */

/** `content/corrector/tener-expressions.json`: the nouns said with tener, and the temperatures said with it. */
export const tenerExpressionsSchema = z.object({
  about: z.string(),
  feelings: z.array(
    z.object({
      noun: z.string(),
      gender: z.enum(['m', 'f']),
      english: z.string(),
      plural: z.boolean().optional(),
    }),
  ),
  temperatures: z.record(z.string(), z.string()),
});
type Feeling = z.infer<typeof tenerExpressionsSchema>['feelings'][number];

let table: { feelings: Map<string, Feeling>; temperatures: Record<string, string> } | undefined;
/** The table, keyed by the folded noun and, for "sueño", by the "sueno" learners type without a ñ too. */
function tener() {
  if (table) return table;
  const { feelings, temperatures } = tenerExpressionsSchema.parse(tenerJson);
  const keyed = feelings.flatMap((feeling) => {
    const folded = foldAccents(feeling.noun);
    return [folded, folded.replace('ñ', 'n')].map((key) => [key, feeling] as const);
  });
  table = { feelings: new Map(keyed), temperatures };
  return table;
}
const feelingOf = (folded: string) => tener().feelings.get(folded);

const QUANTITIES = new Set(['muy', 'mucho', 'mucha', 'muchas', 'muchos']);
const OLD = new Set(['old', 'viejo', 'vieja', 'viejos', 'viejas']);
const TENER = new Set(['tener']);
/** "dos años mayor / menor / más joven": a difference of age, said with ser. */
const COMPARISONS = new Set(['mayor', 'menor', 'mayores', 'menores', 'mas', 'menos', 'antes', 'despues']);

/** "20 años" after the verb: the index of "años", or -1. */
function yearsAfter(draft: Draft, verb: number): number {
  if (draft.breakAfter(verb)) return -1;
  const digits = numberLength(draft, verb + 1);
  const years = verb + 1 + digits;
  return digits > 0 && !draft.breakBefore(years) && draft.folded(years) === 'años' ? years : -1;
}

function copyWords(draft: Draft, from: number, to: number): string[] {
  const words: string[] = [];
  for (let index = from; index < to; index++) words.push(draft.text(index));
  return words;
}

function age(draft: Draft, verb: number): void {
  const years = yearsAfter(draft, verb);
  if (years < 0) return;
  // "Es dos años mayor que yo" compares ages: ser is right there.
  if (!draft.breakAfter(years) && COMPARISONS.has(draft.folded(years + 1))) return;
  const old = !draft.breakAfter(years) && OLD.has(draft.folded(years + 1));
  const end = old ? years + 2 : years + 1;
  const ser = verbUse(draft, verb, SER_OR_ESTAR);
  if (ser) {
    const words = [formOf('tener', ser), ...copyWords(draft, verb + 1, years + 1)];
    const phrase = quotePhrase(words);
    draft.replace(
      verb,
      end,
      words,
      `Age uses tener: '${phrase}'.${old ? ` '${phrase}' already means '... years old'.` : ''}`,
    );
  } else if (old && verbUse(draft, verb, TENER)) {
    const words = copyWords(draft, verb, years + 1);
    const phrase = quotePhrase(words);
    draft.replace(
      verb,
      end,
      words,
      `'${phrase}' already means '... years old'; leave out '${draft.lower(years + 1)}'.`,
    );
  }
}

function feelings(draft: Draft, verb: number): void {
  const use = verbUse(draft, verb, SER_OR_ESTAR);
  if (!use || draft.breakAfter(verb)) return;
  if (use.lemma === 'ser' && !aboutAPerson(use)) return;
  let noun = verb + 1;
  const quantity = QUANTITIES.has(draft.folded(noun)) && !draft.breakAfter(noun);
  if (quantity) noun++;
  const temperature = tener().temperatures[draft.folded(noun)];
  const firstPerson = use.lemma === 'estar' && (use.person === 0 || use.person === 3);
  const feeling = temperature
    ? firstPerson
      ? { noun: temperature, gender: 'm' as Gender, english: temperature === 'calor' ? 'to be hot' : 'to be cold' }
      : undefined
    : feelingOf(draft.folded(noun));
  if (!feeling) return;
  const much = feeling.gender === 'f' ? 'mucha' : 'mucho';
  const words = [formOf('tener', use), ...(quantity ? [feeling.plural ? `${much}s` : much] : []), feeling.noun];
  const phrase = quotePhrase(words);
  draft.replace(verb, noun + 1, words, `Spanish says 'tener ${feeling.noun}' (${feeling.english}): '${phrase}'.`);
}

/** "¿Cuántos años eres?" / "¿Qué edad es?" → "¿Cuántos años tienes?": asking an age uses tener too. */
function askAge(draft: Draft, verb: number): void {
  if (verb < 2 || draft.breakBefore(verb) || draft.breakBefore(verb - 1)) return;
  const asks =
    (draft.folded(verb - 2) === 'cuantos' && draft.folded(verb - 1) === 'años') ||
    (draft.folded(verb - 2) === 'que' && draft.folded(verb - 1) === 'edad');
  if (!asks) return;
  const use = verbUse(draft, verb, SER_OR_ESTAR);
  if (!use) return;
  const have = formOf('tener', use);
  draft.replace(
    verb,
    verb + 1,
    [have],
    `Age uses tener: '${quotePhrase([draft.lower(verb - 2), draft.lower(verb - 1), have])}'.`,
  );
}

/** "Tengo muy hambre" → "tengo mucha hambre": hambre, sed, miedo… are nouns, so "very" is mucho/mucha. */
function veryWithNoun(draft: Draft, verb: number): void {
  if (draft.folded(verb + 1) !== 'muy' || draft.breakAfter(verb) || draft.breakAfter(verb + 1)) return;
  if (!verbUse(draft, verb, TENER)) return;
  const feeling = feelingOf(draft.folded(verb + 2));
  if (!feeling || feeling.plural) return;
  const much = feeling.gender === 'f' ? 'mucha' : 'mucho';
  draft.replace(
    verb + 1,
    verb + 3,
    [much, draft.text(verb + 2)],
    `'${feeling.noun}' is a noun, so 'very' is '${much}': '${draft.lower(verb)} ${much} ${feeling.noun}'.`,
  );
}

/**
 * "Tengo frío mucho" → "tengo mucho frío": the amount goes before the noun, and agrees with it. Only with the
 * clause ending after "mucho" ("tengo miedo mucho tiempo" says something else).
 */
function muchAfterNoun(draft: Draft, verb: number): void {
  const noun = verb + 1;
  const amount = verb + 2;
  if (amount >= draft.length || draft.breakAfter(verb) || draft.breakAfter(noun)) return;
  if (!['mucho', 'mucha'].includes(draft.folded(amount))) return;
  if (amount + 1 < draft.length && !draft.breakAfter(amount)) return;
  if (!verbUse(draft, verb, TENER)) return;
  const feeling =
    draft.folded(noun) === 'frio' ? { noun: 'frío', gender: 'm', plural: false } : feelingOf(draft.folded(noun));
  if (!feeling || feeling.plural) return;
  const much = feeling.gender === 'f' ? 'mucha' : 'mucho';
  const words = [draft.text(verb), much, draft.text(noun)];
  draft.replace(verb, amount + 1, words, `'Mucho' goes before the noun and agrees with it: '${quotePhrase(words)}'.`);
}

export function tenerExpressions({ draft }: RuleContext): void {
  for (let index = 0; index < draft.length - 2; index++) veryWithNoun(draft, index);
  for (let index = 0; index < draft.length - 2; index++) muchAfterNoun(draft, index);
  for (let index = 0; index < draft.length; index++) askAge(draft, index);
  for (let index = 0; index < draft.length - 1; index++) {
    age(draft, index);
    feelings(draft, index);
  }
}
