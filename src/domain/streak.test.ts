import { describe, expect, it } from 'vitest';
import { advanceStreak, currentStreak, daysBetween, localDay, localDayBounds } from './streak';

describe('localDay', () => {
  const instant = new Date('2026-01-10T23:30:00Z');
  it('is the calendar day in the given time zone', () => {
    expect(localDay(instant, 'UTC')).toBe('2026-01-10');
    expect(localDay(instant, 'Europe/Madrid')).toBe('2026-01-11');
    expect(localDay(instant, 'America/Mexico_City')).toBe('2026-01-10');
  });
  it('keeps each zone’s own day when many zones and spellings of them are asked for in turn', () => {
    const instant = new Date('2026-11-20T11:30:00Z');
    // Zone names match case-blind: 1,100 spellings of Madrid's overflow the formatter cache at least once.
    const spellingOf = (n: number) => {
      let bit = 0;
      return [...'europe/madrid']
        .map((char) => (char === '/' ? char : (n >> bit++) & 1 ? char.toUpperCase() : char))
        .join('');
    };
    const spellings = new Set(Array.from({ length: 1100 }, (_, n) => spellingOf(n)));
    expect(spellings.size).toBe(1100);
    for (const spelling of spellings) {
      expect(localDay(instant, spelling)).toBe('2026-11-20');
      expect(localDay(instant, 'Pacific/Auckland')).toBe('2026-11-21');
    }
  });
});

describe('localDayBounds', () => {
  const iso = (bounds: { start: Date; end: Date }) => [bounds.start.toISOString(), bounds.end.toISOString()];
  it('spans the local calendar day, whatever the zone’s offset', () => {
    expect(iso(localDayBounds('2026-01-10', 'UTC'))).toEqual(['2026-01-10T00:00:00.000Z', '2026-01-11T00:00:00.000Z']);
    expect(iso(localDayBounds('2026-01-10', 'Europe/Madrid'))).toEqual([
      '2026-01-09T23:00:00.000Z',
      '2026-01-10T23:00:00.000Z',
    ]);
    expect(iso(localDayBounds('2026-01-10', 'Pacific/Kiritimati'))).toEqual([
      '2026-01-09T10:00:00.000Z',
      '2026-01-10T10:00:00.000Z',
    ]);
    expect(iso(localDayBounds('2026-01-10', 'Etc/GMT+12'))).toEqual([
      '2026-01-10T12:00:00.000Z',
      '2026-01-11T12:00:00.000Z',
    ]);
    expect(iso(localDayBounds('2026-01-10', 'Asia/Kathmandu'))).toEqual([
      '2026-01-09T18:15:00.000Z',
      '2026-01-10T18:15:00.000Z',
    ]);
  });
  it('has 23 or 25 hours on the days daylight saving time starts or ends', () => {
    expect(iso(localDayBounds('2026-03-29', 'Europe/Madrid'))).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(iso(localDayBounds('2026-10-25', 'Europe/Madrid'))).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });
  it('agrees with localDay on either side of its edges', () => {
    for (const zone of ['America/St_Johns', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/Santiago']) {
      const { start, end } = localDayBounds('2026-04-05', zone);
      expect(localDay(new Date(start.getTime() - 1), zone)).toBe('2026-04-04');
      expect(localDay(start, zone)).toBe('2026-04-05');
      expect(localDay(new Date(end.getTime() - 1), zone)).toBe('2026-04-05');
      expect(localDay(end, zone)).toBe('2026-04-06');
    }
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days across month and year ends', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-03-10', '2026-03-08')).toBe(-2);
  });
});

describe('currentStreak', () => {
  it('holds on the active day and the day after, and resets after a missed day', () => {
    expect(currentStreak(4, '2026-05-01', '2026-05-01')).toBe(4);
    expect(currentStreak(4, '2026-05-01', '2026-05-02')).toBe(4);
    expect(currentStreak(4, '2026-05-01', '2026-05-03')).toBe(0);
  });

  it('is 0 without any activity', () => {
    expect(currentStreak(0, null, '2026-05-01')).toBe(0);
    expect(currentStreak(3, null, '2026-05-01')).toBe(0);
  });
});

describe('advanceStreak', () => {
  it('starts at 1 without history', () => {
    expect(advanceStreak(0, null, '2026-05-01')).toEqual({ streakDays: 1, lastActiveDay: '2026-05-01' });
  });
  it('keeps the count for a second activity the same day', () => {
    expect(advanceStreak(3, '2026-05-01', '2026-05-01')).toEqual({ streakDays: 3, lastActiveDay: '2026-05-01' });
  });
  it('extends on the next day, across a month end', () => {
    expect(advanceStreak(3, '2026-04-30', '2026-05-01')).toEqual({ streakDays: 4, lastActiveDay: '2026-05-01' });
  });
  it('resets to 1 after a missed day', () => {
    expect(advanceStreak(9, '2026-05-01', '2026-05-03')).toEqual({ streakDays: 1, lastActiveDay: '2026-05-03' });
  });
  it('ignores an activity dated before the last active day (a time-zone change westwards)', () => {
    expect(advanceStreak(5, '2026-05-02', '2026-05-01')).toEqual({ streakDays: 5, lastActiveDay: '2026-05-02' });
  });
});
