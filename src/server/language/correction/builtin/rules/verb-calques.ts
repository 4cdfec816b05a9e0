import { quotePhrase } from '@/server/language/correction/builtin/clauses';
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

/** Words that may stand between the verb and "decisión"/"pregunta": "una buena decisión", "muchas preguntas". */
const NOUN_MODIFIERS = ruleWords('verb-calques', 'NOUN_MODIFIERS');

/** The index of `nouns` after the verb, past determiners and the modifiers above, or -1. */
function objectNoun(draft: Draft, verb: number, nouns: ReadonlySet<string>): number {
  for (let index = verb + 1; index <= verb + 3 && index < draft.length; index++) {
    if (draft.breakBefore(index)) return -1;
    const folded = draft.folded(index);
    if (nouns.has(folded)) return index;
    if (!determiner(draft.lower(index)) && !NOUN_MODIFIERS.has(folded)) return -1;
  }
  return -1;
}

function swapAt(draft: Draft, index: number, from: string, to: string, explain: (phrase: string) => string): boolean {
  const swapped = swapVerb(draft.text(index), from, to);
  if (!swapped) return false;
  return draft.replace(index, index + 1, [swapped.word], explain(swapped.word));
}

function phraseFrom(draft: Draft, verbWord: string, from: number, to: number): string {
  const words = [verbWord];
  for (let index = from; index < to; index++) words.push(draft.lower(index));
  return quotePhrase(words);
}

const DECISION = new Set(['decision', 'decisiones']);
const QUESTION = new Set(['pregunta', 'preguntas']);

function makeADecision(draft: Draft, index: number): void {
  if (!lemmaOf(draft.text(index), 'hacer')) return;
  const noun = objectNoun(draft, index, DECISION);
  if (noun < 0) return;
  swapAt(
    draft,
    index,
    'hacer',
    'tomar',
    (verb) => `To make a decision is 'tomar una decisión': '${phraseFrom(draft, verb, index + 1, noun + 1)}'.`,
  );
}

function askAQuestion(draft: Draft, index: number): void {
  if (!lemmaOf(draft.text(index), 'preguntar')) return;
  const noun = objectNoun(draft, index, QUESTION);
  if (noun < 0) return;
  swapAt(
    draft,
    index,
    'preguntar',
    'hacer',
    (verb) => `To ask a question is 'hacer una pregunta': '${phraseFrom(draft, verb, index + 1, noun + 1)}'.`,
  );
}

const TIME_OR_PLACE = [
  'en',
  'el',
  'la',
  'a',
  'durante',
  'cada',
  'hoy',
  'ayer',
  'anoche',
  'mañana',
  'manana',
  'desde',
  'entre',
];

function takePlace(draft: Draft, index: number): void {
  if (at(draft, index + 1) !== 'lugar' || !joined(draft, index, index + 2) || !lemmaOf(draft.text(index), 'tomar'))
    return;
  // "toma lugar en la fila" would be a seat; "tomar lugar" for an event is what learners mean, always followed by
  // the end of the clause or a time or place.
  if (!draft.breakAfter(index + 1) && !TIME_OR_PLACE.includes(at(draft, index + 2))) return;
  swapAt(draft, index, 'tomar', 'tener', (verb) => `To take place is 'tener lugar': '${verb} lugar'.`);
}

const INSTRUMENTS = ruleWords('verb-calques', 'INSTRUMENTS');

function playAnInstrument(draft: Draft, index: number): void {
  if (!lemmaOf(draft.text(index), 'jugar')) return;
  const det = at(draft, index + 1);
  const contraction = det === 'al' || (det === 'a' && at(draft, index + 2) === 'la');
  let noun = index + 1 + (det === 'a' ? 2 : determiner(draft.lower(index + 1)) ? 1 : 0);
  if (!INSTRUMENTS.has(at(draft, noun)) || !joined(draft, index, noun + 1)) {
    noun = -1;
  }
  if (noun < 0) return;
  const swapped = swapVerb(draft.text(index), 'jugar', 'tocar');
  if (!swapped) return;
  const instrument = draft.text(noun);
  const article = contraction ? (det === 'al' ? 'el' : 'la') : undefined;
  const words = contraction
    ? [swapped.word, article!, instrument]
    : [swapped.word, ...Array.from({ length: noun - index }, (_unused, offset) => draft.text(index + 1 + offset))];
  draft.replace(
    index,
    noun + 1,
    words,
    `An instrument is played with 'tocar' ('jugar' is for games and sports): '${quotePhrase(words)}'.`,
  );
}

/** Events and schools one attends: "atender la clase" → "asistir a la clase". */
const ATTENDED = ruleWords('verb-calques', 'ATTENDED');

function attend(draft: Draft, index: number): void {
  if (!lemmaOf(draft.text(index), 'atender')) return;
  const det = draft.lower(index + 1);
  const hasDet = determiner(det) !== undefined && det !== 'al' && det !== 'del';
  const noun = index + (hasDet ? 2 : 1);
  if (!ATTENDED.has(at(draft, noun)) || !joined(draft, index, noun + 1)) return;
  const swapped = swapVerb(draft.text(index), 'atender', 'asistir');
  if (!swapped) return;
  const object = hasDet ? (det === 'el' ? ['al'] : ['a', draft.text(index + 1)]) : ['a'];
  const words = [swapped.word, ...object, draft.text(noun)];
  draft.replace(
    index,
    noun + 1,
    words,
    `'Atender' means to look after or pay attention; to attend is 'asistir a': '${quotePhrase(words)}'.`,
  );
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

const EXAM = new Set(['examen', 'examenes']);
const FIRST_PERSON: readonly Person[] = [0, 3];

/** "¿Qué es tu nombre?" → "¿Cuál es tu nombre?": asking which one of many (a name, a number, an address). */
const WHICH_NOUNS = ruleWords('verb-calques', 'WHICH_NOUNS');

export function whatIsYour(draft: Draft, index: number): void {
  if (draft.lower(index) !== 'qué' && draft.folded(index) !== 'que') return;
  if (!draft.hasMarkBefore(index, '¿') && !draft.sentenceStart(index)) return;
  if (at(draft, index + 1) !== 'es' && at(draft, index + 1) !== 'son') return;
  const det = draft.lower(index + 2);
  if (!['tu', 'su', 'mi', 'tus', 'sus', 'el', 'la'].includes(det) || !WHICH_NOUNS.has(at(draft, index + 3))) return;
  if (!joined(draft, index, index + 4)) return;
  // "¿Qué es el nombre?" asks for a definition only when nothing else follows: "tu", "su" make it a choice.
  if ((det === 'el' || det === 'la') && at(draft, index + 4) !== 'favorito' && at(draft, index + 4) !== 'favorita')
    return;
  const which = at(draft, index + 1) === 'son' ? 'cuáles' : 'cuál';
  draft.replace(
    index,
    index + 1,
    [which],
    `Asking for one of many (a name, a number) is '${which}', not 'qué': '${which} ${at(draft, index + 1)}'.`,
  );
}

/** "Tomé un examen" (a student taking it) → "hice"; "el profesor nos tomó un examen" (giving it) is left alone. */
function takeAnExam(draft: Draft, index: number): void {
  const noun = objectNoun(draft, index, EXAM);
  if (noun < 0 || !lemmaOf(draft.text(index), 'tomar')) return;
  if (index > 0 && !draft.breakBefore(index) && PRONOUN_CLITICS.has(draft.lower(index - 1))) return;
  const swapped = swapVerb(draft.text(index), 'tomar', 'hacer');
  if (!swapped || swapped.person === undefined || !FIRST_PERSON.includes(swapped.person)) return;
  draft.replace(
    index,
    index + 1,
    [swapped.word],
    `A student 'hace' an exam: '${phraseFrom(draft, swapped.word, index + 1, noun + 1)}'.`,
  );
}

/** Verb + object calques with one meaning: "tomar un paseo" (dar), "salvar dinero" (ahorrar), "quitar mi trabajo" (dejar). */
const OBJECT_CALQUES: readonly { from: string; to: string; objects: ReadonlySet<string>; why: string }[] = [
  {
    from: 'tomar',
    to: 'dar',
    objects: new Set(['paseo', 'paseos', 'vuelta']),
    why: "To take a walk is 'dar un paseo'",
  },
  {
    from: 'salvar',
    to: 'ahorrar',
    objects: new Set(['dinero', 'tiempo', 'energia']),
    why: "'Salvar' is to rescue; to save money or time is 'ahorrar'",
  },
  {
    from: 'quitar',
    to: 'dejar',
    objects: new Set(['trabajo', 'empleo']),
    why: "'Quitar' is to take away; to quit a job is 'dejar'",
  },
];
const OBJECT_WORDS = new Set(['un', 'una', 'el', 'la', 'mi', 'tu', 'su', 'mucho', 'mas', 'nuestro', 'este', 'ese']);

function objectCalques(draft: Draft, index: number): void {
  for (const calque of OBJECT_CALQUES) {
    if (!lemmaOf(draft.text(index), calque.from)) continue;
    let noun = index + 1;
    if (OBJECT_WORDS.has(at(draft, noun))) noun++;
    if (!calque.objects.has(at(draft, noun)) || !joined(draft, index, noun + 1)) continue;
    swapAt(
      draft,
      index,
      calque.from,
      calque.to,
      (verb) => `${calque.why}: '${phraseFrom(draft, verb, index + 1, noun + 1)}'.`,
    );
    return;
  }
  // "Quiero quitar fumar" → "dejar de fumar".
  if (
    lemmaOf(draft.text(index), 'quitar') &&
    ['fumar', 'beber'].includes(at(draft, index + 1)) &&
    joined(draft, index, index + 2)
  ) {
    const swapped = swapVerb(draft.text(index), 'quitar', 'dejar');
    if (!swapped) return;
    const words = [swapped.word, 'de', draft.text(index + 1)];
    draft.replace(index, index + 2, words, `To quit a habit is 'dejar de': '${quotePhrase(words)}'.`);
  }
}

/** Things one looks for: "estoy mirando por mis llaves" → "buscando mis llaves" ("miro por la ventana" is right). */
const LOST_THINGS = ruleWords('verb-calques', 'LOST_THINGS');
const POSSESSIVES = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras']);
/** What one asks for at a table: "pedí por la cuenta" → "pedí la cuenta" ("pido por mi madre" is praying). */
const ORDERED = ruleWords('verb-calques', 'ORDERED');

function forWithoutPor(draft: Draft, index: number): void {
  // "Busco por mi llave" and "estoy buscando para mi llave": English "for" either way.
  const preposition = at(draft, index + 1);
  if ((preposition !== 'por' && preposition !== 'para') || !joined(draft, index, index + 4)) return;
  const det = draft.folded(index + 2);
  const noun = at(draft, index + 3);
  const lower = draft.lower(index);
  if (POSSESSIVES.has(det) && LOST_THINGS.has(noun)) {
    const looking = swapVerb(lower, 'mirar', 'buscar');
    const searching = lemmaOf(lower, 'buscar');
    if (!looking && !searching) return;
    const verb = looking?.word ?? draft.text(index);
    const words = [verb, draft.text(index + 2), draft.text(index + 3)];
    draft.replace(
      index,
      index + 4,
      words,
      `To look for something is 'buscar', with no '${preposition}': '${quotePhrase(words)}'.`,
    );
    return;
  }
  // "Pido para la comida" may be ordering for the meal: only "por" is sure.
  if (preposition === 'por' && lemmaOf(lower, 'pedir') && determiner(draft.lower(index + 2)) && ORDERED.has(noun)) {
    const words = [draft.text(index), draft.text(index + 2), draft.text(index + 3)];
    draft.replace(index, index + 4, words, `'Pedir' already means 'ask for': '${quotePhrase(words)}'.`);
  }
}

/** "Escucho a la radio" → "escucho la radio": things listened to or watched take no "a". */
function listenToThings(draft: Draft, index: number): void {
  if (at(draft, index + 1) !== 'a' || at(draft, index + 2) !== 'la' || !joined(draft, index, index + 4)) return;
  const thing = at(draft, index + 3);
  const listens = lemmaOf(draft.lower(index), 'escuchar') && (thing === 'radio' || thing === 'musica');
  const watches =
    (lemmaOf(draft.lower(index), 'mirar') || lemmaOf(draft.lower(index), 'ver')) && thing === 'television';
  if (!listens && !watches) return;
  const words = [draft.text(index), draft.text(index + 2), draft.text(index + 3)];
  draft.replace(index, index + 4, words, `A thing you listen to or watch takes no 'a': '${quotePhrase(words)}'.`);
}

export function verbCalques(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.breakAfter(index)) continue;
    makeADecision(draft, index);
    askAQuestion(draft, index);
    takePlace(draft, index);
    playAnInstrument(draft, index);
    attend(draft, index);
    introduce(draft, lexicon, index);
    pretend(draft, index);
    moveHouse(draft, lexicon, index);
    takeAnExam(draft, index);
    objectCalques(draft, index);
    whatIsYour(draft, index);
    forWithoutPor(draft, index);
    listenToThings(draft, index);
  }
}
