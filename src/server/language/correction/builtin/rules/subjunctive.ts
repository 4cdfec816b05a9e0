import { clauseAt, hasPhrase, hasWord, skipToVerb } from '@/server/language/correction/builtin/clauses';
import {
  conditionalReading,
  conjugation,
  infinitiveLemma,
  tensedForms,
} from '@/server/language/correction/builtin/conjugation';
import type { Draft } from '@/server/language/correction/builtin/draft';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import type { RuleContext } from './rule';

/**
 * A present indicative where only the subjunctive is possible: after a wish or request for someone else ("quiero que
 * tú vienes" → "vengas"), a denied or doubted belief ("no creo que es", "dudo que tiene"), an impersonal judgement
 * ("es importante que"), a purpose or a condition ("para que", "antes de que", "ojalá"), and "cuando" about the
 * future ("cuando llego a casa, voy a llamarte" → "llegue"). Questions are left alone ("¿No crees que es caro?"
 * may keep the indicative), and so is a belief stated or not doubted ("creo que viene", "no dudo que viene").
 */

/** Verbs of wishing, asking and advising: "quiero que …" always takes the subjunctive. */
const WISH_VERBS = new Set([
  'querer',
  'esperar',
  'pedir',
  'necesitar',
  'preferir',
  'desear',
  'recomendar',
  'sugerir',
  'aconsejar',
  'exigir',
  'permitir',
]);
const BELIEF_VERBS = new Set(['creer', 'pensar']);
const DOUBT = new Set(['dudar']);
/** Impersonal judgements: "es importante que …". Facts ("es verdad que", "es obvio que") take the indicative. */
const JUDGEMENTS = new Set([
  'importante',
  'necesario',
  'posible',
  'imposible',
  'probable',
  'improbable',
  'preferible',
  'fundamental',
  'esencial',
  'urgente',
  'raro',
  'extraño',
  'increible',
  'normal',
  'logico',
  'ridiculo',
  'una pena',
  'una lastima',
]);
/** Judgements of what must or should happen: like a wish, they look ahead ("es importante que usemos menos agua"). */
const NEEDS = new Set(['importante', 'necesario', 'preferible', 'fundamental', 'esencial', 'urgente']);
const CONJUNCTIONS: readonly (readonly string[])[] = [
  ['para', 'que'],
  ['antes', 'de', 'que'],
  ['sin', 'que'],
  ['a', 'menos', 'que'],
  ['en', 'caso', 'de', 'que'],
  ['con', 'tal', 'de', 'que'],
];
/** Time words that make a "cuando" clause habitual: "cuando llego a casa, siempre ceno". */
const HABITUAL = new Set(['siempre', 'normalmente', 'generalmente', 'todos', 'todas', 'cada', 'nunca', 'veces']);

/** Things one goes somewhere to do: "voy a nadar" after a "cuando" clause may be a habit. */
const GONE_TO_DO = new Set([
  'comer',
  'cenar',
  'almorzar',
  'desayunar',
  'nadar',
  'dormir',
  'correr',
  'bailar',
  'comprar',
  'ver',
  'caminar',
  'jugar',
  'estudiar',
  'trabajar',
  'visitar',
  'buscar',
  'tomar',
  'beber',
  'descansar',
  'leer',
  'cocinar',
  'pasear',
  'acostar',
  'escuchar',
  'practicar',
]);
/** Words that place the main clause ahead: "el próximo año", "el año que viene", "mañana" (not "por la mañana"). */
const FUTURE_WORDS = new Set(['proximo', 'proxima']);

function hasFutureWord(draft: Draft, start: number, end: number): boolean {
  if (hasWord(draft, start, end, FUTURE_WORDS) || hasPhrase(draft, start, end, ['que', 'viene'])) return true;
  for (let index = start; index < end; index++) {
    const before = index > start ? draft.folded(index - 1) : '';
    if (draft.folded(index) === 'mañana' && !['la', 'las', 'esta', 'cada', 'una', 'toda'].includes(before)) return true;
  }
  return false;
}

function lemmasOf(word: string, tense: 'present' | 'future'): Set<string> {
  return new Set(
    tensedForms(word)
      .filter((form) => form.tense === tense)
      .map((form) => form.lemma),
  );
}

function isPresentOf(word: string, lemmas: ReadonlySet<string>): boolean {
  return [...lemmasOf(word, 'present')].some((lemma) => lemmas.has(lemma));
}

/** The words matched by `phrase` at `index`, or 0. */
function phraseAt(draft: Draft, index: number, phrase: readonly string[]): number {
  const fits = phrase.every(
    (word, offset) =>
      index + offset < draft.length &&
      draft.folded(index + offset) === word &&
      (offset === 0 || !draft.breakBefore(index + offset)),
  );
  return fits ? phrase.length : 0;
}

/** Where the subjunctive clause starts after a trigger opening at `index`, and the trigger's words; or undefined. */
/** What opens the clause: a wish or purpose looks ahead; a belief, doubt or judgement may be about the past. */
type TriggerKind = 'ahead' | 'opinion';

function triggerAt(draft: Draft, index: number): { clause: number; trigger: string; kind: TriggerKind } | undefined {
  const folded = draft.folded(index);
  const quoted = (end: number) => {
    const words: string[] = [];
    for (let at = index; at < end; at++) words.push(draft.lower(at));
    return words.join(' ');
  };
  const queAfter = (at: number) => at < draft.length && draft.folded(at) === 'que' && !draft.breakBefore(at);
  const previous = index > 0 && !draft.breakBefore(index) ? draft.folded(index - 1) : '';

  if (isPresentOf(draft.lower(index), WISH_VERBS) && queAfter(index + 1))
    return { clause: index + 2, trigger: quoted(index + 2), kind: 'ahead' };
  // "Voy a pedirte que …", "necesito pedirle que …": the infinitive of a wish verb, with or without a clitic.
  const infinitive = infinitiveLemma(folded.replace(/(me|te|le|les|nos|os)$/, ''));
  if (infinitive && WISH_VERBS.has(infinitive) && queAfter(index + 1))
    return { clause: index + 2, trigger: quoted(index + 2), kind: 'ahead' };
  if (previous === 'no' && isPresentOf(draft.lower(index), BELIEF_VERBS) && queAfter(index + 1))
    return { clause: index + 2, trigger: `no ${quoted(index + 2)}`, kind: 'opinion' };
  if (previous !== 'no' && isPresentOf(draft.lower(index), DOUBT) && queAfter(index + 1))
    return { clause: index + 2, trigger: quoted(index + 2), kind: 'opinion' };
  if (folded === 'es') {
    let at = index + 1;
    if (draft.folded(at) === 'muy' && !draft.breakBefore(at)) at++;
    const one = draft.folded(at);
    const two = `${one} ${draft.folded(at + 1)}`;
    const judgement = JUDGEMENTS.has(two) && !draft.breakBefore(at + 1) ? 2 : JUDGEMENTS.has(one) ? 1 : 0;
    if (judgement > 0 && !draft.breakBefore(at) && queAfter(at + judgement)) {
      const kind = judgement === 1 && NEEDS.has(one) ? 'ahead' : 'opinion';
      return { clause: at + judgement + 1, trigger: quoted(at + judgement + 1), kind };
    }
  }
  for (const phrase of CONJUNCTIONS) {
    const length = phraseAt(draft, index, phrase);
    if (length > 0) return { clause: index + length, trigger: quoted(index + length), kind: 'ahead' };
  }
  if (folded === 'ojala') {
    const clause = queAfter(index + 1) ? index + 2 : index + 1;
    return { clause, trigger: quoted(clause), kind: 'opinion' };
  }
  return undefined;
}

/** The present subjunctive for a present indicative form, when the form is only that and all its readings agree. */
function subjunctiveFor(draft: Draft, verb: number, allowNosotrosPast: boolean): string | undefined {
  const written = draft.lower(verb);
  if (draft.folded(verb) === 'hay') return 'haya';
  const forms = tensedForms(written);
  if (forms.length === 0 || forms.some((form) => form.tense !== 'present' && form.tense !== 'preterite'))
    return undefined;
  if (!allowNosotrosPast && forms.some((form) => form.tense === 'preterite')) return undefined;
  const present = forms.filter((form) => form.tense === 'present');
  const results = new Set(present.map((form) => conjugation(form.lemma)!.subjunctive[form.person]));
  return results.size === 1 ? [...results][0] : undefined;
}

function fixVerb(draft: Draft, verb: number, subjunctive: string, trigger: string): void {
  draft.replace(verb, verb + 1, [subjunctive], `After '${trigger}' the verb is in the subjunctive: '${subjunctive}'.`);
}

/** Determiners that open a noun-phrase subject the lexicon may not know ("el alcalde", "los políticos"). */
const PHRASE_DETERMINERS = new Set([
  'el',
  'la',
  'los',
  'las',
  'mi',
  'mis',
  'tu',
  'tus',
  'su',
  'sus',
  'nuestro',
  'nuestra',
]);
/** Subjects that are one word and no determiner: the verb's own person says which ("todos ayudamos"). */
const BARE_SUBJECTS = new Set(['todos', 'todas', 'nadie', 'alguien']);

/**
 * The verb after a subject the lexicon does not know as a noun: a determiner and one or two words that are not verb
 * forms ("el alcalde hace", "el nuevo gobierno cambia"), or "todos"/"nadie". Undefined unless exactly that shape.
 */
function verbAfterNounPhrase(draft: Draft, from: number, end: number): number | undefined {
  const first = draft.folded(from);
  if (BARE_SUBJECTS.has(first)) return from + 1 < end && !draft.breakBefore(from + 1) ? from + 1 : undefined;
  if (!PHRASE_DETERMINERS.has(first)) return undefined;
  let at = from + 1;
  while (at < end && at - from <= 2 && !draft.breakBefore(at) && tensedForms(draft.lower(at)).length === 0) at++;
  if (at === from + 1 || at >= end || draft.breakBefore(at)) return undefined;
  return at;
}

function afterTriggers(draft: Draft, lexicon: Lexicon, start: number, end: number): void {
  for (let index = start; index < end; index++) {
    const trigger = triggerAt(draft, index);
    if (!trigger || trigger.clause >= end) continue;
    const known = skipToVerb(draft, lexicon, trigger.clause);
    const verb =
      known && tensedForms(draft.lower(known.verb)).length > 0
        ? known.verb
        : verbAfterNounPhrase(draft, trigger.clause, end);
    const subject = verb === undefined ? undefined : { verb };
    if (!subject || subject.verb >= end) continue;
    // A wish or a purpose looks ahead, so even "hablamos" (present or preterite) must be "hablemos"; a doubt may be
    // about the past ("dudo que ganamos ayer"), so there a form that is also a preterite is left alone.
    const subjunctive = subjunctiveFor(draft, subject.verb, trigger.kind === 'ahead');
    if (subjunctive) fixVerb(draft, subject.verb, subjunctive, trigger.trigger);
  }
}

/** "Cuando llego a casa, voy a llamarte": a "cuando" clause in the present whose main clause is in the future. */
function cuandoAboutTheFuture(draft: Draft, lexicon: Lexicon, start: number, end: number): void {
  if (hasWord(draft, start, end, HABITUAL)) return;
  for (let index = start; index < end; index++) {
    if (draft.lower(index) !== 'cuando') continue;
    // The cuando clause runs from 'cuando' to the next punctuation; the main clause is the rest of the sentence.
    const clause = { start: index, end: clauseAt(draft, index).end };
    const subject = skipToVerb(draft, lexicon, index + 1);
    if (!subject || subject.verb >= clause.end) continue;
    let future = false;
    const ahead = hasFutureWord(draft, start, end);
    for (let at = start; at < end && !future; at++) {
      if (at >= clause.start && at < clause.end) continue;
      if (lemmasOf(draft.lower(at), 'future').size > 0 && tensedForms(draft.lower(at), true).length > 0) future = true;
      const infinitive =
        lemmasOf(draft.lower(at), 'present').has('ir') && draft.folded(at + 1) === 'a'
          ? infinitiveLemma(draft.folded(at + 2).replace(/(me|te|se|lo|la|le|nos|os|los|las|les)+$/, ''))
          : undefined;
      // "Cuando tengo tiempo, voy a nadar" may be a habit (going somewhere to swim): only a time ahead settles it.
      const goingTo = infinitive !== undefined && (!GONE_TO_DO.has(infinitive) || ahead);
      if (goingTo && !(at + 2 >= clause.start && at < clause.end)) future = true;
    }
    if (!future) continue;
    const subjunctive = subjunctiveFor(draft, subject.verb, true);
    if (subjunctive) fixVerb(draft, subject.verb, subjunctive, 'cuando');
  }
}

export function subjunctiveRules({ draft, lexicon }: RuleContext): void {
  for (const span of draft.sentences()) {
    if (span.terminal === '?') continue;
    afterTriggers(draft, lexicon, span.start, span.end);
    cuandoAboutTheFuture(draft, lexicon, span.start, span.end);
    conditionalAfterSi(draft, lexicon, span.start, span.end);
  }
}

/** Words before "si" that leave it opening its clause: "y si…", "pero si…". */
const BEFORE_OPENING_SI = new Set(['y', 'e', 'pero', 'porque', 'aunque']);
const IMPERFECT_SUBJUNCTIVE_ENDINGS = ['ra', 'ras', 'ra', 'ramos', 'rais', 'ran'] as const;

/** The imperfect subjunctive, from the preterite's ellos form: "tuvieron" → "tuviera", "tuviéramos". */
function imperfectSubjunctive(lemma: string, person: 0 | 1 | 2 | 3 | 4 | 5): string | undefined {
  const theyForm = conjugation(lemma)?.preterite[5];
  if (!theyForm?.endsWith('ron')) return undefined;
  const stem = theyForm.slice(0, -3);
  const accented = person === 3 ? stem.slice(0, -1) + ({ a: 'á', e: 'é' }[stem.at(-1)!] ?? stem.at(-1)!) : stem;
  return accented + IMPERFECT_SUBJUNCTIVE_ENDINGS[person];
}

/** A conditional as written: "sería", or "tendria" (no accent), but not "seria" (serious) or another known word. */
function writtenConditional(draft: Draft, lexicon: Lexicon, index: number) {
  const written = draft.lower(index);
  if (!written.includes('í') && (lexicon.adjective(written) || lexicon.noun(written))) return undefined;
  return conditionalReading(written);
}

/**
 * "Si yo tendría más dinero, viajaría más" → "si yo tuviera": an 'if' about something unreal or unlikely takes the
 * imperfect subjunctive, never the conditional. A "si" that opens its clause, or one after a clause in the
 * conditional ("viajaría más si podría"); after "no sé" or "me pregunto", "si" means 'whether' and the conditional
 * is right ("no sé si tendría tiempo").
 */
function conditionalAfterSi(draft: Draft, lexicon: Lexicon, start: number, end: number): void {
  for (let index = start; index < end - 1; index++) {
    if (draft.lower(index) !== 'si') continue;
    const opens =
      index === start ||
      draft.breakBefore(index) ||
      (BEFORE_OPENING_SI.has(draft.folded(index - 1)) && (index - 1 === start || draft.breakBefore(index - 1)));
    let afterConditional = false;
    for (let at = start; at < index && !opens; at++)
      if (writtenConditional(draft, lexicon, at)) afterConditional = true;
    if (!opens && !afterConditional) continue;
    // The si clause's verb: the first conditional among its next words (a subject and adverbs may come first).
    for (let verb = index + 1; verb < Math.min(end, index + 5) && !draft.breakBefore(verb); verb++) {
      const reading = writtenConditional(draft, lexicon, verb);
      if (!reading) continue;
      const form = imperfectSubjunctive(reading.lemma, reading.person);
      if (form) {
        draft.replace(
          verb,
          verb + 1,
          [form],
          `An 'if' about something unreal or unlikely takes the imperfect subjunctive, not the conditional: 'si ${form}'.`,
        );
      }
      break;
    }
  }
}
