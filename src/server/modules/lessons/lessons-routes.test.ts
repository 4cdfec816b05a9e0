import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LESSON_LOCKED_MESSAGE,
  LESSON_SCORE_MESSAGE,
  type CompleteLessonResponse,
  type LessonDetail,
  type LessonsOverview,
} from '@/contract/lessons';
import { createTestApp, signedInLearner, TestClient } from '@/server/testing/test-app';
import { statementsDuring } from '@/server/testing/statement-counter';
import { lessonAttemptsOf, setLearnerXp } from '@/server/testing/test-data-repo';

// The test catalogue: 5 beginner, 5 intermediate and 3 advanced lessons of 20 XP each (testing/test-catalogue.ts).
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const learner = () => signedInLearner(app);
const complete = (client: TestClient, id: string, score: unknown) =>
  client.post(`/api/lessons/${id}/complete`, { score });
async function completeOk(client: TestClient, id: string, score: number): Promise<CompleteLessonResponse> {
  const response = await complete(client, id, score);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const overview = async (client: TestClient): Promise<LessonsOverview> => (await client.get('/api/lessons')).json();
const lockedIds = (view: LessonsOverview) => view.lessons.filter((lesson) => lesson.locked).map((lesson) => lesson.id);

describe('lessons API', () => {
  it('answers the lessons list and a lesson in one statement: the session with the learner and their progress', async () => {
    const learner = await signedInLearner(app);
    await learner.get('/api/lessons'); // a first request may refresh the session's idle expiry
    await setLearnerXp(learner.userId, 150);
    let list: LessonsOverview | undefined;
    const statements = await statementsDuring(async () => {
      list = (await learner.get('/api/lessons')).json();
    });
    expect(statements).toBe(1);
    expect(list?.summary).toMatchObject({ xpPoints: 150, currentLevel: 'intermediate', lessonsCompleted: 0 });
    await completeOk(learner, 'beginner-1', 90);
    let lesson: LessonDetail | undefined;
    const detailStatements = await statementsDuring(async () => {
      lesson = (await learner.get('/api/lessons/beginner-2')).json();
    });
    expect(detailStatements).toBe(1);
    // The standings read with the session are the ones just written: beginner-2 is open, beginner-1 completed.
    expect(lesson).toMatchObject({ id: 'beginner-2', locked: false });
    expect((await overview(learner)).lessons[0]).toMatchObject({ progress: { completed: true, score: 90 } });
  });

  it('needs a signed-in learner', async () => {
    const anonymous = new TestClient(app);
    expect((await anonymous.get('/api/lessons')).statusCode).toBe(401);
    expect((await anonymous.get('/api/lessons/beginner-1')).statusCode).toBe(401);
    expect((await anonymous.post('/api/lessons/beginner-1/complete', { score: 80 })).statusCode).toBe(401);
  });

  it('lists every lesson with progress and locks, and the overview figures, for a new learner', async () => {
    const client = await learner();
    const view = await overview(client);
    expect(view.lessons).toHaveLength(13);
    expect(view.lessons[0]).toEqual({
      id: 'beginner-1',
      title: 'beginner 1',
      description: 'A test lesson.',
      level: 'beginner',
      type: 'vocabulary',
      order: 1,
      experiencePoints: 20,
      progress: { completed: false, score: null },
      locked: false,
    });
    expect(lockedIds(view)).toHaveLength(12);
    expect(view.levels).toEqual([
      {
        level: 'beginner',
        locked: false,
        previousLevel: null,
        totalLessons: 5,
        completedLessons: 0,
        totalXp: 100,
        percentComplete: 0,
      },
      {
        level: 'intermediate',
        locked: true,
        previousLevel: 'beginner',
        totalLessons: 5,
        completedLessons: 0,
        totalXp: 100,
        percentComplete: 0,
      },
      {
        level: 'advanced',
        locked: true,
        previousLevel: 'intermediate',
        totalLessons: 3,
        completedLessons: 0,
        totalXp: 60,
        percentComplete: 0,
      },
    ]);
    expect(view.summary).toEqual({
      xpPoints: 0,
      currentLevel: 'beginner',
      streak: 0,
      lessonsCompleted: 0,
      totalLessons: 13,
      overallPercent: 0,
    });
  });

  it('answers a lesson with its content and next lesson, 404 for an unknown id and 403 while locked', async () => {
    const client = await learner();
    const detail = await client.get('/api/lessons/beginner-1');
    expect(detail.statusCode).toBe(200);
    const lesson: LessonDetail = detail.json();
    expect(lesson.content.sections).toHaveLength(3);
    expect(lesson.content.exercises[0]).toMatchObject({ type: 'fill_blank', answer: 'hola', audio_text: 'Hola amigo' });
    expect(lesson.nextLessonId).toBe('beginner-2');
    // The learner's Spanish, for the regional notes' order (docs/product.md#spanish-variety).
    expect(lesson.variety).toBe('latam');
    expect((await client.request({ method: 'PUT', url: '/api/settings', json: { variety: 'spain' } })).statusCode).toBe(
      200,
    );
    expect((await client.get('/api/lessons/beginner-1')).json<LessonDetail>().variety).toBe('spain');

    const missing = await client.get('/api/lessons/no-such-lesson');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Lesson not found' });

    const locked = await client.get('/api/lessons/beginner-2');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: LESSON_LOCKED_MESSAGE });
  });

  it('rejects a score that is not a whole number from 0 to 100', async () => {
    const client = await learner();
    for (const score of [-1, 101, 50.5, '80', null]) {
      const response = await complete(client, 'beginner-1', score);
      expect(response.statusCode, String(score)).toBe(400);
      expect(response.json()).toEqual({ message: LESSON_SCORE_MESSAGE });
    }
    const missing = await client.post('/api/lessons/beginner-1/complete', {});
    expect(missing.statusCode).toBe(400);
    expect((await overview(client)).summary.xpPoints).toBe(0);
  });

  it('refuses to complete a locked or unknown lesson and grants nothing', async () => {
    const client = await learner();
    const locked = await complete(client, 'beginner-3', 100);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: LESSON_LOCKED_MESSAGE });
    expect((await complete(client, 'intermediate-1', 100)).statusCode).toBe(403);
    expect((await complete(client, 'nope', 100)).statusCode).toBe(404);
    expect((await overview(client)).summary.xpPoints).toBe(0);
  });

  it('completes at 50, keeps the best score, and grants only the increase so a lesson never yields more than its XP', async () => {
    const client = await learner();
    const failed = await completeOk(client, 'beginner-1', 40);
    expect(failed).toMatchObject({
      experienceGained: 8,
      completed: false,
      bestScore: 40,
      xpPoints: 8,
      nextLessonId: 'beginner-2',
      streak: 0,
    });
    expect(lockedIds(await overview(client))).toContain('beginner-2');

    const passed = await completeOk(client, 'beginner-1', 60);
    expect(passed).toMatchObject({ experienceGained: 4, completed: true, bestScore: 60, xpPoints: 12, streak: 1 });
    expect(lockedIds(await overview(client))).not.toContain('beginner-2');

    const worse = await completeOk(client, 'beginner-1', 30);
    expect(worse).toMatchObject({ experienceGained: 0, completed: true, bestScore: 60, xpPoints: 12 });

    const perfect = await completeOk(client, 'beginner-1', 100);
    expect(perfect).toMatchObject({ experienceGained: 8, bestScore: 100, xpPoints: 20 });
    const again = await completeOk(client, 'beginner-1', 100);
    expect(again).toMatchObject({ experienceGained: 0, xpPoints: 20 });

    const view = await overview(client);
    expect(view.lessons[0]!.progress).toEqual({ completed: true, score: 100 });
    expect(view.summary).toMatchObject({ xpPoints: 20, lessonsCompleted: 1, overallPercent: 8 });
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ xpPoints: 20 });

    const attempts = await lessonAttemptsOf(client.userId);
    expect(attempts.map((attempt) => [attempt.score, attempt.xpGranted, attempt.completed])).toEqual([
      [40, 8, false],
      [60, 4, true],
      [30, 0, false],
      [100, 8, true],
      [100, 0, true],
    ]);
    expect(attempts.every((attempt) => attempt.createdAt instanceof Date)).toBe(true);
  });

  it('grants XP once when the same completion arrives twice at the same moment', async () => {
    const client = await learner();
    const results = await Promise.all([completeOk(client, 'beginner-1', 100), completeOk(client, 'beginner-1', 100)]);
    expect(results.map((result) => result.experienceGained).sort()).toEqual([0, 20]);
    expect((await overview(client)).summary.xpPoints).toBe(20);
  });

  it('opens the next level at 80 % of the previous one and points past the end of a level', async () => {
    const client = await learner();
    for (const id of ['beginner-1', 'beginner-2', 'beginner-3']) await completeOk(client, id, 90);
    let view = await overview(client);
    expect(view.levels[1]!.locked).toBe(true);
    expect(view.levels[0]!.percentComplete).toBe(60);

    const fourth = await completeOk(client, 'beginner-4', 90);
    expect(fourth.nextLessonId).toBe('beginner-5');
    view = await overview(client);
    expect(view.levels[1]!.locked).toBe(false);
    expect(lockedIds(view)).not.toContain('intermediate-1');
    expect(lockedIds(view)).toContain('intermediate-2');
    expect(lockedIds(view)).toContain('advanced-1');

    expect((await completeOk(client, 'beginner-5', 90)).nextLessonId).toBe('intermediate-1');
    expect((await completeOk(client, 'intermediate-1', 100)).currentLevel).toBe('intermediate'); // 5 x 18 + 20 = 110 XP
  });
});

describe('lesson streaks', () => {
  const DAY = 24 * 60 * 60_000;
  let now = Date.parse('2026-03-10T06:00:00Z');
  let timedApp: FastifyInstance;
  beforeAll(async () => {
    timedApp = await createTestApp({ clock: () => new Date(now) });
  });
  afterAll(() => timedApp.close());

  it("counts days in the learner's own time zone and resets after a missed day", async () => {
    now = Date.parse('2026-03-10T06:00:00Z'); // 9 March, 23:00 in Los Angeles
    const client = new TestClient(timedApp);
    const registered = await client.post('/api/auth/register', {
      username: `la_${Date.now()}`,
      password: 'correct horse battery',
      timeZone: 'America/Los_Angeles',
    });
    expect(registered.statusCode).toBe(201);

    expect((await completeOk(client, 'beginner-1', 80)).streak).toBe(1);
    now = Date.parse('2026-03-10T20:00:00Z'); // same UTC day, but 10 March in Los Angeles
    expect((await completeOk(client, 'beginner-2', 80)).streak).toBe(2);
    now += 2 * 60 * 60_000; // later the same local day
    expect((await completeOk(client, 'beginner-3', 80)).streak).toBe(2);
    expect((await completeOk(client, 'beginner-4', 20)).streak).toBe(2); // a failed attempt is no activity, and keeps it

    now += DAY; // 11 March, no activity yet: the streak still stands
    expect((await overview(client)).summary.streak).toBe(2);
    now += DAY; // 12 March: 11 March was missed
    expect((await overview(client)).summary.streak).toBe(0);
    expect((await client.get('/api/auth/user')).json().streak).toBe(0);
    expect((await completeOk(client, 'beginner-4', 80)).streak).toBe(1);
  });

  it('moves to the time zone the browser sends with a completion', async () => {
    now = Date.parse('2026-05-01T12:00:00Z');
    const client = new TestClient(timedApp);
    await client.post('/api/auth/register', {
      username: `trip_${Date.now()}`,
      password: 'correct horse battery',
      timeZone: 'UTC',
    });
    expect((await completeOk(client, 'beginner-1', 80)).streak).toBe(1); // 1 May in UTC
    now = Date.parse('2026-05-02T02:00:00Z'); // still 1 May in New York, 2 May in UTC
    const traveled = await client.post('/api/lessons/beginner-2/complete', { score: 80, timeZone: 'America/New_York' });
    expect(traveled.json().streak).toBe(1);
    const bad = await client.post('/api/lessons/beginner-3/complete', { score: 80, timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/time zone/i);
  });

  it('uses UTC days for a learner in UTC', async () => {
    now = Date.parse('2026-04-01T23:30:00Z');
    const client = new TestClient(timedApp);
    await client.post('/api/auth/register', {
      username: `utc_${Date.now()}`,
      password: 'correct horse battery',
      timeZone: 'UTC',
    });
    expect((await completeOk(client, 'beginner-1', 80)).streak).toBe(1);
    now = Date.parse('2026-04-02T00:30:00Z');
    expect((await completeOk(client, 'beginner-2', 80)).streak).toBe(2);
  });
});

describe('the shipped course', () => {
  it('is what the app serves by default: 36+ lessons, the first beginner lesson open', async () => {
    const shippedApp = await createTestApp({ catalogue: undefined }); // undefined: the app loads content/ itself
    try {
      const client = new TestClient(shippedApp);
      await client.register();
      const view = await overview(client);
      expect(view.lessons.length).toBeGreaterThanOrEqual(36);
      expect(view.lessons.filter((lesson) => !lesson.locked).map((lesson) => lesson.id)).toEqual([
        'greetings-and-introductions',
      ]);
      const first: LessonDetail = (await client.get('/api/lessons/greetings-and-introductions')).json();
      expect(new Set(first.content.exercises.map((exercise) => exercise.type))).toEqual(
        new Set(['multiple_choice', 'translation', 'conjugation', 'fill_blank', 'pronunciation']),
      );
      // Regional notes arrive as the content has them, with the variety each is for.
      const notes = first.content.sections.flatMap((section) =>
        section.content.flatMap((item) => item.regionalNotes ?? []),
      );
      expect(notes).toContainEqual({ variety: 'spain', text: 'Lunchtime is around 2 p.m.' });
    } finally {
      await shippedApp.close();
    }
  });
});
