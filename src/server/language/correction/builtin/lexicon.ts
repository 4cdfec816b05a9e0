import { foldAccents } from '@/domain/spanish-text';
import { loadCorrectorWordLists, type AccentLists } from '@/server/content/corrector-word-lists';
import { dropFinalSyllableAccent, regularPlural } from './word-forms';
import { allVerbWords } from './verbs';
import { coreAdjective, coreNoun } from './core-word-entries';

export type Gender = 'm' | 'f';

export interface NounEntry {
  singular: string;
  plural: string;
  gender: Gender;
  /** Feminine but el/un in the singular: el agua. */
  takesEl: boolean;
  /** Singular and plural are the same word (el lunes, los lunes). */
  invariable: boolean;
  person: boolean;
  place: boolean;
  locatable: boolean;
  /** Also a verb form, so el/la/los/las before it may be a pronoun. */
  alsoVerb: boolean;
}

export interface NounForm {
  entry: NounEntry;
  plural: boolean;
}

export interface AdjectiveEntry {
  /** masculine singular, feminine singular, masculine plural, feminine plural */
  forms: readonly [string, string, string, string];
  invariableGender: boolean;
  predicativeOnly: boolean;
  estarState: boolean;
  nationality: boolean;
  /** A lasting trait of a person (adjectives.json `personTraits`): of oneself, ser. */
  personTrait: boolean;
}

export interface AdjectiveForm {
  entry: AdjectiveEntry;
  gender: Gender | undefined;
  plural: boolean;
}

export interface Lexicon {
  /** A noun form as written, its accents forgiven unless they tell it from another word (papá, papa). */
  noun(word: string): NounForm | undefined;
  adjective(word: string): AdjectiveForm | undefined;
  isProfession(folded: string): boolean;
  /** A city or country, however its accents were typed. */
  isPlaceName(folded: string): boolean;
  accents: AccentLists;
  misspellings: ReadonlyMap<string, string>;
}

export function adjectiveForm(entry: AdjectiveEntry, gender: Gender, plural: boolean): string {
  const index = (gender === 'f' ? 1 : 0) + (plural ? 2 : 0);
  return entry.forms[index]!;
}

function inflectAdjective(
  base: string,
  kind: 'gendered' | 'invariable' | 'genderedConsonant',
  plurals: Record<string, string>,
): AdjectiveEntry['forms'] {
  if (kind === 'gendered') {
    const stem = base.slice(0, -1);
    return [base, `${stem}a`, `${stem}os`, `${stem}as`];
  }
  if (kind === 'invariable') {
    const plural = plurals[base] ?? regularPlural(base);
    return [base, base, plural, plural];
  }
  const plain = dropFinalSyllableAccent(base);
  return [base, `${plain}a`, `${plain}es`, `${plain}as`];
}

function buildLexicon(): Lexicon {
  const { nouns, adjectives, accents, misspellings } = loadCorrectorWordLists();

  const verbWords = allVerbWords();
  const persons = new Set(nouns.persons);
  const places = new Set(nouns.places);
  const locatable = new Set(nouns.locatable);
  const alsoVerb = new Set(nouns.alsoVerbForms);
  const neverVerb = new Set(nouns.neverVerbForms);
  const invariableNouns = new Set(
    Object.entries(nouns.plurals)
      .filter(([singular, plural]) => singular === plural)
      .map(([singular]) => singular),
  );

  const accentDistinct = new Set(nouns.accentDistinct);
  const nounForms = new Map<string, NounForm>();
  const exactNounForms = new Map<string, NounForm>();
  const addNoun = (singular: string, gender: Gender, takesEl: boolean) => {
    const plural = nouns.plurals[singular] ?? regularPlural(singular);
    const entry: NounEntry = {
      singular,
      plural,
      gender,
      takesEl,
      invariable: invariableNouns.has(singular),
      person: persons.has(singular),
      place: places.has(singular),
      locatable: locatable.has(singular),
      alsoVerb:
        alsoVerb.has(singular) ||
        (!neverVerb.has(singular) && (verbWords.has(foldAccents(singular)) || verbWords.has(foldAccents(plural)))),
    };
    const forms = accentDistinct.has(singular) ? exactNounForms : nounForms;
    const key = accentDistinct.has(singular) ? (word: string) => word : foldAccents;
    forms.set(key(singular), { entry, plural: false });
    if (!entry.invariable) forms.set(key(plural), { entry, plural: true });
  };
  nouns.masculine.forEach((noun) => addNoun(noun, 'm', false));
  nouns.feminine.forEach((noun) => addNoun(noun, 'f', false));
  nouns.feminineWithEl.forEach((noun) => addNoun(noun, 'f', true));

  const predicativeOnly = new Set(adjectives.predicativeOnly);
  const estarStates = new Set(adjectives.estarStates);
  const nationalities = new Set(adjectives.nationalities);
  const personTraits = new Set(adjectives.personTraits);
  const adjectiveForms = new Map<string, AdjectiveForm>();
  const addAdjective = (base: string, kind: 'gendered' | 'invariable' | 'genderedConsonant') => {
    const entry: AdjectiveEntry = {
      forms: inflectAdjective(base, kind, adjectives.plurals),
      invariableGender: kind === 'invariable',
      predicativeOnly: predicativeOnly.has(base),
      estarState: estarStates.has(base),
      nationality: nationalities.has(base),
      personTrait: personTraits.has(base),
    };
    entry.forms.forEach((form, index) => {
      const gender = entry.invariableGender ? undefined : index % 2 === 0 ? 'm' : 'f';
      adjectiveForms.set(foldAccents(form), { entry, gender, plural: index >= 2 });
    });
  };
  adjectives.gendered.forEach((adjective) => addAdjective(adjective, 'gendered'));
  adjectives.invariable.forEach((adjective) => addAdjective(adjective, 'invariable'));
  adjectives.genderedConsonant.forEach((adjective) => addAdjective(adjective, 'genderedConsonant'));

  const coreNouns = new Map<string, NounForm | undefined>();
  const coreAdjectives = new Map<string, AdjectiveForm | undefined>();
  const placeNames = new Set(nouns.placeNames.map(foldAccents));
  const professions = new Set(adjectives.professions.flatMap((job) => [job, regularPlural(job)]).map(foldAccents));

  return {
    // A word written without its accent is looked up by its folded form ("cancion"); one written with an accent is
    // that noun only when the lexicon writes it so ("café"): "carné" is not "carne".
    noun: (word) => {
      const lower = word.toLowerCase();
      const exact = exactNounForms.get(lower);
      if (exact) return exact;
      const found = nounForms.get(foldAccents(word));
      if (!found) return cached(coreNouns, lower, coreNoun);
      if (foldAccents(word) === lower) return found;
      const written = found.plural ? found.entry.plural : found.entry.singular;
      return written === lower ? found : undefined;
    },
    adjective: (word) => {
      const lower = word.toLowerCase();
      const found = adjectiveForms.get(foldAccents(word));
      // "cortó" is a verb, not "corto" without its accent: a written accent must be the adjective's own
      if (found) return foldAccents(word) === lower || found.entry.forms.includes(lower) ? found : undefined;
      return cached(coreAdjectives, lower, (known) =>
        coreAdjective(known, (masculine) => ({
          predicativeOnly: predicativeOnly.has(masculine),
          estarState: estarStates.has(masculine),
          nationality: nationalities.has(masculine),
          personTrait: personTraits.has(masculine),
        })),
      );
    },
    isProfession: (folded) => professions.has(folded),
    isPlaceName: (folded) => placeNames.has(folded),
    accents,
    misspellings: new Map(Object.entries(misspellings.words)),
  };
}

/** A bounded memo: the core's lookups are cheap, but a rule asks about the same word many times a sentence. */
function cached<T>(memo: Map<string, T | undefined>, word: string, read: (word: string) => T | undefined) {
  if (memo.has(word)) return memo.get(word);
  if (memo.size >= 20_000) memo.clear();
  const value = read(word);
  memo.set(word, value);
  return value;
}

let lexicon: Lexicon | undefined;

/** The curated word lists in content/corrector, indexed on first use. */
export function loadLexicon(): Lexicon {
  lexicon ??= buildLexicon();
  return lexicon;
}
