import { hasPhrase, hasWord, skipToVerb, subjectPersonBefore } from '@/server/language/correction/builtin/clauses';
import {
  conjugation,
  participleLemma,
  tensedForms,
  type TensedForm,
} from '@/server/language/correction/builtin/conjugation';
import type { Draft, SentenceSpan } from '@/server/language/correction/builtin/draft';
import { determiner, isNumberWord } from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import type { Person } from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';

/**
 * Preterite or imperfect where the time words decide it:
 * - a childhood is a background: "cuando fui niño" → "cuando era niño";
 * - what one used to do then is imperfect: "cuando era niño, jugué al fútbol todos los días" → "jugaba", only with
 *   a word of habit (siempre, todos los días, a menudo, cada …) and no count or bound ("una vez", "durante");
 * - a single completed event on a given day is preterite: "ayer compraba un libro" → "compré", only for event
 *   verbs with a clear subject in a one-clause sentence ("ayer llovía", "ayer iba al cine cuando …", "ayer leía"
 *   stay: a background or an action in progress can be meant).
 */

const CHILDHOOD = new Set([
  'niño',
  'niña',
  'niños',
  'niñas',
  'pequeño',
  'pequeña',
  'pequeños',
  'pequeñas',
  'joven',
  'jovenes',
  'chico',
  'chica',
  'chicos',
  'chicas',
  'adolescente',
  'adolescentes',
]);
/**
 * Words of frequency. "Siempre" is not one of them: "siempre fue muy trabajador" sums up the whole time, correctly.
 * "Todos/todas" and "cada" count only before a time ("todos los veranos", "cada domingo"), not "todos mis amigos".
 */
const HABIT_WORDS = new Set(['normalmente', 'generalmente', 'frecuentemente']);
const TIMES = new Set([
  'dia',
  'dias',
  'semana',
  'semanas',
  'mes',
  'meses',
  'año',
  'años',
  'verano',
  'veranos',
  'invierno',
  'inviernos',
  'mañana',
  'mañanas',
  'tarde',
  'tardes',
  'noche',
  'noches',
  'fin',
  'fines',
  'vez',
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado',
  'sabados',
  'domingo',
  'domingos',
  'navidad',
  'navidades',
  'vacaciones',
]);
const HABIT_PHRASES: readonly (readonly string[])[] = [
  ['a', 'menudo'],
  ['a', 'veces'],
  ['muchas', 'veces'],
];
/** Words that bound or count the actions, so the preterite may be right ("fui tres veces", "durante un mes"). */
const BOUNDS = new Set(['durante', 'vez', 'una', 'dos', 'tres', 'hasta', 'de repente', 'entonces', 'aquel', 'aquella']);
const ONE_DAY = new Set(['ayer', 'anoche', 'anteayer']);
const WEEKDAYS = new Set(['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo']);
/** Verbs of a single bounded event: "ayer compré un libro". Activities and states ("leía", "estaba") are left. */
const EVENT_VERBS = new Set([
  'comprar',
  'escribir',
  'recibir',
  'perder',
  'encontrar',
  'ganar',
  'terminar',
  'empezar',
  'comenzar',
  'visitar',
  'llamar',
  'conocer',
  'romper',
  'abrir',
  'cerrar',
  'decidir',
  'llegar',
  'salir',
  'volver',
  'regresar',
  'vender',
  'pagar',
  'mandar',
  'celebrar',
  'invitar',
  'alquilar',
  'olvidar',
  'cenar',
  'desayunar',
  'almorzar',
  'comer',
  'cocinar',
  'preparar',
  'limpiar',
  'lavar',
  'beber',
  'tomar',
]);
/** Wanting, knowing, being able, liking: "siempre quise", "siempre supe" see the whole time as one, correctly. */
const STATES = new Set([
  'querer',
  'poder',
  'saber',
  'tener',
  'conocer',
  'estar',
  'haber',
  'creer',
  'pensar',
  'odiar',
  'amar',
  'gustar',
  'encantar',
  'parecer',
  'preferir',
  'necesitar',
  'desear',
  'soñar',
  'sentir',
]);
/** Words that add a second clause or a background: then the imperfect may be right. */
const SECOND_CLAUSE = new Set([
  'cuando',
  'mientras',
  'que',
  'porque',
  'pero',
  'aunque',
  'si',
  'y',
  'todo',
  'toda',
  'todavia',
  'siempre',
  'ya',
  'como',
  'donde',
]);

const IMPERFECT_OF_SER = ['era', 'eras', 'era', 'éramos', 'erais', 'eran'] as const;

/** "cuando fui niño", "cuando mi padre fue joven" → "era". */
function childhoodBackground(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 2; index++) {
    if (draft.folded(index) !== 'cuando' || draft.breakAfter(index)) continue;
    // The subject, if any, sits between "cuando" and the verb.
    const verb = skipToVerb(draft, lexicon, index + 1)?.verb;
    if (verb === undefined || draft.breakAfter(verb) || !CHILDHOOD.has(draft.folded(verb + 1))) continue;
    const forms = tensedForms(draft.lower(verb), true).filter(
      (form) => form.lemma === 'ser' && form.tense === 'preterite',
    );
    if (forms.length !== 1) continue;
    const era = IMPERFECT_OF_SER[forms[0]!.person];
    draft.replace(
      verb,
      verb + 1,
      [era],
      `A time of life is a background, in the imperfect: 'cuando ${era} ${draft.lower(verb + 1)}'.`,
    );
  }
}

/**
 * A past time seen as a background: "cuando (yo) era niño", "de niño", "cuando vivía en Madrid", "antes" opening
 * the sentence. With a word of habit, what was done then is what one used to do.
 */
function childhoodContext(draft: Draft, lexicon: Lexicon, span: SentenceSpan): boolean {
  for (let index = span.start; index < span.end - 1; index++) {
    const opens = index === span.start || draft.breakBefore(index);
    if (draft.folded(index) === 'cuando' && !draft.breakAfter(index)) {
      const verb = skipToVerb(draft, lexicon, index + 1)?.verb;
      if (verb !== undefined && verb < span.end) {
        const forms = tensedForms(draft.lower(verb), true);
        if (forms.length > 0 && forms.every((form) => form.tense === 'imperfect')) return true;
      }
    }
    if (draft.folded(index) === 'de' && opens && CHILDHOOD.has(draft.folded(index + 1))) {
      // "De niño, jugué…" or "De niño jugué…": a verb or a comma right after; "de niños pequeños…" is not a time.
      const after = index + 2;
      if (draft.breakAfter(index + 1) || (after < span.end && tensedForms(draft.lower(after), true).length > 0))
        return true;
    }
    if (draft.folded(index) === 'antes' && index === span.start && draft.folded(index + 1) !== 'de') return true;
  }
  return false;
}

function hasHabit(draft: Draft, span: SentenceSpan): boolean {
  if (hasWord(draft, span.start, span.end, HABIT_WORDS)) return true;
  if (HABIT_PHRASES.some((phrase) => hasPhrase(draft, span.start, span.end, phrase))) return true;
  for (let index = span.start; index < span.end - 1; index++) {
    const word = draft.folded(index);
    if (word === 'cada' && TIMES.has(draft.folded(index + 1))) return true;
    if (
      (word === 'todos' || word === 'todas') &&
      ['los', 'las'].includes(draft.folded(index + 1)) &&
      TIMES.has(draft.folded(index + 2))
    )
      return true;
  }
  return false;
}

/**
 * The one (lemma, person) a word is in `tense`, its accents as written deciding between "hablo" and "habló". The
 * preterites of ser and ir are one form ("fui"): they come back as ser, for the caller to tell them apart.
 */
function onlyReading(word: string, tense: TensedForm['tense']): TensedForm | undefined {
  const exact = tensedForms(word, true);
  const readings = (exact.length > 0 ? exact : tensedForms(word)).filter((form) => form.tense === tense);
  const distinct = new Set(readings.map((form) => `${form.lemma === 'ir' ? 'ser' : form.lemma}/${form.person}`));
  return distinct.size === 1 ? (readings.find((form) => form.lemma !== 'ir') ?? readings[0]) : undefined;
}

/** "Cuando era niño, jugué al fútbol todos los días" → "jugaba". */
function habitsInChildhood(draft: Draft, lexicon: Lexicon, span: SentenceSpan): void {
  if (!childhoodContext(draft, lexicon, span) || !hasHabit(draft, span) || hasWord(draft, span.start, span.end, BOUNDS))
    return;
  for (let index = span.start; index < span.end; index++) {
    if (draft.isName(index)) continue;
    const reading = onlyReading(draft.lower(index), 'preterite');
    // "Cuando era niño, siempre quise ser bombero": a state over the whole time may be in the preterite.
    if (!reading || STATES.has(reading.lemma)) continue;
    // "fui" is ir or ser; "fui a la playa" is ir.
    if (reading.lemma === 'ser' || reading.lemma === 'ir') {
      const goes = draft.folded(index + 1) === 'a' || draft.folded(index + 1) === 'al';
      if (!goes) continue;
    }
    const lemma = reading.lemma === 'ser' ? 'ir' : reading.lemma;
    const imperfect = conjugation(lemma)!.imperfect[reading.person];
    draft.replace(index, index + 1, [imperfect], `What you used to do is in the imperfect: '${imperfect}'.`);
  }
}

/** "Ayer compraba un libro" → "Ayer compré un libro". */
function singleEvent(draft: Draft, lexicon: Lexicon, span: SentenceSpan): void {
  if (span.terminal === '?' || hasWord(draft, span.start, span.end, SECOND_CLAUSE)) return;
  for (let index = span.start + 1; index < span.end; index++) if (draft.breakBefore(index)) return;
  if (!finishedTime(draft, span)) return;
  const imperfects: number[] = [];
  let otherVerbs = 0;
  for (let index = span.start; index < span.end; index++) {
    const forms = tensedForms(draft.lower(index), true);
    // "una cena", "la casa": a noun after its determiner, not a verb; "hace dos días" says when.
    if (forms.length === 0 || (index > span.start && determiner(draft.lower(index - 1)))) continue;
    if (draft.folded(index) === 'hace' && AGO_UNITS.has(draft.folded(index + 2))) continue;
    if (forms.every((form) => form.tense === 'imperfect')) imperfects.push(index);
    else otherVerbs++;
  }
  if (imperfects.length !== 1 || otherVerbs > 0) return;
  const verb = imperfects[0]!;
  const forms = tensedForms(draft.lower(verb), true);
  const lemmas = new Set(forms.map((form) => form.lemma));
  if (lemmas.size !== 1 || !EVENT_VERBS.has(forms[0]!.lemma)) return;
  const persons = new Set(forms.map((form) => form.person));
  // "compraba" is yo or él: only a written subject tells which.
  const person = persons.size === 1 ? forms[0]!.person : subjectPersonBefore(draft, lexicon, verb);
  if (person === undefined || !persons.has(person)) return;
  const preterite = conjugation(forms[0]!.lemma)!.preterite[person];
  draft.replace(
    verb,
    verb + 1,
    [preterite],
    `A single finished event on a given day is in the preterite: '${preterite}'.`,
  );
}

const HABER_PERSON: Record<string, Person> = { he: 0, has: 1, ha: 2, hemos: 3, habeis: 4, han: 5 };
/** Times that are over: "el año pasado", "la semana pasada", "el lunes pasado". */
const PAST_TIMES = new Set([...WEEKDAYS, 'semana', 'mes', 'año', 'verano', 'invierno', 'otoño', 'primavera', 'fin']);

const AGO_UNITS = new Set(['dia', 'dias', 'semana', 'semanas', 'mes', 'meses', 'año', 'años']);

/** A finished time in the sentence: "ayer", "anoche", "el verano pasado", "hace dos días". */
function finishedTime(draft: Draft, span: SentenceSpan): boolean {
  if (hasWord(draft, span.start, span.end, ONE_DAY)) return true;
  for (let index = span.start; index < span.end - 1; index++) {
    if (PAST_TIMES.has(draft.folded(index)) && /^pasad[oa]s?$/.test(draft.folded(index + 1))) return true;
    // "Hace dos días", "hace un mes": "hace" with a number and a unit of time, not "hace calor".
    const agoUnit = draft.folded(index + 2);
    if (draft.folded(index) === 'hace' && index + 2 < span.end && AGO_UNITS.has(agoUnit)) {
      const amount = draft.folded(index + 1);
      if (isNumberWord(amount) || amount === 'un' || amount === 'una') return true;
    }
  }
  return false;
}

/**
 * "Ayer he visto la película" → "ayer vi la película": with a time that is over, Spanish uses the preterite, not
 * the present perfect (in Spain too, where "hoy he visto" is right). Clauses joined by "y" share the time.
 */
/**
 * What keeps the perfect possible in a sentence with a finished time: a clause with a time of its own ("ayer me
 * dijo que ha terminado"), or a time still going on ("ayer no, pero hoy he comido bien", "nunca he ido").
 */
const PERFECT_MAY_STAY = new Set([
  'que',
  'cuando',
  'porque',
  'si',
  'aunque',
  'mientras',
  'como',
  'pero',
  'hoy',
  'este',
  'esta',
  'ya',
  'todavia',
  'aun',
  'nunca',
  'siempre',
  'alguna',
  'jamas',
]);

function perfectWithFinishedTime(draft: Draft, span: SentenceSpan): void {
  if (hasWord(draft, span.start, span.end, PERFECT_MAY_STAY) || !finishedTime(draft, span)) return;
  for (let index = span.start; index < span.end - 1; index++) {
    const person = HABER_PERSON[draft.folded(index)];
    if (person === undefined || draft.breakBefore(index + 1)) continue;
    const lemma = participleLemma(draft.lower(index + 1));
    const preterite = lemma ? conjugation(lemma)?.preterite[person] : undefined;
    if (!preterite) continue;
    draft.replace(
      index,
      index + 2,
      [preterite],
      `With a time that is over ('ayer', 'el año pasado'), Spanish uses the preterite: '${preterite}'.`,
    );
  }
}

export function preteriteImperfect({ draft, lexicon }: RuleContext): void {
  childhoodBackground(draft, lexicon);
  for (const span of draft.sentences()) {
    habitsInChildhood(draft, lexicon, span);
    singleEvent(draft, lexicon, span);
    perfectWithFinishedTime(draft, span);
  }
}
