import { z } from 'zod';
import { levelSchema } from '@/contract/common';
import { exerciseFileProblems } from './exercise-types/exercise-file-rules';
import { exerciseSchema, lessonIdSchema, lessonSectionSchema, lessonTypeSchema } from '@/contract/lessons';

export const SECTIONS_PER_LESSON = { min: 3, max: 6 } as const;
// 9: the listening exercises were appended to lessons that had eight (docs/recipes/add-an-exercise-type.md).
export const EXERCISES_PER_LESSON = { min: 5, max: 9 } as const;
export const MIN_LESSONS_PER_LEVEL = 20;

/** Grammar point ids, listed with their names in content/grammar-points.json. */
export const grammarPointIdSchema = lessonIdSchema;
/**
 * What a lesson teaches and what it relies on (docs/recipes/add-a-lesson.md#grammar): `npm run content:check` fails
 * when a lesson uses a point no earlier lesson introduces.
 */
export const lessonGrammarSchema = z.strictObject({
  introduces: z.array(grammarPointIdSchema).max(8),
  uses: z.array(grammarPointIdSchema).max(60),
});
export type LessonGrammar = z.infer<typeof lessonGrammarSchema>;

/** One lesson file: content/lessons/<level>/<NN>-<slug>.json */
export const lessonFileSchema = z
  .strictObject({
    id: lessonIdSchema,
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(300),
    level: levelSchema,
    type: lessonTypeSchema,
    order: z.number().int().min(1),
    experiencePoints: z.number().int().min(1).max(100),
    grammar: lessonGrammarSchema,
    sections: z.array(lessonSectionSchema).min(SECTIONS_PER_LESSON.min).max(SECTIONS_PER_LESSON.max),
    exercises: z.array(exerciseSchema).min(EXERCISES_PER_LESSON.min).max(EXERCISES_PER_LESSON.max),
  })
  .superRefine((lesson, ctx) => {
    lesson.exercises.forEach((exercise, index) => {
      for (const { field, message } of exerciseFileProblems(exercise))
        ctx.addIssue({ code: 'custom', path: ['exercises', index, field], message });
    });
  });
export type CatalogueLesson = z.infer<typeof lessonFileSchema>;
