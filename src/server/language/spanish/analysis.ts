import type { Reading } from './features';
import { disambiguate } from './disambiguation';
import { type SpanishLexicon, spanishLexicon } from './lexicon';
import { taggerModel } from './tagger-model';
import { type Token, tokenize } from './tokenizer';
import { wordReadings } from './word-readings';

/** A token with every reading the lexicon has for it and the one its context chose. */
export interface AnalysedToken extends Token {
  /** Every reading of the word (none for numbers, punctuation and words the lexicon lacks). */
  readings: Reading[];
  /** The reading that fits the context best; undefined when there are no readings. */
  reading?: Reading;
}

export interface Analysis {
  text: string;
  tokens: AnalysedToken[];
}

/** Tokenises a Spanish sentence, looks every word up in the lexicon and picks each word's reading in context. */
export function analyze(text: string, lexicon: SpanishLexicon = spanishLexicon()): Analysis {
  const tokens = tokenize(text);
  const readings = tokens.map((token) => (token.kind === 'word' ? wordReadings(lexicon, token.text) : []));
  const chosen = disambiguate(tokens, readings, taggerModel());
  return {
    text,
    tokens: tokens.map((token, index) => {
      const analysed: AnalysedToken = { ...token, readings: readings[index] ?? [] };
      const reading = chosen[index];
      if (reading) analysed.reading = reading;
      return analysed;
    }),
  };
}
