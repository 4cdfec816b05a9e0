import type { CorrectionCategory } from '@/contract/corrections';
import type { Analysis } from '@/server/language/spanish';
import { lexiconAccents } from './accents';
import { agreement } from './agreement';
import { conjunctions } from './conjunctions';
import { contractions } from './contractions';
import { verbGovernment } from './government';
import { gustar } from './gustar';
import { homographAccents } from './homographs';
import { lowercase } from './lowercase';
import { mood } from './mood';
import { personalA } from './personal-a';
import { phrasePatterns } from './phrase-patterns';
import { placeNames } from './place-names';
import { relatives } from './relatives';
import { serEstar } from './ser-estar';
import { spelling } from './spelling';
import { subjectArticle } from './subject-article';
import { subjectVerb } from './subject-verb';
import { compoundNumbers } from './compound-numbers';
import { tense } from './tense';
import { unaccentedPreterite } from './unaccented-preterite';
import { verbClass } from './verb-class';
import type { Edit, Mechanism } from './edit';

export type { Edit, Mechanism } from './edit';
export { applyEdits, mergeEdits } from './edit';
export { type DropReason, type Verified, verifyEdits } from './guard';
export { isNotSpanish } from './language';

/** A mechanism and the categories of the mistakes it fixes (the families of the acceptance tables). */
export interface MechanismEntry {
  name: string;
  categories: readonly CorrectionCategory[];
  propose: Mechanism;
}

/** The general mechanisms, each a function over the analysed sentence plus its data table; order does not matter. */
export const MECHANISMS: readonly MechanismEntry[] = [
  { name: 'accents from the lexicon', categories: ['accents'], propose: lexiconAccents },
  { name: 'contractions', categories: ['articles', 'prepositions'], propose: contractions },
  { name: "'e' for 'y' and 'u' for 'o' before the same sound", categories: ['other'], propose: conjunctions },
  { name: 'accents that tell homographs apart, by context', categories: ['accents'], propose: homographAccents },
  {
    name: 'the accent of a first-person preterite written as a subjunctive',
    categories: ['accents'],
    propose: unaccentedPreterite,
  },
  { name: 'places in their Spanish spelling', categories: ['accents', 'misspellings'], propose: placeNames },
  { name: 'spelling of non-words by the nearest known form', categories: ['misspellings'], propose: spelling },
  { name: 'the numbers 16 to 29 in one word', categories: ['misspellings'], propose: compoundNumbers },
  { name: 'months, days, languages and nationalities in lower case', categories: ['misspellings'], propose: lowercase },
  {
    name: 'agreement in the noun phrase and of predicate adjectives',
    categories: ['articles', 'adjectives'],
    propose: agreement,
  },
  { name: 'subject-verb agreement in every tense', categories: ['subject-verb'], propose: subjectVerb },
  { name: 'ser or estar by the class of the predicate', categories: ['ser-estar'], propose: serEstar },
  { name: 'the personal a before a named person', categories: ['personal-a'], propose: personalA },
  { name: 'gustar-type verbs: who likes and what is liked', categories: ['gustar'], propose: gustar },
  { name: 'the article of a noun subject', categories: ['articles'], propose: subjectArticle },
  { name: 'the subjunctive after its triggers', categories: ['subjunctive'], propose: mood },
  {
    name: 'preterite or imperfect from time markers',
    categories: ['preterite-imperfect'],
    propose: tense,
  },
  { name: "a verb with another class's ending", categories: ['verb-forms'], propose: verbClass },
  { name: "'que', not 'quien', right after a noun", categories: ['other'], propose: relatives },
  // the categories of its table's rows (a test holds them equal)
  {
    name: 'fixed phrases from the pattern table',
    categories: ['por-para', 'anglicisms', 'tener', 'double-negation', 'prepositions', 'misspellings'],
    propose: phrasePatterns,
  },
  {
    name: 'verb government: the preposition before an infinitive or object',
    categories: ['prepositions'],
    propose: verbGovernment,
  },
];

/** Every mechanism's edits on the sentence as written, each proposed without seeing the others'. */
export function proposeEdits(sentence: Analysis, mechanisms: readonly MechanismEntry[] = MECHANISMS): Edit[] {
  return mechanisms.flatMap((mechanism) =>
    mechanism.propose(sentence).map((edit) => ({ ...edit, origin: mechanism.name })),
  );
}
