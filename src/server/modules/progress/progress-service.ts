import type { Level } from '@/contract/common';
import type { DashboardActivity, DashboardResponse, LearningPathResponse, ProgressHistory } from '@/contract/progress';
import { activityWindow, dailyTotals, sumTotals, WEEK_DAYS, windowLowerBound } from '@/domain/activity-windows';
import { nextOpenLessons } from '@/domain/lesson-selection';
import { dailyGoalStanding } from '@/domain/daily-goal';
import { LEVELS, learnerLevel, levelProgressPercent } from '@/domain/levels';
import {
  hasActivity,
  recommendProgress,
  type PathLesson,
  type ProgressSnapshot,
} from '@/domain/progress-recommendations';
import { currentStreak } from '@/domain/streak';
import { recommendTopics, type TopicPractice } from '@/domain/topic-recommendations';
import { courseLocks, type CoursePlacement } from '@/domain/unlocking';
import type { Clock } from '@/server/clock';
import { UnauthorizedError } from '@/server/errors';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { placementOfRow } from '@/server/modules/learner-settings/placement-of-row';
import { CUSTOM_TOPIC_ID_PREFIX } from '@/server/modules/topics/topics-service';
import type {
  LearnerOverview,
  LessonStandingRow,
  ProgressRepo,
  RecentConversation,
  RecentLessonAttempt,
} from './progress-repo';

/** The Recent Activity list: lessons and conversations together, newest first. */
export const RECENT_ACTIVITY_SIZE = 10;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Rounded mean of the best scores of completed lessons; null with none. */
function averageScore(lessons: readonly PathLesson[]): number | null {
  const scores = lessons
    .filter((lesson) => lesson.completed && lesson.bestScore !== null)
    .map((lesson) => lesson.bestScore!);
  return scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

export interface ProgressServiceDeps {
  catalogue: Catalogue;
  topicCatalogue: TopicCatalogue;
  repo: ProgressRepo;
  clock: Clock;
}
type Deps = ProgressServiceDeps & { defaultTopics: { id: string; title: string; level: Level; custom: boolean }[] };

/** The course with the learner's standing in each lesson, and which levels are open. */
function course(deps: Deps, rows: readonly LessonStandingRow[], placement: CoursePlacement | null) {
  const { catalogue } = deps;
  const byLesson = new Map(rows.map((row) => [row.lessonId, row]));
  const completedIds = new Set(rows.filter((row) => row.completed).map((row) => row.lessonId));
  const { openLevels, lockedIds, placedIds, placedLevels } = courseLocks(catalogue.lessons, completedIds, placement);
  const lessons: PathLesson[] = catalogue.lessons.map((lesson) => ({
    id: lesson.id,
    title: lesson.title,
    level: lesson.level,
    order: lesson.order,
    experiencePoints: lesson.experiencePoints,
    locked: lockedIds.has(lesson.id),
    completed: completedIds.has(lesson.id),
    bestScore: byLesson.get(lesson.id)?.bestScore ?? null,
    placed: placedIds.has(lesson.id),
  }));
  return { lessons, openLevels, placedLevels, byLesson };
}

/** The topic-recommendation rules' first pick for the learner's level (the Practice screen's own rules). */
function suggestedTopic(deps: Deps, overview: LearnerOverview, now: Date) {
  const practice = new Map<string, TopicPractice>();
  for (const row of overview.tally) {
    const seen = practice.get(row.topicId);
    practice.set(row.topicId, {
      conversations: (seen?.conversations ?? 0) + row.started,
      lastPractisedAt: seen && seen.lastPractisedAt > row.lastStartedAt ? seen.lastPractisedAt : row.lastStartedAt,
    });
  }
  const topics = [
    ...deps.defaultTopics,
    ...overview.customTopics.map((topic) => ({
      id: `${CUSTOM_TOPIC_ID_PREFIX}${topic.id}`,
      title: topic.title,
      level: topic.level,
      custom: true,
    })),
  ];
  const { xpPoints, timeZone } = overview.learner;
  const level = learnerLevel(xpPoints, placementOfRow(overview.learner)?.level ?? null);
  const [first] = recommendTopics({ topics, learnerLevel: level, practice, now, timeZone });
  return first ? { id: first.topic.id, title: first.topic.title } : null;
}

function recentActivity(
  deps: Deps,
  lessons: readonly RecentLessonAttempt[],
  talks: readonly RecentConversation[],
): DashboardActivity[] {
  const { catalogue } = deps;
  const items = [
    ...[...lessons]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
      .map((attempt) => ({
        at: attempt.at,
        activity: {
          id: `lesson-${attempt.id}`,
          type: 'lesson' as const,
          // A lesson since removed from the course still shows, under its id.
          title: catalogue.byId.get(attempt.lessonId)?.title ?? attempt.lessonId,
          date: attempt.at.toISOString(),
          duration: null,
          score: attempt.score,
          xpEarned: attempt.xp,
        },
      })),
    ...[...talks]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
      .map((talk) => ({
        at: talk.at,
        activity: {
          id: `conversation-${talk.id}`,
          type: 'conversation' as const,
          title: talk.topicTitle,
          date: talk.at.toISOString(),
          duration: talk.durationSeconds,
          score: null,
          xpEarned: talk.xp,
        },
      })),
  ];
  // The sort is stable: at equal instants each list keeps its own newest-first order.
  return items
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_ACTIVITY_SIZE)
    .map((item) => item.activity);
}

/** XP of the learner's activity today, in their zone: the records the streak and the XP chart count. */
function todaysXp(overview: LearnerOverview, now: Date): number {
  const today = activityWindow(now, overview.learner.timeZone, 1);
  return dailyTotals(today, overview.activity, overview.learner.timeZone)[0]?.xp ?? 0;
}

/** Everything both screens show, from the one statement of the repo. */
async function standing(deps: Deps, userId: string, now: Date, activityDays: number | null) {
  const { repo } = deps;
  const overview = await repo.overview(userId, {
    recent: RECENT_ACTIVITY_SIZE,
    activitySince: activityDays === null ? null : windowLowerBound(now, activityDays),
  });
  if (!overview) throw new UnauthorizedError();
  const { learner } = overview;
  const placement = placementOfRow(learner);
  const { lessons, openLevels, placedLevels, byLesson } = course(deps, overview.lessons, placement);
  const endedByLevel = Object.fromEntries(LEVELS.map((level) => [level, 0])) as Record<Level, number>;
  let lastConversationAt: Date | null = null;
  for (const row of overview.tally) {
    if (row.difficulty in endedByLevel) endedByLevel[row.difficulty] += row.ended;
    if (row.lastEndedAt && (!lastConversationAt || row.lastEndedAt > lastConversationAt))
      lastConversationAt = row.lastEndedAt;
  }
  const snapshot: ProgressSnapshot = {
    now,
    timeZone: learner.timeZone,
    xpPoints: learner.xpPoints,
    streakDays: learner.streakDays,
    streakLastDay: learner.streakLastDay,
    lessons,
    conversations: LEVELS.reduce((sum, level) => sum + endedByLevel[level], 0),
    lastConversationAt,
    suggestedTopic: suggestedTopic(deps, overview, now),
    placedLevel: placement?.level ?? null,
    dailyGoal: activityDays === null ? null : dailyGoalStanding(learner.dailyGoalXp, todaysXp(overview, now)),
  };
  return {
    overview,
    learner,
    snapshot,
    level: learnerLevel(learner.xpPoints, placement?.level ?? null),
    openLevels,
    placedLevels,
    byLesson,
    endedByLevel,
    recommendations: recommendProgress(snapshot),
    recent: recentActivity(deps, overview.recentLessons, overview.recentConversations),
  };
}

async function dashboard(deps: Deps, userId: string): Promise<DashboardResponse> {
  const { clock } = deps;
  const now = clock();
  const { overview, learner, snapshot, level, recommendations, recent } = await standing(deps, userId, now, WEEK_DAYS);
  const window = activityWindow(now, learner.timeZone, WEEK_DAYS);
  const week = sumTotals(dailyTotals(window, overview.activity, learner.timeZone));
  return {
    user: {
      username: learner.username,
      currentLevel: level,
      xpPoints: learner.xpPoints,
      streak: currentStreak(learner.streakDays, learner.streakLastDay, window.today),
    },
    progress: {
      totalExperience: learner.xpPoints,
      lessonsCompleted: snapshot.lessons.filter((lesson) => lesson.completed).length,
      conversationsHad: snapshot.conversations,
      weeklyLessons: week.lessons,
      weeklyConversations: week.conversations,
      weeklyXP: week.xp,
      hasActivity: hasActivity(snapshot),
    },
    dailyGoal: snapshot.dailyGoal ?? dailyGoalStanding(learner.dailyGoalXp, 0),
    recommendations,
    recentActivity: recent,
  };
}

async function learningPath(deps: Deps, userId: string): Promise<LearningPathResponse> {
  const { catalogue, clock } = deps;
  const view = await standing(deps, userId, clock(), null);
  const { learner, snapshot } = view;
  const lessons = snapshot.lessons;
  return {
    currentLevel: view.level,
    progress: levelProgressPercent(learner.xpPoints, view.level),
    xpPoints: learner.xpPoints,
    stats: {
      completedLessons: lessons.filter((lesson) => lesson.completed).length,
      totalLessons: lessons.length,
      practiceConversations: snapshot.conversations,
      averageScore: averageScore(lessons) ?? 0,
      hasActivity: hasActivity(snapshot),
    },
    recommendations: view.recommendations,
    nextLessons: nextOpenLessons(
      lessons.map((lesson) => ({ ...lesson, progress: { completed: lesson.completed, score: lesson.bestScore } })),
    ).map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      description: catalogue.byId.get(lesson.id)?.description ?? '',
      level: lesson.level,
    })),
    recentActivity: view.recent.map(({ type, title, date, duration, score }) => ({
      type,
      title,
      date,
      duration,
      score,
    })),
    levels: LEVELS.map((level) => {
      const inLevel = lessons.filter((lesson) => lesson.level === level);
      const done = inLevel.filter((lesson) => lesson.completed).length;
      return {
        level,
        locked: !view.openLevels.has(level),
        placed: view.placedLevels.has(level),
        completedLessons: done,
        totalLessons: inLevel.length,
        conversations: view.endedByLevel[level],
        xp: inLevel.reduce((sum, lesson) => sum + (view.byLesson.get(lesson.id)?.bestXpAward ?? 0), 0),
        averageScore: averageScore(inLevel),
        progress: percent(done, inLevel.length),
      };
    }),
  };
}

async function progressHistory(deps: Deps, userId: string, days: number): Promise<ProgressHistory> {
  const { repo, clock } = deps;
  const now = clock();
  const found = await repo.activity(userId, windowLowerBound(now, days));
  if (!found) throw new UnauthorizedError();
  const { learner, activity } = found;
  const window = activityWindow(now, learner.timeZone, days);
  return {
    timeZone: learner.timeZone,
    dailyGoalXp: learner.dailyGoalXp,
    days: dailyTotals(window, activity, learner.timeZone),
    streak: currentStreak(learner.streakDays, learner.streakLastDay, window.today),
  };
}

/** The dashboard, the learning path and the progress history, from one statement of the repo each. */
export function createProgressService(service: ProgressServiceDeps) {
  // The default topics do not change while the process runs: listed once for every suggestion.
  const defaultTopics = service.topicCatalogue.topics.map((topic) => ({
    id: topic.id,
    title: topic.title,
    level: topic.level,
    custom: false,
  }));
  const deps: Deps = { ...service, defaultTopics };
  return {
    dashboard: dashboard.bind(null, deps),
    learningPath: learningPath.bind(null, deps),
    history: progressHistory.bind(null, deps),
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
