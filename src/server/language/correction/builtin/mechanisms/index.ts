import type { Analysis } from '@/server/language/spanish';
import { lexiconAccents } from './accents';
import { agreement } from './agreement';
import { contractions } from './contractions';
import { homographAccents } from './homographs';
import { spelling } from './spelling';
import type { Edit, Mechanism } from './edit';

export type { Edit, Mechanism } from './edit';
export { applyEdits, mergeEdits } from './edit';
export { type DropReason, type Verified, verifyEdits } from './guard';
export { isNotSpanish } from './language';

/** The general mechanisms, each a function over the analysed sentence plus its data table; order does not matter. */
export const MECHANISMS: readonly { name: string; propose: Mechanism }[] = [
  { name: 'accents from the lexicon', propose: lexiconAccents },
  { name: 'contractions', propose: contractions },
  { name: 'accents that tell homographs apart, by context', propose: homographAccents },
  { name: 'spelling of non-words by the nearest known form', propose: spelling },
  { name: 'agreement in the noun phrase and of predicate adjectives', propose: agreement },
];

/** Every mechanism's edits on the sentence as written, each proposed without seeing the others'. */
export function proposeEdits(sentence: Analysis): Edit[] {
  return MECHANISMS.flatMap((mechanism) => mechanism.propose(sentence));
}
