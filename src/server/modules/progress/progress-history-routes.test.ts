import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressHistorySchema, type ProgressHistory } from '@/contract/progress';
import type { TestClient } from '@/server/testing/test-app';
import { startProgressApp, type ProgressApp } from './testing/progress-app';

let progress: ProgressApp;
beforeAll(async () => {
  progress = await startProgressApp('2026-11-18T09:00:00Z');
});
afterAll(() => progress.app.close());

async function history(client: TestClient, query = ''): Promise<ProgressHistory> {
  const response = await client.get(`/api/progress/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return progressHistorySchema.parse(response.json());
}
const zero = (date: string) => ({ date, xp: 0, lessons: 0, conversations: 0, reviewed: false });

describe('GET /api/progress/history', () => {
  it('answers 30 days by default, oldest first, up to today, with the days without activity', async () => {
    progress.setNow('2026-11-18T09:00:00Z');
    const client = await progress.learner();
    const first = await progress.completeLesson(client, 'beginner-1', 90);
    progress.setNow('2026-11-20T09:00:00Z');
    const second = await progress.completeLesson(client, 'beginner-2', 60);
    const talk = await progress.converse(client, { turns: 1 });

    const { timeZone, days, streak } = await history(client);
    expect(timeZone).toBe('UTC');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual(zero('2026-10-22'));
    expect(days.slice(-3)).toEqual([
      { date: '2026-11-18', xp: first.experienceGained, lessons: 1, conversations: 0, reviewed: false },
      zero('2026-11-19'),
      {
        date: '2026-11-20',
        xp: second.experienceGained + talk.ended!.xpEarned,
        lessons: 1,
        conversations: 1,
        reviewed: false,
      },
    ]);
    expect(days.slice(0, -3).every((day) => day.xp === 0 && day.lessons === 0 && day.conversations === 0)).toBe(true);
    // The missed 19th started the streak again on the 20th.
    expect(streak).toBe(1);

    const week = await history(client, '?days=7');
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('refuses a number of days outside 7-90 or not whole', async () => {
    const client = await progress.learner();
    for (const days of ['6', '91', '7.5', 'many', '']) {
      const response = await client.get(`/api/progress/history?days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().message, days).toBe('days: days must be a whole number from 7 to 90');
    }
    expect((await history(client, '?days=90')).days).toHaveLength(90);
  });

  it('counts days in the learner’s own time zone', async () => {
    // 23:30 on 14 November in Auckland.
    progress.setNow('2026-11-14T10:30:00Z');
    const client = await progress.learner('Pacific/Auckland');
    const { experienceGained } = await progress.completeLesson(client, 'beginner-1', 90);
    // 00:00 on 21 November in Auckland (still the 20th in UTC).
    progress.setNow('2026-11-20T11:00:00Z');
    const week = await history(client, '?days=7');
    expect(week.timeZone).toBe('Pacific/Auckland');
    expect(week.days[0]).toEqual(zero('2026-11-15'));
    expect(week.days[6]).toEqual(zero('2026-11-21'));
    expect((await history(client, '?days=8')).days[0]).toEqual({
      date: '2026-11-14',
      xp: experienceGained,
      lessons: 1,
      conversations: 0,
      reviewed: false,
    });
  });
});
