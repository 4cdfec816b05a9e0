import { isNumberWord as isSpanishNumberWord } from '@/domain/spanish-numbers';
import { spanishLexicon } from '@/server/language/spanish';
import type { Draft } from './draft';
import type { Gender, Lexicon } from './lexicon';
import { presentForms, type Person } from './verbs';

/** Closed-class words shared by the rules. Keys are accent-folded unless a set says otherwise. */

export interface SubjectPronoun {
  person: Person;
  /** Only pronouns that show gender have one (ella, nosotras). */
  gender: Gender | undefined;
  plural: boolean;
}

/** Written forms, accents included: "tu" and "el" are not pronouns until the accent rule says so. */
export const SUBJECT_PRONOUNS: ReadonlyMap<string, SubjectPronoun> = new Map([
  ['yo', { person: 0, gender: undefined, plural: false }],
  ['tú', { person: 1, gender: undefined, plural: false }],
  ['él', { person: 2, gender: 'm', plural: false }],
  ['ella', { person: 2, gender: 'f', plural: false }],
  ['usted', { person: 2, gender: undefined, plural: false }],
  ['nosotros', { person: 3, gender: undefined, plural: true }],
  ['nosotras', { person: 3, gender: 'f', plural: true }],
  ['vosotros', { person: 4, gender: undefined, plural: true }],
  ['vosotras', { person: 4, gender: 'f', plural: true }],
  ['ellos', { person: 5, gender: 'm', plural: true }],
  ['ellas', { person: 5, gender: 'f', plural: true }],
  ['ustedes', { person: 5, gender: undefined, plural: true }],
]);

export const OBJECT_CLITICS = new Set(['me', 'te', 'se', 'le', 'lo', 'la', 'nos', 'os', 'les', 'los', 'las']);

export const PREPOSITIONS = new Set([
  'a',
  'ante',
  'bajo',
  'con',
  'contra',
  'de',
  'desde',
  'en',
  'entre',
  'hacia',
  'hasta',
  'para',
  'por',
  'segun',
  'sin',
  'sobre',
  'tras',
]);

/** Words that join a pronoun to another subject ("mi hermano y yo"), making it part of a larger one. */
export const COORDINATORS = new Set(['y', 'e', 'o', 'u', 'ni']);

/** Adverbs that may sit between a subject and its verb ("yo también tengo"). */
export const PREVERBAL_ADVERBS = new Set([
  'no',
  'tambien',
  'tampoco',
  'siempre',
  'nunca',
  'ya',
  'todavia',
  'casi',
  'solo',
  'aun',
]);

export const INTENSIFIERS = new Set([
  'muy',
  'tan',
  'mas',
  'menos',
  'bastante',
  'demasiado',
  'super',
  'realmente',
  'poco',
]);

/** A number written in digits or words ("treinta", "doscientas", "mil"): the domain's one reading of them. */
export function isNumberWord(folded: string): boolean {
  return /^\d+$/.test(folded) || isSpanishNumberWord(folded);
}

/** The words of a spelled-out or written number starting at `index` ("treinta y cinco"); 0 when there is none. */
export function numberLength(draft: Draft, index: number): number {
  if (!isNumberWord(draft.folded(index))) return 0;
  let end = index + 1;
  while (
    end < draft.length &&
    !draft.breakBefore(end) &&
    (isSpanishNumberWord(draft.folded(end)) || draft.folded(end) === 'y') &&
    !/^\d+$/.test(draft.folded(end))
  )
    end++;
  while (end > index + 1 && draft.folded(end - 1) === 'y') end--;
  return end - index;
}

export type DeterminerKind =
  'article' | 'indefinite' | 'contraction' | 'demonstrative' | 'possessive' | 'possessiveGendered' | 'quantifier';

export interface Determiner {
  kind: DeterminerKind;
  /** Undefined for mi, tu, su, which do not show gender. */
  gender: Gender | undefined;
  plural: boolean;
  /** The forms of its family: [m sg, f sg, m pl, f pl]; for del/al the preposition comes first. */
  family: readonly [string, string, string, string];
}

const FAMILIES: readonly [DeterminerKind, readonly [string, string, string, string]][] = [
  ['article', ['el', 'la', 'los', 'las']],
  ['indefinite', ['un', 'una', 'unos', 'unas']],
  ['contraction', ['del', 'de la', 'de los', 'de las']],
  ['contraction', ['al', 'a la', 'a los', 'a las']],
  ['demonstrative', ['este', 'esta', 'estos', 'estas']],
  ['demonstrative', ['ese', 'esa', 'esos', 'esas']],
  ['demonstrative', ['aquel', 'aquella', 'aquellos', 'aquellas']],
  ['possessiveGendered', ['nuestro', 'nuestra', 'nuestros', 'nuestras']],
  ['possessiveGendered', ['vuestro', 'vuestra', 'vuestros', 'vuestras']],
  ['possessive', ['mi', 'mi', 'mis', 'mis']],
  ['possessive', ['tu', 'tu', 'tus', 'tus']],
  ['possessive', ['su', 'su', 'sus', 'sus']],
];

const DETERMINERS = new Map<string, Determiner>();
for (const [kind, family] of FAMILIES) {
  family.forEach((form, index) => {
    if (form.includes(' ') || DETERMINERS.has(form)) return;
    const gender = kind === 'possessive' ? undefined : index % 2 === 0 ? 'm' : 'f';
    DETERMINERS.set(form, { kind, gender, plural: index >= 2, family });
  });
}

/**
 * Quantifiers that agree with their noun like a determiner ("muchas casas", "¿cuántos años?"). They are kept apart
 * from `determiner()`, which the other rules read as the start of a noun phrase, and only agreement uses them.
 */
const QUANTIFIERS = new Map<string, Determiner>();
for (const family of [
  ['mucho', 'mucha', 'muchos', 'muchas'],
  ['poco', 'poca', 'pocos', 'pocas'],
  ['otro', 'otra', 'otros', 'otras'],
  ['tanto', 'tanta', 'tantos', 'tantas'],
  ['demasiado', 'demasiada', 'demasiados', 'demasiadas'],
  ['cuánto', 'cuánta', 'cuántos', 'cuántas'],
  ['cuanto', 'cuanta', 'cuantos', 'cuantas'],
  ['algún', 'alguna', 'algunos', 'algunas'],
  ['ningún', 'ninguna', 'ningunos', 'ningunas'],
] as const) {
  family.forEach((form, index) => {
    QUANTIFIERS.set(form, { kind: 'quantifier', gender: index % 2 === 0 ? 'm' : 'f', plural: index >= 2, family });
  });
}

/** A quantifier as written, lower-case: see QUANTIFIERS. */
export function quantifier(lower: string): Determiner | undefined {
  return QUANTIFIERS.get(lower);
}

/** Determiners as written, lower-case ("él" is not one; "el" is). */
export function determiner(lower: string): Determiner | undefined {
  return DETERMINERS.get(lower);
}

/** The determiner of the same family for a noun's gender and number; el/un for "agua"-type nouns. */
export function determinerFor(det: Determiner, gender: Gender, plural: boolean, takesEl: boolean): string {
  const useMasculine =
    gender === 'm' ||
    (takesEl && !plural && (det.kind === 'article' || det.kind === 'indefinite' || det.kind === 'contraction'));
  return det.family[(useMasculine ? 0 : 1) + (plural ? 2 : 0)]!;
}

/** Whether a determiner may stand before a noun of this gender ("una agua" and "un agua" are both accepted). */
export function determinerFits(
  det: Determiner,
  written: string,
  gender: Gender,
  plural: boolean,
  takesEl: boolean,
): boolean {
  if (det.plural !== plural) return false;
  if (det.gender === undefined) return true;
  if (written === determinerFor(det, gender, plural, takesEl)) return true;
  return takesEl && !plural && det.kind === 'indefinite' && written === 'una';
}

/** The noun phrase a determiner opens: its noun, gender and number, or undefined when the next word is no known noun. */
export function nounAfter(draft: Draft, lexicon: Lexicon, detIndex: number) {
  const nounIndex = detIndex + 1;
  if (nounIndex >= draft.length || draft.breakBefore(nounIndex) || draft.isName(nounIndex)) return undefined;
  const noun = lexicon.noun(draft.lower(nounIndex));
  return noun ? { index: nounIndex, ...noun } : undefined;
}

const COPULA_FORMS = new Set(['es', 'son', 'esta', 'estan', 'era', 'eran', 'fue', 'fueron', 'estaba', 'estaban']);

/**
 * Whether the word after an article is certainly a noun even though it is also a verb form ("los casa" may be
 * "marries them"): a preposition before the article ("en la casa") or a verb right after the word ("la casa es")
 * rules the pronoun reading out.
 */
export function certainlyNoun(draft: Draft, detIndex: number, nounIndex: number): boolean {
  const prepositionBefore =
    detIndex > 0 && !draft.breakBefore(detIndex) && PREPOSITIONS.has(draft.folded(detIndex - 1));
  const verbAfter = !draft.breakAfter(nounIndex) && COPULA_FORMS.has(draft.folded(nounIndex + 1));
  return prepositionBefore || verbAfter;
}

/**
 * "tu cocinas muy bien": a plural after an unaccented "tu" that is also a verb is the verb of "tú", the possessive
 * taking one thing (the language core's disambiguation reads it so too). Not where a copula makes it a subject
 * ("tu cocinas son…"), nor where a verb or preposition before "tu" takes a noun phrase ("me gustan tu casas").
 */
export function verbOfTuAfter(
  draft: Draft,
  detIndex: number,
  noun: { index: number; plural: boolean; entry: { alsoVerb?: boolean } },
): boolean {
  if (draft.lower(detIndex) !== 'tu' || !noun.plural || !noun.entry.alsoVerb) return false;
  if (certainlyNoun(draft, detIndex, noun.index)) return false;
  const before = detIndex > 0 && !draft.breakBefore(detIndex) ? draft.lower(detIndex - 1) : '';
  return !spanishLexicon()
    .readingsOf(before)
    .some((reading) => reading.pos === 'verb');
}

/** Finds the subject pronoun of the verb at `verbIndex` ("yo no lo tengo"), skipping negation, adverbs and clitics. */
export function subjectBefore(draft: Draft, verbIndex: number): { index: number; pronoun: SubjectPronoun } | undefined {
  let index = verbIndex - 1;
  for (let skipped = 0; index >= 0 && skipped < 3; skipped++) {
    if (draft.breakBefore(index + 1)) return undefined;
    const folded = draft.folded(index);
    if (!PREVERBAL_ADVERBS.has(folded) && !OBJECT_CLITICS.has(folded)) break;
    index--;
  }
  if (index < 0 || draft.breakBefore(index + 1)) return undefined;
  const pronoun = SUBJECT_PRONOUNS.get(draft.lower(index));
  if (!pronoun) return undefined;
  // "con ellos tiene", "mi hermano y yo somos": the pronoun is not (all of) the subject.
  if (index > 0 && !draft.breakBefore(index)) {
    const previous = draft.folded(index - 1);
    if (PREPOSITIONS.has(previous) || COORDINATORS.has(previous)) return undefined;
    // "el libro que leyó ella es bueno": a pronoun after a verb is that verb's subject, not the next one's
    const readings = spanishLexicon().readingsOf(draft.lower(index - 1));
    if (readings.length > 0 && readings.every((reading) => reading.pos === 'verb')) return undefined;
  }
  return { index, pronoun };
}

/**
 * Where the verb would be after a noun and up to two adjectives that agree with it: "mis libros favoritos es",
 * "mi hermano mayor son". A word that may be a verb ends the noun phrase ("los niños juegan").
 */
export function afterAgreeingAdjectives(
  draft: Draft,
  lexicon: Lexicon,
  noun: { index: number; plural: boolean; entry: { gender: Gender } },
): number {
  let at = noun.index + 1;
  while (at < noun.index + 3 && at < draft.length && !draft.breakBefore(at)) {
    const adjective = lexicon.adjective(draft.lower(at));
    if (!adjective || lexicon.noun(draft.lower(at)) || presentForms(draft.lower(at)).length > 0) break;
    const genderFits = adjective.gender === undefined || adjective.gender === noun.entry.gender;
    if (adjective.plural !== noun.plural || !genderFits) break;
    at++;
  }
  return at;
}

/**
 * Words that are also a verb form ("como": I eat; "para": it stops; "bajo", "paso", "sobre"…) but are mostly
 * something else: a rule that moves or turns a verb round leaves them alone where a verb is not certain.
 */
export const ALSO_VERB_FORMS: ReadonlySet<string> = new Set([
  'nada',
  'para',
  'como',
  'bajo',
  'sobre',
  'solo',
  'medio',
  'claro',
  'entre',
  'cierto',
  'paso',
]);
