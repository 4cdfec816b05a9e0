import { clauseAt, sentenceAt } from '@/server/language/correction/builtin/clauses';
import { infinitiveLemma, tensedForms } from '@/server/language/correction/builtin/conjugation';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { determiner, isNumberWord } from '@/server/language/correction/builtin/grammar-words';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';

/**
 * Por and para where only one is possible: fixed expressions ("gracias por", "por ejemplo", "por favor", "por
 * supuesto", "por lo menos", "por primera vez", "dos veces por semana", "por ciento"), the time of day after an
 * activity ("trabajo por la mañana"), and purpose after a verb of going or effort ("estudio para aprender").
 * "Para" stays where it can mean "for" or "by": "para mañana", "ropa para la noche", "para cierto tipo",
 * "lo necesito para la noche"; "por" stays where it gives a cause: "perdón por llegar tarde", "gracias por venir".
 */

const PARA_IN_FIXED_EXPRESSIONS: readonly (readonly string[])[] = [
  ['ejemplo'],
  ['favor'],
  ['supuesto'],
  ['lo', 'menos'],
  ['primera', 'vez'],
  ['ciento'],
];
const PERIODS = new Set(['dia', 'semana', 'mes', 'año', 'hora']);
const TIMES_OF_DAY = new Set(['mañana', 'tarde', 'noche']);
/** Things done at a time of day: "corro por la mañana". */
const ACTIVITIES = ruleWords('por-para', 'ACTIVITIES');
/** Verbs of going and effort: "por" + infinitive after them is meant as purpose ("voy a la tienda para comprar"). */
const PURPOSE_VERBS = ruleWords('por-para', 'PURPOSE_VERBS');
/** Infinitives after "por" that usually give a cause: "me multaron por aparcar mal", "lo siento por llegar tarde". */
const CAUSES = ruleWords('por-para', 'CAUSES');
const APOLOGIES = new Set(['gracias', 'perdon', 'disculpa', 'disculpe', 'siento', 'sentimos', 'lo']);

function replacePara(draft: Draft, index: number, explanation: string): void {
  draft.replace(index, index + 1, ['por'], explanation);
}

function followedBy(draft: Draft, index: number, words: readonly string[]): boolean {
  return words.every(
    (word, offset) =>
      index + 1 + offset < draft.length &&
      !draft.breakBefore(index + 1 + offset) &&
      draft.folded(index + 1 + offset) === word,
  );
}

function lemmas(word: string): Set<string> {
  return new Set(tensedForms(word).map((form) => form.lemma));
}

function fixedExpressions(draft: Draft): void {
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.folded(index) !== 'para') continue;
    const previous = index > 0 && !draft.breakBefore(index) ? draft.folded(index - 1) : '';
    const expression = PARA_IN_FIXED_EXPRESSIONS.find((words) => followedBy(draft, index, words));
    if (previous === 'gracias') {
      replacePara(draft, index, "Thanks for something is 'gracias por'.");
    } else if (expression) {
      // "cien para ciento" needs a number before it; the other expressions stand alone.
      if (expression[0] === 'ciento' && !isNumberWord(previous)) continue;
      replacePara(draft, index, `The expression is 'por ${expression.join(' ')}'.`);
    } else if (
      (previous === 'vez' || previous === 'veces') &&
      !draft.breakAfter(index) &&
      PERIODS.has(draft.folded(index + 1))
    ) {
      replacePara(draft, index, `How often is said with 'por': '${previous} por ${draft.lower(index + 1)}'.`);
    } else if (
      followedBy(draft, index, ['la']) &&
      TIMES_OF_DAY.has(draft.folded(index + 2)) &&
      !draft.breakBefore(index + 2) &&
      draft.breakAfter(index + 2) &&
      [...lemmas(draft.lower(index - 1))].some((lemma) => ACTIVITIES.has(lemma)) &&
      !draft.breakBefore(index)
    ) {
      replacePara(draft, index, `The time of day is 'por la ${draft.lower(index + 2)}'.`);
    }
  }
}

function purpose(draft: Draft): void {
  for (let index = 1; index < draft.length - 1; index++) {
    if (draft.folded(index) !== 'por' || draft.breakAfter(index)) continue;
    const infinitive = infinitiveLemma(draft.folded(index + 1).replace(/(me|te|se|lo|la|le|nos|os|los|las|les)+$/, ''));
    if (!infinitive || CAUSES.has(infinitive)) continue;
    const span = sentenceAt(draft, index);
    if (span.terminal === '?') continue;
    let apology = false;
    for (let at = span.start; at < index; at++) if (APOLOGIES.has(draft.folded(at))) apology = true;
    if (apology) continue;
    const clause = clauseAt(draft, index);
    let verb = false;
    for (let at = Math.max(clause.start, index - 6); at < index; at++) {
      // "del trabajo", "mi estudio": a noun after its determiner, not a verb.
      if (at > clause.start && determiner(draft.lower(at - 1))) continue;
      const found = tensedForms(draft.lower(at)).filter((form) => form.tense !== 'subjunctive');
      // "fui a la tienda": "fui" is ser or ir, and "a" after it makes it ir.
      const going = found.some((form) => form.lemma === 'ir') && ['a', 'al'].includes(draft.folded(at + 1));
      const readings = going ? found.filter((form) => form.lemma !== 'ser') : found;
      if (readings.length > 0 && readings.every((form) => PURPOSE_VERBS.has(form.lemma))) verb = true;
    }
    if (!verb) continue;
    draft.replace(
      index,
      index + 1,
      ['para'],
      `Purpose ('in order to') is 'para' + infinitive: 'para ${draft.lower(index + 1)}'.`,
    );
  }
}

/** Employers: "trabajo para una empresa" (for whom one works), never "por". */
const EMPLOYERS = new Set(['empresa', 'compañia', 'multinacional', 'fabrica', 'firma', 'organizacion', 'agencia']);
/** Gifts and messages, whose recipient takes "para": "este regalo es para ti" ("es por ti" is "because of you"). */
const GIFTS = new Set(['regalo', 'regalos', 'flores', 'carta', 'cartas', 'tarjeta', 'pastel', 'tarta', 'mensaje']);
const RECIPIENTS = new Set(['ti', 'usted', 'ustedes', 'ella', 'el', 'ellos', 'ellas', 'vosotros', 'vosotras']);
/** Rates: "diez euros por hora", "dos veces por semana" is handled above. */
const RATE_UNITS = new Set(['hora', 'dia', 'semana', 'mes', 'año', 'persona', 'kilo', 'noche']);
const AMOUNTS = new Set(['euros', 'dolares', 'pesos', 'libras', 'kilometros', 'km', 'millas', 'soles']);
const APOLOGY_BEFORE = new Set(['siento', 'perdon', 'disculpa', 'disculpe', 'disculpas', 'sentimos']);

function workFor(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'por' || index === 0 || draft.breakBefore(index) || draft.breakAfter(index)) return;
  if (!lemmas(draft.lower(index - 1)).has('trabajar')) return;
  const det = determiner(draft.lower(index + 1));
  const noun = index + (det ? 2 : 1);
  if (noun >= draft.length || draft.breakBefore(noun) || !EMPLOYERS.has(draft.folded(noun))) return;
  draft.replace(index, index + 1, ['para'], "The company you work for takes 'para': 'trabajar para'.");
}

function giftFor(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'por' || index < 3 || draft.breakBefore(index) || draft.breakAfter(index)) return;
  const verb = draft.folded(index - 1);
  if (verb !== 'es' && verb !== 'son') return;
  if (!GIFTS.has(draft.folded(index - 2)) || !determiner(draft.lower(index - 3))) return;
  if (draft.breakBefore(index - 1) || draft.breakBefore(index - 2)) return;
  const who = draft.folded(index + 1);
  const recipient =
    (RECIPIENTS.has(who) && draft.breakAfter(index + 1)) || determiner(draft.lower(index + 1)) !== undefined;
  if (!recipient) return;
  draft.replace(index, index + 1, ['para'], "Who a gift is for takes 'para': 'es para'.");
}

function apologyPara(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'para' || index === 0 || draft.breakBefore(index) || draft.breakAfter(index)) return;
  const before = draft.folded(index - 1);
  const apology = APOLOGY_BEFORE.has(before) || (before === 'mucho' && draft.folded(index - 2) === 'siento');
  if (!apology || !infinitiveLemma(draft.folded(index + 1))) return;
  draft.replace(index, index + 1, ['por'], `What you apologise for takes 'por': 'por ${draft.lower(index + 1)}'.`);
}

function rate(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'para' || index === 0 || draft.breakBefore(index) || draft.breakAfter(index)) return;
  if (!AMOUNTS.has(draft.folded(index - 1)) || !RATE_UNITS.has(draft.folded(index + 1))) return;
  if (!draft.breakAfter(index + 1)) return;
  draft.replace(index, index + 1, ['por'], `A rate is said with 'por': 'por ${draft.lower(index + 1)}'.`);
}

/** Means of transport: "voy en tren" (by train is "en"), "a pie" (on foot). */
const VEHICLES = ruleWords('por-para', 'VEHICLES');
const TRAVEL_VERBS = new Set(['ir', 'viajar', 'venir', 'volver', 'regresar', 'llegar', 'salir']);

function transport(draft: Draft, index: number): void {
  const word = draft.folded(index);
  if ((word !== 'por' && word !== 'en') || index === 0 || draft.breakAfter(index)) return;
  const vehicle = draft.folded(index + 1);
  const onFoot = vehicle === 'pie';
  if (word === 'en' && !onFoot) return;
  if (!onFoot && (!VEHICLES.has(vehicle) || !draft.breakAfter(index + 1))) return;
  // A verb of travel earlier in the clause ("fuimos a Madrid por tren"); "lo envié por avión" is post.
  const clause = clauseAt(draft, index);
  let travels = false;
  for (let at = clause.start; at < index; at++)
    if (
      tensedForms(draft.lower(at)).some((form) => TRAVEL_VERBS.has(form.lemma)) ||
      TRAVEL_VERBS.has(infinitiveLemma(draft.folded(at)) ?? '')
    )
      travels = true;
  if (!travels) return;
  const fixed = onFoot ? 'a' : 'en';
  draft.replace(
    index,
    index + 1,
    [fixed],
    `Travelling ${onFoot ? "on foot is 'a pie'" : `by ${draft.lower(index + 1)} is 'en ${draft.lower(index + 1)}'`}.`,
  );
}

const BUYING = new Set(['comprar', 'pagar', 'vender', 'alquilar']);
const DEADLINE_VERBS = new Set(['terminar', 'acabar', 'entregar', 'necesitar', 'preparar', 'tener']);
const WEEKDAYS = new Set(['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo']);

function clauseHasLemma(draft: Draft, index: number, lemmas: ReadonlySet<string>): boolean {
  const clause = clauseAt(draft, index);
  for (let at = clause.start; at < index; at++)
    if (
      tensedForms(draft.lower(at)).some((form) => lemmas.has(form.lemma)) ||
      lemmas.has(infinitiveLemma(draft.folded(at)) ?? '')
    )
      return true;
  return false;
}

/**
 * Exchange and deadlines: "lo compré para diez euros" → "por diez euros", "pagué veinte euros para la camisa" → "por
 * la camisa", "necesito terminarlo por mañana" → "para mañana", "te llamo para teléfono" → "por teléfono".
 */
function exchangeAndDeadline(draft: Draft, index: number): void {
  const word = draft.folded(index);
  if (index === 0 || draft.breakBefore(index) || draft.breakAfter(index)) return;
  const next = draft.folded(index + 1);
  if (word === 'para' && clauseHasLemma(draft, index, BUYING)) {
    const digits = isNumberWord(next) || /^\d+$/.test(next);
    const price = digits && !draft.breakAfter(index + 1) && AMOUNTS.has(draft.folded(index + 2));
    const paidFor = AMOUNTS.has(draft.folded(index - 1)) && determiner(draft.lower(index + 1)) !== undefined;
    if (price || paidFor) draft.replace(index, index + 1, ['por'], "What you pay or get in exchange takes 'por'.");
    return;
  }
  if (word === 'para' && next === 'telefono' && clauseHasLemma(draft, index, new Set(['llamar', 'hablar']))) {
    draft.replace(index, index + 1, ['por'], "By phone is 'por teléfono'.");
    return;
  }
  if (word !== 'por' || !clauseHasLemma(draft, index, DEADLINE_VERBS)) return;
  const deadline =
    (next === 'mañana' && draft.breakAfter(index + 1)) ||
    (next === 'el' && WEEKDAYS.has(draft.folded(index + 2)) && draft.breakAfter(index + 2));
  if (deadline) draft.replace(index, index + 1, ['para'], `A deadline takes 'para': 'para ${draft.lower(index + 1)}'.`);
}

export function porParaRules({ draft }: RuleContext): void {
  for (let index = 0; index < draft.length; index++) exchangeAndDeadline(draft, index);
  for (let index = 0; index < draft.length; index++) transport(draft, index);
  fixedExpressions(draft);
  purpose(draft);
  for (let index = 0; index < draft.length; index++) {
    workFor(draft, index);
    giftFor(draft, index);
    apologyPara(draft, index);
    rate(draft, index);
  }
}
