import { hasWord, sentenceAt } from '@/server/language/correction/builtin/clauses';
import { infinitiveLemma, participleLemma, tensedForms } from '@/server/language/correction/builtin/conjugation';
import type { Draft } from '@/server/language/correction/builtin/draft';
import { OBJECT_CLITICS, SUBJECT_PRONOUNS } from '@/server/language/correction/builtin/grammar-words';
import { isInfinitive } from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';
import { ruleWords } from './rule-words';

/**
 * Spanish negates with "no" and keeps the other words negative ("no tengo nada"), and a negative word before the
 * verb replaces "no" ("nadie vino", not "nadie no vino"). Fixed: a negative word followed by "no" and a verb, and
 * "algo"/"alguien" ending a clause whose verb has "no" ("no tengo algo" → "no tengo nada"). Questions are left
 * alone ("¿No quieres algo?" is an offer), and so are conditions ("si no tengo algo, lo compro").
 */

const NEGATIVE_WORDS = ruleWords('double-negation', 'NEGATIVE_WORDS');
/** Verbs whose object "alguien" becomes "a nadie"; after hay and the verbs of coming and being, just "nadie". */
const PERSON_OBJECT_VERBS = ruleWords('double-negation', 'PERSON_OBJECT_VERBS');
const NO_OBJECT_VERBS = ruleWords('double-negation', 'NO_OBJECT_VERBS');
const AFTER_THE_OBJECT = ruleWords('double-negation', 'AFTER_THE_OBJECT');
/** After "algo de tiempo" the clause may go on with a time, a purpose or a reason: "no tengo algo de tiempo para ti". */
const AFTER_SOME_OF = ruleWords('double-negation', 'AFTER_SOME_OF');
const CONDITIONS = ruleWords('double-negation', 'CONDITIONS');

function isFinite(word: string): boolean {
  return word === 'hay' || tensedForms(word).length > 0;
}

function lemmaOf(draft: Draft, index: number): string | undefined {
  if (draft.folded(index) === 'hay') return 'haber';
  const lemmas = new Set(tensedForms(draft.lower(index)).map((form) => form.lemma));
  return lemmas.size === 1 ? [...lemmas][0] : undefined;
}

/** "Nadie no vino" → "Nadie vino". */
/** After "ninguno de"/"ninguna de", where "no" would be: "ninguno de mis amigos no vino" (up to three words). */
function afterNoneOf(draft: Draft, index: number): number | undefined {
  if (!['ninguno', 'ninguna'].includes(draft.folded(index)) || draft.folded(index + 1) !== 'de') return undefined;
  for (let at = index + 2; at <= index + 5 && at < draft.length; at++) {
    if (draft.breakBefore(at)) return undefined;
    if (draft.folded(at) === 'no') return at > index + 2 ? at : undefined;
  }
  return undefined;
}

function negativeBeforeNo(draft: Draft): void {
  for (let index = draft.length - 2; index >= 0; index--) {
    const noneOf = afterNoneOf(draft, index);
    if (noneOf !== undefined) {
      let verb = noneOf + 1;
      while (verb < draft.length && !draft.breakBefore(verb) && OBJECT_CLITICS.has(draft.folded(verb))) verb++;
      if (verb >= draft.length || draft.breakBefore(verb) || !isFinite(draft.lower(verb))) continue;
      const words: string[] = [];
      for (let at = noneOf - 1; at > index + 1; at--) words.unshift(draft.text(at));
      draft.replace(
        noneOf - 1,
        noneOf + 1,
        [draft.text(noneOf - 1)],
        `With '${draft.lower(index)}' before the verb, leave out 'no': '${draft.lower(index)} de ${words.join(' ').toLowerCase()} ${draft.lower(verb)}'.`,
      );
      continue;
    }
    if (!NEGATIVE_WORDS.has(draft.folded(index)) || draft.folded(index + 1) !== 'no' || draft.breakAfter(index))
      continue;
    let verb = index + 2;
    while (verb < draft.length && !draft.breakBefore(verb) && OBJECT_CLITICS.has(draft.folded(verb))) verb++;
    if (verb >= draft.length || draft.breakBefore(verb) || !isFinite(draft.lower(verb))) continue;
    const negative = draft.lower(index);
    draft.replace(
      index,
      index + 2,
      [draft.text(index)],
      `With '${negative}' before the verb, leave out 'no': '${negative} ${draft.lower(verb)}'.`,
    );
  }
}

/** "No tengo algo" → "No tengo nada"; "No conozco (a) alguien" → "No conozco a nadie". */
function somethingAfterNo(draft: Draft): void {
  for (let index = 0; index < draft.length; index++) {
    if (draft.folded(index) !== 'no') continue;
    const span = sentenceAt(draft, index);
    if (span.terminal === '?' || hasWord(draft, span.start, index, CONDITIONS)) continue;
    let verb = index + 1;
    while (verb < span.end && !draft.breakBefore(verb) && OBJECT_CLITICS.has(draft.folded(verb))) verb++;
    if (verb >= span.end || draft.breakBefore(verb) || !isFinite(draft.lower(verb))) continue;
    const lemma = lemmaOf(draft, verb);
    if (!lemma || lemma === 'ser' || lemma === 'parecer') continue;
    let at = verb + 1;
    // "no quiero comer algo": one infinitive may follow, whose object it then is.
    let objectVerb = lemma;
    if (at < span.end && !draft.breakBefore(at) && isInfinitive(draft.lower(at))) {
      objectVerb = infinitiveLemma(draft.folded(at)) ?? '';
      at++;
    } else if (lemma === 'haber' && draft.folded(verb) !== 'hay' && at < span.end && !draft.breakBefore(at)) {
      // "no he visto algo": the participle after haber is the verb whose object follows.
      const participle = participleLemma(draft.folded(at));
      if (!participle) continue;
      objectVerb = participle;
      at++;
    }
    if (at >= span.end || draft.breakBefore(at)) continue;
    if (someAfterNo(draft, at, span.end)) continue;
    const withA = draft.folded(at) === 'a';
    const word = draft.folded(withA ? at + 1 : at);
    const last = withA ? at + 1 : at;
    if (last >= span.end || (withA && draft.breakBefore(last))) continue;
    // The object ends the clause, or a place or time follows: "no tengo algo" and "no conozco alguien aquí", but
    // not "no tengo algo que decirte" or "no es algo raro", where the word may be meant.
    // "no tengo algo de tiempo": a 'de' phrase of one word may follow 'algo' too.
    const someOf =
      word === 'algo' &&
      !withA &&
      draft.folded(last + 1) === 'de' &&
      last + 2 < span.end &&
      !draft.breakAfter(last) &&
      !draft.breakAfter(last + 1) &&
      (draft.breakAfter(last + 2) ||
        AFTER_THE_OBJECT.has(draft.folded(last + 3)) ||
        AFTER_SOME_OF.has(draft.folded(last + 3)));
    // "No vino alguien a la reunión": after a verb of coming and going, "a" starts a place.
    const toAPlace =
      word === 'alguien' && NO_OBJECT_VERBS.has(objectVerb) && ['a', 'al'].includes(draft.folded(last + 1));
    if (!someOf && !toAPlace && !draft.breakAfter(last) && !AFTER_THE_OBJECT.has(draft.folded(last + 1))) continue;
    if (word === 'algo' && !withA) {
      draft.replace(at, at + 1, ['nada'], "After 'no', 'something' is 'nada': 'no … nada'.");
    } else if (word === 'alguien') {
      const personal = withA || PERSON_OBJECT_VERBS.has(objectVerb);
      if (!personal && !NO_OBJECT_VERBS.has(objectVerb)) continue;
      const fixed = personal ? ['a', 'nadie'] : ['nadie'];
      draft.replace(at, last + 1, fixed, `After 'no', 'someone' is 'nadie': 'no … ${fixed.join(' ')}'.`);
    }
  }
}

/** "No tengo algún problema" → "ningún problema": "algún" before a noun after "no" is "ningún". */
function someAfterNo(draft: Draft, at: number, end: number): boolean {
  const some = draft.folded(at);
  if ((some !== 'algun' && some !== 'alguna') || at + 1 >= end || draft.breakAfter(at)) return false;
  const none = some === 'algun' ? 'ningún' : 'ninguna';
  draft.replace(at, at + 1, [none], `After 'no', 'any' is '${none}': 'no … ${none} ${draft.lower(at + 1)}'.`);
  return true;
}

/** "Yo también no" → "yo tampoco"; "también no me gusta" → "tampoco me gusta". */
function alsoNot(draft: Draft): void {
  for (let index = 0; index < draft.length - 1; index++) {
    if (draft.breakAfter(index)) continue;
    const pair = `${draft.folded(index)} ${draft.folded(index + 1)}`;
    if (pair === 'tambien no') {
      draft.replace(index, index + 2, ['tampoco'], "'Not … either' is 'tampoco', not 'también no'.");
    } else if (
      (pair === 'no nunca' || (pair === 'siempre no' && index > 0 && SUBJECT_PRONOUNS.has(draft.lower(index - 1)))) &&
      !draft.breakAfter(index + 1)
    ) {
      // "siempre no es posible" may mean "not always": only after a subject ("yo siempre no como") is it never.
      // "Yo siempre no como carne", "yo no nunca bebo": before the verb, never is just 'nunca'.
      draft.replace(index, index + 2, ['nunca'], "'Never' before the verb is just 'nunca'.");
    }
  }
}

export function doubleNegation({ draft }: RuleContext): void {
  alsoNot(draft);
  negativeBeforeNo(draft);
  somethingAfterNo(draft);
}
