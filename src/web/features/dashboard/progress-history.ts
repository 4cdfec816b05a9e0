import { addDays, format, parseISO, startOfWeek, subWeeks } from 'date-fns';
import type { ProgressHistory } from '@/contract/progress';

type HistoryDay = ProgressHistory['days'][number];

export const CHART_DAYS = 30;
export const CALENDAR_WEEKS = 5;

/** 'YYYY-MM-DD' is the learner's local day (server's time zone for them); parsed as a local date, not UTC. */
export function dayLabel(date: string, pattern = 'MMM d'): string {
  return format(parseISO(date), pattern);
}

/** A day's lessons and conversations, and its review session (however many cards) as one more. */
export function activitiesOf(day: Pick<HistoryDay, 'lessons' | 'conversations' | 'reviewed'>): number {
  return day.lessons + day.conversations + (day.reviewed ? 1 : 0);
}

/** The XP chart's days: the last 30, oldest first, with a short label for the axis. */
export function chartDays(days: readonly HistoryDay[]) {
  return days.slice(-CHART_DAYS).map((day) => ({ ...day, label: dayLabel(day.date) }));
}

/** One sentence for screen readers, standing in for the bars. */
export function xpSummary(days: readonly HistoryDay[]): string {
  const total = days.reduce((sum, day) => sum + day.xp, 0);
  if (total === 0) return `No XP earned in the last ${days.length} days.`;
  const activeDays = days.filter((day) => day.xp > 0).length;
  const best = days.reduce((top, day) => (day.xp > top.xp ? day : top));
  return `${total} XP earned in the last ${days.length} days, on ${activeDays} of them. Best day: ${dayLabel(best.date)} with ${best.xp} XP.`;
}

export interface CalendarDay {
  date: string;
  activities: number;
  lessons: number;
  conversations: number;
  reviewed: boolean;
  xp: number;
  isToday: boolean;
  /** Later this week: drawn as an empty slot so the week keeps its shape. */
  isFuture: boolean;
}

/**
 * Whole weeks, Monday first, ending with the current one. "Today" is the history's last day, which the
 * server counts in the learner's time zone, so a learner abroad sees their own days.
 */
export function calendarWeeks(days: readonly HistoryDay[], weeks = CALENDAR_WEEKS): CalendarDay[][] {
  const last = days.at(-1);
  if (!last) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const start = startOfWeek(subWeeks(parseISO(last.date), weeks - 1), { weekStartsOn: 1 });
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = format(addDays(start, week * 7 + weekday), 'yyyy-MM-dd');
      const entry = byDate.get(date);
      return {
        date,
        activities: entry ? activitiesOf(entry) : 0,
        lessons: entry?.lessons ?? 0,
        conversations: entry?.conversations ?? 0,
        reviewed: entry?.reviewed ?? false,
        xp: entry?.xp ?? 0,
        isToday: date === last.date,
        // ISO dates compare in calendar order as strings.
        isFuture: date > last.date,
      };
    }),
  );
}

/** Colour steps of a calendar day: none, one activity, two or three, four or more. */
export function activityLevel(activities: number): 0 | 1 | 2 | 3 {
  if (activities === 0) return 0;
  if (activities === 1) return 1;
  return activities <= 3 ? 2 : 3;
}
