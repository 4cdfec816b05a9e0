import { z } from 'zod';
import { levelSchema } from './common';
import {
  DAILY_GOAL_MAX_XP,
  DAILY_GOAL_MESSAGE,
  DAILY_GOAL_MIN_XP,
  EMPTY_SETTINGS_MESSAGE,
  SPANISH_VARIETIES,
  VARIETY_MESSAGE,
} from './settings-constants';

export * from './settings-constants';

// GET and PUT /api/settings (docs/product.md#settings).

export const spanishVarietySchema = z.enum(SPANISH_VARIETIES, { error: VARIETY_MESSAGE });

export const dailyGoalXpSchema = z
  .number({ error: DAILY_GOAL_MESSAGE })
  .int({ error: DAILY_GOAL_MESSAGE })
  .min(DAILY_GOAL_MIN_XP, { error: DAILY_GOAL_MESSAGE })
  .max(DAILY_GOAL_MAX_XP, { error: DAILY_GOAL_MESSAGE });

export const learnerSettingsSchema = z.object({
  dailyGoalXp: z.number().int().min(DAILY_GOAL_MIN_XP).max(DAILY_GOAL_MAX_XP),
  variety: spanishVarietySchema,
  /** The welcome flow was finished or skipped. */
  onboardingCompleted: z.boolean(),
  /** Where the latest placement put the learner; null when they never were placed above the beginning. */
  placement: z.object({ level: levelSchema, lessonOrder: z.number().int().min(1), placedAt: z.string() }).nullable(),
  /** When the placement test may be taken again (ISO instant); null when it may be taken now. */
  placementRetakeAt: z.string().nullable(),
  /** When the learner's latest placement test ended (ISO instant); null before they finished one. */
  placementTakenAt: z.string().nullable(),
});
export type LearnerSettings = z.infer<typeof learnerSettingsSchema>;

export const updateSettingsBodySchema = z
  .object({
    dailyGoalXp: dailyGoalXpSchema.optional(),
    variety: spanishVarietySchema.optional(),
    /** Only ever set: the welcome flow, once done or skipped, is not shown again (Settings has it all). */
    onboardingCompleted: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: EMPTY_SETTINGS_MESSAGE });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;
