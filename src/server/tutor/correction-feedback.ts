import type { MessageCheck } from '@/contract/corrections';

/**
 * The feedback on a learner message the corrector changed: its first change, wrong → right, with the explanation.
 * Both engines send this instead of their own words, so the feedback always agrees with the stored check
 * (docs/product.md#message-checks). Null when the check changed nothing.
 */
export function correctionFeedback(check: MessageCheck | undefined): string | null {
  const first = check?.changes[0];
  if (!first) return null;
  const more = check.changes.length - 1;
  const also = more === 0 ? '' : more === 1 ? ' (and one more fix below)' : ` (and ${more} more fixes below)`;
  return `«${first.original}» → «${first.corrected}»: ${first.explanation}${also}`;
}
