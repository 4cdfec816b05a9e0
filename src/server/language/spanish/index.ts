// The Spanish language core: a lexicon of every word form with its features (decision 0014), a tokenizer that
// keeps offsets, analysis with disambiguation in context, and inflection. The rest of the app imports only this.
export type {
  Features,
  Gender,
  GrammaticalNumber,
  Mood,
  PartOfSpeech,
  Person,
  Reading,
  Tense,
  VerbForm,
  WordKind,
} from './features';
export { hasFeatures } from './features';
export type { Token, TokenKind } from './tokenizer';
export { tokenize } from './tokenizer';
export type { AnalysedToken, Analysis } from './analysis';
export { analyze } from './analysis';
export type { InflectionRequest } from './inflection';
export { compoundForm, inflect, sameVerbFormAs } from './inflection';
export type { LemmaForm, SpanishLexicon } from './lexicon';
export { readSpanishLexicon, spanishLexicon } from './lexicon';
export type { FrequencyRank } from './frequency';
export { spanishFrequencyRank } from './frequency';
export { stressedInitialA } from './stress';
export { nounOfDiminutive, nounOfRelationalAdjective, verbOfActionNoun, verbOfAgentNoun } from './derivation';
export type { VerbClasses } from './verb-classes';
export { verbClasses } from './verb-classes';
