import { z } from 'zod';
// Imported rather than read from disk so the bundled server carries it too.
import taggerModelJson from '../../../../content/spanish/tagger-model.json' with { type: 'json' };

const counts = z.record(z.string().min(1), z.number().int().positive());

/** content/spanish/tagger-model.json: part-of-speech counts from a treebank (scripts/build-spanish-tagger.mjs). */
export const taggerModelSchema = z.object({
  source: z.string().min(1),
  sentences: z.number().int().positive(),
  tokens: z.number().int().positive(),
  /** How often a tag followed another; START and END stand for the sentence's edges. */
  transitions: z.record(z.string().min(1), counts),
  /** For each lower-case word seen at least twice, how often it had each tag. */
  words: z.record(z.string().min(1), counts),
  /** How often each lemma was seen (twice or more): "creo" is "creer" far more often than "crear". */
  lemmas: counts,
});
export type TaggerModel = z.infer<typeof taggerModelSchema>;

let model: TaggerModel | undefined;

export function taggerModel(): TaggerModel {
  model ??= taggerModelSchema.parse(taggerModelJson);
  return model;
}
