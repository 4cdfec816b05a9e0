/** A calendar day as 'YYYY-MM-DD' in the learner's own time zone. */
export type LocalDay = string;

// Building a formatter costs some 50 µs and formatting with one about 1 µs; the dashboard dates dozens of
// activities per request, so each zone's formatter is built once. Zone names are matched case-blind, so
// spellings are unbounded: the cache starts over rather than grow past what a few hundred zones need.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 1000;

/** The calendar day `instant` falls on in `timeZone` (IANA), as 'YYYY-MM-DD'. */
export function localDay(instant: Date, timeZone: string): LocalDay {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= MAX_CACHED_ZONES) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

// A local day starts at most 14 hours before its UTC midnight (Pacific/Kiritimati) and at most 12 after
// (Etc/GMT+12); the search brackets a little more on either side.
const EARLIEST_DAY_START_MS = -15 * 3_600_000;
const LATEST_DAY_START_MS = 13 * 3_600_000;
const dayBounds = new Map<string, { start: number; end: number }>();

/**
 * The instants `day` spans in `timeZone`: from its first millisecond until (not including) the next day's first,
 * so the database can be asked for what happened "today" in the learner's own zone with a plain range. Found by
 * bisecting `localDay` itself (local dates never go backwards as time goes on), so it agrees with `localDay` to the
 * millisecond, through daylight-saving changes and zones whose offsets are not whole hours.
 */
export function localDayBounds(day: LocalDay, timeZone: string): { start: Date; end: Date } {
  // Every conversation start asks for today's bounds: the bisection (about 50 formats) runs once per day and zone.
  const key = `${day}|${timeZone}`;
  const known = dayBounds.get(key);
  if (known) return { start: new Date(known.start), end: new Date(known.end) };
  const firstInstantOf = (target: LocalDay) => {
    const midnightUtc = Date.parse(`${target}T00:00:00Z`);
    // Invariant: localDay(low) < target <= localDay(high).
    let low = midnightUtc + EARLIEST_DAY_START_MS;
    let high = midnightUtc + LATEST_DAY_START_MS;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (localDay(new Date(middle), timeZone) < target) low = middle;
      else high = middle;
    }
    return new Date(high);
  };
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const bounds = { start: firstInstantOf(day).getTime(), end: firstInstantOf(next).getTime() };
  if (dayBounds.size >= MAX_CACHED_ZONES) dayBounds.clear();
  dayBounds.set(key, bounds);
  return { start: new Date(bounds.start), end: new Date(bounds.end) };
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The streak as the learner sees it today: it survives until the end of the day after the last active day,
 * and a missed day resets it to 0.
 */
export function currentStreak(streakDays: number, lastActiveDay: LocalDay | null, today: LocalDay): number {
  if (!lastActiveDay || streakDays <= 0) return 0;
  const gap = daysBetween(lastActiveDay, today);
  return gap === 0 || gap === 1 ? streakDays : 0;
}

/**
 * The streak after a completed activity on `today`: same day keeps it, the next day extends it,
 * a gap (or no history) starts again at 1. An activity dated before the last active day changes nothing.
 */
export function advanceStreak(
  streakDays: number,
  lastActiveDay: LocalDay | null,
  today: LocalDay,
): { streakDays: number; lastActiveDay: LocalDay } {
  if (!lastActiveDay || streakDays <= 0) return { streakDays: 1, lastActiveDay: today };
  const gap = daysBetween(lastActiveDay, today);
  if (gap <= 0) return { streakDays, lastActiveDay };
  if (gap === 1) return { streakDays: streakDays + 1, lastActiveDay: today };
  return { streakDays: 1, lastActiveDay: today };
}
