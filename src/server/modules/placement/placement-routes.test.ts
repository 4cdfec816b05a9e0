import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonsOverviewSchema } from '@/contract/lessons';
import {
  PLACEMENT_WRONG_ITEM_MESSAGE,
  placementProgressSchema,
  placementResultSchema,
  type PlacementProgress,
} from '@/contract/placement';
import { dashboardResponseSchema, learningPathResponseSchema } from '@/contract/progress';
import { learnerSettingsSchema } from '@/contract/settings';
import type { PlacementBand } from '@/domain/placement';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadPlacementBank } from '@/server/content/placement-bank';
import { startProgressApp, type ProgressApp } from '@/server/modules/progress/testing/progress-app';
import { TestClient } from '@/server/testing/test-app';
import { setLearnerXp } from '@/server/testing/test-data-repo';

// The shipped bank (the app loads it too) and the test catalogue: 5 beginner, 5 intermediate, 3 advanced lessons.
const bank = loadPlacementBank(defaultContentDir(new URL('../../app.ts', import.meta.url).href));
let progress: ProgressApp;
beforeAll(async () => {
  progress = await startProgressApp('2026-11-20T10:00:00Z');
});
afterAll(() => progress.app.close());

async function start(client: TestClient): Promise<PlacementProgress> {
  const response = await client.post('/api/placement');
  expect(response.statusCode, response.body).toBe(201);
  return placementProgressSchema.parse(response.json());
}

/** Answers as a learner who knows the bands in `knows`: right there, wrong elsewhere; stops after `limit`. */
async function answerAll(client: TestClient, test: PlacementProgress, knows: PlacementBand[], limit = Infinity) {
  let current = test;
  let answered = 0;
  while (current.question && answered < limit) {
    const item = bank.byId.get(current.question.id)!;
    // The options come in this test's own order: the learner picks by what they say.
    const right = current.question.options.indexOf(item.options[item.answer]!);
    const choice = knows.includes(item.band) ? right : (right + 1) % item.options.length;
    const response = await client.post(`/api/placement/${test.attemptId}/answers`, { itemId: item.id, choice });
    expect(response.statusCode, response.body).toBe(200);
    current = placementProgressSchema.parse(response.json());
    answered += 1;
  }
  return current;
}

async function finish(client: TestClient, attemptId: string) {
  const response = await client.post(`/api/placement/${attemptId}/finish`);
  expect(response.statusCode, response.body).toBe(200);
  return placementResultSchema.parse(response.json());
}

describe('the placement test', () => {
  it('needs a signed-in learner', async () => {
    const anonymous = new TestClient(progress.app);
    expect((await anonymous.post('/api/placement')).statusCode).toBe(401);
  });

  it("places an intermediate learner at the first intermediate lesson, beginner placed, credited the intermediate band's starting XP apart from the week's", async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    const test = await start(client);
    expect(test.question).not.toBeNull();
    expect(test.question).not.toHaveProperty('answer');
    expect(test.question).not.toHaveProperty('band');
    const end = await answerAll(client, test, ['A1', 'A2']);
    expect(end.question).toBeNull();
    expect(end.answered).toBeGreaterThanOrEqual(16);
    expect(end.answered).toBeLessThanOrEqual(20);

    expect(await finish(client, test.attemptId)).toEqual({
      band: 'A2',
      answered: end.answered,
      level: 'intermediate',
      lessonId: 'intermediate-1',
      lessonTitle: 'intermediate 1',
      currentLevel: 'intermediate',
      retakeAt: '2026-11-27T10:00:00.000Z',
    });

    const lessons = lessonsOverviewSchema.parse((await client.get('/api/lessons')).json());
    const byId = new Map(lessons.lessons.map((lesson) => [lesson.id, lesson]));
    expect(byId.get('beginner-3')).toMatchObject({ locked: false, placed: true, progress: { completed: false } });
    expect(byId.get('intermediate-1')).toMatchObject({ locked: false });
    expect(byId.get('intermediate-1')).not.toHaveProperty('placed');
    expect(byId.get('intermediate-2')).toMatchObject({ locked: true });
    expect(byId.get('intermediate-2')).not.toHaveProperty('placed');
    expect(lessons.levels.map(({ level, locked, placed }) => ({ level, locked, placed: placed ?? false }))).toEqual([
      { level: 'beginner', locked: false, placed: true },
      { level: 'intermediate', locked: false, placed: false },
      { level: 'advanced', locked: true, placed: false },
    ]);
    // docs/product.md#level-floor: the level and the XP agree (intermediate starts at 100 XP).
    expect(lessons.summary).toMatchObject({ xpPoints: 100, currentLevel: 'intermediate', lessonsCompleted: 0 });

    const dashboard = dashboardResponseSchema.parse((await client.get('/api/dashboard')).json());
    expect(dashboard.user).toMatchObject({ currentLevel: 'intermediate', xpPoints: 100 });
    // The credit is not this week's activity.
    expect(dashboard.progress).toMatchObject({ weeklyXP: 0, hasActivity: false });
    expect(dashboard.recommendations[0]).toMatchObject({
      title: 'Start your first lesson',
      description: "'intermediate 1' opens the intermediate course and is worth up to 20 XP.",
    });
    const path = learningPathResponseSchema.parse((await client.get('/api/learning-path')).json());
    expect(path.currentLevel).toBe('intermediate');
    expect(path.nextLessons.map((lesson) => lesson.id)).toEqual(['intermediate-1']);
    expect(path.levels[0]).toMatchObject({ level: 'beginner', placed: true, locked: false, completedLessons: 0 });
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ currentLevel: 'intermediate' });

    // A placed lesson opens and earns its XP as usual when the learner takes it after all.
    expect((await client.get('/api/lessons/beginner-3')).statusCode).toBe(200);
    expect((await progress.completeLesson(client, 'beginner-3', 100)).experienceGained).toBe(20);
  });

  it('starts a learner who answers nothing right at the beginning, and answers only the question it shows', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    const test = await start(client);
    const first = test.question!;
    const other = bank.items.find((item) => item.id !== first.id)!;
    const wrongItem = await client.post(`/api/placement/${test.attemptId}/answers`, { itemId: other.id, choice: 0 });
    expect(wrongItem.statusCode).toBe(400);
    expect(wrongItem.json()).toEqual({ message: PLACEMENT_WRONG_ITEM_MESSAGE });
    const badChoice = await client.post(`/api/placement/${test.attemptId}/answers`, { itemId: first.id, choice: 7 });
    expect(badChoice.statusCode).toBe(400);

    // Someone else's test is not found, and starting again resumes the unfinished one.
    const stranger = await progress.learner();
    expect((await stranger.post(`/api/placement/${test.attemptId}/finish`)).statusCode).toBe(404);
    const resumed = await client.post('/api/placement');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ attemptId: test.attemptId, question: { id: first.id } });

    await answerAll(client, test, []);
    expect(await finish(client, test.attemptId)).toMatchObject({
      band: null,
      level: 'beginner',
      lessonId: 'beginner-1',
      currentLevel: 'beginner',
    });
    expect((await client.post(`/api/placement/${test.attemptId}/finish`)).statusCode).toBe(409);
    const settings = learnerSettingsSchema.parse((await client.get('/api/settings')).json());
    expect(settings.placement).toBeNull();
  });

  it('can be retaken a week later: stopped early it never lowers a placement, taken whole its result stands', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    const first = await start(client);
    await answerAll(client, first, ['A1', 'A2', 'B1', 'B2']);
    expect(await finish(client, first.attemptId)).toMatchObject({
      band: 'B2',
      level: 'advanced',
      lessonId: 'advanced-1',
    });

    progress.setNow('2026-11-27T09:59:00Z');
    const tooSoon = await client.post('/api/placement');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual({ message: 'You can take the placement test again from 2026-11-27.' });

    progress.setNow('2026-11-27T10:00:00Z');
    const second = await start(client);
    // Stopped after three answers, all wrong: too little to place anyone, and the advanced placement stands.
    await answerAll(client, second, [], 3);
    expect(await finish(client, second.attemptId)).toMatchObject({
      band: null,
      answered: 3,
      level: 'advanced',
      currentLevel: 'advanced',
    });
    const settings = learnerSettingsSchema.parse((await client.get('/api/settings')).json());
    expect(settings.placement).toMatchObject({ level: 'advanced', lessonOrder: 1 });
    expect(settings.placementRetakeAt).toBe('2026-12-04T10:00:00.000Z');
    expect(settings.placementTakenAt).toBe('2026-11-27T10:00:00.000Z');
  });

  it('lowers an over-placement when a whole retake shows a lower band, keeping the XP earned meanwhile', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    const first = await start(client);
    await answerAll(client, first, ['A1', 'A2', 'B1', 'B2']);
    expect(await finish(client, first.attemptId)).toMatchObject({ band: 'B2', level: 'advanced' });
    // The learner comes back during the week (their session stays alive) and earns some XP.
    progress.setNow('2026-11-24T10:00:00Z');
    const { id } = (await client.get('/api/auth/user')).json<{ id: string }>();
    await setLearnerXp(id, 40);

    progress.setNow('2026-11-27T10:00:00Z');
    const second = await start(client);
    await answerAll(client, second, ['A1', 'A2']);
    expect(await finish(client, second.attemptId)).toMatchObject({
      band: 'A2',
      level: 'intermediate',
      lessonId: 'intermediate-1',
      currentLevel: 'intermediate',
    });
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ currentLevel: 'intermediate', xpPoints: 40 });
  });

  it('shows each learner the options in an order of their own, and scores the option they chose', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const orders = new Set<string>();
    for (let learner = 0; learner < 6; learner++) {
      const test = await start(await progress.learner());
      const item = bank.byId.get(test.question!.id)!;
      expect([...test.question!.options].sort()).toEqual([...item.options].sort());
      orders.add(test.question!.options.join('|'));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('moves a placement down a step from Settings, to the beginning at most', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    expect((await client.post('/api/placement/lower')).json()).toEqual({
      message: 'You already start at the beginning of the course',
    });
    const test = await start(client);
    await answerAll(client, test, ['A1', 'A2', 'B1', 'B2']);
    await finish(client, test.attemptId);

    const lowered = await client.post('/api/placement/lower');
    expect(lowered.statusCode, lowered.body).toBe(200);
    // B1's start is intermediate lesson 11; the test catalogue's intermediate level has 5, so its last one.
    expect(lowered.json()).toEqual({
      placement: { level: 'intermediate', lessonOrder: 5 },
      lessonId: 'intermediate-5',
      lessonTitle: 'intermediate 5',
      currentLevel: 'intermediate',
    });
    expect((await client.post('/api/placement/lower')).json()).toMatchObject({
      placement: { level: 'intermediate', lessonOrder: 1 },
      lessonId: 'intermediate-1',
    });
    expect((await client.post('/api/placement/lower')).json()).toMatchObject({
      placement: null,
      lessonId: 'beginner-1',
      currentLevel: 'beginner',
    });
    const settings = learnerSettingsSchema.parse((await client.get('/api/settings')).json());
    expect(settings.placement).toBeNull();
    expect((await client.post('/api/placement/lower')).statusCode).toBe(409);
  });

  it('is a floor only: XP past the placed level moves the learner on', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    const test = await start(client);
    await answerAll(client, test, ['A1', 'A2']);
    await finish(client, test.attemptId);
    const { id } = (await client.get('/api/auth/user')).json<{ id: string }>();
    await setLearnerXp(id, 350);
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ currentLevel: 'advanced' });
  });
});
