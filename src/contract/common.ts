import { z } from 'zod';

/**
 * Every error the API sends has this body; the client reads `message` (and `details` for transcription):
 * docs/ARCHITECTURE.md#errors.
 */
export const errorBodySchema = z.object({
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const levelSchema = z.enum(['beginner', 'intermediate', 'advanced']);
export type Level = z.infer<typeof levelSchema>;

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

/** Where in a request value (keys included) the first unstorable text is, as a dotted path; null when there is none. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (UNSTORABLE_CHARACTER.test(key)) return itemPath;
      const found = findUnstorableText(item, itemPath);
      if (found !== null) return found;
    }
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
      const path = findUnstorableText(value);
      if (path !== null) context.addIssue({ code: 'custom', message: unstorableTextMessage(path), abort: true });
    })
    .pipe(schema);
}
