import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { lessonAttempts, lessonProgress, users } from '@/server/db/schema';
import { grantLearnerStanding, lockLearnerStanding } from '@/server/db/learner-standing';
import { lessonStandingsColumn, lessonStandingsOf, type LessonStanding } from '@/server/db/lesson-standings';

export type { LessonStanding } from '@/server/db/lesson-standings';

export type LessonProgressRow = typeof lessonProgress.$inferSelect;

/** What the learner's record looks like when an attempt arrives (read under a lock). */
export interface AttemptState {
  xpPoints: number;
  streakDays: number;
  streakLastDay: string | null;
  timeZone: string;
  progress: LessonProgressRow | undefined;
}

/** What the attempt changes; decided by the service from the domain rules. */
export interface AttemptOutcome {
  score: number;
  xpGranted: number;
  bestScore: number;
  bestXpAward: number;
  /** The lesson counts as completed (its best score reached the completion mark). */
  completed: boolean;
  /** When it first did; kept from earlier attempts. */
  completedAt: Date | null;
  /** This attempt on its own reached the completion mark. */
  attemptCompleted: boolean;
  streakDays: number;
  streakLastDay: string | null;
}

/** The learner's XP and streak with their lesson standings: the lessons screen in one round trip. */
export interface LearnerLessons {
  xpPoints: number;
  placedLevel: string | null;
  placedLessonOrder: number | null;
  streakDays: number;
  streakLastDay: string | null;
  timeZone: string;
  /** 'spain' or 'latam' (docs/product.md#spanish-variety): which regional notes a lesson shows first. */
  spanishVariety: string;
  lessons: readonly LessonStanding[];
}

type AttemptInput = { userId: string; lessonId: string; at: Date; timeZone?: string | undefined };

/** Prepared once (docs/ARCHITECTURE.md#performance): these run on every lessons request. */
function prepareStatements(db: Database) {
  const progressOfUser = db
    .select()
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, sql.placeholder('userId')))
    .prepare('charla_lesson_progress_of_user');
  const learnerLessons = db
    .select({
      xpPoints: users.xpPoints,
      placedLevel: users.placedLevel,
      placedLessonOrder: users.placedLessonOrder,
      streakDays: users.streakDays,
      streakLastDay: users.streakLastDay,
      timeZone: users.timeZone,
      spanishVariety: users.spanishVariety,
      lessons: lessonStandingsColumn(users.id),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('charla_learner_lessons');
  return { progressOfUser, learnerLessons };
}

/** What the repo's functions need: the database and its statements prepared once. */
type Deps = { db: Database } & ReturnType<typeof prepareStatements>;

async function listForUser(deps: Deps, userId: string): Promise<LessonProgressRow[]> {
  return deps.progressOfUser.execute({ userId });
}

/** The learner's standing and lesson standings in one statement; undefined when the user is gone. */
async function learnerLessonsOf(deps: Deps, userId: string): Promise<LearnerLessons | undefined> {
  const [row] = await deps.learnerLessons.execute({ userId });
  return row && { ...row, lessons: lessonStandingsOf(row.lessons) };
}

/** Writes an attempt's outcome: the lesson's best so far (one row per learner and lesson) and the attempt itself. */
async function storeAttempt(tx: Transaction, input: AttemptInput, outcome: AttemptOutcome): Promise<void> {
  const best = { bestScore: outcome.bestScore, bestXpAward: outcome.bestXpAward, completedAt: outcome.completedAt };
  await tx
    .insert(lessonProgress)
    .values({ userId: input.userId, lessonId: input.lessonId, ...best, attempts: 1, updatedAt: input.at })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { ...best, attempts: sql`${lessonProgress.attempts} + 1`, updatedAt: input.at },
    });
  await tx.insert(lessonAttempts).values({
    userId: input.userId,
    lessonId: input.lessonId,
    score: outcome.score,
    xpGranted: outcome.xpGranted,
    completed: outcome.attemptCompleted,
    createdAt: input.at,
  });
}

/**
 * Records one attempt in a transaction that holds the learner's row lock, so concurrent attempts (two tabs, a
 * double click) are decided one after the other and XP is granted once. Answers undefined when the user no longer
 * exists.
 */
async function recordAttempt(
  deps: Deps,
  input: AttemptInput,
  decide: (state: AttemptState) => AttemptOutcome,
): Promise<(AttemptOutcome & { xpPoints: number; timeZone: string }) | undefined> {
  return deps.db.transaction(async (tx) => {
    const user = await lockLearnerStanding(tx, input.userId);
    if (!user) return undefined;
    if (input.timeZone && input.timeZone !== user.timeZone) {
      await tx.update(users).set({ timeZone: input.timeZone }).where(eq(users.id, input.userId));
      user.timeZone = input.timeZone;
    }
    const [progress] = await tx
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, input.userId), eq(lessonProgress.lessonId, input.lessonId)));
    const outcome = decide({ ...user, progress });
    await storeAttempt(tx, input, outcome);
    const xpAfter = await grantLearnerStanding(tx, input.userId, {
      xp: outcome.xpGranted,
      streakDays: outcome.streakDays,
      streakLastDay: outcome.streakLastDay,
    });
    return { ...outcome, xpPoints: xpAfter ?? user.xpPoints + outcome.xpGranted, timeZone: user.timeZone };
  });
}

export function createLessonProgressRepo(db: Database) {
  const deps: Deps = { db, ...prepareStatements(db) };
  return {
    listForUser: listForUser.bind(null, deps),
    learnerLessons: learnerLessonsOf.bind(null, deps),
    recordAttempt: recordAttempt.bind(null, deps),
  };
}
export type LessonProgressRepo = ReturnType<typeof createLessonProgressRepo>;
