import { describe, expect, it } from 'vitest';
import { activityLevel, calendarWeeks, chartDays, xpSummary } from './progress-history';
import { progressHistory } from '@/web/testing/progress-fixtures';

describe('calendarWeeks', () => {
  it('ends with the current week, Monday first, later days of the week marked as future', () => {
    // Sunday 16 March 2025: the whole week is past, today is its last cell.
    const weeks = calendarWeeks(progressHistory('2025-03-16').days);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.date).toBe('2025-02-10');
    expect(weeks[4]?.[6]).toMatchObject({ date: '2025-03-16', isToday: true, isFuture: false });
    expect(weeks.flat().some((day) => day.isFuture)).toBe(false);
  });

  it('on a Monday leaves the rest of the week empty', () => {
    const weeks = calendarWeeks(progressHistory('2025-03-10').days);
    const lastWeek = weeks[4] ?? [];
    expect(lastWeek[0]).toMatchObject({ date: '2025-03-10', isToday: true });
    expect(lastWeek.slice(1).every((day) => day.isFuture)).toBe(true);
    expect(weeks[0]?.[0]?.date).toBe('2025-02-10');
  });

  it('counts lessons and conversations per day, and treats days the history does not reach as empty', () => {
    const history = progressHistory('2025-03-12', {
      count: 7,
      active: { '2025-03-11': { xp: 25, lessons: 2, conversations: 1 } },
    });
    const days = calendarWeeks(history.days).flat();
    expect(days.find((day) => day.date === '2025-03-11')).toMatchObject({ activities: 3, xp: 25 });
    expect(days.find((day) => day.date === '2025-02-10')).toMatchObject({ activities: 0, xp: 0, isFuture: false });
  });

  it('has no weeks without history', () => {
    expect(calendarWeeks([])).toEqual([]);
  });
});

describe('activityLevel', () => {
  it('steps at one, two to three, and four or more activities', () => {
    expect([0, 1, 2, 3, 4, 9].map(activityLevel)).toEqual([0, 1, 2, 2, 3, 3]);
  });
});

describe('chart days and summary', () => {
  it('keeps the last 30 days, labelled, oldest first', () => {
    const days = chartDays(progressHistory('2025-03-12').days);
    expect(days).toHaveLength(30);
    expect(days[0]?.label).toBe('Feb 11');
    expect(days.at(-1)?.label).toBe('Mar 12');
  });

  it('says when no XP was earned', () => {
    expect(xpSummary(progressHistory('2025-03-12', { count: 30 }).days)).toBe('No XP earned in the last 30 days.');
  });

  it('names the first best day when two days tie', () => {
    const history = progressHistory('2025-03-12', {
      count: 7,
      active: { '2025-03-08': { xp: 30 }, '2025-03-11': { xp: 30 } },
    });
    expect(xpSummary(history.days)).toBe('60 XP earned in the last 7 days, on 2 of them. Best day: Mar 8 with 30 XP.');
  });
});
