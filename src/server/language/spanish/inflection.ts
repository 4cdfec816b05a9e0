import type { Features, PartOfSpeech } from './features';
import { hasFeatures } from './features';
import { type SpanishLexicon, spanishLexicon } from './lexicon';

/** The features a form must have, and optionally its word class ("este" is a noun, a determiner and a pronoun). */
export interface InflectionRequest extends Features {
  pos?: PartOfSpeech;
}

/**
 * Every form of `lemma` with all the requested features, in the lexicon's order and without repeats: one for most
 * requests ("dar", present subjunctive, 3rd plural → "den"), several where Spanish has several ("hablara",
 * "hablase"). Empty when the lexicon does not know the lemma or has no such form.
 */
export function inflect(
  lemma: string,
  request: InflectionRequest,
  lexicon: SpanishLexicon = spanishLexicon(),
): string[] {
  // A superlative ("felicísimas") is filed under its adjective; it is given only when asked for.
  const { pos, ...asked } = request;
  const features: Features = { superlative: false, ...asked };
  const forms = new Set<string>();
  for (const { form, readings } of lexicon.formsOf(lemma)) {
    if (readings.some((reading) => (!pos || reading.pos === pos) && hasFeatures(reading, features))) forms.add(form);
  }
  return [...forms];
}
