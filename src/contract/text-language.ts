import { z } from 'zod';

/** Which language a learner-facing string is in: drives the input's `lang`, speech and the spell check. */
export const languageSchema = z.enum(['es', 'en']);
export type Language = z.infer<typeof languageSchema>;
