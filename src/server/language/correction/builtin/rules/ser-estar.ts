import { quotePhrase } from '@/server/language/correction/builtin/clauses';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { INTENSIFIERS, determiner, nounAfter } from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import { isGerund } from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';
import { ESTAR, SER, aboutAPerson, formOf, verbUse, type VerbUse } from './verb-person';

/**
 * Ser or estar, where only one is possible: estar for temporary states ("soy cansado" → "estoy cansado"), for where
 * someone or something is ("soy en casa" → "estoy en casa") and for the progressive; ser for nationality and jobs.
 * Adjectives whose meaning changes with the verb (aburrido, listo, malo, rico...) are not on the state list, and
 * events keep ser for their place ("la fiesta es en mi casa").
 */

/** The noun before the verb opens the clause ("El libro es...") and is a person or a thing that is somewhere. */
function locatedNounSubject(draft: Draft, lexicon: Lexicon, verb: number): boolean {
  const detIndex = verb - 2;
  if (detIndex < 0 || !draft.breakBefore(detIndex) || draft.breakBefore(verb) || draft.breakBefore(verb - 1))
    return false;
  const det = determiner(draft.lower(detIndex));
  const noun = det ? nounAfter(draft, lexicon, detIndex) : undefined;
  return noun !== undefined && noun.index === verb - 1 && (noun.entry.person || noun.entry.locatable);
}

function personNounSubject(draft: Draft, lexicon: Lexicon, verb: number): boolean {
  const detIndex = verb - 2;
  if (detIndex < 0 || !draft.breakBefore(detIndex) || draft.breakBefore(verb) || draft.breakBefore(verb - 1))
    return false;
  const det = determiner(draft.lower(detIndex));
  const noun = det ? nounAfter(draft, lexicon, detIndex) : undefined;
  return noun !== undefined && noun.index === verb - 1 && noun.entry.person;
}

/** The last word of a place after "en" ("en casa", "en la oficina", "en Madrid"), or -1. */
function placeAfterEn(draft: Draft, lexicon: Lexicon, en: number): number {
  if (draft.folded(en) !== 'en' || draft.breakAfter(en)) return -1;
  const next = en + 1;
  if (draft.folded(next) === 'casa' || lexicon.isPlaceName(draft.folded(next))) return next;
  const det = determiner(draft.lower(next));
  const noun = det ? nounAfter(draft, lexicon, next) : undefined;
  return noun?.entry.place ? noun.index : -1;
}

function replaceVerb(
  draft: Draft,
  verb: number,
  last: number,
  newVerb: string,
  explain: (phrase: string) => string,
): void {
  const words = [newVerb];
  for (let index = verb + 1; index <= last; index++) words.push(draft.text(index));
  draft.replace(verb, last + 1, words, explain(quotePhrase(words)));
}

function serMistakes(draft: Draft, lexicon: Lexicon, verb: number, use: VerbUse): void {
  const estar = formOf('estar', use);
  let next = verb + 1;
  if (isGerund(draft.text(next))) {
    replaceVerb(draft, verb, next, estar, (phrase) => `The progressive ('-ing') uses estar: '${phrase}'.`);
    return;
  }
  const place = placeAfterEn(draft, lexicon, next);
  if (place >= 0) {
    const bareNameSubject =
      verb > 0 &&
      draft.breakBefore(verb - 1) &&
      !draft.breakBefore(verb) &&
      lexicon.isPlaceName(draft.folded(verb - 1));
    if (aboutAPerson(use) || locatedNounSubject(draft, lexicon, verb) || bareNameSubject) {
      replaceVerb(draft, verb, place, estar, (phrase) => `Use estar for where someone or something is: '${phrase}'.`);
    }
    return;
  }
  if (!(aboutAPerson(use) || personNounSubject(draft, lexicon, verb))) return;
  if (draft.folded(next) === 'bien' && (draft.breakAfter(next) || ['gracias', 'y'].includes(draft.folded(next + 1)))) {
    replaceVerb(draft, verb, next, estar, (phrase) => `Use estar to say how someone is: '${phrase}'.`);
    return;
  }
  if (INTENSIFIERS.has(draft.folded(next)) && !draft.breakAfter(next)) next++;
  const adjective = draft.breakBefore(next) ? undefined : lexicon.adjective(draft.lower(next));
  if (!adjective?.entry.estarState) return;
  if (!draft.breakAfter(next) && lexicon.noun(draft.lower(next + 1))) return;
  replaceVerb(draft, verb, next, estar, (phrase) => `Use estar for temporary states and feelings: '${phrase}'.`);
}

function estarMistakes(draft: Draft, lexicon: Lexicon, verb: number, use: VerbUse): void {
  const next = verb + 1;
  if (draft.isName(next)) return;
  const folded = draft.folded(next);
  const adjective = lexicon.adjective(folded);
  const followedByNoun = !draft.breakAfter(next) && lexicon.noun(draft.lower(next + 1)) !== undefined;
  if (adjective?.entry.nationality && !followedByNoun) {
    replaceVerb(draft, verb, next, formOf('ser', use), (phrase) => `Use ser for nationality: '${phrase}'.`);
  } else if (lexicon.isProfession(folded)) {
    replaceVerb(draft, verb, next, formOf('ser', use), (phrase) => `Use ser for jobs: '${phrase}'.`);
  }
}

export function serEstarRules({ draft, lexicon }: RuleContext): void {
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.breakAfter(index)) continue;
    const ser = verbUse(draft, index, SER);
    if (ser) {
      serMistakes(draft, lexicon, index, ser);
      continue;
    }
    const estar = verbUse(draft, index, ESTAR);
    if (estar && draft.lower(index) !== 'esta' && draft.lower(index) !== 'estas')
      estarMistakes(draft, lexicon, index, estar);
  }
}
