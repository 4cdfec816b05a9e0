import { z } from 'zod';

/** Every error the API sends has this body; the spec reads `message` (and `details` for transcription). */
export const errorBodySchema = z.object({
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const levelSchema = z.enum(['beginner', 'intermediate', 'advanced']);
export type Level = z.infer<typeof levelSchema>;

/** An IANA time zone the runtime knows, e.g. "Europe/Madrid". */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isKnownTimeZone, { message: 'Unknown time zone' });

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
});
