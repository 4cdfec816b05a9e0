import type { ErrorFrameCode, ServerFrame } from './conversation';
import type { MessageCheck } from './corrections';
import { CORRECTION_CATEGORIES, CORRECTOR_NAMES } from './corrections-constants';

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

/**
 * The server frames of the live socket, checked without zod so the practice screen does not download the
 * schema library for four small shapes. It accepts exactly what `serverFrameSchema` accepts (a test holds
 * the two together) and keeps only the contract's fields.
 */
export function toServerFrame(raw: unknown): ServerFrame | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const frame = raw as Record<string, unknown>;
  switch (frame.type) {
    case 'conversation_id':
      return isString(frame.id) && UUID.test(frame.id) ? { type: 'conversation_id', id: frame.id } : null;
    case 'transcript_delta':
      return isString(frame.id) && isString(frame.text)
        ? { type: 'transcript_delta', id: frame.id, text: frame.text }
        : null;
    case 'transcript': {
      const { id, text, translation, feedback, correction, learnerCheck, farewell } = frame;
      const check = learnerCheck === undefined ? undefined : toMessageCheck(learnerCheck);
      if (
        !isString(id) ||
        !isString(text) ||
        !isOptionalString(translation) ||
        !isOptionalString(feedback) ||
        !isOptionalString(correction) ||
        !(farewell === undefined || typeof farewell === 'boolean') ||
        check === null
      )
        return null;
      return {
        type: 'transcript',
        id,
        text,
        ...(translation !== undefined ? { translation } : {}),
        ...(feedback !== undefined ? { feedback } : {}),
        ...(correction !== undefined ? { correction } : {}),
        ...(check !== undefined ? { learnerCheck: check } : {}),
        ...(farewell !== undefined ? { farewell } : {}),
      };
    }
    case 'error': {
      const { message, code } = frame;
      if (!isString(message) || !(code === undefined || isErrorFrameCode(code))) return null;
      return { type: 'error', message, ...(code !== undefined ? { code } : {}) };
    }
    default:
      return null;
  }
}

/** A learner message's check as `messageCheckSchema` accepts it, keeping only its fields; null otherwise. */
function toMessageCheck(raw: unknown): MessageCheck | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { corrected, changes, summary, checkedBy } = raw as Record<string, unknown>;
  if (!isString(corrected) || !isString(summary) || !Array.isArray(changes)) return null;
  if (!(CORRECTOR_NAMES as readonly unknown[]).includes(checkedBy)) return null;
  const kept: MessageCheck['changes'] = [];
  for (const change of changes as unknown[]) {
    if (typeof change !== 'object' || change === null) return null;
    const { category, original, corrected: right, explanation } = change as Record<string, unknown>;
    if (!isString(original) || !isString(right) || !isString(explanation)) return null;
    if (!(CORRECTION_CATEGORIES as readonly unknown[]).includes(category)) return null;
    kept.push({
      category: category as MessageCheck['changes'][number]['category'],
      original,
      corrected: right,
      explanation,
    });
  }
  return { corrected, changes: kept, summary, checkedBy: checkedBy as MessageCheck['checkedBy'] };
}

// Listed here rather than read from the schema, which would pull zod in; the test keeps them in step.
const ERROR_FRAME_CODES: readonly string[] = ['daily_limit'] satisfies readonly ErrorFrameCode[];
const isErrorFrameCode = (value: unknown): value is ErrorFrameCode =>
  typeof value === 'string' && ERROR_FRAME_CODES.includes(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
