import type { MessageCheck } from '@/contract/corrections';
import type { CorrectionResult, SpanishCorrector } from './spanish-corrector';

/** A corrector's result as it is stored with a learner message and handed to the partner. */
export function toMessageCheck(result: CorrectionResult, checkedBy: SpanishCorrector['name']): MessageCheck {
  return { corrected: result.correction, changes: result.changes, summary: result.explanation, checkedBy };
}
