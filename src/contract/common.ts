import { z } from 'zod';
import { LEVELS, type Level } from '@/domain/levels';
import { exceedsValueNesting, TOO_DEEPLY_NESTED_MESSAGE } from './json-nesting';

/**
 * Every error the API sends has this body; the client reads `message` (and `details` for transcription):
 * docs/ARCHITECTURE.md#errors.
 */
export const errorBodySchema = z.object({
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const levelSchema = z.enum(LEVELS);
export type { Level };

/** An IANA time zone the runtime knows, e.g. "Europe/Madrid". */
export const timeZoneSchema = z.string().max(64).refine(isKnownTimeZone, { message: 'Unknown time zone' });

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Why readiness is unavailable, when the cause is known (low disk space). */
  reason: z.string().optional(),
});

/**
 * Text PostgreSQL cannot store (a NUL byte; lone UTF-16 surrogates, which have no UTF-8 form) and control characters
 * no learner types (everything below U+0020 but tab, line feed and carriage return). Refused at the contract with a
 * 400, on every route and socket frame, rather than failing in the database as a 500.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const UNSTORABLE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

/**
 * Where in a request value (keys included) the first unstorable text is, as a dotted path; null when there is none.
 * A walk with its own stack, not recursion: however deeply a client nests its input, it cannot exhaust the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE_CHARACTER.test(current)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const children: { value: unknown; path: string }[] = [];
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key, item] of entries) {
      const itemPath = path ? `${path}.${key}` : key;
      if (!Array.isArray(current) && UNSTORABLE_CHARACTER.test(key)) return itemPath;
      children.push({ value: item, path: itemPath });
    }
    // Last pushed is first taken: reversed, the walk visits children in order, so the first bad field is named.
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!);
  }
  return null;
}

/** The message a person reads for unstorable text at `path`. */
export function unstorableTextMessage(path: string): string {
  return `${path ? `Text in "${path}"` : 'Text'} must not contain control characters such as a NUL byte`;
}

/**
 * The one refinement for unstorable text, checked before the schema itself so the learner reads what is wrong with
 * their text rather than a pattern message: wrap any input schema with it.
 */
export function storable<Schema extends z.ZodType>(schema: Schema) {
  return z
    .unknown()
    .superRefine((value, context) => {
      // Parsers refuse deep JSON before this; a value built another way is bounded here, before any walk.
      if (exceedsValueNesting(value)) {
        context.addIssue({ code: 'custom', message: TOO_DEEPLY_NESTED_MESSAGE, abort: true });
        return;
      }
      const path = findUnstorableText(value);
      if (path !== null) context.addIssue({ code: 'custom', message: unstorableTextMessage(path), abort: true });
    })
    .pipe(schema);
}

/**
 * Characters that show nothing on their own: spaces and separators, controls and format characters (zero-width
 * space, joiners, direction marks, the byte-order mark), unassigned code points, combining marks with no letter to
 * sit on, and the blank letters some scripts have (Hangul fillers, the blank Braille cell).
 */
const VISIBLE_CHARACTER = /[^\s\p{Z}\p{Cc}\p{Cf}\p{Cs}\p{Cn}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Whether text holds at least one character a reader can see. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}

/** The message for text a learner wrote that shows nothing once invisible characters are set aside. */
export function invisibleTextMessage(field: string): string {
  return `${field} must contain letters or other visible characters`;
}

/**
 * A learner's text that must show something: blank or invisible-only text (zero-width spaces, lone combining
 * marks) is refused with `message`, rather than stored and shown as an empty card, topic or message.
 */
export function visibleText(schema: z.ZodString, message: string) {
  return schema.refine(hasVisibleCharacter, { error: message });
}
