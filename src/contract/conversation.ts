import { z } from 'zod';
import { hasVisibleCharacter, invisibleTextMessage, levelSchema, visibleText } from './common';
import { messageCheckSchema } from './corrections';

import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  MESSAGE_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  SPEAKING_MS_INVALID_MESSAGE,
  SPEAKING_MS_MAX,
} from './conversation-constants';

export * from './conversation-constants';

export const difficultySchema = z.enum(levelSchema.options, {
  error: 'Difficulty must be beginner, intermediate or advanced',
});
export type Difficulty = z.infer<typeof difficultySchema>;

// ---- WebSocket frames (docs/decisions/0006-live-conversations.md; limits in docs/product.md#conversations) ----

/** Learner -> server. `userId` is accepted for the original client but ignored: the session cookie decides. */
export const startSessionFrameSchema = z.object({
  type: z.literal('startSession'),
  /** A topic id (default slug or custom-<uuid>) or its title. */
  topic: visibleText(z.string().trim().min(1, { error: 'Choose a topic first' }).max(200), 'Choose a topic first'),
  prompt: z.string().max(2000).optional(),
  difficulty: difficultySchema,
  userId: z.unknown().optional(),
});
/** Whole milliseconds of speech in one message. */
export const speakingMsSchema = z
  .number({ error: SPEAKING_MS_INVALID_MESSAGE })
  .int({ error: SPEAKING_MS_INVALID_MESSAGE })
  .min(0, { error: SPEAKING_MS_INVALID_MESSAGE })
  .max(SPEAKING_MS_MAX, { error: SPEAKING_MS_INVALID_MESSAGE });
export const userMessageFrameSchema = z.object({
  type: z.literal('userMessage'),
  text: visibleText(
    z
      .string()
      .trim()
      .min(1, { error: 'Type or say something first' })
      .max(MESSAGE_MAX_LENGTH, { error: `A message can be at most ${MESSAGE_MAX_LENGTH} characters` }),
    'Type or say something first: the message shows no letters',
  ),
  difficulty: difficultySchema.optional(),
  requestFeedback: z.boolean().optional(),
  /**
   * A spoken message only: how long the learner spoke, in ms, measured from the recording or the voice detector's
   * segment (not the transcription). Left out for typed messages (docs/product.md#conversation-report).
   */
  speakingMs: speakingMsSchema.optional(),
});
/** After a dropped connection, the client carries on with the conversation it had open. */
export const resumeSessionFrameSchema = z.object({
  type: z.literal('resumeSession'),
  conversationId: z.uuid({ error: 'Unknown conversation' }),
});
export const clientFrameSchema = z.discriminatedUnion('type', [
  startSessionFrameSchema,
  userMessageFrameSchema,
  resumeSessionFrameSchema,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type StartSessionFrame = z.infer<typeof startSessionFrameSchema>;
export type UserMessageFrame = z.infer<typeof userMessageFrameSchema>;

/** Server -> learner. */
export const conversationIdFrameSchema = z.object({ type: z.literal('conversation_id'), id: z.uuid() });
export const transcriptFrameSchema = z.object({
  type: z.literal('transcript'),
  /** The assistant message's id; streamed deltas carry the same id. */
  id: z.string(),
  text: z.string(),
  translation: z.string().optional(),
  feedback: z.string().optional(),
  correction: z.string().optional(),
  /** The check of the learner message this reply answers (docs/product.md#message-checks). */
  learnerCheck: messageCheckSchema.optional(),
  /** The reply answers the learner's goodbye: the screen offers to end the conversation. */
  farewell: z.boolean().optional(),
});
export const transcriptDeltaFrameSchema = z.object({
  type: z.literal('transcript_delta'),
  id: z.string(),
  text: z.string(),
});
/** Error codes a client acts on besides showing the message: `daily_limit` means offer an upgrade. */
export const errorFrameCodeSchema = z.enum(['daily_limit']);
export type ErrorFrameCode = z.infer<typeof errorFrameCodeSchema>;
export const errorFrameSchema = z.object({
  type: z.literal('error'),
  message: z.string(),
  code: errorFrameCodeSchema.optional(),
});
export const serverFrameSchema = z.discriminatedUnion('type', [
  conversationIdFrameSchema,
  transcriptFrameSchema,
  transcriptDeltaFrameSchema,
  errorFrameSchema,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type TranscriptFrame = z.infer<typeof transcriptFrameSchema>;

// ---- HTTP calls ----

export const endConversationBodySchema = z.object({
  conversationId: z.uuid({ error: CONVERSATION_NOT_FOUND_MESSAGE }),
  duration: z
    .number()
    .min(0)
    .max(86_400 * 7)
    .optional(),
  messageCount: z.number().int().min(0).max(100_000).optional(),
});
export type EndConversationBody = z.infer<typeof endConversationBodySchema>;
/** Server-computed: duration in seconds from stored timestamps, messageCount = the learner's messages. */
export const endConversationResponseSchema = z.object({
  xpEarned: z.number().int(),
  duration: z.number().int(),
  messageCount: z.number().int(),
  /** True when the conversation had already been ended: nothing new was granted. */
  alreadyEnded: z.boolean(),
  /** The learner's standing after the grant, so every screen can update without a refetch. */
  xpPoints: z.number().int(),
  currentLevel: levelSchema,
  streak: z.number().int(),
});
export type EndConversationResponse = z.infer<typeof endConversationResponseSchema>;

/**
 * GET /api/conversation/allowance (docs/product.md#daily-limits): today's conversations under the learner's plan.
 * `used` counts the conversations of the learner's day in which they sent a message; `limit` and `left` are null
 * on an unlimited plan.
 */
export const conversationAllowanceSchema = z.object({
  limit: z.number().int().min(0).nullable(),
  used: z.number().int().min(0),
  left: z.number().int().min(0).nullable(),
});
export type ConversationAllowance = z.infer<typeof conversationAllowanceSchema>;

export const conversationParamsSchema = z.object({ id: z.uuid({ error: CONVERSATION_NOT_FOUND_MESSAGE }) });
export const saveConversationBodySchema = z.object({
  notes: z
    .string()
    .max(NOTES_MAX_LENGTH, { error: `Notes can be at most ${NOTES_MAX_LENGTH} characters` })
    // Empty notes are allowed; notes of only invisible characters would save as a blank that looks like a bug.
    .refine((notes) => notes.trim() === '' || hasVisibleCharacter(notes), { error: invisibleTextMessage('Notes') }),
});
export const saveConversationResponseSchema = z.object({
  id: z.uuid(),
  notes: z.string(),
  savedAt: z.iso.datetime({ offset: true }),
});

export const conversationMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  translation: z.string().nullable(),
  feedback: z.string().nullable(),
  /** A learner message's check by the corrector; null for the partner's messages and older learner messages. */
  check: messageCheckSchema.nullable(),
  /** How long the learner spoke a spoken message (ms); null for typed and partner messages, and older ones. */
  speakingMs: z.number().int().min(0).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  topicId: z.string(),
  topicTitle: z.string(),
  difficulty: difficultySchema,
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Seconds from the start to the end (or to the last message while still open). */
  duration: z.number().int(),
  messageCount: z.number().int(),
  xpEarned: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
/** The learner's conversations, newest first. */
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export const conversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const conversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(conversationMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
