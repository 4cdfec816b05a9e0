import { hasOpeningMark, questionStart } from '@/server/language/correction/builtin/questions';
import type { RuleContext } from './rule';

/**
 * Opening ¿ and ¡: Spanish marks where a question or exclamation begins as well as where it ends. An exclamation
 * with a comma inside is left alone: it may begin after the comma ("Pero, ¡qué sorpresa!", "Si vienes, ¡genial!"),
 * and nothing tells where.
 */
export function punctuationRules({ draft }: RuleContext): void {
  for (const span of draft.sentences()) {
    if (span.mixed || (span.terminal !== '?' && span.terminal !== '!') || hasOpeningMark(draft, span)) continue;
    const start = questionStart(draft, span);
    if (span.terminal === '?') {
      draft.openWith(start, '¿', "Questions in Spanish open with '¿'.");
      continue;
    }
    const inner = Array.from({ length: span.end - 1 - start }, (_, offset) => draft.separatorAfter(start + offset));
    if (inner.some((separator) => /[,;:]/.test(separator))) continue;
    draft.openWith(start, '¡', "Exclamations in Spanish open with '¡'.");
  }
}
