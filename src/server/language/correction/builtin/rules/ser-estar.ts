import { numberToSpanish } from '@/domain/spanish-numbers';
import { quotePhrase, sentenceAt } from '@/server/language/correction/builtin/clauses';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { INTENSIFIERS, determiner, nounAfter } from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import { nounReadingFits } from '@/server/language/correction/builtin/core-word-entries';
import { conjugate, isGerund } from '@/server/language/correction/builtin/verbs';
import { gerundLemma } from '@/server/language/correction/builtin/conjugation';
import { saysWhatSomeoneDoes } from './article-agreement';
import type { RuleContext } from './rule';
import { ESTAR, SER, aboutAPerson, formOf, verbUse, type VerbUse } from './verb-person';
import { ruleWords } from './rule-words';

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

/** Words after which a clause opens, as it does after punctuation: "creo que la tienda es…". */
const CLAUSE_OPENERS = new Set(['que', 'porque', 'pero', 'y', 'si', 'cuando', 'aunque']);
/** Prepositions of a complement inside the subject: "mi vuelo a Cancún", "la tienda de la esquina". */
const SUBJECT_COMPLEMENT = new Set(['de', 'del', 'a', 'al', 'para', 'en', 'con']);

/**
 * A thing's noun phrase opening the clause and ending right before the verb: a determiner, a noun that is not a
 * person (one the determiner makes a noun, "el casco", counts), adjectives, and at most one complement of a
 * preposition ("mi vuelo a Cancún es…", "la tienda de la esquina es…").
 */
function locatedOrThing(draft: Draft, lexicon: Lexicon, verb: number): boolean {
  if (verb < 2 || draft.breakBefore(verb)) return false;
  let end = verb - 1;
  const complement = complementStart(draft, end);
  if (complement >= 0) end = complement - 1;
  for (let head = end; head >= 1 && end - head <= 2; head--) {
    if (draft.breakBefore(head)) return false;
    const det = determiner(draft.lower(head - 1));
    if (!det) continue;
    const opensClause = draft.breakBefore(head - 1) || CLAUSE_OPENERS.has(draft.folded(head - 2));
    if (!opensClause || !adjectivesOnly(draft, lexicon, head + 1, end)) return false;
    const noun = lexicon.noun(draft.lower(head));
    if (noun) return !noun.entry.person && noun.plural === det.plural;
    return !draft.isName(head) && nounReadingFits(draft.lower(head), det.gender, det.plural);
  }
  return false;
}

/** Where a subject's complement of a preposition ending at `end` starts ("a Cancún", "de la esquina"), or -1. */
function complementStart(draft: Draft, end: number): number {
  for (let start = end - 1; start >= end - 2 && start >= 1; start--) {
    if (draft.breakBefore(start + 1)) return -1;
    if (!SUBJECT_COMPLEMENT.has(draft.folded(start))) continue;
    const named = start === end - 1 && draft.isName(end);
    const withDet = start === end - 2 && determiner(draft.lower(start + 1)) !== undefined;
    return named || withDet ? start : -1;
  }
  return -1;
}

function adjectivesOnly(draft: Draft, lexicon: Lexicon, from: number, to: number): boolean {
  for (let at = from; at <= to; at++) if (!lexicon.adjective(draft.lower(at))) return false;
  return true;
}

/**
 * A person noun or a job after "un"/"una" (past "buen", "gran" or an adjective): "estoy un estudiante", "está un
 * buen amigo". "Estoy un poco cansado", "estoy un rato", "estoy unos días" are amounts of time or degree.
 */
function personNounAfter(draft: Draft, lexicon: Lexicon, index: number): boolean {
  if (index >= draft.length || draft.breakBefore(index)) return false;
  const word = draft.folded(index);
  if (['buen', 'gran', 'mal', 'buena', 'mala', 'gran'].includes(word) && !draft.breakAfter(index))
    return personNounAfter(draft, lexicon, index + 1);
  return lexicon.isProfession(word) || lexicon.noun(draft.lower(index))?.entry.person === true || word === 'persona';
}

function porFollows(draft: Draft, index: number): boolean {
  for (let at = index + 1; at < draft.length && !draft.breakBefore(at); at++)
    if (draft.folded(at) === 'por') return true;
  return false;
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

/** Where someone or something is, said with an adverb ("soy aquí" → "estoy aquí"). */
const LOCATION_ADVERBS = new Set(['aqui', 'alli', 'alla', 'ahi', 'aca', 'cerca', 'lejos']);
/** What things are made of: "es de madera", never "está de madera". */
const MATERIALS = ruleWords('ser-estar', 'MATERIALS');
const DAYS = new Set(['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo']);
/** The hours after "las": dos … doce ("la una" is checked apart). */
const HOUR_WORDS = new Set(Array.from({ length: 11 }, (_, index) => numberToSpanish(index + 2)));
/** What may follow a clock time: "son las tres y media", "son las dos menos cuarto", "es la una en punto". */
const AFTER_HOUR = new Set(['y', 'menos', 'en', 'de']);

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

const FREQUENCY = ruleWords('ser-estar', 'FREQUENCY');
const PLANNED_TIMES = ruleWords('ser-estar', 'PLANNED_TIMES');
const MORNING_BEFORE = new Set(['la', 'por', 'esta', 'cada', 'las']);

/** Whether the sentence names a time to come: "mañana" (not "por la mañana"), "la semana que viene", "el sábado". */
function plannedTime(draft: Draft, { start, end }: { start: number; end: number }): boolean {
  for (let index = start; index < end; index++) {
    const word = draft.folded(index);
    if (PLANNED_TIMES.has(word) && !(word === 'mañana' && MORNING_BEFORE.has(draft.folded(index - 1)))) return true;
    if (word === 'que' && draft.folded(index + 1) === 'viene') return true;
    if ((word === 'el' || word === 'este') && DAYS.has(draft.folded(index + 1)) && draft.folded(index + 2) !== 'pasado')
      return true;
  }
  return false;
}

/**
 * Where the state after ser starts: past a word of time or frequency ("es siempre lleno"), then a degree word or
 * "un poco" ("es un poco inflamada", "es todavía muy cansada").
 */
function stateAfter(draft: Draft, next: number): number {
  let at = next;
  if (FREQUENCY.has(draft.folded(at)) && !draft.breakAfter(at)) at++;
  if (draft.folded(at) === 'un' && draft.folded(at + 1) === 'poco' && !draft.breakAfter(at)) return at + 2;
  return INTENSIFIERS.has(draft.folded(at)) && !draft.breakAfter(at) ? at + 1 : at;
}

/** States of things, never with ser: "la tienda está abierta", "el coche está roto", "el vaso está lleno". */
const THING_STATES = ruleWords('ser-estar', 'THING_STATES');

/**
 * The mistakes whatever the subject is: a thing's state, the progressive, a place, the time, "es bien"; whether
 * one was found (and corrected, or left alone on purpose).
 */
function anySubjectMistake(draft: Draft, lexicon: Lexicon, verb: number, use: VerbUse, estar: string): boolean {
  const next = verb + 1;
  // "La tienda es cerrada" → "está cerrada"; "fue cerrada por la policía" (a passive) has "por" and is not matched.
  // past a degree word, or "un poco" ("es un poco inflamada")
  const stateAt = stateAfter(draft, next);
  if (THING_STATES.has(draft.folded(stateAt)) && locatedOrThing(draft, lexicon, verb) && !porFollows(draft, stateAt)) {
    replaceVerb(draft, verb, stateAt, estar, (phrase) => `Use estar for the state something is in: '${phrase}'.`);
    return true;
  }
  const planned = isGerund(draft.text(next)) ? gerundLemma(draft.lower(next)) : undefined;
  if (planned && plannedTime(draft, sentenceAt(draft, verb))) {
    // "Ana es viniendo el sábado": a plan is said in the present in Spanish ("viene"), not the progressive
    const form = conjugate(planned, use.person);
    draft.replace(verb, next + 1, [form], `A plan is said in the present, not with '-ing': '${form}'.`);
    return true;
  }
  if (isGerund(draft.text(next))) {
    replaceVerb(draft, verb, next, estar, (phrase) => `The progressive ('-ing') uses estar: '${phrase}'.`);
    return true;
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
    return true;
  }
  if (
    LOCATION_ADVERBS.has(draft.folded(next)) &&
    (draft.breakAfter(next) || draft.folded(next + 1) === 'de' || draft.folded(next + 1) === 'con') &&
    (aboutAPerson(use) || locatedNounSubject(draft, lexicon, verb))
  ) {
    // "soy de aquí" has "de" before the adverb and is not touched; "es aquí donde…" has no break after it.
    replaceVerb(draft, verb, next, estar, (phrase) => `Use estar for where someone or something is: '${phrase}'.`);
    return true;
  }
  // "Es las dos" → "Son las dos"; "son la una" → "es la una".
  const hour = use.pronoun ? -1 : clockTime(draft, next);
  if (hour >= 0 && (draft.folded(verb) === 'es' || draft.folded(verb) === 'son')) {
    const time = draft.folded(next) === 'la' ? 'es' : 'son';
    if (draft.folded(verb) !== time)
      replaceVerb(draft, verb, hour, time, (phrase) => `The time agrees with the hour: '${phrase}'.`);
    return true;
  }
  // "Es bien." → "Está bien.": bien says how something is, with estar ("es bien sabido" goes on).
  if (draft.folded(verb) === 'es' && draft.folded(next) === 'bien' && endsSentence(draft, next)) {
    replaceVerb(draft, verb, next, 'está', (phrase) => `'Bien' goes with estar: '${phrase}'.`);
    return true;
  }
  return false;
}

function serMistakes(draft: Draft, lexicon: Lexicon, verb: number, use: VerbUse): void {
  const estar = formOf('estar', use);
  if (anySubjectMistake(draft, lexicon, verb, use, estar)) return;
  let next = verb + 1;
  if (!(aboutAPerson(use) || personNounSubject(draft, lexicon, verb))) return;
  // "Somos listos para salir" → "estamos listos": ready is estar ("ser listo" is clever).
  if (READY.has(draft.folded(next)) && draft.folded(next + 1) === 'para' && !draft.breakAfter(next)) {
    replaceVerb(draft, verb, next, estar, (phrase) => `Ready is 'estar listo': '${phrase}'.`);
    return;
  }
  // "Soy nervioso por el examen" → "estoy nervioso": a feeling with its cause or its moment is a state.
  const feelingAt = INTENSIFIERS.has(draft.folded(next)) && !draft.breakAfter(next) ? next + 1 : next;
  if (
    PASSING_FEELINGS.has(draft.folded(feelingAt)) &&
    !draft.breakAfter(feelingAt) &&
    ['por', 'porque', 'hoy', 'ahora'].includes(draft.folded(feelingAt + 1))
  ) {
    replaceVerb(
      draft,
      verb,
      feelingAt,
      estar,
      (phrase) => `A feeling at a moment or with a cause uses estar: '${phrase}'.`,
    );
    return;
  }
  if (draft.folded(next) === 'de' && draft.folded(next + 1) === 'acuerdo' && !draft.breakAfter(next)) {
    replaceVerb(draft, verb, next + 1, estar, (phrase) => `To agree is 'estar de acuerdo': '${phrase}'.`);
    return;
  }
  if (draft.folded(next) === 'bien' && (draft.breakAfter(next) || ['gracias', 'y'].includes(draft.folded(next + 1)))) {
    replaceVerb(draft, verb, next, estar, (phrase) => `Use estar to say how someone is: '${phrase}'.`);
    return;
  }
  next = stateAfter(draft, next);
  const adjective = draft.breakBefore(next) ? undefined : lexicon.adjective(draft.lower(next));
  if (!adjective?.entry.estarState) return;
  if (!draft.breakAfter(next) && lexicon.noun(draft.lower(next + 1))) return;
  replaceVerb(draft, verb, next, estar, (phrase) => `Use estar for temporary states and feelings: '${phrase}'.`);
}

/** "la una" or "las" + an hour at the end of the clause or before "y", "menos", "en punto": the index of the hour. */
function clockTime(draft: Draft, from: number): number {
  const article = draft.folded(from);
  const hour = from + 1;
  if (draft.breakAfter(from)) return -1;
  const fits =
    article === 'la' ? draft.folded(hour) === 'una' : article === 'las' && HOUR_WORDS.has(draft.folded(hour));
  if (!fits) return -1;
  return draft.breakAfter(hour) || AFTER_HOUR.has(draft.folded(hour + 1)) ? hour : -1;
}

const READY = new Set(['listo', 'lista', 'listos', 'listas']);
/** Feelings both verbs take ("es nervioso" is a nervous person); with a cause or a moment they are states. */
const PASSING_FEELINGS = ruleWords('ser-estar', 'PASSING_FEELINGS');
const SENTENCE_END = /^\s*[.!?…]/;

function endsSentence(draft: Draft, index: number): boolean {
  const after = draft.separatorAfter(index);
  return SENTENCE_END.test(after) || (index === draft.length - 1 && after.trim() === '');
}

const MONTHS = ruleWords('ser-estar', 'MONTHS');

/** When an event is: "en mayo", "el sábado", "a las tres", "mañana", "hoy". */
function eventTime(draft: Draft, from: number): number {
  const word = draft.folded(from);
  if (draft.breakBefore(from)) return -1;
  if ((word === 'hoy' || word === 'mañana') && draft.breakAfter(from)) return from;
  if (draft.breakAfter(from)) return -1;
  const next = draft.folded(from + 1);
  if (word === 'en' && MONTHS.has(next)) return from + 1;
  if (word === 'el' && DAYS.has(next)) return from + 1;
  if (word === 'a' && (next === 'las' || next === 'la') && !draft.breakAfter(from + 1)) return from + 2;
  return -1;
}

/** Events take place somewhere, with ser: "la fiesta es en mi casa". (La cena, la clase, el examen can be things.) */
const EVENTS = ruleWords('ser-estar', 'EVENTS');

function eventSubject(draft: Draft, verb: number): boolean {
  const detIndex = verb - 2;
  if (detIndex < 0 || !draft.breakBefore(detIndex) || draft.breakBefore(verb) || draft.breakBefore(verb - 1))
    return false;
  return determiner(draft.lower(detIndex)) !== undefined && EVENTS.has(draft.folded(verb - 1));
}

/** Ser where estar was written for origin, material, the day or the time. */
function estarForSer(draft: Draft, lexicon: Lexicon, verb: number, use: VerbUse): boolean {
  const next = verb + 1;
  const folded = draft.folded(next);
  const ser = formOf('ser', use);
  if (folded === 'de' && !draft.breakAfter(next)) {
    const what = next + 1;
    if (draft.capitalised(what) && lexicon.isPlaceName(draft.folded(what))) {
      replaceVerb(draft, verb, what, ser, (phrase) => `Use ser for where someone is from: '${phrase}'.`);
      return true;
    }
    if (MATERIALS.has(draft.folded(what)) && draft.breakAfter(what) && !use.pronoun && use.person === 2) {
      replaceVerb(draft, verb, what, ser, (phrase) => `Use ser for what something is made of: '${phrase}'.`);
      return true;
    }
    return false;
  }
  // "Hoy está lunes" → "Hoy es lunes"; "estamos a lunes" (with "a") is right and not matched.
  if (draft.lower(verb) === 'está' && !use.pronoun && DAYS.has(folded) && draft.breakAfter(next)) {
    replaceVerb(draft, verb, next, 'es', (phrase) => `Use ser to say what day it is: '${phrase}'.`);
    return true;
  }
  // "Están las tres" → "Son las tres"; "están las tres chicas" has a noun after the number and is not a time.
  // "¿Ya están las tres?" may ask whether three people are there: questions are left alone.
  const question = sentenceAt(draft, verb).terminal === '?';
  const hour = use.pronoun || question ? -1 : clockTime(draft, next);
  if (hour >= 0 && (draft.folded(verb) === 'esta' || draft.folded(verb) === 'estan')) {
    const time = draft.folded(next) === 'la' ? 'es' : 'son';
    replaceVerb(draft, verb, hour, time, (phrase) => `Use ser to tell the time: '${phrase}'.`);
    return true;
  }
  return false;
}

function estarMistakes(draft: Draft, lexicon: Lexicon, verb: number, use: VerbUse): void {
  const next = verb + 1;
  if (draft.isName(next)) return;
  if (estarForSer(draft, lexicon, verb, use)) return;
  if (eventSubject(draft, verb)) {
    const when = eventTime(draft, next);
    if (when >= 0) {
      replaceVerb(
        draft,
        verb,
        when,
        formOf('ser', use),
        (phrase) => `When an event takes place uses ser: '${phrase}'.`,
      );
      return;
    }
    const place = placeAfterEn(draft, lexicon, next);
    if (place >= 0)
      replaceVerb(
        draft,
        verb,
        place,
        formOf('ser', use),
        (phrase) => `Where an event takes place uses ser: '${phrase}'.`,
      );
    return;
  }
  // "Estoy un estudiante" → "Soy un estudiante": what someone is, said with a noun, is ser.
  if (
    ['un', 'una', 'unos', 'unas'].includes(draft.folded(next)) &&
    aboutAPerson(use) &&
    personNounAfter(draft, lexicon, next + 1)
  ) {
    // A job said bare loses the article too: "estoy un estudiante" → "soy estudiante" (as "soy un estudiante" does).
    if (['un', 'una'].includes(draft.folded(next)) && saysWhatSomeoneDoes(draft, lexicon, next + 1)) {
      const words = [formOf('ser', use), draft.text(next + 1)];
      draft.replace(verb, next + 2, words, `Use ser for jobs, with no article: '${words.join(' ').toLowerCase()}'.`);
      return;
    }
    replaceVerb(draft, verb, next, formOf('ser', use), (phrase) => `Use ser to say what someone is: '${phrase}'.`);
    return;
  }
  const folded = draft.folded(next);
  const adjective = lexicon.adjective(folded);
  const followedByNoun = !draft.breakAfter(next) && lexicon.noun(draft.lower(next + 1)) !== undefined;
  if (adjective?.entry.nationality && !followedByNoun) {
    replaceVerb(draft, verb, next, formOf('ser', use), (phrase) => `Use ser for nationality: '${phrase}'.`);
  } else if (lexicon.isProfession(folded)) {
    replaceVerb(draft, verb, next, formOf('ser', use), (phrase) => `Use ser for jobs: '${phrase}'.`);
  } else {
    const trait = ownTrait(draft, lexicon, next, use);
    if (trait >= 0)
      replaceVerb(draft, verb, trait, formOf('ser', use), (phrase) => `Use ser for what someone is like: '${phrase}'.`);
  }
}

/**
 * "Estoy muy alto", "estamos trabajadores": where the speaker's own lasting trait (adjectives.json `personTraits`)
 * stands after estar, or -1.
 */
function ownTrait(draft: Draft, lexicon: Lexicon, next: number, use: VerbUse): number {
  if (use.person !== 0 && use.person !== 3) return -1;
  const at = stateAfter(draft, next);
  const adjective = lexicon.adjective(draft.folded(at));
  // the trait closes the phrase or goes on with another ("alto y rubio"), never "bajo de moral"
  const closes = draft.breakAfter(at) || at + 1 >= draft.length || ['y', 'e', 'pero'].includes(draft.folded(at + 1));
  return adjective?.entry.personTrait === true && closes ? at : -1;
}

/** "¿Dónde es el baño?" → "¿Dónde está el baño?": asking where a thing or a person is (an event keeps ser). */
function whereIs(draft: Draft, lexicon: Lexicon, verb: number): boolean {
  const written = draft.folded(verb);
  if ((written !== 'es' && written !== 'son') || verb === 0 || draft.folded(verb - 1) !== 'donde') return false;
  if (draft.breakBefore(verb) || !draft.breakBefore(verb - 1) || draft.breakAfter(verb)) return false;
  const det = determiner(draft.lower(verb + 1));
  const noun = det ? nounAfter(draft, lexicon, verb + 1) : undefined;
  if (!noun || !draft.breakAfter(noun.index) || !(noun.entry.locatable || noun.entry.person)) return false;
  if (noun.plural !== (written === 'son')) return false;
  const words = [written === 'son' ? 'están' : 'está', draft.text(verb + 1), draft.text(noun.index)];
  draft.replace(
    verb,
    noun.index + 1,
    words,
    `Use estar to ask where something is: '${quotePhrase(['dónde', ...words])}'.`,
  );
  return true;
}

/**
 * "Está un libro en la mesa" → "Hay un libro en la mesa": something indefinite being somewhere is "hay". Only a
 * thing (not a person: "está una mujer en la puerta" may be said) opening the clause, with a place after it.
 */
function thereIs(draft: Draft, lexicon: Lexicon, verb: number): boolean {
  const written = draft.lower(verb);
  if ((written !== 'está' && written !== 'están') || !(verb === 0 || draft.breakBefore(verb))) return false;
  const det = draft.folded(verb + 1);
  if (!['un', 'una', 'unos', 'unas', 'muchos', 'muchas', 'dos', 'tres', 'algunos', 'algunas'].includes(det))
    return false;
  const noun = verb + 2;
  const entry = noun < draft.length && !draft.breakBefore(noun) ? lexicon.noun(draft.lower(noun)) : undefined;
  if (!entry || entry.entry.person || draft.breakAfter(noun)) return false;
  let place = noun + 1;
  if (lexicon.adjective(draft.lower(place)) && !draft.breakAfter(place)) place++;
  if (!['en', 'sobre', 'debajo', 'encima', 'cerca', 'delante', 'detras', 'al', 'a'].includes(draft.folded(place)))
    return false;
  draft.replace(verb, verb + 1, ['hay'], "Something indefinite that is somewhere is 'hay' (there is, there are).");
  return true;
}

export function serEstarRules({ draft, lexicon }: RuleContext): void {
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.breakAfter(index)) continue;
    if (thereIs(draft, lexicon, index)) continue;
    if (whereIs(draft, lexicon, index)) continue;
    const ser = verbUse(draft, index, SER);
    if (ser) {
      serMistakes(draft, lexicon, index, ser);
      continue;
    }
    const estar = verbUse(draft, index, ESTAR);
    if (estar && draft.lower(index) !== 'estas' && (draft.lower(index) !== 'esta' || clockTime(draft, index + 1) >= 0))
      estarMistakes(draft, lexicon, index, estar);
  }
}
