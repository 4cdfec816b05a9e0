import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema, progressHistorySchema } from '@/contract/progress';
import {
  DAILY_GOAL_MESSAGE,
  EMPTY_SETTINGS_MESSAGE,
  learnerSettingsSchema,
  VARIETY_MESSAGE,
} from '@/contract/settings';
import { startProgressApp, type ProgressApp } from '@/server/modules/progress/testing/progress-app';
import { LiveSocketClient } from '@/server/testing/live-socket-client';
import { TestClient } from '@/server/testing/test-app';

let progress: ProgressApp;
beforeAll(async () => {
  progress = await startProgressApp('2026-11-20T10:00:00Z');
});
afterAll(() => progress.app.close());

const put = (client: TestClient, json: unknown) => client.request({ method: 'PUT', url: '/api/settings', json });

describe('GET and PUT /api/settings', () => {
  it('needs a signed-in learner', async () => {
    const anonymous = new TestClient(progress.app);
    expect((await anonymous.get('/api/settings')).statusCode).toBe(401);
    expect((await put(anonymous, { dailyGoalXp: 30 })).statusCode).toBe(401);
  });

  it('starts a new learner on the regular goal, Latin American Spanish and the welcome still to show', async () => {
    const client = await progress.learner();
    const response = await client.get('/api/settings');
    expect(response.statusCode).toBe(200);
    expect(learnerSettingsSchema.parse(response.json())).toEqual({
      dailyGoalXp: 20,
      variety: 'latam',
      onboardingCompleted: false,
      placement: null,
      placementRetakeAt: null,
      placementTakenAt: null,
    });
  });

  it('changes the goal, the variety and ends the welcome, each on its own and for this learner only', async () => {
    const client = await progress.learner();
    const other = await progress.learner();
    const changed = await put(client, { dailyGoalXp: 50, variety: 'spain' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ dailyGoalXp: 50, variety: 'spain', onboardingCompleted: false });
    // The choices are kept as they are made: a learner who leaves the welcome part-way finds them on any device,
    // and the settings say the welcome is still to finish until it is ended (docs/product.md#welcome).
    expect((await client.get('/api/settings')).json()).toMatchObject({ onboardingCompleted: false });
    expect((await put(client, { onboardingCompleted: true })).json()).toMatchObject({
      dailyGoalXp: 50,
      variety: 'spain',
      onboardingCompleted: true,
    });
    // The signed-in user is the same for every learner, welcome or not: it carries no welcome state.
    expect((await client.get('/api/auth/user')).json()).not.toHaveProperty('welcomePending');
    expect((await other.get('/api/settings')).json()).toMatchObject({ dailyGoalXp: 20, variety: 'latam' });
  });

  it('refuses a goal out of range, an unknown variety, an empty change and unknown fields with a clear message', async () => {
    const client = await progress.learner();
    for (const [body, message] of [
      [{ dailyGoalXp: 3 }, DAILY_GOAL_MESSAGE],
      [{ dailyGoalXp: 12.5 }, DAILY_GOAL_MESSAGE],
      [{ dailyGoalXp: 500 }, DAILY_GOAL_MESSAGE],
      [{ variety: 'mexico' }, VARIETY_MESSAGE],
      [{}, EMPTY_SETTINGS_MESSAGE],
    ] as const) {
      const response = await put(client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({ message: message });
    }
    expect((await put(client, { onboardingCompleted: false })).statusCode).toBe(400);
    expect((await put(client, { placedLevel: 'advanced' })).statusCode).toBe(400);
  });
});

describe('the daily goal', () => {
  it("counts today's XP in the learner's own time zone, from the records the streak counts", async () => {
    // 23:30 on 20 November in Auckland (UTC+13).
    progress.setNow('2026-11-20T10:30:00Z');
    const client = await progress.learner('Pacific/Auckland');
    await put(client, { dailyGoalXp: 30 });
    await progress.completeLesson(client, 'beginner-1', 100);
    let dashboard = dashboardResponseSchema.parse((await client.get('/api/dashboard')).json());
    expect(dashboard.dailyGoal).toEqual({ goalXp: 30, todayXp: 20, met: false, remainingXp: 10 });
    expect(dashboard.recommendations[0]).toMatchObject({
      title: '10 XP to your daily goal',
      description: "One short lesson: 'beginner 2' is worth up to 20 XP.",
      reason: "You've earned 20 of your 30 XP today",
    });

    // An hour later it is the 21st in Auckland (still the 20th in UTC): a new day, nothing earned yet.
    progress.advance(60 * 60_000);
    dashboard = dashboardResponseSchema.parse((await client.get('/api/dashboard')).json());
    expect(dashboard.dailyGoal).toEqual({ goalXp: 30, todayXp: 0, met: false, remainingXp: 30 });
    await progress.completeLesson(client, 'beginner-2', 100);
    await progress.converse(client, { turns: 4 });
    dashboard = dashboardResponseSchema.parse((await client.get('/api/dashboard')).json());
    expect(dashboard.dailyGoal).toEqual({ goalXp: 30, todayXp: 32, met: true, remainingXp: 0 });

    const history = progressHistorySchema.parse((await client.get('/api/progress/history?days=7')).json());
    expect(history.dailyGoalXp).toBe(30);
    expect(history.days.slice(-2).map(({ date, xp }) => ({ date, xp }))).toEqual([
      { date: '2026-11-20', xp: 20 },
      { date: '2026-11-21', xp: 32 },
    ]);
  });
});

describe('the Spanish variety', () => {
  it("makes the partner's plural 'you' vosotros for Spain and ustedes for Latin America", async () => {
    const replies: Record<string, string> = {};
    for (const variety of ['spain', 'latam'] as const) {
      const client = await progress.learner();
      await put(client, { variety });
      const live = await LiveSocketClient.open(progress.origin, client);
      await live.start('daily-routine');
      replies[variety] = (await live.say('Nosotros es amigos.')).text;
      live.close();
    }
    expect(replies.spain).toMatch(/vosotros sois amigos/i);
    expect(replies.latam).toMatch(/ustedes son amigos/i);
  });
});
