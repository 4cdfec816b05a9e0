import type { Draft } from '@/server/language/correction/builtin/draft';
import {
  OBJECT_CLITICS,
  PREVERBAL_ADVERBS,
  SUBJECT_PRONOUNS,
} from '@/server/language/correction/builtin/grammar-words';
import { conjugate, presentForms, type Person } from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';

/**
 * Daily-routine verbs without their reflexive pronoun: "yo levanto a las seis" → "yo me levanto", "ella ducha por
 * la mañana" → "se ducha", "yo llamo Juan" → "me llamo Juan". English says "I get up", so learners leave "me" out.
 * Each of these verbs also takes an object without the pronoun ("levanto pesas", "despierto a mi hijo", "llamo al
 * médico"), so the pronoun is added only when no object can follow: the clause ends, or a time, place or manner
 * does ("a las seis", "temprano", "en el baño").
 */

const REFLEXIVE_VERBS: Record<string, string> = {
  levantar: 'to get up',
  despertar: 'to wake up',
  acostar: 'to go to bed',
  duchar: 'to shower',
  bañar: 'to have a bath',
  vestir: 'to get dressed',
  afeitar: 'to shave',
  peinar: 'to do your hair',
  maquillar: 'to put on make-up',
  relajar: 'to relax',
  aburrir: 'to get bored',
  divertir: 'to have fun',
  preocupar: 'to worry',
};

/** Words after the verb that are no object: times, places and manners. "a" only as "a las seis" / "a la una". */
const NOT_AN_OBJECT = new Set([
  // "Me ducho y desayuno": a second verb follows, not an object.
  'y',
  'e',
  'en',
  'con',
  'por',
  'temprano',
  'tarde',
  'pronto',
  'antes',
  'despues',
  'todos',
  'todas',
  'cada',
  'muy',
  'mucho',
  'bien',
  'mal',
  'rapido',
  'siempre',
  'normalmente',
  'tambien',
  'casi',
  'hoy',
  'mañana',
]);

const CLITIC_OF: Record<Person, string> = { 0: 'me', 1: 'te', 2: 'se', 3: 'nos', 4: 'os', 5: 'se' };

/** Whether what follows the verb at `verb` can be no object. */
function nothingToAct(draft: Draft, verb: number, lemma: string): boolean {
  if (draft.breakAfter(verb)) return true;
  const next = draft.folded(verb + 1);
  // "Yo llamo Juan": a name right after llamar is what the learner is called.
  if (lemma === 'llamar') return /^\p{Lu}/u.test(draft.text(verb + 1)) && !draft.breakAfter(verb);
  if (next === 'a') {
    const after = draft.folded(verb + 2);
    return (
      (after === 'las' || after === 'la') &&
      /^(\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|media)$/.test(draft.folded(verb + 3))
    );
  }
  if (next === 'por') return ['la', 'las'].includes(draft.folded(verb + 2));
  return NOT_AN_OBJECT.has(next);
}

/** The verb opens its clause, perhaps after a subject pronoun, "no" or an adverb: not an infinitive's complement. */
function opensClause(draft: Draft, verb: number): boolean {
  let at = verb - 1;
  while (
    at >= 0 &&
    !draft.breakBefore(at + 1) &&
    (draft.folded(at) === 'no' || PREVERBAL_ADVERBS.has(draft.folded(at)))
  )
    at--;
  if (at < 0 || draft.breakBefore(at + 1)) return true;
  if (OBJECT_CLITICS.has(draft.folded(at))) return false;
  if (!SUBJECT_PRONOUNS.has(draft.lower(at))) return false;
  // "Normalmente yo levanto…", "luego ella ducha…": adverbs of time or habit may open the clause before the pronoun.
  let start = at;
  while (start > 0 && !draft.breakBefore(start) && CLAUSE_ADVERBS.has(draft.folded(start - 1))) start--;
  // "…no trabajo y yo levanto tarde": a second clause, opened by a conjunction.
  if (start > 0 && !draft.breakBefore(start) && CLAUSE_CONJUNCTIONS.has(draft.folded(start - 1))) return true;
  return start === 0 || draft.breakBefore(start);
}

/** Conjunctions that open a second clause before its subject pronoun. */
const CLAUSE_CONJUNCTIONS = new Set(['y', 'e', 'pero', 'porque']);

/** Adverbs that may open a clause before its subject pronoun. */
const CLAUSE_ADVERBS = ruleWords('reflexive-verbs', 'CLAUSE_ADVERBS');

export function reflexiveVerbs({ draft }: RuleContext): void {
  for (let index = 0; index < draft.length; index++) {
    const lower = draft.lower(index);
    // A written accent is taken at its word: "levantó" is a past tense, not "levanto".
    const forms = presentForms(lower).filter(
      (form) =>
        (REFLEXIVE_VERBS[form.lemma] !== undefined || form.lemma === 'llamar') &&
        (!/[áéíóú]/.test(lower) || conjugate(form.lemma, form.person) === lower),
    );
    if (forms.length !== 1) continue;
    const { lemma, person } = forms[0]!;
    if (index > 0 && !draft.breakBefore(index) && OBJECT_CLITICS.has(draft.folded(index - 1))) continue;
    if (!opensClause(draft, index) || !nothingToAct(draft, index, lemma)) continue;
    // A verb alone ("Llamo.", a table's "visto") says too little to know it is the reflexive one.
    if ((index === 0 || draft.breakBefore(index)) && draft.breakAfter(index)) continue;
    const clitic = CLITIC_OF[person];
    const written = draft.text(index);
    const capitalised = /^\p{Lu}/u.test(written) && (index === 0 || draft.breakBefore(index));
    const words = capitalised ? [clitic[0]!.toUpperCase() + clitic.slice(1), written.toLowerCase()] : [clitic, written];
    const meaning = lemma === 'llamar' ? 'to be called' : REFLEXIVE_VERBS[lemma]!;
    draft.replace(
      index,
      index + 1,
      words,
      `'${lemma}se' (${meaning}) takes its pronoun: '${clitic} ${written.toLowerCase()}'.`,
    );
  }
}
