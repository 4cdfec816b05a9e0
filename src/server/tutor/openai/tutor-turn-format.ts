import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { z } from 'zod';

/** Structured output the model is asked for. Strict mode needs every field required and no extra fields. */
export const TUTOR_TURN_RESPONSE_FORMAT: ResponseFormatJSONSchema = {
  type: 'json_schema',
  json_schema: {
    name: 'tutor_turn',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        reply: { type: 'string', description: 'The partner’s message to the learner, in Spanish only.' },
        translation: { type: 'string', description: 'English translation of reply.' },
        feedback: {
          type: 'string',
          description: 'One short English sentence of feedback on the learner’s last message, or empty.',
        },
      },
      required: ['reply', 'translation', 'feedback'],
      additionalProperties: false,
    },
  },
};

/**
 * What is accepted back. Lenient about missing translation and feedback, since servers that only imitate
 * structured output may drop them; the reply itself is what the learner needs.
 */
export const tutorTurnOutputSchema = z.object({
  reply: z.string(),
  translation: z.string().optional(),
  feedback: z.string().optional(),
});
