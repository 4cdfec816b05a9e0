import { z } from 'zod';
import slotMeaningsJson from '../../../../content/tutor/slot-meanings.json' with { type: 'json' };
import { analysed } from './analysis-cache';
import type { BilingualGlossary } from '@/server/language/bilingual-glossary';

const slotMeaningsSchema = z.object({
  why: z.string(),
  slots: z
    .array(
      z.object({
        slot: z.string().min(1),
        /** Each group must be met by one of its lemmas: "tomar" and "medicina" for the medicine question. */
        all: z.array(z.array(z.string().min(1)).min(1)).min(1),
      }),
    )
    .min(1),
});
export type SlotMeanings = z.infer<typeof slotMeaningsSchema>;

/** The slots a message answers by meaning; the same for any wording of it. */
export type SlotsByMeaning = (message: string) => string[];

export function loadSlotMeanings(): SlotMeanings {
  return slotMeaningsSchema.parse(slotMeaningsJson);
}

/** "levantarse" is filed under "levantar" by the language core, whose lemmas are what a message is read as. */
const REFLEXIVE = /(?<=[aeií]r)se$/;

/**
 * Reads a message's lemmas with the language core (the reading chosen in context, and the word itself for what the
 * lexicon lacks), so "no tomo ningún medicamento" answers "¿Toma alguna medicina?": "tomo" is "tomar", and
 * "medicamento" a synonym of "medicina" in the bilingual glossary. Negation does not matter: a "no" is an answer.
 */
export function createSlotsByMeaning(meanings: SlotMeanings, glossary: () => BilingualGlossary): SlotsByMeaning {
  let compiled: { slot: string; groups: Set<string>[] }[] | undefined;
  const compile = () =>
    meanings.slots.map(({ slot, all }) => ({
      slot,
      groups: all.map(
        (group) =>
          new Set(
            group.flatMap((lemma) => {
              const bare = lemma.replace(REFLEXIVE, '');
              return [bare, ...glossary().synonyms(bare)];
            }),
          ),
      ),
    }));
  return (message) => {
    compiled ??= compile();
    const lemmas = new Set<string>();
    for (const token of analysed(message).tokens) {
      if (token.kind !== 'word') continue;
      lemmas.add(token.text.toLowerCase());
      if (token.reading) lemmas.add(token.reading.lemma);
    }
    return compiled
      .filter(({ groups }) => groups.every((group) => [...group].some((lemma) => lemmas.has(lemma))))
      .map(({ slot }) => slot);
  };
}
