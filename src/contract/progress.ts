import { z } from 'zod';
import { levelSchema } from './common';

export * from './progress-constants';

// GET /api/dashboard and GET /api/learning-path (docs/product.md#dashboard), plus the dashboard's history.

export const recommendationSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The evidence, in words: "Your best score in 'Ser y estar' is 55 %". */
  reason: z.string(),
  /** 1 is the most important; at most 4 recommendations. */
  priority: z.number().int().min(1).max(4),
  /** The button: 'Practice Speaking' or a lesson action such as 'Start Lesson' or 'Review Lesson'. */
  action: z.string(),
  /** What the action opens (docs/product.md#recommendations): a lesson's id, or a topic's id and a difficulty. */
  lessonId: z.string().optional(),
  topicId: z.string().optional(),
  difficulty: levelSchema.optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const activityTypeSchema = z.enum(['lesson', 'conversation']);

export const dashboardActivitySchema = z.object({
  id: z.string(),
  type: activityTypeSchema,
  title: z.string(),
  /** ISO 8601 instant: when the lesson was completed or the conversation ended. */
  date: z.string(),
  /** Seconds; null for lessons, whose time is not measured. */
  duration: z.number().int().min(0).nullable(),
  /** Percent; null for conversations, which are not scored. */
  score: z.number().int().min(0).max(100).nullable(),
  xpEarned: z.number().int().min(0),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

export const dashboardResponseSchema = z.object({
  user: z.object({
    username: z.string(),
    currentLevel: levelSchema,
    xpPoints: z.number().int().min(0),
    streak: z.number().int().min(0),
  }),
  progress: z.object({
    totalExperience: z.number().int().min(0),
    lessonsCompleted: z.number().int().min(0),
    conversationsHad: z.number().int().min(0),
    /** The last 7 days in the learner's time zone, today included. */
    weeklyLessons: z.number().int().min(0),
    weeklyConversations: z.number().int().min(0),
    weeklyXP: z.number().int().min(0),
    hasActivity: z.boolean(),
  }),
  /** Today's XP, in the learner's zone, against their daily goal (docs/product.md#daily-goal). */
  dailyGoal: z.object({
    goalXp: z.number().int().min(1),
    todayXp: z.number().int().min(0),
    met: z.boolean(),
    remainingXp: z.number().int().min(0),
  }),
  recommendations: z.array(recommendationSchema).max(4),
  /** Lessons and conversations, newest first, at most 10. */
  recentActivity: z.array(dashboardActivitySchema).max(10),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const nextLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  level: levelSchema,
});

export const learningPathActivitySchema = dashboardActivitySchema.pick({
  type: true,
  title: true,
  date: true,
  duration: true,
  score: true,
});

/** One level card of the Learning Path screen (an addition to the original fields: docs/product.md#differences). */
export const learningPathLevelSchema = z.object({
  level: levelSchema,
  locked: z.boolean(),
  /** Every lesson of the level lies before the learner's placement (docs/product.md#level-floor). */
  placed: z.boolean(),
  completedLessons: z.number().int().min(0),
  totalLessons: z.number().int().min(0),
  conversations: z.number().int().min(0),
  /** XP earned in this level's lessons. */
  xp: z.number().int().min(0),
  /** Rounded mean of the best scores of the completed lessons; null with none completed. */
  averageScore: z.number().int().min(0).max(100).nullable(),
  /** Percent of the level's lessons completed, 0-100. */
  progress: z.number().min(0).max(100),
});

export const learningPathResponseSchema = z.object({
  currentLevel: levelSchema,
  /** Percent of the current level's XP band, clamped 0-100. */
  progress: z.number().min(0).max(100),
  xpPoints: z.number().int().min(0),
  stats: z.object({
    completedLessons: z.number().int().min(0),
    totalLessons: z.number().int().min(0),
    practiceConversations: z.number().int().min(0),
    /** Rounded mean of the best scores of completed lessons; 0 with none. */
    averageScore: z.number().int().min(0).max(100),
    hasActivity: z.boolean(),
  }),
  recommendations: z.array(recommendationSchema).max(4),
  /** Open, uncompleted lessons in course order, at most 5. */
  nextLessons: z.array(nextLessonSchema).max(5),
  recentActivity: z.array(learningPathActivitySchema).max(10),
  levels: z.array(learningPathLevelSchema),
});
export type LearningPathResponse = z.infer<typeof learningPathResponseSchema>;

const DAYS_MESSAGE = 'days must be a whole number from 7 to 90';
// GET /api/progress/history?days=30: the dashboard's XP chart and streak calendar (loaded with the chart).
export const progressHistoryQuerySchema = z.object({
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .int({ error: DAYS_MESSAGE })
    .min(7, { error: DAYS_MESSAGE })
    .max(90, { error: DAYS_MESSAGE })
    .default(30),
});
export const progressHistorySchema = z.object({
  timeZone: z.string(),
  /** The learner's daily goal: a day with at least this much XP met it (docs/product.md#daily-goal). */
  dailyGoalXp: z.number().int().min(1),
  /** Oldest first, one entry per local day up to today, days without activity included. */
  days: z.array(
    z.object({
      date: z.string(),
      xp: z.number().int().min(0),
      lessons: z.number().int().min(0),
      conversations: z.number().int().min(0),
      /** Review cards were graded that day: a review session counts for the streak, like a lesson. */
      reviewed: z.boolean(),
    }),
  ),
  streak: z.number().int().min(0),
});
export type ProgressHistory = z.infer<typeof progressHistorySchema>;
