import {
  inflect,
  spanishFrequencyRank,
  spanishLexicon,
  stressedInitialA,
  type Reading,
} from '@/server/language/spanish';
import { knownAccentVariants } from './mechanisms/accents';
import type { AdjectiveEntry, AdjectiveForm, Gender, NounForm } from './lexicon';

/**
 * The rules' nouns and adjectives beyond the curated lists of content/corrector: read from the language core's
 * lexicon, so that "me gusta las actividades" or "muchos fotos" is checked whatever the noun. Only a word that is
 * nothing but a noun, or nothing but an adjective, in the lexicon is taken ("vino", "bajo", "joven" are also verbs,
 * prepositions or nouns, and the rules were written for the curated entries' certainty); the curated lists still decide every word they
 * hold, with the features the lexicon cannot give (a person, a place, a state taken with "estar").
 */

/**
 * The readings of a word as written, or of its one accented spelling when it has none ("oceanos" → "océanos"), when
 * every one of them is of the one class asked for.
 */
function readingsOnlyAs(word: string, pos: Reading['pos']): readonly Reading[] {
  const lexicon = spanishLexicon();
  const lower = word.toLowerCase();
  let readings = lexicon.readingsOf(lower);
  if (readings.length === 0 && !/[áéíóúü]/.test(lower)) {
    const accented = knownAccentVariants(lower);
    if (accented.length === 1) readings = lexicon.readingsOf(accented[0]!);
  }
  return readings.length > 0 && readings.every((reading) => reading.pos === pos) ? readings : [];
}

const GENDER: Partial<Record<NonNullable<Reading['gender']>, Gender>> = { masculine: 'm', feminine: 'f' };

/**
 * Whether a word has a noun reading of this gender and number, whatever else it may be: after a determiner that
 * fits it, a word that is also a verb form ("el casco", "la venta") is the noun.
 */
export function nounReadingFits(word: string, gender: Gender | undefined, plural: boolean): boolean {
  return spanishLexicon()
    .readingsOf(word.toLowerCase())
    .some(
      (reading) =>
        reading.pos === 'noun' &&
        (gender === undefined || GENDER[reading.gender ?? 'masculine'] === gender) &&
        (reading.number === 'invariable' || (reading.number === 'plural') === plural),
    );
}

/**
 * One lemma, one gender: a word read as two nouns ("el capital", "la capital") is left to the curated lists, and so
 * is a person noun whose lemma has forms of both genders ("presidente", "presidenta": "la presidente" is said too).
 */
export function coreNoun(word: string): NounForm | undefined {
  const nouns = readingsOnlyAs(word, 'noun');
  const [first] = nouns;
  if (!first) return undefined;
  const gender = first.gender && GENDER[first.gender];
  if (!gender || nouns.some((reading) => reading.lemma !== first.lemma || reading.gender !== first.gender))
    return undefined;
  const other = first.gender === 'masculine' ? 'feminine' : 'masculine';
  if (inflect(first.lemma, { pos: 'noun', gender: other }).length > 0) return undefined;
  const singular = inflect(first.lemma, { pos: 'noun', number: 'singular' })[0];
  const plural = inflect(first.lemma, { pos: 'noun', number: 'plural' })[0];
  // "vacaciones" has no singular in use: its one form is plural
  if (!singular && first.number === 'plural')
    return { entry: nounEntry(first.lemma, first.lemma, gender, false), plural: true };
  if (!singular || !plural) return undefined;
  // "el microondas", "el paraguas": a plural in use whose singular is not is a word of its own, often masculine
  if (first.number === 'plural' && spanishFrequencyRank(singular) === undefined) return undefined;
  return { entry: nounEntry(singular, plural, gender, singular === plural), plural: first.number === 'plural' };
}

function nounEntry(singular: string, plural: string, gender: Gender, invariable: boolean) {
  const takesEl = gender === 'f' && stressedInitialA(singular);
  return {
    singular,
    plural,
    gender,
    takesEl,
    invariable,
    person: false,
    place: false,
    locatable: false,
    alsoVerb: false,
  };
}

/** An adjective with its four forms from the lexicon ("famoso, famosa, famosos, famosas"; "feliz, felices"). */
export function coreAdjective(
  word: string,
  classesOf: (
    masculineSingular: string,
  ) => Pick<AdjectiveEntry, 'predicativeOnly' | 'estarState' | 'nationality' | 'personTrait'>,
): AdjectiveForm | undefined {
  const adjectives = readingsOnlyAs(word, 'adjective');
  const [first] = adjectives;
  if (!first || first.superlative || adjectives.some((reading) => reading.lemma !== first.lemma)) return undefined;
  // a lemma may be spelt two ways ("psicológico", "sicológico"): its forms are the ones spelt like the word
  const stem = word.toLowerCase().slice(0, -2);
  const form = (gender: 'masculine' | 'feminine', number: 'singular' | 'plural') => {
    const forms = [
      ...inflect(first.lemma, { pos: 'adjective', gender, number }),
      ...inflect(first.lemma, { pos: 'adjective', gender: 'common', number }),
    ];
    return forms.find((candidate) => candidate.startsWith(stem)) ?? forms[0];
  };
  const forms = [
    form('masculine', 'singular'),
    form('feminine', 'singular'),
    form('masculine', 'plural'),
    form('feminine', 'plural'),
  ];
  // "mal" is "malo" cut short, before a noun only: a word that is none of the four forms is not checked
  if (forms.some((entry) => entry === undefined) || !forms.includes(word.toLowerCase())) return undefined;
  const entry: AdjectiveEntry = {
    forms: forms as [string, string, string, string],
    invariableGender: forms[0] === forms[1],
    ...classesOf(forms[0]!),
  };
  const gender = entry.invariableGender ? undefined : first.gender === 'feminine' ? 'f' : 'm';
  return { entry, gender, plural: first.number === 'plural' };
}
