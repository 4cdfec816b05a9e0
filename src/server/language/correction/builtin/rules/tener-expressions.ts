import { quotePhrase } from '@/server/language/correction/builtin/clauses';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { numberLength } from '@/server/language/correction/builtin/grammar-words';
import type { Gender } from '@/server/language/correction/builtin/lexicon';
import type { RuleContext } from './rule';
import { SER_OR_ESTAR, aboutAPerson, formOf, verbUse } from './verb-person';

/**
 * Things Spanish says with tener where English says "to be": age ("soy 20 años" → "tengo 20 años"), hunger,
 * thirst, fear, sleepiness, heat, hurry and being right ("estoy hambre" → "tengo hambre"). "Estar frío" is left
 * alone: it is correct Spanish about how something (or someone's skin) feels.
 */

const FEELINGS: Record<string, { noun: string; gender: Gender; english: string }> = {
  hambre: { noun: 'hambre', gender: 'f', english: 'to be hungry' },
  sed: { noun: 'sed', gender: 'f', english: 'to be thirsty' },
  miedo: { noun: 'miedo', gender: 'm', english: 'to be afraid' },
  sueño: { noun: 'sueño', gender: 'm', english: 'to be sleepy' },
  sueno: { noun: 'sueño', gender: 'm', english: 'to be sleepy' },
  calor: { noun: 'calor', gender: 'm', english: 'to be hot' },
  prisa: { noun: 'prisa', gender: 'f', english: 'to be in a hurry' },
  razon: { noun: 'razón', gender: 'f', english: 'to be right' },
};
const QUANTITIES = new Set(['muy', 'mucho', 'mucha']);
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
  const feeling = FEELINGS[draft.folded(noun)];
  if (!feeling) return;
  const words = [formOf('tener', use), ...(quantity ? [feeling.gender === 'f' ? 'mucha' : 'mucho'] : []), feeling.noun];
  const phrase = quotePhrase(words);
  draft.replace(verb, noun + 1, words, `Spanish says 'tener ${feeling.noun}' (${feeling.english}): '${phrase}'.`);
}

export function tenerExpressions({ draft }: RuleContext): void {
  for (let index = 0; index < draft.length - 1; index++) {
    age(draft, index);
    feelings(draft, index);
  }
}
