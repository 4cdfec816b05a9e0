import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningPathResponseSchema, type LearningPathResponse } from '@/contract/progress';
import type { TestClient } from '@/server/testing/test-app';
import { startProgressApp, type ProgressApp } from './testing/progress-app';

// The test catalogue: 5 beginner, 5 intermediate and 3 advanced lessons of 20 XP each (testing/test-catalogue.ts).
let progress: ProgressApp;
beforeAll(async () => {
  progress = await startProgressApp('2026-11-20T10:00:00Z');
});
afterAll(() => progress.app.close());

async function learningPath(client: TestClient): Promise<LearningPathResponse> {
  const response = await client.get('/api/learning-path');
  expect(response.statusCode, response.body).toBe(200);
  return learningPathResponseSchema.parse(response.json());
}

const lockedLevel = (level: 'intermediate' | 'advanced', totalLessons: number) => ({
  level,
  locked: true,
  placed: false,
  completedLessons: 0,
  totalLessons,
  conversations: 0,
  xp: 0,
  averageScore: null,
  progress: 0,
});

describe('GET /api/learning-path', () => {
  it('shows a new learner the first lesson, empty stats and only the beginner level open', async () => {
    const client = await progress.learner();
    const path = await learningPath(client);
    expect(path).toEqual({
      currentLevel: 'beginner',
      progress: 0,
      xpPoints: 0,
      stats: { completedLessons: 0, totalLessons: 13, practiceConversations: 0, averageScore: 0, hasActivity: false },
      recommendations: expect.any(Array),
      nextLessons: [{ id: 'beginner-1', title: 'beginner 1', description: 'A test lesson.', level: 'beginner' }],
      recentActivity: [],
      levels: [
        {
          level: 'beginner',
          locked: false,
          placed: false,
          completedLessons: 0,
          totalLessons: 5,
          conversations: 0,
          xp: 0,
          averageScore: null,
          progress: 0,
        },
        lockedLevel('intermediate', 5),
        lockedLevel('advanced', 3),
      ],
    });
    expect(path.recommendations.map((recommendation) => recommendation.title)).toEqual([
      'Start your first lesson',
      'Have your first conversation',
    ]);
  });

  it('shows a beginner mid-way their stats, the lesson that is open next, and their activity', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    let lessonXp = 0;
    for (const [lessonId, score] of [
      ['beginner-1', 90],
      ['beginner-2', 60],
      ['beginner-3', 40],
    ] as const) {
      lessonXp += (await progress.completeLesson(client, lessonId, score)).experienceGained;
      progress.advance(60_000);
    }
    const talk = await progress.converse(client, { turns: 1 });
    const path = await learningPath(client);

    expect(path.xpPoints).toBe(lessonXp + talk.ended!.xpEarned);
    expect(path.currentLevel).toBe('beginner');
    // The beginner band is 0-100 XP: the percent is the XP.
    expect(path.progress).toBe(path.xpPoints);
    // The mean of the completed lessons' best scores (90 and 60); the attempt at 40 % is not completed.
    expect(path.stats).toEqual({
      completedLessons: 2,
      totalLessons: 13,
      practiceConversations: 1,
      averageScore: 75,
      hasActivity: true,
    });
    expect(path.nextLessons.map((lesson) => lesson.id)).toEqual(['beginner-3']);
    expect(path.recentActivity).toEqual([
      {
        type: 'conversation',
        title: 'Your Daily Routine',
        date: '2026-11-20T10:03:20.000Z',
        duration: talk.ended!.duration,
        score: null,
      },
      { type: 'lesson', title: 'beginner 3', date: '2026-11-20T10:02:00.000Z', duration: null, score: 40 },
      { type: 'lesson', title: 'beginner 2', date: '2026-11-20T10:01:00.000Z', duration: null, score: 60 },
      { type: 'lesson', title: 'beginner 1', date: '2026-11-20T10:00:00.000Z', duration: null, score: 90 },
    ]);
    expect(path.levels).toEqual([
      {
        level: 'beginner',
        locked: false,
        placed: false,
        completedLessons: 2,
        totalLessons: 5,
        conversations: 1,
        xp: lessonXp,
        averageScore: 75,
        progress: 40,
      },
      lockedLevel('intermediate', 5),
      lockedLevel('advanced', 3),
    ]);
    expect(path.recommendations[0]).toMatchObject({
      title: "Review 'beginner 2'",
      reason: "Your best score in 'beginner 2' is 60 %",
      priority: 1,
    });
  });

  it('opens the next level at 80 % and measures progress within the new XP band', async () => {
    progress.setNow('2026-11-20T10:00:00Z');
    const client = await progress.learner();
    for (const lessonId of ['beginner-1', 'beginner-2', 'beginner-3', 'beginner-4', 'intermediate-1'])
      await progress.completeLesson(client, lessonId, 100);
    let path = await learningPath(client);
    expect(path.xpPoints).toBe(100);
    expect(path.currentLevel).toBe('intermediate');
    expect(path.progress).toBe(0);

    await progress.converse(client, { turns: 1, topic: 'travel-and-holidays', difficulty: 'intermediate' });
    path = await learningPath(client);
    // 103 XP in the intermediate band of 100-300.
    expect(path.progress).toBe(1.5);
    expect(path.nextLessons.map((lesson) => lesson.id)).toEqual(['beginner-5', 'intermediate-2']);
    expect(path.levels).toEqual([
      {
        level: 'beginner',
        locked: false,
        placed: false,
        completedLessons: 4,
        totalLessons: 5,
        conversations: 0,
        xp: 80,
        averageScore: 100,
        progress: 80,
      },
      {
        level: 'intermediate',
        locked: false,
        placed: false,
        completedLessons: 1,
        totalLessons: 5,
        conversations: 1,
        xp: 20,
        averageScore: 100,
        progress: 20,
      },
      lockedLevel('advanced', 3),
    ]);
    expect(path.recommendations.map((recommendation) => recommendation.title)).toEqual(["Start 'beginner 5'"]);
  });
});
