import { quotePhrase } from '@/server/language/correction/builtin/clauses';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { determiner } from '@/server/language/correction/builtin/grammar-words';
import { tensedForms } from '@/server/language/correction/builtin/conjugation';
import { conjugate } from '@/server/language/correction/builtin/verbs';
import { loadLexicon } from '@/server/language/correction/builtin/lexicon';
import type { RuleContext } from './rule';
import { englishWordChoice } from './english-word-choice';
import { sameFormOf, verbCalques } from './verb-calques';
import { SER, aboutAPerson, verbUse } from './verb-person';
import { ruleWords } from './rule-words';

/**
 * Word-for-word translations from English that Spanish does not say, in their unmistakable patterns only:
 * "aplicar para un trabajo", "hacer sentido", "llamar (para) atrás", "realizar que", "ser excitado",
 * "tener un buen tiempo". Correct look-alikes ("tomar una decisión", "realizar un proyecto") do not match.
 */

const APPLY_FORMS = ruleWords('anglicisms', 'APPLY_FORMS');
const JOB_WORDS = ruleWords('anglicisms', 'JOB_WORDS');
const CLITIC_FOR_PERSON: readonly string[] = ['me', 'te', 'se', 'nos', 'os', 'se'];

const ESTAR_ONLY = new Set(['estar']);
const EXCITED = new Set(['excitado', 'excitada', 'excitados', 'excitadas']);

function at(draft: Draft, index: number): string {
  return index < draft.length ? draft.folded(index) : '';
}

function joined(draft: Draft, from: number, to: number): boolean {
  for (let index = from + 1; index < to; index++) if (draft.breakBefore(index)) return false;
  return to <= draft.length;
}

function applyForAJob(draft: Draft, index: number): void {
  if (!APPLY_FORMS.has(draft.folded(index)) || !['para', 'a'].includes(at(draft, index + 1))) return;
  const hasDet = determiner(draft.lower(index + 2)) !== undefined;
  const noun = index + (hasDet ? 3 : 2);
  if (!JOB_WORDS.has(at(draft, noun)) || !joined(draft, index, noun + 1)) return;
  const solicit = draft.lower(index).replace(/^apli(qu|c)/, 'solicit');
  const words = [solicit, ...(hasDet ? [draft.text(index + 2)] : []), draft.text(noun)];
  draft.replace(
    index,
    noun + 1,
    words,
    `'Aplicar para' is an anglicism; to apply for a job is 'solicitar': '${quotePhrase(words)}'.`,
  );
}

/** The form of devolver for a form of llamar ("llamo" → "devuelvo", "llamarte" → "devolverte"). */
function returnForm(written: string): string | undefined {
  const infinitive = /^llamar(me|te|le|lo|la|nos|os|les|los|las)?$/.exec(written);
  if (infinitive) {
    const clitic =
      infinitive[1] === 'lo' || infinitive[1] === 'la'
        ? 'le'
        : infinitive[1] === 'los' || infinitive[1] === 'las'
          ? 'les'
          : (infinitive[1] ?? '');
    return `devolver${clitic}`;
  }
  return sameFormOf(written, 'llamar', 'devolver', ['present', 'preterite'])?.form;
}

function callBack(draft: Draft, index: number): void {
  const written = draft.lower(index);
  const back =
    at(draft, index + 1) === 'atras'
      ? index + 1
      : at(draft, index + 1) === 'para' && at(draft, index + 2) === 'atras'
        ? index + 2
        : -1;
  if (back < 0 || !joined(draft, index, back + 1)) return;
  const form = returnForm(written);
  if (!form) return;
  // "lo llamo atrás" → "le devuelvo la llamada": the person becomes an indirect object.
  const before = index > 0 && !draft.breakBefore(index) ? draft.lower(index - 1) : '';
  const from = before === 'lo' || before === 'la' || before === 'los' || before === 'las' ? index - 1 : index;
  const words = [
    ...(from < index ? [before.startsWith('l') && before.endsWith('s') ? 'les' : 'le'] : []),
    form,
    'la',
    'llamada',
  ];
  draft.replace(from, back + 1, words, `To call back is 'devolver la llamada': '${words.join(' ')}'.`);
}

function realise(draft: Draft, index: number): void {
  if (at(draft, index + 1) !== 'que' || !joined(draft, index, index + 2)) return;
  const written = draft.lower(index);
  let words: string[] | undefined;
  if (written === 'realizar') words = ['darse', 'cuenta', 'de', 'que'];
  else {
    const given = sameFormOf(written, 'realizar', 'dar', ['present', 'preterite']);
    if (given) words = [CLITIC_FOR_PERSON[given.person]!, given.form, 'cuenta', 'de', 'que'];
  }
  if (!words) return;
  draft.replace(
    index,
    index + 2,
    words,
    `'Realizar' means to carry out; to realise is 'darse cuenta de': '${words.join(' ')}'.`,
  );
}

function beExcited(draft: Draft, index: number): void {
  // "Estoy (muy) excitado por el viaje" → "emocionado": with estar, only the adjective is wrong.
  const very = at(draft, index + 1) === 'muy' || at(draft, index + 1) === 'tan';
  const adjectiveIndex = very ? index + 2 : index + 1;
  if (EXCITED.has(at(draft, adjectiveIndex)) && joined(draft, index, adjectiveIndex + 1)) {
    const estar = verbUse(draft, index, ESTAR_ONLY);
    if (estar && aboutAPerson(estar)) {
      const adjective = draft.folded(adjectiveIndex).replace('excitad', 'emocionad');
      draft.replace(
        adjectiveIndex,
        adjectiveIndex + 1,
        [adjective],
        `'Excitado' suggests sexual arousal; for 'excited' say '${adjective}'.`,
      );
      return;
    }
  }
  if (!EXCITED.has(at(draft, adjectiveIndex)) || !joined(draft, index, adjectiveIndex + 1)) return;
  const use = verbUse(draft, index, SER);
  if (!use || !(aboutAPerson(use) || personSubjectBefore(draft, index))) return;
  const adjective = draft.folded(adjectiveIndex).replace('excitad', 'emocionad');
  const words = [conjugate('estar', use.person), ...(very ? [draft.lower(index + 1)] : []), adjective];
  draft.replace(
    index,
    adjectiveIndex + 1,
    words,
    `'Excitado' suggests sexual arousal; for 'excited' say 'emocionado', with estar: '${words.join(' ')}'.`,
  );
}

/** A determiner and a person noun right before the verb: "mi padre es…". */
function personSubjectBefore(draft: Draft, verb: number): boolean {
  if (verb < 2 || draft.breakBefore(verb) || draft.breakBefore(verb - 1)) return false;
  const noun = loadLexicon().noun(draft.lower(verb - 1));
  return determiner(draft.lower(verb - 2)) !== undefined && noun?.entry.person === true;
}

function goodTime(draft: Draft, index: number): void {
  const passing =
    draft.folded(index) === 'pasar' ||
    tensedForms(draft.lower(index)).some((form) => form.lemma === 'pasar' && form.tense !== 'imperfect');
  const spend =
    (draft.folded(index) === 'tener'
      ? 'pasar'
      : sameFormOf(draft.lower(index), 'tener', 'pasar', ['present', 'preterite', 'subjunctive'])?.form) ??
    (passing ? draft.lower(index) : undefined);
  if (
    !spend ||
    at(draft, index + 1) !== 'un' ||
    at(draft, index + 2) !== 'buen' ||
    at(draft, index + 3) !== 'tiempo' ||
    !joined(draft, index, index + 4)
  )
    return;
  const words = [spend, 'un', 'buen', 'rato'];
  draft.replace(
    index,
    index + 4,
    words,
    `'Tener un buen tiempo' is an anglicism; to have a good time is 'pasar un buen rato' or 'pasarlo bien': '${words.join(' ')}'.`,
  );
}

const EMBARRASSED_MASCULINE = new Set(['embarazado', 'embarazados']);
const EMBARRASSED_FEMININE = new Set(['embarazada', 'embarazadas']);
/** "Muy embarazada" or "tan embarazada" is embarrassed: pregnancy is not a matter of degree. */
const DEGREE = new Set(['muy', 'tan', 'bastante', 'super', 'demasiado', 'algo']);
const ESTAR_OR_SER = new Set(['estar', 'ser']);
const PREGNANCY_WORDS = ruleWords('anglicisms', 'PREGNANCY_WORDS');

/**
 * "Estoy embarazado" (a man) or "estoy muy embarazada" means embarrassed: "avergonzado/a", with estar. A woman's
 * plain "estoy embarazada" is pregnant and is left alone.
 */
function embarrassed(draft: Draft, index: number): void {
  // "Me siento embarazado" keeps its verb; with ser or estar the verb becomes estar.
  const feels =
    tensedForms(draft.lower(index)).some((form) => form.lemma === 'sentir' && form.tense !== 'subjunctive') &&
    index > 0 &&
    !draft.breakBefore(index) &&
    ['me', 'te', 'se', 'nos'].includes(draft.folded(index - 1));
  const use = feels ? undefined : verbUse(draft, index, ESTAR_OR_SER);
  if (!use && !feels) return;
  let adjective = index + 1;
  const degree = DEGREE.has(at(draft, adjective))
    ? at(draft, adjective)
    : at(draft, adjective) === 'un' && at(draft, adjective + 1) === 'poco'
      ? 'un poco'
      : '';
  adjective += degree === '' ? 0 : degree.split(' ').length;
  const word = at(draft, adjective);
  const masculine = EMBARRASSED_MASCULINE.has(word);
  // "Estoy muy embarazada, ya de ocho meses": a word about pregnancy means pregnant after all.
  for (let at = 0; at < draft.length; at++) if (PREGNANCY_WORDS.has(draft.folded(at))) return;
  if (!masculine && !(EMBARRASSED_FEMININE.has(word) && degree !== '')) return;
  if (!joined(draft, index, adjective + 1)) return;
  const verb = use?.lemma === 'ser' ? conjugate('estar', use.person) : draft.text(index);
  const words = [verb, ...(degree ? degree.split(' ') : []), word.replace('embarazad', 'avergonzad')];
  draft.replace(
    index,
    adjective + 1,
    words,
    `'Embarazada' means pregnant; embarrassed is 'avergonzado/a': '${quotePhrase(words)}'.`,
  );
}

/** Weather said with ser: "es calor" → "hace calor"; "hoy es frío" → "hoy hace frío". */
const WEATHER_NOUNS = new Set(['calor', 'viento', 'sol']);
const WEATHER_ADJECTIVES: Record<string, string> = { frio: 'frío', fresco: 'fresco' };
const WEATHER_CUES = new Set(['hoy', 'afuera', 'fuera', 'aqui', 'ahora']);

/** "Hace muy frío" → "hace mucho frío": frío and calor are nouns after hacer. */
function weatherAmount(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'hace' || at(draft, index + 1) !== 'muy' || !joined(draft, index, index + 3)) return;
  const noun = at(draft, index + 2);
  if (!WEATHER_NOUNS.has(noun) && noun !== 'frio') return;
  const words = ['mucho', draft.text(index + 2)];
  draft.replace(
    index + 1,
    index + 3,
    words,
    `With hacer, frío and calor are nouns: 'hace mucho ${draft.lower(index + 2)}'.`,
  );
}

/** "Hace calor mucho" → "hace mucho calor": the amount goes before the noun. Only with the clause ending there. */
function weatherAmountAfter(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'hace' || at(draft, index + 2) !== 'mucho' || !joined(draft, index, index + 3)) return;
  const noun = at(draft, index + 1);
  if (!WEATHER_NOUNS.has(noun) && noun !== 'frio') return;
  if (index + 3 < draft.length && !draft.breakBefore(index + 3) && !WEATHER_CUES.has(draft.folded(index + 3))) return;
  const words = ['mucho', draft.text(index + 1)];
  draft.replace(index + 1, index + 3, words, `'Mucho' goes before the noun: 'hace mucho ${draft.lower(index + 1)}'.`);
}

function weather(draft: Draft, index: number): void {
  weatherAmount(draft, index);
  weatherAmountAfter(draft, index);
  if (draft.lower(index) !== 'es' || subjectBeforeIsNoun(draft, index)) return;
  const before = index > 0 && !draft.breakBefore(index) ? at(draft, index - 1) : '';
  if (before !== '' && !WEATHER_CUES.has(before) && before !== 'no') return;
  let next = index + 1;
  const very = at(draft, next) === 'muy' || at(draft, next) === 'mucho';
  if (very) next++;
  const word = at(draft, next);
  const adjective = WEATHER_ADJECTIVES[word];
  if (!WEATHER_NOUNS.has(word) && !adjective) return;
  if (!joined(draft, index, next + 1)) return;
  const after = draft.breakAfter(next) ? '' : at(draft, next + 1);
  if (adjective && !WEATHER_CUES.has(before) && !WEATHER_CUES.has(after)) return;
  if (after !== '' && !WEATHER_CUES.has(after) && !['en', 'esta', 'este', 'todo', 'por'].includes(after)) return;
  const noun = adjective ?? draft.lower(next);
  const words = ['hace', ...(very ? ['mucho'] : []), noun];
  draft.replace(index, next + 1, words, `Weather is described with 'hacer': '${words.join(' ')}'.`);
}

function subjectBeforeIsNoun(draft: Draft, index: number): boolean {
  return index > 1 && !draft.breakBefore(index) && determiner(draft.lower(index - 2)) !== undefined;
}

export function anglicisms({ draft, lexicon }: RuleContext): void {
  verbCalques(draft, lexicon);
  englishWordChoice(draft, lexicon);
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.breakAfter(index)) continue;
    embarrassed(draft, index);
    weather(draft, index);
    applyForAJob(draft, index);
    callBack(draft, index);
    realise(draft, index);
    beExcited(draft, index);
    goodTime(draft, index);
  }
}
