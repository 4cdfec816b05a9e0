import { describe, expect, it } from 'vitest';
import { daysBetween, localDay } from './streak';
import {
  activityWindow,
  addDays,
  dailyTotals,
  sumTotals,
  WEEK_DAYS,
  windowLowerBound,
  type ActivityEvent,
} from './activity-windows';

const LA = 'America/Los_Angeles'; // UTC-8 in November
const AUCKLAND = 'Pacific/Auckland'; // UTC+13 in November
const lesson = (iso: string, xp = 20, counts = true): ActivityEvent => ({
  kind: 'lesson',
  at: new Date(iso),
  xp,
  counts,
});
const conversation = (iso: string, xp = 9): ActivityEvent => ({
  kind: 'conversation',
  at: new Date(iso),
  xp,
  counts: true,
});

describe('addDays', () => {
  it('moves across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-20', 0)).toBe('2026-11-20');
  });
});

describe('activityWindow', () => {
  it('is today and the 6 days before, oldest first', () => {
    const window = activityWindow(new Date('2026-11-20T12:00:00Z'), 'UTC', WEEK_DAYS);
    expect(window.today).toBe('2026-11-20');
    expect(window.days).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('ends on each learner’s own today at the UTC day boundary', () => {
    // 11:30 UTC on 20 November: already 21 November in Auckland, still early on 20 November in Los Angeles.
    const now = new Date('2026-11-20T11:30:00Z');
    expect(activityWindow(now, AUCKLAND, 7).days).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(activityWindow(now, LA, 7).days[6]).toBe('2026-11-20');
    expect(activityWindow(new Date('2026-11-21T07:59:59Z'), LA, 7).today).toBe('2026-11-20');
    expect(activityWindow(new Date('2026-11-21T08:00:00Z'), LA, 7).today).toBe('2026-11-21');
  });

  it('always holds at least today', () => {
    expect(activityWindow(new Date('2026-11-20T12:00:00Z'), 'UTC', 0).days).toEqual(['2026-11-20']);
    expect(activityWindow(new Date('2026-11-20T12:00:00Z'), 'UTC', 90).days).toHaveLength(90);
  });
});

describe('windowLowerBound', () => {
  // The zones furthest ahead of and behind UTC, and a few between, at the start, middle and end of a UTC day.
  const zones = ['Pacific/Kiritimati', AUCKLAND, 'Asia/Kolkata', 'UTC', LA, 'Pacific/Pago_Pago', 'Etc/GMT+12'];
  const instants = ['2026-11-20T00:00:00Z', '2026-11-20T11:30:00Z', '2026-11-20T23:59:59Z', '2026-03-29T01:30:00Z'];

  it('comes before the first day of the window in every zone', () => {
    for (const iso of instants) {
      for (const zone of zones) {
        for (const dayCount of [1, 7, 30, 90]) {
          const now = new Date(iso);
          const first = activityWindow(now, zone, dayCount).days[0]!;
          const justBefore = new Date(windowLowerBound(now, dayCount).getTime() - 1);
          expect(daysBetween(localDay(justBefore, zone), first), `${iso} ${zone} ${dayCount}`).toBeGreaterThanOrEqual(
            1,
          );
        }
      }
    }
  });

  it('is UTC midnight that many days back: at most two days more than any learner’s week', () => {
    expect(windowLowerBound(new Date('2026-11-20T12:00:00Z'), 7).toISOString()).toBe('2026-11-13T00:00:00.000Z');
    expect(windowLowerBound(new Date('2026-11-20T23:59:59Z'), 30).toISOString()).toBe('2026-10-21T00:00:00.000Z');
  });
});

describe('dailyTotals', () => {
  it('puts the same instants on different days for learners on either side of the date line', () => {
    const events = [
      lesson('2026-11-14T10:30:00Z'), // Auckland 14 Nov 23:30; Los Angeles 14 Nov 02:30
      conversation('2026-11-14T11:30:00Z'), // Auckland 15 Nov 00:30; Los Angeles 14 Nov 03:30
    ];
    const now = new Date('2026-11-20T11:30:00Z');
    const auckland = dailyTotals(activityWindow(now, AUCKLAND, 7), events, AUCKLAND);
    expect(auckland[0]).toEqual({ date: '2026-11-15', xp: 9, lessons: 0, conversations: 1, reviewed: false });
    expect(sumTotals(auckland)).toEqual({ xp: 9, lessons: 0, conversations: 1 });

    const la = dailyTotals(activityWindow(now, LA, 7), events, LA);
    expect(la[0]).toEqual({ date: '2026-11-14', xp: 29, lessons: 1, conversations: 1, reviewed: false });
    expect(sumTotals(la)).toEqual({ xp: 29, lessons: 1, conversations: 1 });
  });

  it('drops an activity from the week once the learner’s own midnight passes', () => {
    const events = [lesson('2026-11-14T10:30:00Z')]; // 23:30 on 14 November in Auckland
    const before = activityWindow(new Date('2026-11-20T10:59:00Z'), AUCKLAND, 7); // 23:59 on the 20th there
    const after = activityWindow(new Date('2026-11-20T11:00:00Z'), AUCKLAND, 7); // 00:00 on the 21st
    expect(sumTotals(dailyTotals(before, events, AUCKLAND)).lessons).toBe(1);
    expect(sumTotals(dailyTotals(after, events, AUCKLAND)).lessons).toBe(0);
  });

  it('includes days without activity as zeros and leaves out activity outside the window', () => {
    const window = activityWindow(new Date('2026-11-20T12:00:00Z'), 'UTC', 7);
    const totals = dailyTotals(
      window,
      [
        lesson('2026-11-13T23:59:59Z'),
        lesson('2026-11-16T09:00:00Z'),
        lesson('2026-11-16T10:00:00Z', 4, false),
        conversation('2026-11-20T11:00:00Z', 30),
        conversation('2026-11-21T00:00:00Z'),
      ],
      'UTC',
    );
    expect(totals).toEqual([
      { date: '2026-11-14', xp: 0, lessons: 0, conversations: 0, reviewed: false },
      { date: '2026-11-15', xp: 0, lessons: 0, conversations: 0, reviewed: false },
      { date: '2026-11-16', xp: 24, lessons: 1, conversations: 0, reviewed: false },
      { date: '2026-11-17', xp: 0, lessons: 0, conversations: 0, reviewed: false },
      { date: '2026-11-18', xp: 0, lessons: 0, conversations: 0, reviewed: false },
      { date: '2026-11-19', xp: 0, lessons: 0, conversations: 0, reviewed: false },
      { date: '2026-11-20', xp: 30, lessons: 0, conversations: 1, reviewed: false },
    ]);
  });

  it('counts an attempt under the completion mark for its XP but not as a lesson done', () => {
    const window = activityWindow(new Date('2026-11-20T12:00:00Z'), 'UTC', 7);
    expect(sumTotals(dailyTotals(window, [lesson('2026-11-20T08:00:00Z', 8, false)], 'UTC'))).toEqual({
      xp: 8,
      lessons: 0,
      conversations: 0,
    });
  });

  it('counts graded review cards for their XP and as a review session, neither a lesson nor a conversation', () => {
    const window = activityWindow(new Date('2026-11-20T12:00:00Z'), 'UTC', 7);
    const review = (at: string) => ({ kind: 'review' as const, at: new Date(at), xp: 1, counts: false });
    const days = dailyTotals(window, [review('2026-11-20T08:00:00Z'), review('2026-11-20T08:01:00Z')], 'UTC');
    expect(days.at(-1)).toEqual({ date: '2026-11-20', xp: 2, lessons: 0, conversations: 0, reviewed: true });
  });

  it('keeps whole local days across a daylight-saving change', () => {
    // Madrid leaves summer time at 03:00 on 25 October 2026: that day lasts 25 hours.
    const window = activityWindow(new Date('2026-10-27T12:00:00Z'), 'Europe/Madrid', 4);
    expect(window.days).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
    const totals = dailyTotals(
      window,
      [
        lesson('2026-10-24T22:30:00Z'), // 00:30 on the 25th, summer time
        lesson('2026-10-25T22:30:00Z'), // 23:30 on the 25th, winter time
        lesson('2026-10-25T23:30:00Z'), // 00:30 on the 26th
      ],
      'Europe/Madrid',
    );
    expect(totals.map((day) => day.lessons)).toEqual([0, 2, 1, 0]);
  });
});
