import type { TutorTurn } from '@/server/tutor/tutor-engine';
import { createJsonStringFieldExtractor } from './json-string-field-extractor';
import { tutorTurnOutputSchema } from './tutor-turn-format';

/** The model's output could not be turned into a turn (not the JSON asked for, or an empty reply). */
export class MalformedTutorOutputError extends Error {
  override name = 'MalformedTutorOutputError';
}

/**
 * Turns the model's raw output, as it streams in, into the reply text to show and, at the end, the turn.
 *
 * The output is normally the JSON asked for in response_format; servers that ignore response_format send plain
 * text instead. The first non-blank character decides: `{` means JSON, whose "reply" value is streamed;
 * anything else is shown as it is.
 *
 * What `push` returns, concatenated, is exactly the final `text`: blanks at either end are held back.
 */
export interface TutorTurnStreamDecoder {
  /** Feeds the next piece of raw output; returns the new reply text ('' if none yet). */
  push(chunk: string): string;
  /** Parses the whole output. Throws MalformedTutorOutputError. */
  finish(options: { requestFeedback: boolean }): TutorTurn;
}

export function createTutorTurnStreamDecoder(): TutorTurnStreamDecoder {
  let raw = '';
  let mode: 'undecided' | 'json' | 'plain' = 'undecided';
  const replyExtractor = createJsonStringFieldExtractor('reply');
  const trimmer = createTrimmingEmitter();

  return {
    push(chunk) {
      raw += chunk;
      if (mode === 'undecided') {
        const start = raw.search(/\S/);
        if (start === -1) return '';
        mode = raw.charAt(start) === '{' ? 'json' : 'plain';
        // The whole output so far (only blanks before `start`) goes through, instead of this chunk.
        chunk = raw;
      }
      return trimmer.push(mode === 'json' ? replyExtractor.push(chunk) : chunk);
    },
    finish({ requestFeedback }) {
      if (mode !== 'json') {
        const text = raw.trim();
        if (!text) throw new MalformedTutorOutputError('the model sent an empty reply');
        return { text };
      }
      return parseJsonTurn(raw, requestFeedback);
    },
  };
}

function parseJsonTurn(raw: string, requestFeedback: boolean): TutorTurn {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new MalformedTutorOutputError(`the model sent invalid JSON (${raw.length} characters)`, { cause: error });
  }
  const parsed = tutorTurnOutputSchema.safeParse(json);
  if (!parsed.success) {
    throw new MalformedTutorOutputError('the model sent JSON without a string "reply"', { cause: parsed.error });
  }
  const text = parsed.data.reply.trim();
  if (!text) throw new MalformedTutorOutputError('the model sent an empty reply');
  const translation = parsed.data.translation?.trim();
  const feedback = requestFeedback ? parsed.data.feedback?.trim() : undefined;
  return { text, ...(translation && { translation }), ...(feedback && { feedback }) };
}

/** Drops leading blanks and holds trailing blanks back until more text follows them, like String#trim. */
function createTrimmingEmitter(): { push(text: string): string } {
  let started = false;
  let heldBlanks = '';
  return {
    push(text) {
      let rest = text;
      if (!started) {
        rest = rest.trimStart();
        if (!rest) return '';
        started = true;
      }
      const body = rest.trimEnd();
      if (!body) {
        heldBlanks += rest;
        return '';
      }
      const out = heldBlanks + body;
      heldBlanks = rest.slice(body.length);
      return out;
    },
  };
}
