import { z } from 'zod';
import { invisibleTextMessage, levelSchema, visibleText } from './common';
import { TOPIC_FIELDS_REQUIRED_MESSAGE, TOPIC_LIMITS } from './topics-constants';

export * from './topics-constants';

function topicField(name: string, max: number) {
  return visibleText(
    z
      .string({ error: TOPIC_FIELDS_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: TOPIC_FIELDS_REQUIRED_MESSAGE })
      .max(max, { error: `${name} must be at most ${max} characters` }),
    invisibleTextMessage(name),
  );
}

export const createTopicBodySchema = z.object({
  title: topicField('Title', TOPIC_LIMITS.title),
  description: topicField('Description', TOPIC_LIMITS.description),
  prompt: topicField('Initial prompt', TOPIC_LIMITS.prompt),
});
export type CreateTopicBody = z.infer<typeof createTopicBodySchema>;

/**
 * A conversation topic (docs/product.md#topics). Default topics have slug ids and no originalId; custom topics
 * have id `custom-<uuid>` and originalId `<uuid>`, the id DELETE takes. `userLevel` is the topic's level:
 * a default topic's suggested level, or the learner's level when they created the custom topic.
 */
export const topicSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  prompt: z.string(),
  custom: z.boolean(),
  userLevel: levelSchema,
  originalId: z.string().nullable(),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicListSchema = z.array(topicSchema);
export const topicsByLevelSchema = z.object({
  beginner: topicListSchema,
  intermediate: topicListSchema,
  advanced: topicListSchema,
});
export type TopicsByLevel = z.infer<typeof topicsByLevelSchema>;

export const topicRecommendationSchema = z.object({
  topic: topicSchema,
  /** Names the evidence, e.g. "Matches your beginner level and you haven't practised it yet". */
  reason: z.string(),
});
export const topicRecommendationsSchema = z.object({
  recommendations: z.array(topicRecommendationSchema),
});
export type TopicRecommendation = z.infer<typeof topicRecommendationSchema>;

export const deleteTopicParamsSchema = z.object({ originalId: z.string().max(64) });
export const deleteTopicResponseSchema = z.object({ success: z.literal(true) });
