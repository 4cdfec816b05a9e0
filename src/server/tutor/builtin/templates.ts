import type { BilingualLine } from '@/server/content/topic-file-schema';
import { capitaliseSentences } from './text-normalisation';

/** What fills a `{slot}`: the Spanish line gets `es`, its translation gets `en`. */
export type Slots = Readonly<Record<string, BilingualLine>>;

const SLOT = /\{(\w+)\}/g;

/**
 * Fills a line's slots; a slot the caller did not supply is left visible rather than silently dropped. Sentences
 * are capitalised afterwards ("¿{x}?" -> "¿El café?") unless the line is a fragment of a longer one.
 */
export function fillLine(line: BilingualLine, slots: Slots, options: { fragment?: boolean } = {}): BilingualLine {
  const es = line.es.replace(SLOT, (whole, name: string) => slots[name]?.es ?? whole);
  const en = line.en.replace(SLOT, (whole, name: string) => slots[name]?.en ?? whole);
  return options.fragment ? { es, en } : { es: capitaliseSentences(es), en: capitaliseSentences(en) };
}

/** The same slot value in both languages (names, places, a quoted word). */
export function sameInBoth(value: string): BilingualLine {
  return { es: value, en: value };
}

/**
 * Picks one wording deterministically. `seed` moves by one each learner turn, so consecutive replies use a
 * different wording while the same request always gets the same reply; `salt` keeps kinds out of step.
 */
export function pickVariant<T>(options: readonly T[], seed: number, salt = 0): T {
  if (options.length === 0) throw new Error('pickVariant needs at least one option');
  return options[(seed + salt) % options.length]!;
}
