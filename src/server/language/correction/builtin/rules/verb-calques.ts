import {
  conjugation,
  gerundLemma,
  gerundOf,
  infinitiveLemma,
  participleLemma,
  type Tense,
  tensedForms,
} from '@/server/language/correction/builtin/conjugation';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { determiner } from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import type { Person } from '@/server/language/correction/builtin/verbs';
import { ruleWords } from './rule-words';

/**
 * English verbs translated word for word where Spanish uses another verb: "hacer una decisión" (tomar), "tomar
 * lugar" (tener), "preguntar una pregunta" (hacer), "jugar el piano" (tocar), "atender la clase" (asistir a),
 * "introducir a alguien" (presentar), "pretender que está…" (fingir), "moverse a Madrid" (mudarse). Each fires only
 * with the object that gives the English meaning away; "tomar una decisión", "jugar al fútbol", "atender a un
 * cliente" and "pretender ser" (to claim to be) are correct Spanish and do not match.
 */

const ATTACHED_CLITIC = /^(.*?r)(me|te|le|lo|la|nos|os|les|los|las|se)?$/;
const CLITIC_FOR_PERSON: readonly string[] = ['me', 'te', 'se', 'nos', 'os', 'se'];
const PRONOUN_CLITICS = new Set(['me', 'te', 'le', 'nos', 'os', 'les', 'se']);

interface Swapped {
  word: string;
  /** The person of a finite form; undefined for an infinitive, gerund or participle. */
  person: Person | undefined;
}

/** The same form of another verb: "hice" (hacer) → "tomé" (tomar), "hacerlo" → "tomarlo", "haciendo" → "tomando". */
export function swapVerb(word: string, from: string, to: string): Swapped | undefined {
  const target = conjugation(to);
  if (!target) return undefined;
  const lower = word.toLowerCase();
  const exact = tensedForms(lower, true).filter((form) => form.lemma === from);
  const readings = exact.length > 0 ? exact : tensedForms(lower).filter((found) => found.lemma === from);
  if (readings.length > 0) {
    // "tomamos" is present and preterite; "damos" and "dimos" differ, so the tense is not sure.
    const words = new Set(readings.map((form) => target[form.tense][form.person]));
    if (words.size !== 1) return undefined;
    return { word: target[readings[0]!.tense][readings[0]!.person], person: readings[0]!.person };
  }
  const infinitive = ATTACHED_CLITIC.exec(lower);
  if (infinitive && infinitiveLemma(infinitive[1]!) === from) {
    return { word: to + (infinitive[2] ?? ''), person: undefined };
  }
  if (gerundLemma(lower) === from) return { word: gerundOf(to), person: undefined };
  if (participleLemma(lower) === from) return { word: target.participle, person: undefined };
  return undefined;
}

/**
 * The same tense and person of another verb ("llamé" → "devolví", "tengo" → "paso"), for the tenses given in the
 * order they are preferred ("llamamos" is present before it is preterite). The accents as written decide when the
 * word is a form at all ("llame" is a subjunctive, not "llamé"); otherwise it is read however it was accented.
 */
export function sameFormOf(written: string, from: string, to: string, tenses: readonly Tense[]) {
  const exact = tensedForms(written, true);
  const forms = (exact.length > 0 ? exact : tensedForms(written)).filter((form) => form.lemma === from);
  const reading = tenses.map((tense) => forms.find((form) => form.tense === tense)).find(Boolean);
  const verb = conjugation(to);
  return reading && verb ? { form: verb[reading.tense][reading.person], person: reading.person } : undefined;
}

function at(draft: Draft, index: number): string {
  return index < draft.length ? draft.folded(index) : '';
}

function joined(draft: Draft, from: number, to: number): boolean {
  if (to > draft.length) return false;
  for (let index = from + 1; index < to; index++) if (draft.breakBefore(index)) return false;
  return true;
}

function lemmaOf(word: string, lemma: string): boolean {
  return swapVerb(word, lemma, lemma) !== undefined;
}

function swapAt(draft: Draft, index: number, from: string, to: string, explain: (phrase: string) => string): boolean {
  const swapped = swapVerb(draft.text(index), from, to);
  if (!swapped) return false;
  return draft.replace(index, index + 1, [swapped.word], explain(swapped.word));
}

/** Whether the clause goes on to "en" ("introducir a los niños en la música" is correct). */
function enLater(draft: Draft, from: number): boolean {
  for (let index = from; index < draft.length && !draft.breakBefore(index); index++)
    if (draft.folded(index) === 'en') return true;
  return false;
}

function introduce(draft: Draft, lexicon: Lexicon, index: number): void {
  const written = draft.lower(index);
  if (!lemmaOf(written, 'introducir') || enLater(draft, index + 1)) return;
  const attached =
    /(me|te|le|nos|os|les)$/.test(written) &&
    infinitiveLemma(written.replace(/(me|te|le|nos|os|les)$/, '')) === 'introducir';
  const cliticBefore = index > 0 && !draft.breakBefore(index) && PRONOUN_CLITICS.has(draft.lower(index - 1));
  let personAfter = false;
  if (at(draft, index + 1) === 'a' && !draft.breakAfter(index)) {
    const next = index + 2;
    const det = determiner(draft.lower(next));
    personAfter =
      draft.isName(next) ||
      (det !== undefined &&
        lexicon.noun(draft.lower(next + 1))?.entry.person === true &&
        joined(draft, index, next + 2));
  }
  if (!attached && !cliticBefore && !personAfter) return;
  swapAt(
    draft,
    index,
    'introducir',
    'presentar',
    (verb) => `To introduce someone is 'presentar' ('introducir' is to put something in): '${verb}'.`,
  );
}

const PRETEND_FOLLOWERS = ruleWords('verb-calques', 'PRETEND_FOLLOWERS');

function pretend(draft: Draft, index: number): void {
  if (at(draft, index + 1) !== 'que' || !lemmaOf(draft.text(index), 'pretender')) return;
  let next = index + 2;
  if (['yo', 'tu', 'el', 'ella', 'usted', 'nosotros', 'ellos', 'ellas', 'no'].includes(at(draft, next))) next++;
  if (at(draft, next) === 'no') next++;
  const verb = draft.lower(next);
  // An indicative after "pretender que" gives away "pretend": "pretendo que esté…" would be "I intend".
  if (!PRETEND_FOLLOWERS.has(verb) || verb === 'sé' || !joined(draft, index, next + 1)) return;
  swapAt(
    draft,
    index,
    'pretender',
    'fingir',
    (swapped) => `'Pretender' means to intend or to claim; to pretend is 'fingir': '${swapped} que'.`,
  );
}

const NEW_HOME = [
  ['otra', 'ciudad'],
  ['otro', 'pais'],
  ['otra', 'casa'],
  ['una', 'casa'],
  ['un', 'piso'],
  ['un', 'apartamento'],
  ['otro', 'piso'],
  ['otro', 'apartamento'],
  ['otro', 'barrio'],
];

function moveHouse(draft: Draft, lexicon: Lexicon, index: number): void {
  const written = draft.lower(index);
  if (at(draft, index + 1) !== 'a' || !joined(draft, index, index + 3)) return;
  const place = index + 2;
  const toPlace =
    (draft.capitalised(place) && lexicon.isPlaceName(draft.folded(place))) ||
    NEW_HOME.some(
      ([det, noun]) => at(draft, place) === det && at(draft, place + 1) === noun && joined(draft, place, place + 2),
    );
  if (!toPlace) return;
  const attached = /^mover(me|te|se|nos|os)$/.exec(written);
  if (attached) {
    draft.replace(index, index + 1, [`mudar${attached[1]}`], `To move house is 'mudarse': 'mudar${attached[1]}'.`);
    return;
  }
  const swapped = swapVerb(written, 'mover', 'mudar');
  if (!swapped || swapped.person === undefined) return;
  const clitic = CLITIC_FOR_PERSON[swapped.person]!;
  const cliticBefore = index > 0 && !draft.breakBefore(index) && draft.lower(index - 1) === clitic;
  const from = cliticBefore ? index - 1 : index;
  const words = [clitic, swapped.word];
  draft.replace(from, index + 1, words, `To move house is 'mudarse': '${words.join(' ')} a'.`);
}

export function verbCalques(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.breakAfter(index)) continue;
    introduce(draft, lexicon, index);
    pretend(draft, index);
    moveHouse(draft, lexicon, index);
  }
}
