import { foldAccents } from '@/domain/spanish-text';
import type { Draft } from '@/server/language/correction/builtin/draft';
import {
  INTENSIFIERS,
  determiner,
  determinerFits,
  nounAfter,
  subjectBefore,
} from '@/server/language/correction/builtin/grammar-words';
import {
  adjectiveForm,
  type AdjectiveForm,
  type Gender,
  type Lexicon,
} from '@/server/language/correction/builtin/lexicon';
import { isInfinitive, presentForms } from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';

/**
 * Adjective agreement: right after a noun ("la casa blanco" → "la casa blanca") and after ser, estar or parecer
 * with a clear subject ("la sopa está frío" → "fría", "ellas son alto" → "altas"). Invariable adjectives (grande,
 * feliz, azul) only ever change number.
 */

const COPULAS = new Set([
  'es',
  'son',
  'esta',
  'estan',
  'era',
  'eran',
  'estaba',
  'estaban',
  'parece',
  'parecen',
  'soy',
  'eres',
  'somos',
  'sois',
  'estoy',
  'estas',
  'estamos',
  'estais',
  'fue',
  'fueron',
  'sera',
  'seran',
  'estuvo',
  'estuvieron',
  'parecia',
  'parecian',
]);

/** Only a third-person verb can have a noun subject: in "esta semana estoy ocupado" the noun is a time. */
const THIRD_PERSON_COPULAS = new Set([
  'es',
  'son',
  'esta',
  'estan',
  'era',
  'eran',
  'estaba',
  'estaban',
  'parece',
  'parecen',
  'fue',
  'fueron',
  'sera',
  'seran',
  'estuvo',
  'estuvieron',
  'parecia',
  'parecian',
]);
const PLURAL_COPULAS = new Set([
  'son',
  'estan',
  'eran',
  'estaban',
  'parecen',
  'fueron',
  'seran',
  'estuvieron',
  'parecian',
]);
/** Also preterites of ir: "fue rápido a casa" (went quickly) is an adverb, so these need the clause to end. */
const ALSO_GOING = new Set(['fue', 'fueron']);

function describe(
  subject: string,
  gender: Gender | undefined,
  plural: boolean,
  adjective: AdjectiveForm,
  expected: string,
): string {
  const genderWrong = gender !== undefined && adjective.gender !== undefined && adjective.gender !== gender;
  const numberWrong = adjective.plural !== plural;
  const genderWord = gender === 'f' ? 'feminine' : 'masculine';
  const what =
    genderWrong && numberWrong
      ? `${genderWord} ${plural ? 'plural' : 'singular'}`
      : genderWrong
        ? genderWord
        : plural
          ? 'plural'
          : 'singular';
  return `'${subject}' is ${what}, so the adjective is '${expected}'.`;
}

/** The adjective at `index`, skipping one intensifier ("muy"); undefined when there is none to check. */
function adjectiveAt(
  draft: Draft,
  lexicon: Lexicon,
  index: number,
): { index: number; form: AdjectiveForm } | undefined {
  if (index >= draft.length || draft.breakBefore(index)) return undefined;
  if (INTENSIFIERS.has(draft.folded(index)) && !draft.breakAfter(index)) index++;
  if (index >= draft.length || draft.isName(index)) return undefined;
  const form = lexicon.adjective(draft.lower(index));
  // "limpio" is also "I clean": "después de la cena limpio la cocina".
  if (!form || presentForms(draft.text(index)).length > 0 || isInfinitive(draft.text(index))) return undefined;
  return { index, form };
}

function fix(
  draft: Draft,
  from: number,
  adjective: { index: number; form: AdjectiveForm },
  gender: Gender | undefined,
  plural: boolean,
  subject: string,
): void {
  const expected = adjectiveForm(adjective.form.entry, gender ?? adjective.form.gender ?? 'm', plural);
  if (foldAccents(expected) === draft.folded(adjective.index)) return;
  const words: string[] = [];
  for (let index = from; index < adjective.index; index++) words.push(draft.text(index));
  draft.replace(
    from,
    adjective.index + 1,
    [...words, expected],
    describe(subject, gender, plural, adjective.form, expected),
  );
}

function afterNouns(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 2; index++) {
    const det = determiner(draft.lower(index));
    if (!det || draft.isName(index)) continue;
    const noun = nounAfter(draft, lexicon, index);
    if (!noun) continue;
    // "la beso" may be "I kiss her"; an article that agrees with the word shows it is a noun ("la casa").
    const plural = noun.entry.invariable ? det.plural : noun.plural;
    if (
      noun.entry.alsoVerb &&
      det.kind === 'article' &&
      !determinerFits(det, draft.lower(index), noun.entry.gender, plural, noun.entry.takesEl)
    )
      continue;
    const adjective = adjectiveAt(draft, lexicon, noun.index + 1);
    if (!adjective || adjective.form.entry.predicativeOnly) continue;
    fix(draft, noun.index, adjective, noun.entry.gender, plural, draft.lower(noun.index));
    coordinated(draft, lexicon, adjective.index, noun.entry.gender, plural, draft.lower(noun.index));
  }
}

/** The subject of a copula: a pronoun, or a determiner and noun opening the clause ("La sopa está..."). */
function subjectOf(
  draft: Draft,
  lexicon: Lexicon,
  verb: number,
): { gender: Gender | undefined; plural: boolean; word: string } | undefined {
  const pronoun = subjectBefore(draft, verb);
  if (pronoun)
    return { gender: pronoun.pronoun.gender, plural: pronoun.pronoun.plural, word: draft.lower(pronoun.index) };
  const detIndex = verb - 2;
  if (
    detIndex < 0 ||
    !draft.breakBefore(detIndex) ||
    draft.breakBefore(verb) ||
    !THIRD_PERSON_COPULAS.has(draft.folded(verb))
  )
    return undefined;
  const det = determiner(draft.lower(detIndex));
  const noun = det ? nounAfter(draft, lexicon, detIndex) : undefined;
  if (!det || !noun || noun.index !== verb - 1) return undefined;
  const plural = noun.entry.invariable ? det.plural : noun.plural;
  // A determiner and noun that still disagree ("los casa") leave the subject unclear.
  if (!determinerFits(det, draft.lower(detIndex), noun.entry.gender, plural, noun.entry.takesEl)) return undefined;
  // "La gente son muy amables": with the verb still disagreeing, the learner's intended number is unclear.
  if (PLURAL_COPULAS.has(draft.folded(verb)) !== plural) return undefined;
  return { gender: noun.entry.gender, plural, word: draft.lower(noun.index) };
}

function afterCopulas(draft: Draft, lexicon: Lexicon): void {
  for (let verb = 1; verb < draft.length - 1; verb++) {
    if (!COPULAS.has(draft.folded(verb))) continue;
    const subject = subjectOf(draft, lexicon, verb);
    const adjective = subject && adjectiveAt(draft, lexicon, verb + 1);
    if (!subject || !adjective) continue;
    // "Él es buena persona": the adjective belongs to the noun after it.
    const after = adjective.index + 1;
    if (
      after < draft.length &&
      !draft.breakBefore(after) &&
      (lexicon.noun(draft.lower(after)) || determiner(draft.lower(after)))
    )
      continue;
    if (ALSO_GOING.has(draft.folded(verb)) && !draft.breakAfter(adjective.index)) continue;
    fix(draft, verb, adjective, subject.gender, subject.plural, subject.word);
    coordinated(draft, lexicon, adjective.index, subject.gender, subject.plural, subject.word);
  }
}

/** "La mano está fría y sucio" → "sucia": a second adjective joined by "y" agrees with the same word. */
function coordinated(
  draft: Draft,
  lexicon: Lexicon,
  first: number,
  gender: Gender | undefined,
  plural: boolean,
  subject: string,
): void {
  const and = first + 1;
  if (and >= draft.length || draft.breakBefore(and) || !['y', 'e'].includes(draft.folded(and))) return;
  const adjective = adjectiveAt(draft, lexicon, and + 1);
  if (!adjective) return;
  const after = adjective.index + 1;
  if (
    after < draft.length &&
    !draft.breakBefore(after) &&
    (lexicon.noun(draft.lower(after)) || determiner(draft.lower(after)))
  )
    return;
  fix(draft, and + 1, adjective, gender, plural, subject);
}

export function adjectiveAgreement({ draft, lexicon }: RuleContext): void {
  afterNouns(draft, lexicon);
  afterCopulas(draft, lexicon);
}
