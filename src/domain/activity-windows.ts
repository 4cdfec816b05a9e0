import { daysBetween, localDay, type LocalDay } from './streak';

/** "This week" on the dashboard: today and the 6 days before, in the learner's time zone. */
export const WEEK_DAYS = 7;

const DAY_MS = 86_400_000;

export interface ActivityWindow {
  /** Local calendar days, oldest first, ending with today. */
  days: LocalDay[];
  today: LocalDay;
}

/** `day` moved by `count` calendar days (negative goes back). */
export function addDays(day: LocalDay, count: number): LocalDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

const dayCountOf = (dayCount: number) => Math.max(1, Math.floor(dayCount));

/** The last `dayCount` local days up to and including today, for a learner in `timeZone`. */
export function activityWindow(now: Date, timeZone: string, dayCount: number): ActivityWindow {
  const count = dayCountOf(dayCount);
  const today = localDay(now, timeZone);
  const first = addDays(today, -(count - 1));
  return { today, days: Array.from({ length: count }, (_, index) => addDays(first, index)) };
}

/**
 * An instant no activity of a `dayCount`-day window can precede, in whatever zone the learner lives, so
 * the database can be asked in the same statement that reads the learner's zone. A learner's today is at
 * most one day either side of UTC's and their day starts at most 14 hours before its UTC midnight (12 after),
 * so UTC midnight `dayCount` days back comes first everywhere; it reads up to two days more than needed, and
 * `dailyTotals` keeps only what falls inside the learner's own window.
 */
export function windowLowerBound(now: Date, dayCount: number): Date {
  return new Date(`${addDays(localDay(now, 'UTC'), -dayCountOf(dayCount))}T00:00:00Z`);
}

/** One finished activity as the figures count it. */
export interface ActivityEvent {
  /** Graded review cards bring XP only: they are neither a lesson nor a conversation done. */
  kind: 'lesson' | 'conversation' | 'review';
  at: Date;
  xp: number;
  /**
   * Whether it counts as a lesson or conversation done. A lesson attempt under the completion mark still
   * earns its XP but, as for the streak, is not a lesson done.
   */
  counts: boolean;
}

export interface DayTotals {
  date: LocalDay;
  xp: number;
  lessons: number;
  conversations: number;
  /** Review cards were graded that day: a review session, which counts for the streak like a lesson. */
  reviewed: boolean;
}

/** One entry per day of the window, oldest first, days without activity included as zeros. */
export function dailyTotals(window: ActivityWindow, events: readonly ActivityEvent[], timeZone: string): DayTotals[] {
  const totals = window.days.map((date) => ({ date, xp: 0, lessons: 0, conversations: 0, reviewed: false }));
  const first = window.days[0];
  if (first === undefined) return totals;
  for (const event of events) {
    const entry = totals[daysBetween(first, localDay(event.at, timeZone))];
    if (!entry) continue;
    entry.xp += Math.max(0, event.xp);
    if (event.kind === 'review') entry.reviewed = true;
    if (!event.counts) continue;
    if (event.kind === 'lesson') entry.lessons += 1;
    else if (event.kind === 'conversation') entry.conversations += 1;
  }
  return totals;
}

/** The window's totals: the dashboard's weekly lessons, conversations and XP. */
export function sumTotals(days: readonly DayTotals[]): Pick<DayTotals, 'xp' | 'lessons' | 'conversations'> {
  return days.reduce(
    (sum, day) => ({
      xp: sum.xp + day.xp,
      lessons: sum.lessons + day.lessons,
      conversations: sum.conversations + day.conversations,
    }),
    { xp: 0, lessons: 0, conversations: 0 },
  );
}
