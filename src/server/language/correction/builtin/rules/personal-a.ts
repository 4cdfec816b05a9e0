import { quotePhrase } from '@/server/language/correction/builtin/clauses';
import type { Draft } from '@/server/language/correction/builtin/draft';
import {
  OBJECT_CLITICS,
  determiner,
  nounAfter,
  subjectBefore,
} from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import { presentForms } from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';

/**
 * The personal a: a specific person as direct object takes "a" ("veo a mi madre", "visito a mis abuelos").
 * Only definite determiners count ("busco un médico", someone unspecified, needs none), and a third-person verb
 * needs its subject pronoun before it, because "me visita mi abuela" has the person as subject.
 */

const VERBS = new Set([
  'ver',
  'visitar',
  'llamar',
  'conocer',
  'ayudar',
  'buscar',
  'esperar',
  'querer',
  'extrañar',
  'invitar',
  'cuidar',
  'saludar',
  'abrazar',
  'besar',
  'amar',
  'odiar',
  'admirar',
  'respetar',
  'entender',
  'escuchar',
]);
const DEFINITE = new Set(['article', 'demonstrative', 'possessive', 'possessiveGendered']);
/**
 * Past forms learners use with these verbs, all first person so the object cannot be the subject. Written with
 * their accent: without it "llame", "visite" are subjunctives ("espero que llame mi madre").
 */
const PAST_FIRST_PERSON = new Set([
  'vi',
  'visité',
  'llamé',
  'conocí',
  'conoci',
  'ayudé',
  'busqué',
  'esperé',
  'invité',
  'saludé',
  'escuché',
]);

function takesPersonalA(draft: Draft, verb: number): boolean {
  const written = draft.folded(verb);
  // "la veo", "te quiero mi amor": the object is already the pronoun.
  if (verb > 0 && !draft.breakBefore(verb) && OBJECT_CLITICS.has(draft.folded(verb - 1))) return false;
  if (PAST_FIRST_PERSON.has(draft.lower(verb)) || VERBS.has(written)) return true;
  const forms = presentForms(written).filter((form) => VERBS.has(form.lemma));
  if (forms.length === 0) return false;
  if (forms.some((form) => form.person !== 2 && form.person !== 5)) return true;
  return subjectBefore(draft, verb) !== undefined;
}

function insertA(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 0; verb < draft.length - 2; verb++) {
    if (draft.breakAfter(verb) || !takesPersonalA(draft, verb)) continue;
    const detIndex = verb + 1;
    const det = determiner(draft.lower(detIndex));
    if (!det || !DEFINITE.has(det.kind) || draft.isName(detIndex)) continue;
    const noun = nounAfter(draft, lexicon, detIndex);
    if (!noun?.entry.person) continue;
    const rest: string[] = [];
    for (let index = detIndex + 1; index <= noun.index; index++) rest.push(draft.text(index));
    const words =
      draft.lower(detIndex) === 'el'
        ? [draft.text(verb), 'al', ...rest]
        : [draft.text(verb), 'a', draft.text(detIndex), ...rest];
    draft.replace(verb, noun.index + 1, words, `People as direct objects take 'a': '${quotePhrase(words)}'.`);
  }
}

export function personalA({ draft, lexicon }: RuleContext): void {
  insertA(draft, lexicon);
}
