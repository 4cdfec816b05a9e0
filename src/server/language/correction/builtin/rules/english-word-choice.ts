import { quotePhrase } from '@/server/language/correction/builtin/clauses';
import { conjugation, infinitiveLemma, tensedForms } from '@/server/language/correction/builtin/conjugation';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { determiner } from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import { sameFormOf, swapVerb } from './verb-calques';

/**
 * Where one English word is two Spanish ones and the learner took the wrong one, in patterns that leave one
 * reading: "very" and "much" ("es mucho grande" → "muy grande", "te quiero muy" → "mucho"), "know" ("conozco
 * nadar" → "sé nadar", "sé a Juan" → "conozco a Juan"), "ask" ("pregunté por ayuda" → "pedí ayuda"), and "my name
 * is" ("¿cómo llamas?" → "¿cómo te llamas?", "me llamo es Ana" → "me llamo Ana").
 */

const COPULA_LEMMAS = new Set(['ser', 'estar', 'parecer']);
const SENTENCE_END = /^\s*[.!?…]/;

/** Whether a sentence ends right after the word (the text may also just end there). */
function endsSentence(draft: Draft, index: number): boolean {
  const after = draft.separatorAfter(index);
  return SENTENCE_END.test(after) || (index === draft.length - 1 && after.trim() === '');
}

function isCopula(draft: Draft, index: number): boolean {
  return tensedForms(draft.lower(index)).some((form) => COPULA_LEMMAS.has(form.lemma));
}

/** Comparatives take "mucho", not "muy": "es mucho mejor", "es mucho mayor que yo". */
const COMPARATIVES = new Set(['mejor', 'mejores', 'peor', 'peores', 'mayor', 'mayores', 'menor', 'menores']);

function muchAndVery(draft: Draft, lexicon: Lexicon, index: number): void {
  const word = draft.folded(index);
  const next = index + 1 < draft.length && !draft.breakBefore(index + 1) ? draft.folded(index + 1) : '';
  if (word === 'mucho' && next !== '' && index > 0 && !draft.breakBefore(index) && isCopula(draft, index - 1)) {
    // "Es mucho grande" → "muy grande"; "hace mucho frío", "es mucho mejor" keep mucho (a noun, a comparative).
    const adjective = lexicon.adjective(draft.lower(index + 1));
    if (!adjective || lexicon.noun(draft.lower(index + 1)) || COMPARATIVES.has(next)) return;
    draft.replace(index, index + 1, ['muy'], `Before an adjective, 'very' is 'muy': 'muy ${draft.lower(index + 1)}'.`);
  } else if (word === 'muy' && ['mejor', 'mejores', 'peor', 'peores'].includes(next)) {
    // "Muy mayor" (very old) is right; better and worse are already comparatives.
    draft.replace(index, index + 1, ['mucho'], `'Much better' and 'much worse' take 'mucho': 'mucho ${next}'.`);
  } else if (word === 'muy' && next === 'mucho') {
    draft.replace(index, index + 2, ['muchísimo'], "'Very much' is 'muchísimo' (or just 'mucho').");
  } else if (word === 'muy' && next === 'gracias') {
    draft.replace(index, index + 1, ['muchas'], "'Thank you very much' is 'muchas gracias'.");
  } else if (
    word === 'muy' &&
    index > 0 &&
    !draft.breakBefore(index) &&
    endsSentence(draft, index) &&
    tensedForms(draft.lower(index - 1), true).length > 0 &&
    !isCopula(draft, index - 1)
  ) {
    // "Te quiero muy." → "mucho": "muy" needs an adjective or adverb after it.
    draft.replace(index, index + 1, ['mucho'], "After a verb, 'a lot' is 'mucho'; 'muy' only goes before a word.");
  }
}

/** A person or a place after a verb of knowing, ending the clause: "Juan", "mi hermano", "Madrid". */
function knownPersonOrPlace(draft: Draft, lexicon: Lexicon, from: number): { start: number; end: number } | undefined {
  if (from >= draft.length || draft.breakBefore(from)) return undefined;
  if (draft.isName(from) && draft.breakAfter(from)) return { start: from, end: from + 1 };
  const det = determiner(draft.lower(from));
  if (!det || det.kind === 'contraction' || draft.breakAfter(from)) return undefined;
  const noun = lexicon.noun(draft.lower(from + 1));
  if (!noun?.entry.person || !draft.breakAfter(from + 1)) return undefined;
  return { start: from, end: from + 2 };
}

const KNOW_PERSONS = new Set([0, 1, 3, 4]);

function knowing(draft: Draft, lexicon: Lexicon, index: number): void {
  const lower = draft.lower(index);
  const forms = tensedForms(lower, true);
  const conocer = forms.find((form) => form.lemma === 'conocer');
  if (conocer && !draft.breakAfter(index)) {
    // "Conozco nadar" → "Sé nadar": knowing how to is saber.
    const next = draft.lower(index + 1);
    if (infinitiveLemma(next) === undefined && next !== 'que') return;
    // a capitalised infinitive is a title known, not a doing: "No conozco Volver" (the film)
    if (/^\p{Lu}/u.test(draft.text(index + 1))) return;
    const swapped = swapVerb(lower, 'conocer', 'saber');
    if (!swapped) return;
    draft.replace(
      index,
      index + 1,
      [swapped.word],
      `Knowing how to do something, or a fact, is 'saber': '${swapped.word} ${next}'.`,
    );
    return;
  }
  const saber = forms.find((form) => form.lemma === 'saber');
  if (!saber || !KNOW_PERSONS.has(saber.person) || forms.some((form) => form.lemma !== 'saber')) return;
  // "Sé a Juan" or "sé Juan": a person known is conocer, with the personal a.
  const withA = draft.folded(index + 1) === 'a' && !draft.breakAfter(index);
  const person = knownPersonOrPlace(draft, lexicon, index + (withA ? 2 : 1));
  if (!person) return;
  const form = conjugation('conocer')![saber.tense][saber.person];
  const words = [form, 'a'];
  for (let at = person.start; at < person.end; at++) words.push(draft.text(at));
  draft.replace(index, person.end, words, `Knowing a person is 'conocer', with 'a': '${quotePhrase(words)}'.`);
}

const REQUESTS = new Set(['ayuda', 'dinero', 'permiso', 'consejo', 'perdon', 'disculpas', 'cuenta', 'favor']);

function asking(draft: Draft, index: number): void {
  const lower = draft.lower(index);
  if (!tensedForms(lower, true).some((form) => form.lemma === 'preguntar') && infinitiveLemma(lower) !== 'preguntar')
    return;
  let object = index + 1;
  const por = draft.folded(object) === 'por';
  if (por) object++;
  const det = determiner(draft.lower(object));
  const noun = det && !draft.breakAfter(object) ? object + 1 : object;
  if (noun >= draft.length || draft.breakBefore(index + 1) || draft.breakBefore(noun)) return;
  if (!REQUESTS.has(draft.folded(noun)) || (draft.folded(noun) === 'favor' && det === undefined)) return;
  const swapped = swapVerb(lower, 'preguntar', 'pedir');
  if (!swapped) return;
  const words = [swapped.word];
  for (let at = por ? index + 2 : index + 1; at <= noun; at++) words.push(draft.text(at));
  draft.replace(
    index,
    noun + 1,
    words,
    `Asking for something is 'pedir'; 'preguntar' asks a question: '${quotePhrase(words)}'.`,
  );
}

const CLITIC_FOR: readonly string[] = ['me', 'te', 'se', 'nos', 'os', 'se'];

function name(draft: Draft, index: number): void {
  const lower = draft.lower(index);
  const form = tensedForms(lower, true).find((found) => found.lemma === 'llamar' && found.tense === 'present');
  if (!form) return;
  const clitic = CLITIC_FOR[form.person]!;
  const before = index > 0 && !draft.breakBefore(index) ? draft.folded(index - 1) : '';
  // "¿Cómo llamas?" → "¿Cómo te llamas?"
  // With a third-person form, only a name or a person ending the question is who is called ("¿Cómo llama la
  // gente a esto?" is someone calling something).
  const third = form.person === 2 || form.person === 5;
  const after = index + 1;
  const personEnds =
    (draft.isName(after) && draft.breakAfter(after)) ||
    (determiner(draft.lower(after)) !== undefined &&
      !draft.breakAfter(after) &&
      draft.breakAfter(after + 1) &&
      !draft.breakBefore(after));
  if (before === 'como' && (!third || personEnds)) {
    draft.replace(index, index + 1, [clitic, lower], `'To be called' is 'llamarse': 'cómo ${clitic} ${lower}'.`);
    return;
  }
  // "Me llamo es Ana" → "Me llamo Ana".
  if (before === clitic && draft.folded(index + 1) === 'es' && !draft.breakAfter(index) && draft.isName(index + 2)) {
    draft.replace(
      index,
      index + 2,
      [draft.text(index)],
      `'Me llamo' already says 'my name is': 'me llamo ${draft.text(index + 2)}'.`,
    );
  }
}

/** Who "mi/tu/su nombre se llama" is about, as llamarse says it. */
const CALLED: Record<string, [string, string]> = { mi: ['me', 'llamo'], tu: ['te', 'llamas'], su: ['se', 'llama'] };

/**
 * "Mi nombre se llama Ana" → "me llamo Ana": a name is not called anything; llamarse already says "my name is"
 * ("mi nombre es Ana" is right too).
 */
function nameIsCalled(draft: Draft, index: number): void {
  const called = CALLED[draft.folded(index)];
  if (!called || index + 3 >= draft.length) return;
  if (draft.folded(index + 1) !== 'nombre' || draft.folded(index + 2) !== 'se' || draft.folded(index + 3) !== 'llama')
    return;
  for (let at = index + 1; at <= index + 3; at++) if (draft.breakBefore(at)) return;
  const owner = draft.lower(index);
  draft.replace(
    index,
    index + 4,
    called,
    `'Llamarse' already says whose name it is: '${called.join(' ')}' (or '${owner} nombre es').`,
  );
}

/** "Más mejor" → "mejor": better and worse are already comparatives ("más mayor", of age, is said). */
function doubleComparative(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'mas' || index + 1 >= draft.length || draft.breakBefore(index + 1)) return;
  const comparative = draft.folded(index + 1);
  if (!['mejor', 'mejores', 'peor', 'peores'].includes(comparative)) return;
  draft.replace(
    index,
    index + 2,
    [draft.text(index + 1)],
    `'${comparative}' is already a comparative ('more good'): '${comparative}', without 'más'.`,
  );
}

const COMPARISON_WORDS = new Set(['mas', 'menos', 'mejor', 'peor', 'mayor', 'menor', 'mejores', 'peores']);
const SUBJECT_FORM: Record<string, string> = { mi: 'yo', ti: 'tú' };

/** "Es más alta que mí" → "que yo": after "que" in a comparison the pronoun is the subject form. */
function thanMe(draft: Draft, index: number): void {
  const pronoun = SUBJECT_FORM[draft.folded(index)];
  if (!pronoun || index < 2 || draft.breakBefore(index) || draft.folded(index - 1) !== 'que') return;
  // The comparison ends at 'mí', or a second clause follows ("más joven que mí y ella estudia").
  if (
    index + 1 < draft.length &&
    !draft.breakBefore(index + 1) &&
    !['y', 'e', 'pero'].includes(draft.folded(index + 1))
  )
    return;
  let compared = false;
  for (let at = index - 2; at >= 0; at--) {
    if (COMPARISON_WORDS.has(draft.folded(at))) compared = true;
    if (compared || draft.breakBefore(at)) break;
  }
  if (!compared) return;
  draft.replace(index, index + 1, [pronoun], `After 'que' in a comparison, say '${pronoun}': 'que ${pronoun}'.`);
}

/** "Son las una" → "es la una", "a las una" → "a la una": one o'clock is singular. */
function oneOClock(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'las' || index + 1 >= draft.length || draft.folded(index + 1) !== 'una') return;
  if (draft.breakBefore(index + 1)) return;
  const isSon = index > 0 && draft.folded(index - 1) === 'son' && !draft.breakBefore(index);
  const from = isSon ? index - 1 : index;
  const words = isSon ? ['es', 'la', 'una'] : ['la', 'una'];
  draft.replace(from, index + 2, words, `One o'clock is singular: '${words.join(' ')}'.`);
}

/** "Fui nacido en 1990" → "nací en 1990": being born is nacer, not a passive ("I was born"). */
function wasBorn(draft: Draft, index: number): void {
  const born = sameFormOf(draft.lower(index), 'ser', 'nacer', ['preterite'])?.form;
  if (!born || index + 1 >= draft.length || draft.breakBefore(index + 1)) return;
  if (!/^nacid[oa]s?$/.test(draft.folded(index + 1))) return;
  draft.replace(index, index + 2, [born], `'To be born' is 'nacer': '${born}'.`);
}

/** "Soy llamado Pedro" → "me llamo Pedro": a name is given with llamarse, not a passive. */
function calledPassive(draft: Draft, index: number): void {
  if (draft.folded(index) !== 'soy' || index + 2 >= draft.length || draft.breakBefore(index + 1)) return;
  if (!/^llamad[oa]$/.test(draft.folded(index + 1)) || !draft.isName(index + 2)) return;
  const yo = index > 0 && draft.folded(index - 1) === 'yo' && !draft.breakBefore(index) ? index - 1 : index;
  draft.replace(yo, index + 2, ['me', 'llamo'], `'My name is' is 'me llamo': 'me llamo ${draft.text(index + 2)}'.`);
}

export function englishWordChoice(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length; index++) {
    muchAndVery(draft, lexicon, index);
    knowing(draft, lexicon, index);
    asking(draft, index);
    name(draft, index);
    nameIsCalled(draft, index);
    doubleComparative(draft, index);
    thanMe(draft, index);
    oneOClock(draft, index);
    wasBorn(draft, index);
    calledPassive(draft, index);
  }
}
