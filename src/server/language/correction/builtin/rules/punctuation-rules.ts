import { hasOpeningMark, questionStart } from '@/server/language/correction/builtin/questions';
import type { RuleContext } from './rule';

/** Opening ¿ and ¡: Spanish marks where a question or exclamation begins as well as where it ends. */
export function punctuationRules({ draft }: RuleContext): void {
  for (const span of draft.sentences()) {
    if (span.mixed || (span.terminal !== '?' && span.terminal !== '!') || hasOpeningMark(draft, span)) continue;
    const start = questionStart(draft, span);
    if (span.terminal === '?') draft.openWith(start, '¿', "Questions in Spanish open with '¿'.");
    else draft.openWith(start, '¡', "Exclamations in Spanish open with '¡'.");
  }
}
