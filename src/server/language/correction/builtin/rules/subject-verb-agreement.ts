import { foldAccents } from '@/domain/spanish-text';
import type { Draft } from '@/server/language/correction/builtin/draft';
import {
  INTENSIFIERS,
  OBJECT_CLITICS,
  PREVERBAL_ADVERBS,
  determiner,
  afterAgreeingAdjectives,
  determinerFits,
  nounAfter,
  subjectBefore,
} from '@/server/language/correction/builtin/grammar-words';
import type { Lexicon } from '@/server/language/correction/builtin/lexicon';
import {
  conjugate,
  isGerund,
  isInfinitive,
  presentForms,
  type Person,
  type VerbForm,
} from '@/server/language/correction/builtin/verbs';
import type { RuleContext } from './rule';

/**
 * Present-tense agreement with an explicit subject pronoun ("yo es" → "yo soy", "nosotros vive" → "nosotros
 * vivimos"), and with a noun subject opening the clause: ser and estar after any noun ("los libros es" → "son"),
 * other verbs after a person ("mis padres vive" → "viven"; "los domingos come..." is a time, not a subject).
 */

/** Gustar-type verbs agree with the thing liked, not the person: the gustar rule handles them. */
export const GUSTAR_LIKE = new Set([
  'gustar',
  'encantar',
  'interesar',
  'molestar',
  'importar',
  'fascinar',
  'doler',
  'parecer',
]);

/** Written forms that are more often another word: "ella como siempre", "el gato bajo la mesa", "yo nada", "se". */
const NOT_VERBS = new Set(['como', 'bajo', 'nada', 'se']);

const ACCENTED = /[áéíóú]/;

function verbAt(draft: Draft, index: number): VerbForm[] | undefined {
  const written = draft.lower(index);
  if (NOT_VERBS.has(written)) return undefined;
  // A written accent is taken at its word: "habló" is a past tense, not "hablo".
  const forms = presentForms(written).filter(
    (form) =>
      !GUSTAR_LIKE.has(form.lemma) && (!ACCENTED.test(written) || conjugate(form.lemma, form.person) === written),
  );
  return new Set(forms.map((form) => form.lemma)).size === 1 ? forms : undefined;
}

/** "ella hablo" may be "ella habló" without its accent: a past tense, not a wrong person. */
function mayBeUnaccentedPast(forms: readonly VerbForm[], person: Person): boolean {
  return person === 2 && forms.some((form) => form.person === 0 && form.lemma.endsWith('ar'));
}

/** What may follow estar: "usted esta cansado / en casa / bien / trabajando". */
const ESTAR_FOLLOWERS = new Set(['bien', 'mal', 'aqui', 'alli', 'ahi', 'alla', 'aca', 'en', 'muy', 'tan', 'de', 'con']);

/**
 * "esta"/"estas" without an accent is also the demonstrative: "¿Tiene usted esta camisa?" is "this shirt". It is read
 * as estar only when what follows is something estar takes and a demonstrative cannot: an adjective, a gerund, a
 * participle, a place or manner word, or the end of the clause.
 */
function demonstrative(draft: Draft, lexicon: Lexicon, index: number): boolean {
  const written = draft.lower(index);
  if (written !== 'esta' && written !== 'estas') return false;
  if (draft.breakAfter(index)) return false;
  const next = draft.lower(index + 1);
  if (lexicon.noun(next)) return true;
  const folded = foldAccents(next);
  return !(
    ESTAR_FOLLOWERS.has(folded) ||
    lexicon.adjective(next) !== undefined ||
    isGerund(draft.text(index + 1)) ||
    /(ad|id)[oa]s?$/.test(folded)
  );
}

function withPronouns(draft: Draft, lexicon: Lexicon): void {
  for (let index = 1; index < draft.length; index++) {
    const forms = verbAt(draft, index);
    if (!forms || demonstrative(draft, lexicon, index)) continue;
    const subject = subjectBefore(draft, index);
    if (!subject) continue;
    const { person } = subject.pronoun;
    const lemma = forms[0]!.lemma;
    const expected = conjugate(lemma, person);
    const written = draft.lower(index);
    if (written === expected) continue;
    const agrees = forms.some((form) => form.person === person);
    if (!agrees && mayBeUnaccentedPast(forms, person)) continue;
    const pronoun = draft.lower(subject.index);
    const words: string[] = [];
    for (let at = subject.index; at < index; at++) words.push(draft.text(at));
    const explanation = agrees
      ? `'${expected}' has a written accent.`
      : `With '${pronoun}', '${lemma}' is '${expected}': '${pronoun} ${expected}'.`;
    draft.replace(subject.index, index + 1, [...words, expected], explanation);
  }
}

const COPULA_NUMBER: Record<string, { lemma: string; plural: boolean }> = {
  es: { lemma: 'ser', plural: false },
  son: { lemma: 'ser', plural: true },
  esta: { lemma: 'estar', plural: false },
  estan: { lemma: 'estar', plural: true },
};

/**
 * Ser or estar after a noun subject: "los libros es interesantes" → "son". With a singular noun, "son" is only
 * wrong before an adjective: ser may agree with a plural noun after it ("el problema son los horarios").
 */
function copulaNumber(
  draft: Draft,
  lexicon: Lexicon,
  noun: { plural: boolean; entry: { singular: string } },
  verb: number,
): string | undefined {
  const copula = COPULA_NUMBER[draft.folded(verb)];
  if (!copula || copula.plural === noun.plural) return undefined;
  // "Los domingos es difícil estudiar": a time opening the clause is no subject; the verb is impersonal.
  if (TIME_NOUNS.has(foldAccents(noun.entry.singular))) return undefined;
  const complement = draft.breakAfter(verb) ? '' : draft.lower(verb + 1);
  const adjectival = INTENSIFIERS.has(foldAccents(complement)) || lexicon.adjective(complement) !== undefined;
  const located = complement === 'en' && (copula.lemma === 'estar' || noun.plural);
  // "Mis responsabilidades es programar": a plural subject before an infinitive or a noun phrase is plural too
  // (only a singular one may agree with a plural after it).
  const namesWhat =
    noun.plural &&
    copula.lemma === 'ser' &&
    // "Mis padres es de México", "mis libros favoritos es de misterio": where from, whose, what kind.
    (complement === 'de' ||
      isInfinitive(complement) ||
      /^[a-záéíóúñ]{2,}(ar|er|ir)$/.test(complement) ||
      determiner(complement) !== undefined);
  return adjectival || located || namesWhat ? conjugate(copula.lemma, noun.plural ? 5 : 2) : undefined;
}

/**
 * Nouns of time that open a clause without being its subject: "los lunes trabaja mi padre", "el domingo vienen mis
 * abuelos", "muchas veces come sola".
 */
const TIME_NOUNS = new Set([
  'dia',
  'semana',
  'mes',
  'año',
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'sabado',
  'domingo',
  'mañana',
  'tarde',
  'noche',
  'fin',
  'verano',
  'invierno',
  'otoño',
  'primavera',
  'vez',
  'hora',
  'minuto',
  'momento',
  'rato',
  'epoca',
  'temporada',
  'navidad',
]);

/** Another present-tense verb after a noun: "mis padres vive" → "viven", "los precios sube" → "suben". */
function personVerbNumber(draft: Draft, noun: { plural: boolean }, verb: number): string | undefined {
  const forms = verbAt(draft, verb);
  if (!forms || forms.some((form) => form.person !== 2 && form.person !== 5)) return undefined;
  // Ser and estar are copulaNumber's: "el problema son los horarios" agrees with what follows.
  if (forms[0]!.lemma === 'ser' || forms[0]!.lemma === 'estar') return undefined;
  if (forms.some((form) => (form.person === 5) === noun.plural)) return undefined;
  return conjugate(forms[0]!.lemma, noun.plural ? 5 : 2);
}

/** A determiner and noun (and its adjectives) opening the clause, then the verb: the noun is its subject. */
function withNouns(draft: Draft, lexicon: Lexicon): void {
  for (let index = 0; index < draft.length - 2; index++) {
    const det = determiner(draft.lower(index));
    if (!det || !draft.breakBefore(index) || draft.isName(index)) continue;
    const noun = nounAfter(draft, lexicon, index);
    let verb = noun ? afterAgreeingAdjectives(draft, lexicon, noun) : -1;
    // "La gente no piensan": the verb after a negation agrees all the same.
    if (verb > 0 && verb + 1 < draft.length && draft.folded(verb) === 'no' && !draft.breakAfter(verb)) verb++;
    if (!noun || noun.entry.invariable || verb >= draft.length || draft.breakBefore(verb)) continue;
    if (!determinerFits(det, draft.lower(index), noun.entry.gender, noun.plural, noun.entry.takesEl)) continue;
    const expected =
      copulaNumber(draft, lexicon, noun, verb) ??
      (noun.entry.person || !TIME_NOUNS.has(foldAccents(noun.entry.singular))
        ? personVerbNumber(draft, noun, verb)
        : undefined);
    if (!expected) continue;
    const nounText = draft.text(noun.index);
    const adjectives: string[] = [];
    for (let at = noun.index + 1; at < verb; at++) adjectives.push(draft.text(at));
    draft.replace(
      noun.index,
      verb + 1,
      [nounText, ...adjectives, expected],
      `'${nounText.toLowerCase()}' is ${noun.plural ? 'plural' : 'singular'}, so the verb is '${expected}'.`,
    );
  }
}

/** Persons who may stand before "y yo" as the first half of a subject: "tú y yo", "ella y yo". */
const PARTNER_PRONOUNS = new Set(['tu', 'el', 'ella', 'usted']);
/** Words that open a sentence before "y yo" without being a person: "Pues y yo voy", "Claro y yo también". */
const OPENING_WORDS = new Set([
  'pues',
  'claro',
  'vale',
  'bueno',
  'entonces',
  'luego',
  'ahora',
  'hoy',
  'ayer',
  'si',
  'no',
]);

/**
 * Where "… y yo" opening the clause starts: a name, a pronoun, or a determiner and a noun ("mi hermano y yo");
 * -1 when the words before "y" are anything else (then "y" may join two clauses: "ella cocina y yo limpio").
 */
export function compoundStart(draft: Draft, lexicon: Lexicon, and: number): number {
  const first = and - 1;
  if (first < 0 || draft.breakBefore(and)) return -1;
  const opens = (index: number) => index === 0 || draft.breakBefore(index);
  // A capital opening the sentence may be a name ("Ana y yo") or a word ("Bueno y yo…"): only an unknown word counts.
  const capitalised = /^\p{Lu}/u.test(draft.text(first));
  const unknownWord =
    capitalised &&
    !OPENING_WORDS.has(draft.folded(first)) &&
    !PREVERBAL_ADVERBS.has(draft.folded(first)) &&
    !lexicon.adjective(draft.lower(first)) &&
    !lexicon.noun(draft.lower(first)) &&
    !verbAt(draft, first);
  if (opens(first) && (draft.isName(first) || unknownWord || PARTNER_PRONOUNS.has(draft.folded(first)))) return first;
  const det = first - 1;
  if (det >= 0 && opens(det) && determiner(draft.lower(det)) && lexicon.noun(draft.lower(first))) return det;
  return -1;
}

/** "Mi hermano y yo va al cine" → "vamos": a subject with "yo" in it is "nosotros". */
function withCompoundFirstPerson(draft: Draft, lexicon: Lexicon): void {
  for (let index = 2; index < draft.length - 1; index++) {
    if (draft.lower(index) !== 'yo' || draft.folded(index - 1) !== 'y' || draft.breakBefore(index)) continue;
    const start = compoundStart(draft, lexicon, index - 1);
    if (start < 0) continue;
    let verb = index + 1;
    while (
      verb < draft.length &&
      !draft.breakBefore(verb) &&
      (PREVERBAL_ADVERBS.has(draft.folded(verb)) || OBJECT_CLITICS.has(draft.folded(verb)))
    )
      verb++;
    if (verb >= draft.length || draft.breakBefore(verb)) continue;
    const forms = verbAt(draft, verb);
    if (!forms || demonstrative(draft, lexicon, verb) || forms.some((form) => form.person === 3)) continue;
    const lemma = forms[0]!.lemma;
    const expected = conjugate(lemma, 3);
    const subject: string[] = [];
    for (let at = start; at <= index; at++) subject.push(draft.text(at));
    const between: string[] = [];
    for (let at = index + 1; at < verb; at++) between.push(draft.text(at));
    draft.replace(
      start,
      verb + 1,
      [...subject, ...between, expected],
      `'${subject.join(' ').toLowerCase()}' is 'nosotros' (we), so '${lemma}' is '${expected}'.`,
    );
  }
}

export function subjectVerbAgreement({ draft, lexicon }: RuleContext): void {
  withPronouns(draft, lexicon);
  withNouns(draft, lexicon);
  withCompoundFirstPerson(draft, lexicon);
}
