import { analyze } from '@/server/language/spanish';
import { NOT_SPANISH_SUMMARY, verifiedEdits } from './builtin/builtin-corrector';
import { applyEdits, type Edit } from './builtin/mechanisms/edit';
import { verifyEdits } from './builtin/mechanisms/guard';
import { isNotSpanish } from './builtin/mechanisms/language';
import type { CorrectionChange, CorrectionResult } from './spanish-corrector';

/** What the learner reads when the model proposed changes and none of them could be verified. */
export const MODEL_CHANGES_UNVERIFIED =
  'The AI model suggested changes that could not be checked, so none are shown. Your partner will model the right forms as you talk.';

/**
 * An AI model's correction passes the same guard as the built-in corrector's (docs/product.md#message-checks):
 * text that is not Spanish is not corrected; each listed change becomes an edit on the learner's own words, kept only
 * if the words it writes are Spanish the lexicon knows (or the learner wrote), it makes no word pair Spanish does
 * not have, and the built-in corrector finds nothing new on or next to it. The correction shown is the learner's
 * text with the kept changes only: whatever else the model rewrote, unlisted, is not shown.
 */
export function checkModelCorrection(input: string, proposed: CorrectionResult): CorrectionResult {
  const sentence = analyze(input);
  if (isNotSpanish(sentence)) return { correction: input, explanation: NOT_SPANISH_SUMMARY, changes: [] };
  const edits = locate(input, proposed.changes);
  const { kept } = verifyEdits(sentence, edits, (text) => verifiedEdits(text).kept);
  const changes = kept.map((edit) => ({
    category: edit.category,
    original: input.slice(edit.start, edit.end),
    corrected: edit.replacement,
    explanation: edit.explanation,
  }));
  if (changes.length === 0) return { correction: input, explanation: MODEL_CHANGES_UNVERIFIED, changes: [] };
  const allKept = changes.length === proposed.changes.length;
  return {
    correction: applyEdits(input, kept),
    explanation: allKept ? proposed.explanation : changes.map((change) => change.explanation).join(' '),
    changes,
  };
}

/** Each change at the first place its words occur that no earlier change took; a change found nowhere is dropped. */
function locate(input: string, changes: readonly CorrectionChange[]): Edit[] {
  const edits: Edit[] = [];
  for (const change of changes) {
    let from = 0;
    for (;;) {
      const start = input.indexOf(change.original, from);
      if (start < 0) break;
      const end = start + change.original.length;
      if (!edits.some((edit) => edit.start < end && start < edit.end)) {
        edits.push({
          start,
          end,
          replacement: change.corrected,
          category: change.category,
          explanation: change.explanation,
          source: 'model',
        });
        break;
      }
      from = start + 1;
    }
  }
  return edits;
}
