import { quotePhrase } from '@/server/language/correction/builtin/clauses';
import {
  gerundLemma,
  infinitiveLemma,
  participleLemma,
  tensedForms,
} from '@/server/language/correction/builtin/conjugation';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { determiner, isNumberWord, SUBJECT_PRONOUNS } from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import { isInfinitive } from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';

/**
 * Verbs that take a fixed preposition, and the English one learners put instead, where the choice needs more than
 * the verb government table (mechanisms/government.ts, which has "depende de", "consiste en" and the preposition
 * before an infinitive): "pienso sobre ti" → "pienso en ti", "me caso a Ana" → "me caso con Ana", "sueño de ser" →
 * "sueño con ser", "enamorado con" → "enamorado de". Each fires only where the other reading is impossible:
 * "sobre todo", "se casó a los treinta", "de niño", "enamorada con 20 años" are left as they are.
 */

/** The lemmas a word can be a finite form, infinitive, gerund or participle of ("casada" → casar). */
function lemmasOf(word: string): Set<string> {
  const lemmas = new Set(tensedForms(word).map((form) => form.lemma));
  const bare = word.replace(/(me|te|se|nos|os)$/, '');
  for (const lemma of [infinitiveLemma(bare), gerundLemma(bare), participleLemma(word.replace(/(a|os|as)$/, 'o'))])
    if (lemma) lemmas.add(lemma);
  return lemmas;
}

function startsLike(draft: Draft, index: number, stems: readonly string[]): boolean {
  return stems.some((stem) => draft.folded(index).startsWith(stem));
}

/** Written forms, accents included: "sobre el tema" is an article, "sobre él" a pronoun. */
const PRONOUNS_AFTER_PREPOSITION = ruleWords('prepositions', 'PRONOUNS_AFTER_PREPOSITION');

/** A person or thing follows: a name, a pronoun, or a determiner (not "los treinta", "1990"). */
function objectFollows(draft: Draft, lexicon: Lexicon, index: number): boolean {
  if (index >= draft.length || draft.breakBefore(index)) return false;
  if (draft.isName(index)) return true;
  if (PRONOUNS_AFTER_PREPOSITION.has(draft.lower(index))) return true;
  const det = determiner(draft.lower(index));
  if (!det || index + 1 >= draft.length || draft.breakBefore(index + 1)) return false;
  const next = draft.folded(index + 1);
  return (
    !isNumberWord(next) && (lexicon.noun(draft.lower(index + 1)) !== undefined || lexicon.adjective(next) !== undefined)
  );
}

function swap(draft: Draft, verb: number, preposition: number, right: string, lemma: string): void {
  // "depende de el" is "depende del", "llego a el" "llego al".
  const contracted = draft.lower(preposition + 1) === 'el' && (right === 'de' || right === 'a');
  const words = contracted ? [right === 'de' ? 'del' : 'al'] : [right];
  const quoted = quotePhrase([draft.text(verb), ...words, ...(contracted ? [] : [draft.text(preposition + 1)])]);
  draft.replace(
    preposition,
    contracted ? preposition + 2 : preposition + 1,
    words,
    `'${lemma}' takes '${right}': '${quoted}'.`,
  );
}

/** "Pienso sobre ti", "pienso de ti." → "en ti"; "pienso de ir" → "pienso ir". Whether it corrected one. */
function pensarMistake(draft: Draft, verb: number): boolean {
  const preposition = verb + 1;
  const word = draft.folded(preposition);
  const pronoun = PRONOUNS_AFTER_PREPOSITION.has(draft.lower(preposition + 1));
  // "¿qué piensas de mí?", "¿qué piensas de ir?" ask an opinion, correctly.
  const asksOpinion = verb > 0 && ['que', 'qué'].includes(draft.lower(verb - 1));
  // "Pienso de ti." is thinking about you.
  const endsAfter = /^\s*[.!?…]/.test(draft.separatorAfter(preposition + 1));
  if ((word === 'sobre' && pronoun) || (word === 'de' && pronoun && endsAfter && !asksOpinion)) {
    swap(draft, verb, preposition, 'en', 'pensar');
    return true;
  }
  if (word !== 'de' || !isInfinitive(draft.folded(preposition + 1)) || asksOpinion) return false;
  if (tensedForms(draft.lower(verb)).length === 0) return false;
  // "Pienso de ir a España" → "pienso ir": planning to do something.
  const words = [draft.text(verb), draft.text(preposition + 1)];
  const explanation = `'Pensar' and an infinitive (to plan to) take no preposition: '${quotePhrase(words)}'.`;
  draft.replace(verb, preposition + 2, words, explanation);
  return true;
}

function fixedPrepositions(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 0; verb < draft.length - 2; verb++) {
    if (draft.breakAfter(verb) || draft.breakAfter(verb + 1) || draft.isName(verb)) continue;
    const preposition = verb + 1;
    const word = draft.folded(preposition);
    const after = draft.folded(preposition + 1);
    const lemmas = lemmasOf(draft.lower(verb));
    // "me caso", "casarse", "casándose", "está casado": married to someone, not marrying a couple ("casó a la pareja").
    const reflexive =
      (verb > 0 && !draft.breakBefore(verb) && ['me', 'te', 'se', 'nos', 'os'].includes(draft.folded(verb - 1))) ||
      /(me|te|se|nos|os)$/.test(draft.folded(verb)) ||
      draft.folded(verb).endsWith('ndose') ||
      /^casad[oa]s?$/.test(draft.folded(verb));

    if (lemmas.has('pensar') && pensarMistake(draft, verb)) continue;
    if (
      lemmas.has('casar') &&
      reflexive &&
      (word === 'a' || word === 'de') &&
      objectFollows(draft, lexicon, preposition + 1)
    ) {
      swap(draft, verb, preposition, 'con', 'casarse');
    } else if (
      lemmas.has('soñar') &&
      word === 'de' &&
      (isInfinitive(after) ||
        PRONOUNS_AFTER_PREPOSITION.has(draft.lower(preposition + 1)) ||
        determiner(draft.lower(preposition + 1))) &&
      !soñarIsTheNoun(draft, verb)
    ) {
      swap(draft, verb, preposition, 'con', 'soñar');
    } else if (
      (lemmas.has('enamorar') || startsLike(draft, verb, ['enamorad'])) &&
      word === 'con' &&
      objectFollows(draft, lexicon, preposition + 1)
    ) {
      swap(draft, verb, preposition, 'de', 'enamorarse');
    } else if (startsLike(draft, verb, ['interesad']) && word === 'de') {
      swap(draft, verb, preposition, 'en', 'estar interesado');
    } else if (lemmas.has('llegar') && word === 'en' && draft.isName(preposition + 1) && lexicon.isPlaceName(after)) {
      swap(draft, verb, preposition, 'a', 'llegar');
    } else if (
      lemmas.has('ir') &&
      !lemmas.has('ser') &&
      word === 'en' &&
      draft.isName(preposition + 1) &&
      lexicon.isPlaceName(after) &&
      draft.breakAfter(preposition + 1)
    ) {
      // "Voy en Madrid" → "voy a Madrid" ("viajo en España" may mean around it, so only ir; "fue en Colombia"
      // is ser).
      swap(draft, verb, preposition, 'a', 'ir');
    }
  }
}

/** "Sueño" is also the noun: "mi sueño de ser médico". It is the verb only with no determiner before it. */
function soñarIsTheNoun(draft: Draft, verb: number): boolean {
  if (draft.folded(verb) !== 'sueño' && draft.folded(verb) !== 'sueños') return false;
  if (verb === 0 || draft.breakBefore(verb)) return false;
  const previous = draft.lower(verb - 1);
  return (
    !SUBJECT_PRONOUNS.has(previous) && !['no', 'siempre', 'tambien', 'todavia', 'aun'].includes(draft.folded(verb - 1))
  );
}

export function prepositionRules({ draft, lexicon }: RuleContext): void {
  fixedPrepositions(draft, lexicon);
}
