import { z } from 'zod';
import { PLACEMENT_BANDS, PLACEMENT_SKILLS } from '@/domain/placement';
import { levelSchema } from './common';
import { PLACEMENT_CHOICE_MESSAGE, PLACEMENT_NOT_FOUND_MESSAGE } from './placement-constants';

export * from './placement-constants';

// POST /api/placement, POST /api/placement/:id/answers, POST /api/placement/:id/finish (docs/product.md#placement).

/** A question as the learner sees it: never its band or its answer. */
export const placementQuestionSchema = z.object({
  id: z.string().max(100),
  skill: z.enum(PLACEMENT_SKILLS),
  question: z.string().max(200),
  /** A sentence or passage to read; null for listening items. */
  text: z.string().max(400).nullable(),
  /** What a listening item says, spoken by the learner's chosen voice; null for the others. */
  audio: z.string().max(300).nullable(),
  options: z.array(z.string().max(120)).min(2).max(4),
});
export type PlacementQuestion = z.infer<typeof placementQuestionSchema>;

export const placementProgressSchema = z.object({
  attemptId: z.uuid(),
  /** The question to answer now; null when the test is over (then finish it). */
  question: placementQuestionSchema.nullable(),
  answered: z.number().int().min(0),
  minItems: z.number().int(),
  maxItems: z.number().int(),
});
export type PlacementProgress = z.infer<typeof placementProgressSchema>;

export const placementParamsSchema = z.object({ id: z.uuid({ error: PLACEMENT_NOT_FOUND_MESSAGE }) });

export const placementAnswerBodySchema = z.object({
  itemId: z.string().min(1).max(100),
  choice: z.number({ error: PLACEMENT_CHOICE_MESSAGE }).int({ error: PLACEMENT_CHOICE_MESSAGE }).min(0).max(3),
});
export type PlacementAnswerBody = z.infer<typeof placementAnswerBodySchema>;

export const placementResultSchema = z.object({
  /** The CEFR band the answers showed; null when none was passed. */
  band: z.enum(PLACEMENT_BANDS).nullable(),
  answered: z.number().int().min(0),
  /** Where the learner now starts (this result; a test stopped early never lowers an earlier placement). */
  level: levelSchema,
  lessonId: z.string().nullable(),
  lessonTitle: z.string().nullable(),
  /** The learner's current level after the placement (the higher of the XP band's and the placed level). */
  currentLevel: levelSchema,
  /** When the test may be taken again. */
  retakeAt: z.string(),
});
export type PlacementResult = z.infer<typeof placementResultSchema>;

/** POST /api/placement/lower: the placement one step down ("Move down a level" in Settings). */
export const placementLoweredSchema = z.object({
  /** Where the learner now starts; null at the beginning of the course. */
  placement: z.object({ level: levelSchema, lessonOrder: z.number().int().min(1) }).nullable(),
  lessonId: z.string().nullable(),
  lessonTitle: z.string().nullable(),
  currentLevel: levelSchema,
});
export type PlacementLowered = z.infer<typeof placementLoweredSchema>;
