import { addDays, format } from 'date-fns';
import type {
  DashboardActivity,
  DashboardResponse,
  LearningPathResponse,
  ProgressHistory,
  Recommendation,
} from '@/contract/progress';

/** Contract-shaped server answers for the dashboard and learning path tests. */
export function recommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    title: 'Practice ordering food',
    description: 'Hold a short conversation at a restaurant.',
    reason: 'You have not practised speaking this week',
    priority: 1,
    action: 'Practice Speaking',
    ...overrides,
  };
}

/** An ISO instant for a wall-clock time in the test machine's own zone, so the expected text is zone-proof. */
export function localInstant(year: number, monthIndex: number, day: number, hours: number, minutes: number): string {
  return new Date(year, monthIndex, day, hours, minutes).toISOString();
}

export function activity(overrides: Partial<DashboardActivity> = {}): DashboardActivity {
  return {
    id: 'lesson-greetings',
    type: 'lesson',
    title: 'Saludos',
    date: localInstant(2025, 2, 5, 14, 30),
    duration: null,
    score: 85,
    xpEarned: 10,
    ...overrides,
  };
}

export function dashboardResponse(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    user: { username: 'maria', currentLevel: 'beginner', xpPoints: 40, streak: 3 },
    progress: {
      totalExperience: 40,
      lessonsCompleted: 2,
      conversationsHad: 1,
      weeklyLessons: 2,
      weeklyConversations: 1,
      weeklyXP: 35,
      hasActivity: true,
    },
    dailyGoal: { goalXp: 20, todayXp: 12, met: false, remainingXp: 8 },
    recommendations: [],
    recentActivity: [],
    ...overrides,
  };
}

export const NO_ACTIVITY_PROGRESS: DashboardResponse['progress'] = {
  totalExperience: 0,
  lessonsCompleted: 0,
  conversationsHad: 0,
  weeklyLessons: 0,
  weeklyConversations: 0,
  weeklyXP: 0,
  hasActivity: false,
};

export function learningPathResponse(overrides: Partial<LearningPathResponse> = {}): LearningPathResponse {
  return {
    currentLevel: 'beginner',
    progress: 40,
    xpPoints: 40,
    stats: { completedLessons: 0, totalLessons: 30, practiceConversations: 0, averageScore: 0, hasActivity: false },
    recommendations: [],
    nextLessons: [],
    recentActivity: [],
    levels: [
      {
        level: 'beginner',
        locked: false,
        placed: false,
        completedLessons: 0,
        totalLessons: 10,
        conversations: 0,
        xp: 0,
        averageScore: null,
        progress: 0,
      },
      {
        level: 'intermediate',
        locked: true,
        placed: false,
        completedLessons: 0,
        totalLessons: 10,
        conversations: 0,
        xp: 0,
        averageScore: null,
        progress: 0,
      },
      {
        level: 'advanced',
        locked: true,
        placed: false,
        completedLessons: 0,
        totalLessons: 10,
        conversations: 0,
        xp: 0,
        averageScore: null,
        progress: 0,
      },
    ],
    ...overrides,
  };
}

type HistoryDay = ProgressHistory['days'][number];

/**
 * `count` empty days ending on `today` (YYYY-MM-DD), oldest first as the server sends them, with
 * the given days' figures filled in.
 */
export function progressHistory(
  today: string,
  {
    count = 35,
    streak = 0,
    active = {},
  }: { count?: number; streak?: number; active?: Record<string, Partial<Omit<HistoryDay, 'date'>>> } = {},
): ProgressHistory {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(year, month - 1, day);
  const days = Array.from({ length: count }, (_, index) => {
    const date = format(addDays(last, index - count + 1), 'yyyy-MM-dd');
    return { date, xp: 0, lessons: 0, conversations: 0, reviewed: false, ...active[date] };
  });
  return { timeZone: 'Europe/Madrid', dailyGoalXp: 20, days, streak };
}
