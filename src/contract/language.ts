import { z } from 'zod';
import { difficultySchema } from './conversation';
import { visibleText } from './common';
import { correctionChangeSchema } from './corrections';
import {
  LANGUAGE_TEXT_MAX_LENGTH,
  LANGUAGE_TEXT_REQUIRED_MESSAGE,
  LANGUAGE_TEXT_TOO_LONG_MESSAGE,
} from './language-constants';

/** A learner's or partner's text for the language helpers: trimmed, non-empty, bounded. */
export const languageTextSchema = visibleText(
  z
    .string({ error: LANGUAGE_TEXT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: LANGUAGE_TEXT_REQUIRED_MESSAGE })
    .max(LANGUAGE_TEXT_MAX_LENGTH, { error: LANGUAGE_TEXT_TOO_LONG_MESSAGE }),
  LANGUAGE_TEXT_REQUIRED_MESSAGE,
);

// POST /api/conversation/correct
export const correctBodySchema = z.object({ text: languageTextSchema });
export const correctResponseSchema = z.object({
  /** The corrected sentence; identical to the input when nothing is wrong. */
  correction: z.string(),
  /** The changes explained, or, when there are none, what was checked and what was not (never "correct"). */
  explanation: z.string(),
  changes: z.array(correctionChangeSchema),
});
export type CorrectResponse = z.infer<typeof correctResponseSchema>;

// GET /api/translate?text= and POST /api/conversation/translate {text}: Spanish to English unless `from` says 'en'.
export const translationDirectionSchema = z.enum(['es', 'en'], { error: "from must be 'es' or 'en'" });
export const translateQuerySchema = z.object({
  text: languageTextSchema,
  from: translationDirectionSchema.default('es'),
});
export const translateBodySchema = translateQuerySchema;
export const translateResponseSchema = z.object({
  translation: z.string(),
  /** Where the translation came from: curated course text, the AI provider, or Apertium. */
  source: z.enum(['known', 'ai', 'apertium']),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

// POST /api/conversation/practice-response
export const practiceResponseBodySchema = z.object({
  question: languageTextSchema,
  difficulty: difficultySchema.optional(),
  /** The conversation the question comes from, so the answer fits its topic. */
  conversationId: z.uuid().optional(),
});
export const practiceResponseSchema = z.object({
  /** Spanish a learner at the chosen difficulty could say. */
  response: z.string(),
  translation: z.string().optional(),
});
export type PracticeResponse = z.infer<typeof practiceResponseSchema>;

// POST /api/conversation/transcribe (multipart `audio`)
export const transcribeResponseSchema = z.object({ text: z.string() });
/** Transcription failures carry `details` (the client shows it, docs/product.md#messages) besides `message`. */
export const transcribeErrorSchema = z.object({ message: z.string(), details: z.string() });

// POST /api/speech {text} -> audio/mpeg, only when a server voice is configured
export const speechBodySchema = z.object({ text: languageTextSchema });

// GET /api/capabilities
export const capabilitiesSchema = z.object({
  /** 'server': POST /api/conversation/transcribe works; 'browser': use the browser's own speech recognition. */
  speechToText: z.enum(['server', 'browser']),
  /** Whether POST /api/speech can speak replies when the browser has no Spanish voice. */
  serverVoice: z.boolean(),
  /** Who corrects and translates: the AI provider or the built-in helpers. */
  languageHelp: z.enum(['ai', 'builtin']),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

// POST /api/lessons/:id/pronunciation (multipart: audio, exerciseIndex, targetText, transcript?)
export const pronunciationFieldsSchema = z.object({
  exerciseIndex: z.coerce.number({ error: 'exerciseIndex must be a whole number' }).int().min(0).max(99),
  targetText: z.string().trim().max(LANGUAGE_TEXT_MAX_LENGTH).optional(),
  /** What the browser's own recognition heard, used when the server has no speech recognition. */
  transcript: z.string().trim().max(LANGUAGE_TEXT_MAX_LENGTH).optional(),
});
export const pronunciationResultSchema = z.object({
  isCorrect: z.boolean(),
  transcribed: z.string(),
  feedback: z.string(),
  similarity: z.number().min(0).max(1),
});
export type PronunciationResult = z.infer<typeof pronunciationResultSchema>;
