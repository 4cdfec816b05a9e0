import { z } from 'zod';
import { levelSchema } from './common';

export const TOPIC_FIELDS_REQUIRED_MESSAGE = 'Please fill in all fields';
export const TOPIC_NOT_FOUND_MESSAGE = 'Topic not found';
export const TOPIC_LIMITS = { title: 80, description: 300, prompt: 1000 } as const;
/** Custom topics one learner may keep; generous for real use, bounded so a script cannot fill the table. */
export const MAX_CUSTOM_TOPICS_PER_USER = 100;

function topicField(name: string, max: number) {
  return z
    .string({ error: TOPIC_FIELDS_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: TOPIC_FIELDS_REQUIRED_MESSAGE })
    .max(max, { error: `${name} must be at most ${max} characters` });
}

export const createTopicBodySchema = z.object({
  title: topicField('Title', TOPIC_LIMITS.title),
  description: topicField('Description', TOPIC_LIMITS.description),
  prompt: topicField('Initial prompt', TOPIC_LIMITS.prompt),
});
export type CreateTopicBody = z.infer<typeof createTopicBodySchema>;

/**
 * A conversation topic (spec section 3). Default topics have slug ids and no originalId; custom topics
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

/** Spec section 9: every learner gets 14 curated default topics. */
export const DEFAULT_TOPIC_COUNT = 14;
