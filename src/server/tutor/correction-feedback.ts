import type { MessageCheck } from '@/contract/corrections';

/**
 * The feedback on a learner message the corrector changed: its first change that is not only a missing ¿ or ¡, wrong
 * → right, with the explanation. Both engines send this instead of their own words, so the feedback always agrees
 * with the stored check (docs/product.md#message-checks). Null when the check changed nothing but opening marks: the
 * engine's own note can quote the whole question, and it is shown corrected under the bubble either way.
 */
export function correctionFeedback(check: MessageCheck | undefined): string | null {
  const changes = check?.changes ?? [];
  const first = changes.find((change) => change.category !== 'punctuation');
  if (!first) return null;
  const more = changes.length - 1;
  const also = more === 0 ? '' : more === 1 ? ' (and one more fix below)' : ` (and ${more} more fixes below)`;
  return `«${first.original}» → «${first.corrected}»: ${first.explanation}${also}`;
}
