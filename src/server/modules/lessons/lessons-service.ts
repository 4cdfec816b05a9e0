import {
  LESSON_LOCKED_MESSAGE,
  LESSON_NOT_FOUND_MESSAGE,
  type CompleteLessonResponse,
  type LessonDetail,
  type LessonsOverview,
  type LessonSummary,
} from '@/contract/lessons';
import type { Level } from '@/contract/common';
import { attemptXp, xpToGrant } from '@/domain/lesson-xp';
import { LEVELS, learnerLevel } from '@/domain/levels';
import { countsAsCompleted } from '@/domain/score-tiers';
import { advanceStreak, currentStreak, localDay } from '@/domain/streak';
import { courseLocksIn, nextLessonId, planCourse, previousLevel, type CoursePlacement } from '@/domain/unlocking';
import type { Clock } from '@/server/clock';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/server/errors';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { CatalogueLesson } from '@/server/content/lesson-file-schema';
import { varietyOf } from '@/server/modules/learner-settings/learner-settings-service';
import { placementOfRow } from '@/server/modules/learner-settings/placement-of-row';
import type { LearnerLessons, LessonProgressRepo, LessonStanding } from './lesson-progress-repo';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export function createLessonsService({
  catalogue,
  progress,
  clock,
}: {
  catalogue: Catalogue;
  progress: LessonProgressRepo;
  clock: Clock;
}) {
  // The course is loaded once, so what does not depend on the learner is worked out once too.
  const plan = planCourse(catalogue.lessons);
  const levelXp = Object.fromEntries(
    LEVELS.map((level) => [level, catalogue.byLevel[level].reduce((sum, lesson) => sum + lesson.experiencePoints, 0)]),
  ) as Record<Level, number>;

  /** Everything the learner's standing decides: progress by lesson, completed ids, locks, placed lessons. */
  function standing(rows: readonly LessonStanding[], placement: CoursePlacement | null) {
    const byLesson = new Map(rows.map((row) => [row.lessonId, row]));
    const completedIds = new Set(rows.filter((row) => row.completed).map((row) => row.lessonId));
    return { byLesson, completedIds, ...courseLocksIn(plan, completedIds, placement) };
  }

  /** `known`: the learner's standing when the session lookup brought it (no second round trip). */
  async function learner(userId: string, known: LearnerLessons | undefined) {
    const user = known ?? (await progress.learnerLessons(userId));
    if (!user) throw new UnauthorizedError();
    return { user, state: standing(user.lessons, placementOfRow(user)) };
  }

  function summarise(lesson: CatalogueLesson, state: ReturnType<typeof standing>): LessonSummary {
    const row = state.byLesson.get(lesson.id);
    return {
      id: lesson.id,
      title: lesson.title,
      description: lesson.description,
      level: lesson.level,
      type: lesson.type,
      order: lesson.order,
      experiencePoints: lesson.experiencePoints,
      progress: { completed: state.completedIds.has(lesson.id), score: row?.bestScore ?? null },
      locked: state.lockedIds.has(lesson.id),
      ...(state.placedIds.has(lesson.id) ? { placed: true as const } : {}),
    };
  }

  function findLesson(id: string): CatalogueLesson {
    const lesson = catalogue.byId.get(id);
    if (!lesson) throw new NotFoundError(LESSON_NOT_FOUND_MESSAGE);
    return lesson;
  }

  return {
    async overview(userId: string, known?: LearnerLessons): Promise<LessonsOverview> {
      const { user, state } = await learner(userId, known);
      const lessons = catalogue.lessons.map((lesson) => summarise(lesson, state));
      const { completion, openLevels } = state;
      const completedCount = state.completedIds.size;
      return {
        lessons,
        levels: LEVELS.map((level) => ({
          level,
          locked: !openLevels.has(level),
          previousLevel: previousLevel(level),
          ...(state.placedLevels.has(level) ? { placed: true as const } : {}),
          totalLessons: completion[level].total,
          completedLessons: completion[level].completed,
          totalXp: levelXp[level],
          percentComplete: percent(completion[level].completed, completion[level].total),
        })),
        summary: {
          xpPoints: user.xpPoints,
          currentLevel: learnerLevel(user.xpPoints, placementOfRow(user)?.level ?? null),
          streak: currentStreak(user.streakDays, user.streakLastDay, localDay(clock(), user.timeZone)),
          lessonsCompleted: completedCount,
          totalLessons: catalogue.lessons.length,
          overallPercent: percent(completedCount, catalogue.lessons.length),
        },
      };
    },

    async detail(userId: string, lessonId: string, known?: LearnerLessons): Promise<LessonDetail> {
      const lesson = findLesson(lessonId);
      const { user, state } = await learner(userId, known);
      if (state.lockedIds.has(lesson.id)) throw new ForbiddenError(LESSON_LOCKED_MESSAGE);
      return {
        ...summarise(lesson, state),
        content: { sections: lesson.sections, exercises: lesson.exercises },
        nextLessonId: nextLessonId(catalogue.lessons, lesson.id),
        variety: varietyOf(user.spanishVariety),
      };
    },

    async complete(
      userId: string,
      lessonId: string,
      { score, timeZone }: { score: number; timeZone?: string | undefined },
      known?: LearnerLessons,
    ): Promise<CompleteLessonResponse> {
      const lesson = findLesson(lessonId);
      const { user, state } = await learner(userId, known);
      if (state.lockedIds.has(lesson.id)) throw new ForbiddenError(LESSON_LOCKED_MESSAGE);
      const at = clock();
      const result = await progress.recordAttempt({ userId, lessonId, at, timeZone }, (current) => {
        const bestXpAward = current.progress?.bestXpAward ?? 0;
        const xpGranted = xpToGrant(lesson.experiencePoints, score, bestXpAward);
        const bestScore = Math.max(score, current.progress?.bestScore ?? 0);
        const attemptCompleted = countsAsCompleted(score);
        const completedAt = current.progress?.completedAt ?? (attemptCompleted ? at : null);
        const streak = attemptCompleted
          ? advanceStreak(current.streakDays, current.streakLastDay, localDay(at, current.timeZone))
          : { streakDays: current.streakDays, lastActiveDay: current.streakLastDay };
        return {
          score,
          xpGranted,
          bestScore,
          bestXpAward: Math.max(bestXpAward, attemptXp(lesson.experiencePoints, score)),
          completed: completedAt !== null,
          completedAt,
          attemptCompleted,
          streakDays: streak.streakDays,
          streakLastDay: streak.lastActiveDay,
        };
      });
      if (!result) throw new UnauthorizedError();
      return {
        experienceGained: result.xpGranted,
        nextLessonId: nextLessonId(catalogue.lessons, lesson.id),
        completed: result.completed,
        bestScore: result.bestScore,
        xpPoints: result.xpPoints,
        currentLevel: learnerLevel(result.xpPoints, placementOfRow(user)?.level ?? null),
        streak: currentStreak(result.streakDays, result.streakLastDay, localDay(at, result.timeZone)),
      };
    },
  };
}
export type LessonsService = ReturnType<typeof createLessonsService>;
