/** The word classes of the Spanish lexicon. */
export type PartOfSpeech =
  | 'noun'
  | 'proper-noun'
  | 'verb'
  | 'adjective'
  | 'adverb'
  | 'determiner'
  | 'pronoun'
  | 'preposition'
  | 'coordinating-conjunction'
  | 'subordinating-conjunction'
  | 'interjection'
  | 'numeral';

/** `common` is a form used for both genders ("estudiante"), `neuter` the neuter "lo", "esto". */
export type Gender = 'masculine' | 'feminine' | 'common' | 'neuter';
/** `invariable` is a form used for both numbers ("lunes", "se"). */
export type GrammaticalNumber = 'singular' | 'plural' | 'invariable';
export type Person = 1 | 2 | 3;
/** The conditional is a mood of its own here, as in UniMorph; it has no tense. */
export type Mood = 'indicative' | 'subjunctive' | 'imperative' | 'conditional';
export type Tense = 'present' | 'imperfect' | 'preterite' | 'future';
export type VerbForm = 'finite' | 'infinitive' | 'gerund' | 'participle';
/** What kind of determiner, pronoun or adverb a word is; `tonic` and `clitic` are the two series of pronouns. */
export type WordKind =
  | 'definite'
  | 'indefinite'
  | 'demonstrative'
  | 'possessive'
  | 'interrogative'
  | 'relative'
  | 'tonic'
  | 'clitic'
  | 'ordinal'
  | 'place'
  | 'person'
  | 'acronym';

export interface Features {
  gender?: Gender;
  number?: GrammaticalNumber;
  person?: Person;
  mood?: Mood;
  tense?: Tense;
  verbForm?: VerbForm;
  kind?: WordKind;
  reflexive?: boolean;
  superlative?: boolean;
}

/** One analysis of a word form: its lemma, word class and features. */
export interface Reading extends Features {
  lemma: string;
  pos: PartOfSpeech;
  /** The lexicon's own tags, for what the features do not say ("vblex.pri.p1.sg", "vbser.ifi.p3.sg"). */
  tags: string;
  /** The further parts of a contraction: "del" is "de" with the article "el". */
  contraction?: Reading[];
  /** Object pronouns written onto a verb ("dámelo": "me", "lo"). */
  enclitics?: string[];
}

const POS_TAGS: Record<string, PartOfSpeech> = {
  n: 'noun',
  np: 'proper-noun',
  vblex: 'verb',
  vbser: 'verb',
  vbhaver: 'verb',
  vbmod: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  preadv: 'adverb',
  det: 'determiner',
  predet: 'determiner',
  detnt: 'determiner',
  prn: 'pronoun',
  rel: 'pronoun',
  pr: 'preposition',
  cnjcoo: 'coordinating-conjunction',
  cnjsub: 'subordinating-conjunction',
  cnjadv: 'subordinating-conjunction',
  ij: 'interjection',
  num: 'numeral',
};

/** Each tag's contribution to the features; tags not listed (animacy and the like) add nothing. */
const FEATURE_TAGS: Record<string, Features> = {
  m: { gender: 'masculine' },
  f: { gender: 'feminine' },
  mf: { gender: 'common' },
  nt: { gender: 'neuter' },
  detnt: { gender: 'neuter' },
  sg: { number: 'singular' },
  pl: { number: 'plural' },
  sp: { number: 'invariable' },
  p1: { person: 1 },
  p2: { person: 2 },
  p3: { person: 3 },
  inf: { verbForm: 'infinitive' },
  ger: { verbForm: 'gerund' },
  pp: { verbForm: 'participle' },
  pri: { verbForm: 'finite', mood: 'indicative', tense: 'present' },
  pii: { verbForm: 'finite', mood: 'indicative', tense: 'imperfect' },
  ifi: { verbForm: 'finite', mood: 'indicative', tense: 'preterite' },
  fti: { verbForm: 'finite', mood: 'indicative', tense: 'future' },
  cni: { verbForm: 'finite', mood: 'conditional' },
  prs: { verbForm: 'finite', mood: 'subjunctive', tense: 'present' },
  pis: { verbForm: 'finite', mood: 'subjunctive', tense: 'imperfect' },
  fts: { verbForm: 'finite', mood: 'subjunctive', tense: 'future' },
  imp: { verbForm: 'finite', mood: 'imperative' },
  def: { kind: 'definite' },
  ind: { kind: 'indefinite' },
  dem: { kind: 'demonstrative' },
  pos: { kind: 'possessive' },
  itg: { kind: 'interrogative' },
  rel: { kind: 'relative' },
  tn: { kind: 'tonic' },
  pro: { kind: 'clitic' },
  ord: { kind: 'ordinal' },
  loc: { kind: 'place' },
  ant: { kind: 'person' },
  acr: { kind: 'acronym' },
  ref: { reflexive: true },
  sup: { superlative: true },
};

/** A reading from a lemma and one tag set of the lexicon ("vblex.pri.p1.sg"). */
export function readingFromTags(lemma: string, tags: string): Reading {
  const names = tags.split('.');
  // "como<rel><adv>": a relative adverb, not a pronoun
  const pos = names[0] === 'rel' && names[1] === 'adv' ? 'adverb' : POS_TAGS[names[0] ?? ''];
  if (!pos) throw new Error(`The Spanish lexicon has a tag set of unknown word class: ${tags}`);
  const reading: Reading = { lemma, pos, tags };
  for (const name of names) Object.assign(reading, FEATURE_TAGS[name]);
  return reading;
}

/**
 * Whether a reading has every feature asked for. A form used for both genders or both numbers has each of them:
 * "estudiante" is masculine and feminine, "lunes" singular and plural.
 */
export function hasFeatures(reading: Features, wanted: Features): boolean {
  for (const [name, value] of Object.entries(wanted) as [keyof Features, Features[keyof Features]][]) {
    if (value === undefined) continue;
    const own = reading[name];
    if (own === value) continue;
    if (name === 'gender' && own === 'common' && (value === 'masculine' || value === 'feminine')) continue;
    if (name === 'number' && own === 'invariable' && (value === 'singular' || value === 'plural')) continue;
    if (name === 'reflexive' && value === false && own === undefined) continue;
    if (name === 'superlative' && value === false && own === undefined) continue;
    return false;
  }
  return true;
}
