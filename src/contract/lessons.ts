import { z } from 'zod';
import { text } from './exercise-types/exercise-fields';
import { exerciseSchema } from './exercise-types/exercise-types';
export { READING_WORDS, readingAnswers, type ReadingQuestion } from './exercise-types/reading';
import { levelSchema, timeZoneSchema } from './common';

import { LESSON_SCORE_MESSAGE } from './lessons-constants';
import { SPANISH_VARIETIES } from './settings-constants';

export * from './lessons-constants';

export const lessonTypeSchema = z.enum(['vocabulary', 'grammar', 'conversation', 'phrases']);
export type LessonType = z.infer<typeof lessonTypeSchema>;

/** Stable slug ids: the database stores progress against them, so they never change once shipped. */
export const lessonIdSchema = z
  .string()
  .min(3)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Lesson ids are lower-case slugs' });

export { languageSchema, type Language } from './text-language';

// ---- Content sections of the lesson screen (docs/recipes/add-a-lesson.md) ----

/**
 * What is said differently in Spain or in Latin America about one item (docs/product.md#spanish-variety): in English,
 * Spanish quoted, like explanations. The lesson screen shows the learner's variety first, each labelled.
 */
export const regionalNoteSchema = z.strictObject({ variety: z.enum(SPANISH_VARIETIES), text: text(600) });
export type RegionalNote = z.infer<typeof regionalNoteSchema>;
/** At most one note per variety. */
const regionalNotes = z
  .array(regionalNoteSchema)
  .min(1)
  .max(SPANISH_VARIETIES.length)
  .refine((notes) => new Set(notes.map((note) => note.variety)).size === notes.length, {
    error: 'One regional note per variety',
  })
  .optional();

export const vocabularyItemSchema = z.strictObject({
  spanish: text(200),
  english: text(200),
  pronunciation: text(200).optional(),
  number: z.number().int().optional(),
  regionalNotes,
});
export const conjugationSchema = z.strictObject({
  pronoun: text(40),
  form: text(80),
  english: text(120).optional(),
  /** A form only one variety uses (the "vosotros" rows: Spain): the row stays, labelled with the variety. */
  variety: z.enum(SPANISH_VARIETIES).optional(),
});
export const exampleSchema = z.strictObject({ spanish: text(300), english: text(300) });
export const grammarItemSchema = z.strictObject({
  /** In English; Spanish words inside it are quoted so a learner can tell them apart. */
  explanation: text(1200),
  conjugations: z.array(conjugationSchema).max(12).optional(),
  examples: z.array(exampleSchema).max(8).optional(),
  regionalNotes,
});
export const conversationLineSchema = z.strictObject({
  speaker: text(40).optional(),
  spanish: text(300),
  english: text(300),
  context: text(300).optional(),
  regionalNotes,
});
export const phraseItemSchema = z.strictObject({
  spanish: text(200),
  english: text(200),
  note: text(300).optional(),
  regionalNotes,
});

export const lessonSectionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('vocabulary'),
    title: text(120),
    content: z.array(vocabularyItemSchema).min(1).max(20),
  }),
  z.strictObject({ type: z.literal('grammar'), title: text(120), content: z.array(grammarItemSchema).min(1).max(6) }),
  z.strictObject({
    type: z.literal('conversation'),
    title: text(120),
    content: z.array(conversationLineSchema).min(1).max(16),
  }),
  z.strictObject({ type: z.literal('phrases'), title: text(120), content: z.array(phraseItemSchema).min(1).max(16) }),
]);
export type LessonSection = z.infer<typeof lessonSectionSchema>;
export type LessonSectionType = LessonSection['type'];

// ---- Exercises: one definition per type in ./exercise-types (docs/recipes/add-an-exercise-type.md) ----

export {
  answerLanguage,
  EXERCISE_TYPES,
  exerciseSchema,
  exerciseTypesOfLevel,
  expectedAnswer,
  isReviewable,
  typedAnswerOf,
  type Exercise,
  type ExerciseOf,
  type ExerciseType,
} from './exercise-types/exercise-types';

// ---- API ----

export const lessonProgressSchema = z.object({
  completed: z.boolean(),
  /** Best score so far (0-100), null before the first attempt. */
  score: z.number().int().min(0).max(100).nullable(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const lessonSummarySchema = z.object({
  id: lessonIdSchema,
  title: z.string(),
  description: z.string(),
  level: levelSchema,
  type: lessonTypeSchema,
  /** 1-based position within the level. */
  order: z.number().int().min(1),
  experiencePoints: z.number().int().min(1),
  progress: lessonProgressSchema,
  locked: z.boolean(),
  /**
   * Present (true) only on a lesson before the one a placement test put the learner at, not completed: open, shown
   * as "Placed", no XP. Absent otherwise, so a learner who took no placement gets the list as before.
   */
  placed: z.literal(true).optional(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const levelOverviewSchema = z.object({
  level: levelSchema,
  locked: z.boolean(),
  /** The level whose completion opens this one (null for beginner). */
  previousLevel: levelSchema.nullable(),
  /** Present (true) only when every lesson lies before the learner's placement: shown as "Placed" (docs/product.md#level-floor). */
  placed: z.literal(true).optional(),
  totalLessons: z.number().int(),
  completedLessons: z.number().int(),
  /** Sum of the lessons' XP in this level. */
  totalXp: z.number().int(),
  /** Completed lessons / total lessons * 100, rounded. */
  percentComplete: z.number().int().min(0).max(100),
});
export type LevelOverview = z.infer<typeof levelOverviewSchema>;

export const lessonsOverviewSchema = z.object({
  lessons: z.array(lessonSummarySchema),
  levels: z.array(levelOverviewSchema),
  summary: z.object({
    xpPoints: z.number().int(),
    currentLevel: levelSchema,
    streak: z.number().int(),
    lessonsCompleted: z.number().int(),
    totalLessons: z.number().int(),
    /** Completed lessons across all levels / all lessons * 100, rounded. */
    overallPercent: z.number().int().min(0).max(100),
  }),
});
export type LessonsOverview = z.infer<typeof lessonsOverviewSchema>;

export const lessonDetailSchema = lessonSummarySchema.extend({
  content: z.object({
    sections: z.array(lessonSectionSchema),
    exercises: z.array(exerciseSchema),
  }),
  nextLessonId: lessonIdSchema.nullable(),
  /** The learner's Spanish (Settings): its regional notes come first, and rows of the other variety are marked. */
  variety: z.enum(SPANISH_VARIETIES),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

export const lessonParamsSchema = z.object({ id: z.string().max(80) });

export const completeLessonBodySchema = z.object({
  score: z
    .number({ error: LESSON_SCORE_MESSAGE })
    .int({ error: LESSON_SCORE_MESSAGE })
    .min(0, { error: LESSON_SCORE_MESSAGE })
    .max(100, { error: LESSON_SCORE_MESSAGE }),
  /** The browser's IANA zone now: a learner who travels keeps counting days where they are. */
  timeZone: timeZoneSchema.optional(),
});
export type CompleteLessonBody = z.infer<typeof completeLessonBodySchema>;

export const completeLessonResponseSchema = z.object({
  /** XP actually granted by this attempt: only the increase over the best award so far (may be 0). */
  experienceGained: z.number().int().min(0),
  nextLessonId: lessonIdSchema.nullable(),
  /** Whether this lesson now counts as completed (best score >= 50). */
  completed: z.boolean(),
  bestScore: z.number().int().min(0).max(100),
  xpPoints: z.number().int(),
  currentLevel: levelSchema,
  streak: z.number().int(),
});
export type CompleteLessonResponse = z.infer<typeof completeLessonResponseSchema>;
