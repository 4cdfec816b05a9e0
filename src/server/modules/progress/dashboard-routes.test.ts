import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_SPEAKING_ACTION } from '@/contract/progress-constants';
import { dashboardResponseSchema, type DashboardResponse } from '@/contract/progress';
import { TestClient } from '@/server/testing/test-app';
import { getTestDatabase } from '@/server/testing/test-db';
import { startProgressApp, type ProgressApp } from './testing/progress-app';

// The test catalogue: 5 beginner, 5 intermediate and 3 advanced lessons of 20 XP each (testing/test-catalogue.ts).
let progress: ProgressApp;
beforeAll(async () => {
  progress = await startProgressApp('2026-11-20T10:00:00Z');
});
afterAll(() => progress.app.close());

async function dashboard(client: TestClient): Promise<DashboardResponse> {
  const response = await client.get('/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  // The contract's schema, not the route's: what the web app parses.
  return dashboardResponseSchema.parse(response.json());
}

describe('GET /api/dashboard', () => {
  it('needs a signed-in learner, as do the learning path and the history', async () => {
    const anonymous = new TestClient(progress.app);
    for (const url of ['/api/dashboard', '/api/learning-path', '/api/progress/history']) {
      const response = await anonymous.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ message: 'You need to sign in first' });
    }
  });

  it('shows a new learner empty figures and the get-started recommendations', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    expect(await dashboard(client)).toEqual({
      user: { username: client.username, currentLevel: 'beginner', xpPoints: 0, streak: 0 },
      progress: {
        totalExperience: 0,
        lessonsCompleted: 0,
        conversationsHad: 0,
        weeklyLessons: 0,
        weeklyConversations: 0,
        weeklyXP: 0,
        hasActivity: false,
      },
      dailyGoal: { goalXp: 20, todayXp: 0, met: false, remainingXp: 20 },
      recommendations: [
        {
          title: 'Start your first lesson',
          description: "'beginner 1' opens the beginner course and is worth up to 20 XP.",
          reason: "You haven't taken a lesson yet",
          action: 'Start Lesson',
          lessonId: 'beginner-1',
          priority: 1,
        },
        {
          title: 'Have your first conversation',
          description: "Talk about 'Introducing Yourself', a topic for your beginner level.",
          reason: "You haven't had a conversation yet",
          action: PRACTICE_SPEAKING_ACTION,
          topicId: 'introducing-yourself',
          difficulty: 'beginner',
          priority: 2,
        },
      ],
      recentActivity: [],
    });
  });

  it('shows a beginner mid-way their lessons, newest first, and asks them to review the one under 70 %', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    const granted = [];
    for (const [lessonId, score] of [
      ['beginner-1', 90],
      ['beginner-2', 60],
      ['beginner-3', 40],
    ] as const) {
      granted.push((await progress.completeLesson(client, lessonId, score)).experienceGained);
      progress.advance(60_000);
    }
    const xp = granted.reduce((sum, value) => sum + value, 0);
    const view = await dashboard(client);
    expect(view.user).toEqual({ username: client.username, currentLevel: 'beginner', xpPoints: xp, streak: 1 });
    // The attempt at 40 % earned XP but, under the completion mark, is not a lesson done.
    expect(view.progress).toEqual({
      totalExperience: xp,
      lessonsCompleted: 2,
      conversationsHad: 0,
      weeklyLessons: 2,
      weeklyConversations: 0,
      weeklyXP: xp,
      hasActivity: true,
    });
    expect(
      view.recentActivity.map(({ type, title, date, duration, score, xpEarned }) => [
        type,
        title,
        date,
        duration,
        score,
        xpEarned,
      ]),
    ).toEqual([
      ['lesson', 'beginner 3', '2026-11-20T10:02:00.000Z', null, 40, granted[2]],
      ['lesson', 'beginner 2', '2026-11-20T10:01:00.000Z', null, 60, granted[1]],
      ['lesson', 'beginner 1', '2026-11-20T10:00:00.000Z', null, 90, granted[0]],
    ]);
    expect(new Set(view.recentActivity.map((activity) => activity.id)).size).toBe(3);
    expect(view.recommendations.map(({ priority, title, action }) => [priority, title, action])).toEqual([
      [1, "Review 'beginner 2'", 'Review Lesson'],
      [2, 'Unlock the intermediate level', 'Start Lesson'],
      [3, 'Practice speaking', PRACTICE_SPEAKING_ACTION],
    ]);
    expect(view.recommendations[0]!.reason).toBe("Your best score in 'beginner 2' is 60 %");
    expect(view.recommendations[1]!.description).toBe(
      "Complete 'beginner 3' and 1 more beginner lesson to open the intermediate level.",
    );
  });

  it('counts ended conversations beside lessons, with the server’s duration and XP, and leaves open ones out', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    const first = await progress.converse(client, { turns: 2 });
    progress.advance(60_000);
    const lesson = await progress.completeLesson(client, 'beginner-1', 90);
    progress.advance(60_000);
    const second = await progress.converse(client, {
      turns: 1,
      topic: 'travel-and-holidays',
      difficulty: 'intermediate',
    });
    await progress.converse(client, { turns: 1, end: false });

    const view = await dashboard(client);
    const xp = first.ended!.xpEarned + lesson.experienceGained + second.ended!.xpEarned;
    expect(view.progress).toEqual({
      totalExperience: xp,
      lessonsCompleted: 1,
      conversationsHad: 2,
      weeklyLessons: 1,
      weeklyConversations: 2,
      weeklyXP: xp,
      hasActivity: true,
    });
    expect(
      view.recentActivity.map(({ id, type, title, duration, score, xpEarned }) => [
        id,
        type,
        title,
        duration,
        score,
        xpEarned,
      ]),
    ).toEqual([
      [
        `conversation-${second.id}`,
        'conversation',
        'Travel and Vacations',
        second.ended!.duration,
        null,
        second.ended!.xpEarned,
      ],
      [expect.stringMatching(/^lesson-/), 'lesson', 'beginner 1', null, 90, lesson.experienceGained],
      [
        `conversation-${first.id}`,
        'conversation',
        'Your Daily Routine',
        first.ended!.duration,
        null,
        first.ended!.xpEarned,
      ],
    ]);
    expect(first.ended!.duration).toBeGreaterThan(0);
    // Spoke today: no nudge to speak; the course's next lesson instead.
    expect(view.recommendations.map((recommendation) => recommendation.title)).toEqual(["Start 'beginner 2'"]);
  });

  it('keeps at most the 10 newest activities', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    for (let attempt = 0; attempt < 8; attempt++) {
      await progress.completeLesson(client, 'beginner-1', 50 + attempt);
      progress.advance(60_000);
    }
    for (let talk = 0; talk < 4; talk++) await progress.converse(client);
    const view = await dashboard(client);
    expect(view.recentActivity.map((activity) => activity.type)).toEqual([
      ...Array(4).fill('conversation'),
      ...Array(6).fill('lesson'),
    ]);
    expect(
      view.recentActivity.filter((activity) => activity.type === 'lesson').map((activity) => activity.score),
    ).toEqual([57, 56, 55, 54, 53, 52]);
  });

  it('counts the week in the learner’s own time zone', async () => {
    // 10:30 UTC on 14 November: 23:30 that day in Auckland, 02:30 that day in Los Angeles.
    progress.setNow('2026-11-14T10:30:00Z');
    const auckland = await progress.learner('Pacific/Auckland');
    const losAngeles = await progress.learner('America/Los_Angeles');
    const xp = (await progress.completeLesson(auckland, 'beginner-1', 90)).experienceGained;
    await progress.completeLesson(losAngeles, 'beginner-1', 90);
    const week = async (client: TestClient) => {
      const { weeklyLessons, weeklyXP } = (await dashboard(client)).progress;
      return { weeklyLessons, weeklyXP };
    };

    // 23:59 on 20 November in Auckland: the 14th is still the first day of its week.
    progress.setNow('2026-11-20T10:59:00Z');
    expect(await week(auckland)).toEqual({ weeklyLessons: 1, weeklyXP: xp });
    expect(await week(losAngeles)).toEqual({ weeklyLessons: 1, weeklyXP: xp });

    // Midnight in Auckland: the week now starts on the 15th. Los Angeles is still on the 20th.
    progress.setNow('2026-11-20T11:00:00Z');
    expect(await week(auckland)).toEqual({ weeklyLessons: 0, weeklyXP: 0 });
    expect(await week(losAngeles)).toEqual({ weeklyLessons: 1, weeklyXP: xp });

    // Midnight in Los Angeles.
    progress.setNow('2026-11-21T08:00:00Z');
    expect(await week(losAngeles)).toEqual({ weeklyLessons: 0, weeklyXP: 0 });
  });

  it('sends the same number of queries whatever the size of the history', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const large = await progress.learner();
    for (const lessonId of ['beginner-1', 'beginner-2', 'beginner-3', 'beginner-4']) {
      for (const score of [40, 70, 95]) await progress.completeLesson(large, lessonId, score);
    }
    // A conversation a day for a week (the free plan allows only a few a day).
    for (let talk = 0; talk < 7; talk++) {
      await progress.converse(large, { turns: 2, difficulty: talk % 2 ? 'beginner' : 'intermediate' });
      progress.advance(24 * 60 * 60_000);
    }
    const small = await progress.learner();
    await progress.completeLesson(small, 'beginner-1', 90);

    const { db } = await getTestDatabase();
    // Both drivers (pg's pool and PGlite) take every statement Drizzle sends through `query`.
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const queriesFor = async (learner: TestClient, url: string) => {
      await learner.get(url); // a first request may refresh the session's idle expiry
      const original = client.query;
      let statements = 0;
      client.query = (...args: unknown[]) => {
        statements += 1;
        return original.apply(client, args);
      };
      try {
        expect((await learner.get(url)).statusCode).toBe(200);
      } finally {
        client.query = original;
      }
      return statements;
    };
    // The session's row, then one statement for the screen, however long the history.
    for (const url of ['/api/dashboard', '/api/learning-path', '/api/progress/history']) {
      expect(await queriesFor(small, url), url).toBe(2);
      expect(await queriesFor(large, url), url).toBe(2);
    }
  });
});
