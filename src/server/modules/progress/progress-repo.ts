import { eq, sql, type SQL } from 'drizzle-orm';
import type { Level } from '@/contract/common';
import type { Database } from '@/server/db/client';
import { conversations, customTopics, lessonAttempts, lessonProgress, reviewLogs, users } from '@/server/db/schema';

export interface LearnerRow {
  username: string;
  xpPoints: number;
  streakDays: number;
  streakLastDay: string | null;
  timeZone: string;
  dailyGoalXp: number;
  placedLevel: string | null;
  placedLessonOrder: number | null;
}

export interface LessonStandingRow {
  lessonId: string;
  bestScore: number;
  /** The most XP any attempt at the lesson was worth: grants only top up to it, so it is what the lesson gave. */
  bestXpAward: number;
  completed: boolean;
}

/** The learner's conversations about one topic at one difficulty. */
export interface ConversationTally {
  topicId: string;
  difficulty: Level;
  started: number;
  /** Ended conversations: the ones that earned XP and count as had. */
  ended: number;
  lastStartedAt: Date;
  lastEndedAt: Date | null;
}

export interface CustomTopicSummary {
  id: string;
  title: string;
  level: Level;
}

export interface RecentLessonAttempt {
  id: number;
  lessonId: string;
  at: Date;
  score: number;
  xp: number;
}

export interface RecentConversation {
  id: string;
  topicTitle: string;
  at: Date;
  durationSeconds: number;
  xp: number;
}

/** A lesson attempt, an ended conversation or a graded review card, as the weekly and daily figures count it. */
export interface ActivityRow {
  kind: 'lesson' | 'conversation' | 'review';
  at: Date;
  xp: number;
  /** Lesson attempts: whether this attempt reached the completion mark; conversations: always. */
  counts: boolean;
}

export interface LearnerOverview {
  learner: LearnerRow;
  lessons: LessonStandingRow[];
  tally: ConversationTally[];
  customTopics: CustomTopicSummary[];
  recentLessons: RecentLessonAttempt[];
  recentConversations: RecentConversation[];
  activity: ActivityRow[];
}

/** A subquery's rows as one JSON array (empty, not null, when there are none). */
const jsonRows = (rows: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${rows}) r)`;

/** The drivers hand json columns over parsed; either way the result is plain data. */
function rowsOf<T>(value: unknown): T[] {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
}
const dateOf = (value: unknown) => new Date(value as string);

/** A statement's parameters, filled when a prepared statement runs (docs/ARCHITECTURE.md#performance). */
const userIdParam = sql.placeholder('userId');
const sinceParam = sql`${sql.placeholder('since')}::timestamptz`;
const recentParam = sql.placeholder('recent');

const activitySince = jsonRows(sql`
    select 'lesson' as "kind", ${lessonAttempts.createdAt} as "at", ${lessonAttempts.xpGranted} as "xp", ${lessonAttempts.completed} as "counts"
    from ${lessonAttempts}
    where ${lessonAttempts.userId} = ${userIdParam} and ${lessonAttempts.createdAt} >= ${sinceParam}
    union all
    select 'conversation', ${conversations.endedAt}, coalesce(${conversations.xpEarned}, 0), true
    from ${conversations}
    where ${conversations.userId} = ${userIdParam} and ${conversations.endedAt} is not null and ${conversations.endedAt} >= ${sinceParam}
    union all
    select 'review', ${reviewLogs.reviewedAt}, ${reviewLogs.xpGranted}, false
    from ${reviewLogs}
    where ${reviewLogs.userId} = ${userIdParam} and ${reviewLogs.reviewedAt} >= ${sinceParam} and ${reviewLogs.xpGranted} > 0`);

function learnerOf(row: LearnerRow): LearnerRow {
  const { username, xpPoints, streakDays, streakLastDay, timeZone, dailyGoalXp, placedLevel, placedLessonOrder } = row;
  return { username, xpPoints, streakDays, streakLastDay, timeZone, dailyGoalXp, placedLevel, placedLessonOrder };
}

function parseActivity(value: unknown): ActivityRow[] {
  return rowsOf<ActivityRow>(value).map((row) => ({ ...row, at: dateOf(row.at) }));
}

const learnerColumns = {
  username: users.username,
  xpPoints: users.xpPoints,
  streakDays: users.streakDays,
  streakLastDay: users.streakLastDay,
  timeZone: users.timeZone,
  dailyGoalXp: users.dailyGoalXp,
  placedLevel: users.placedLevel,
  placedLessonOrder: users.placedLessonOrder,
};

const historyColumns = {
  lessons: jsonRows(sql`
    select ${lessonProgress.lessonId} as "lessonId", ${lessonProgress.bestScore} as "bestScore",
      ${lessonProgress.bestXpAward} as "bestXpAward", ${lessonProgress.completedAt} is not null as "completed"
    from ${lessonProgress} where ${lessonProgress.userId} = ${userIdParam}`),
  tally: jsonRows(sql`
    select ${conversations.topicId} as "topicId", ${conversations.difficulty} as "difficulty",
      count(*)::int as "started", count(${conversations.endedAt})::int as "ended",
      max(${conversations.startedAt}) as "lastStartedAt", max(${conversations.endedAt}) as "lastEndedAt"
    from ${conversations} where ${conversations.userId} = ${userIdParam}
    group by ${conversations.topicId}, ${conversations.difficulty}`),
  customTopics: jsonRows(sql`
    select ${customTopics.id} as "id", ${customTopics.title} as "title", ${customTopics.userLevel} as "level"
    from ${customTopics} where ${customTopics.userId} = ${userIdParam}
    order by ${customTopics.createdAt}, ${customTopics.id}`),
  recentLessons: jsonRows(sql`
    select ${lessonAttempts.id} as "id", ${lessonAttempts.lessonId} as "lessonId", ${lessonAttempts.createdAt} as "at",
      ${lessonAttempts.score} as "score", ${lessonAttempts.xpGranted} as "xp"
    from ${lessonAttempts} where ${lessonAttempts.userId} = ${userIdParam}
    order by ${lessonAttempts.createdAt} desc, ${lessonAttempts.id} desc limit ${recentParam}`),
  recentConversations: jsonRows(sql`
    select ${conversations.id} as "id", ${conversations.topicTitle} as "topicTitle", ${conversations.endedAt} as "at",
      coalesce(${conversations.durationSeconds}, 0) as "durationSeconds", coalesce(${conversations.xpEarned}, 0) as "xp"
    from ${conversations} where ${conversations.userId} = ${userIdParam} and ${conversations.endedAt} is not null
    order by ${conversations.endedAt} desc, ${conversations.id} desc limit ${recentParam}`),
};

/**
 * Each screen is one statement: the learner's row with their history gathered by subqueries, so a request
 * costs one round trip whatever the history holds. Every subquery finds the learner's rows by index:
 * lesson_progress by its primary key, lesson_attempts(user_id, created_at), conversations(user_id,
 * started_at) for the tally, the partial conversations(user_id, ended_at) for ended ones, and
 * custom_topics(user_id, created_at); the recent lists walk their index backwards and stop at the limit.
 * The statements are prepared once: building their SQL cost more than the database took to answer them.
 */
export function createProgressRepo(db: Database) {
  const ofLearner = eq(users.id, userIdParam);
  const overviewWithActivity = db
    .select({ ...learnerColumns, ...historyColumns, activity: activitySince })
    .from(users)
    .where(ofLearner)
    .prepare('charla_progress_overview_with_activity');
  const overviewWithoutActivity = db
    .select({ ...learnerColumns, ...historyColumns, activity: sql<unknown>`'[]'::json` })
    .from(users)
    .where(ofLearner)
    .prepare('charla_progress_overview');
  const learnerActivity = db
    .select({ ...learnerColumns, activity: activitySince })
    .from(users)
    .where(ofLearner)
    .prepare('charla_progress_activity');

  return {
    /** Everything the dashboard and the learning path read; `activitySince` adds the activity from then on. */
    async overview(
      userId: string,
      options: { recent: number; activitySince: Date | null },
    ): Promise<LearnerOverview | undefined> {
      const [row] = options.activitySince
        ? await overviewWithActivity.execute({
            userId,
            recent: options.recent,
            since: options.activitySince.toISOString(),
          })
        : await overviewWithoutActivity.execute({ userId, recent: options.recent });
      if (!row) return undefined;
      return {
        learner: learnerOf(row),
        lessons: rowsOf<LessonStandingRow>(row.lessons),
        tally: rowsOf<ConversationTally>(row.tally).map((tally) => ({
          ...tally,
          lastStartedAt: dateOf(tally.lastStartedAt),
          lastEndedAt: tally.lastEndedAt === null ? null : dateOf(tally.lastEndedAt),
        })),
        customTopics: rowsOf<CustomTopicSummary>(row.customTopics),
        recentLessons: rowsOf<RecentLessonAttempt>(row.recentLessons).map((attempt) => ({
          ...attempt,
          at: dateOf(attempt.at),
        })),
        recentConversations: rowsOf<RecentConversation>(row.recentConversations).map((talk) => ({
          ...talk,
          at: dateOf(talk.at),
        })),
        activity: parseActivity(row.activity),
      };
    },

    /** The learner's row and their activity from `since` on. */
    async activity(userId: string, since: Date): Promise<{ learner: LearnerRow; activity: ActivityRow[] } | undefined> {
      const [row] = await learnerActivity.execute({ userId, since: since.toISOString() });
      if (!row) return undefined;
      return { learner: learnerOf(row), activity: parseActivity(row.activity) };
    },
  };
}
export type ProgressRepo = ReturnType<typeof createProgressRepo>;
