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
  suerte: { noun: 'suerte', gender: 'f', english: 'to be lucky' },
  verguenza: { noun: 'vergüenza', gender: 'f', english: 'to be ashamed' },
  fiebre: { noun: 'fiebre', gender: 'f', english: 'to have a fever' },
  ganas: { noun: 'ganas', gender: 'f', english: 'to feel like' },
  celos: { noun: 'celos', gender: 'm', english: 'to be jealous' },
};
/** Plural nouns take "muchas"/"muchos": "tengo muchas ganas". */
const PLURAL_FEELINGS = new Set(['ganas', 'celos']);
/**
 * "Estoy frío" / "estoy caliente" about oneself is "tengo frío" / "tengo calor" (estar caliente is aroused, estar
 * frío is cold to the touch). Only the first person is sure: "estás frío" may be a remark on someone's hands.
 */
const COLD_HOT: Record<string, string> = {
  frio: 'frío',
  fria: 'frío',
  frios: 'frío',
  frias: 'frío',
  caliente: 'calor',
  calientes: 'calor',
};
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
  const temperature = COLD_HOT[draft.folded(noun)];
  const firstPerson = use.lemma === 'estar' && (use.person === 0 || use.person === 3);
  const feeling = temperature
    ? firstPerson
      ? { noun: temperature, gender: 'm' as Gender, english: temperature === 'calor' ? 'to be hot' : 'to be cold' }
      : undefined
    : FEELINGS[draft.folded(noun)];
  if (!feeling) return;
  const much = feeling.gender === 'f' ? 'mucha' : 'mucho';
  const words = [
    formOf('tener', use),
    ...(quantity ? [PLURAL_FEELINGS.has(feeling.noun) ? `${much}s` : much] : []),
    feeling.noun,
  ];
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
  const feeling = FEELINGS[draft.folded(verb + 2)];
  if (!feeling || PLURAL_FEELINGS.has(feeling.noun)) return;
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
    draft.folded(noun) === 'frio' ? { noun: 'frío', gender: 'm' as Gender } : FEELINGS[draft.folded(noun)];
  if (!feeling || PLURAL_FEELINGS.has(feeling.noun)) return;
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
