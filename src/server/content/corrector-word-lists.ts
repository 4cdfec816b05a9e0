import { z } from 'zod';
// Imported rather than read from disk so the bundled server (dist/server/main.js) carries them too.
import accentsJson from '../../../content/corrector/accents.json' with { type: 'json' };
import adjectivesJson from '../../../content/corrector/adjectives.json' with { type: 'json' };
import homographsJson from '../../../content/corrector/homographs.json' with { type: 'json' };
import subjectVerbJson from '../../../content/corrector/subject-verb.json' with { type: 'json' };
import misspellingsJson from '../../../content/corrector/misspellings.json' with { type: 'json' };
import nounsJson from '../../../content/corrector/nouns.json' with { type: 'json' };

const words = z.array(z.string().min(1));
const wordMap = z.record(z.string().min(1), z.string().min(1));

const nounsSchema = z.object({
  masculine: words,
  feminine: words,
  feminineWithEl: words,
  plurals: wordMap,
  persons: words,
  places: words,
  locatable: words,
  placeNames: words,
  alsoVerbForms: words,
  neverVerbForms: words,
  accentDistinct: words,
  notCounted: words,
});
const adjectivesSchema = z.object({
  gendered: words,
  invariable: words,
  genderedConsonant: words,
  plurals: wordMap,
  predicativeOnly: words,
  estarStates: words,
  thingQualities: words,
  momentStates: words,
  momentMarkers: words,
  nationalities: words,
  personTraits: words,
  professions: words,
});
const accentsSchema = z.object({
  always: wordMap,
  rareHomographs: words,
  afterDeterminer: wordMap,
  afterPossessive: wordMap,
  names: wordMap,
});
const agreementFeatures = z.object({
  person: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  number: z.enum(['singular', 'plural']),
});
const homographsSchema = z.object({
  afterPreposition: wordMap,
  beforeVerb: z.record(
    z.string().min(1),
    z.object({ pronoun: z.string().min(1), person: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  ),
  notAfterPreposition: words,
  queJoinsAfter: z.record(z.string().min(1), z.enum(['finite', 'subjunctive'])),
  subjects: z.record(z.string().min(1), agreementFeatures),
  between: words,
  verbSignals: words,
  estarComplements: words,
  questionWords: wordMap,
  questionOpeners: words,
  indirectQuestionVerbs: words,
});
const subjectVerbSchema = z.object({
  gustarClass: words,
  timeNouns: words,
  formulaNouns: words,
  clauseOpeners: words,
  timeOpeners: words,
  priceVerbs: words,
  estarPlaces: words,
  degreeWords: words,
  frequencyWords: words,
  complementPrepositions: words,
});
const misspellingsSchema = z.object({ words: wordMap, rareHomographs: words });

export type NounLists = z.infer<typeof nounsSchema>;
export type AdjectiveLists = z.infer<typeof adjectivesSchema>;
export type AccentLists = z.infer<typeof accentsSchema>;
export type HomographTable = z.infer<typeof homographsSchema>;
export type SubjectVerbTable = z.infer<typeof subjectVerbSchema>;
export type MisspellingLists = z.infer<typeof misspellingsSchema>;

/** The built-in corrector's curated word lists, content/corrector/*.json, as written there. */
export interface CorrectorWordLists {
  nouns: NounLists;
  adjectives: AdjectiveLists;
  accents: AccentLists;
  misspellings: MisspellingLists;
  homographs: HomographTable;
  subjectVerb: SubjectVerbTable;
}

/** Validates the six files; the corrector indexes them (inflections, folded keys) in its lexicon. */
export function loadCorrectorWordLists(): CorrectorWordLists {
  return {
    nouns: nounsSchema.parse(nounsJson),
    adjectives: adjectivesSchema.parse(adjectivesJson),
    accents: accentsSchema.parse(accentsJson),
    misspellings: misspellingsSchema.parse(misspellingsJson),
    homographs: homographsSchema.parse(homographsJson),
    subjectVerb: subjectVerbSchema.parse(subjectVerbJson),
  };
}
