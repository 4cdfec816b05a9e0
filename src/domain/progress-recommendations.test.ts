import { describe, expect, it } from 'vitest';
import type { Level } from './levels';
import {
  PRACTICE_SPEAKING_ACTION,
  recommendProgress,
  type PathLesson,
  type ProgressSnapshot,
} from './progress-recommendations';
import { courseLocks } from './unlocking';

// 5 beginner, 5 intermediate and 3 advanced lessons of 20 XP, listed out of order on purpose.
const COURSE = (['advanced', 'intermediate', 'beginner'] as Level[]).flatMap((level) =>
  Array.from({ length: level === 'advanced' ? 3 : 5 }, (_, index) => ({
    id: `${level}-${index + 1}`,
    title: `${level} ${index + 1}`,
    level,
    order: index + 1,
    experiencePoints: 20,
  })),
);

type Setup = Partial<Omit<ProgressSnapshot, 'lessons'>> & { scores?: Record<string, number> };

function snapshot({ scores = {}, ...rest }: Setup = {}): ProgressSnapshot {
  const completed = new Set(Object.keys(scores).filter((id) => scores[id]! >= 50));
  const { lockedIds } = courseLocks(COURSE, completed);
  const lessons: PathLesson[] = COURSE.map((lesson) => ({
    ...lesson,
    locked: lockedIds.has(lesson.id),
    completed: completed.has(lesson.id),
    bestScore: scores[lesson.id] ?? null,
  }));
  return {
    now: new Date('2026-11-20T12:00:00Z'),
    timeZone: 'UTC',
    xpPoints: 0,
    streakDays: 0,
    streakLastDay: null,
    lessons,
    conversations: 0,
    lastConversationAt: null,
    suggestedTopic: { id: 'ordering-food', title: 'Ordering food' },
    ...rest,
  };
}

/** A learner with some history for whom only the plain next-lesson rule applies: one lesson, active today. */
const quiet: Setup = {
  scores: { 'beginner-1': 90 },
  xpPoints: 18,
  streakDays: 1,
  streakLastDay: '2026-11-20',
  conversations: 1,
  lastConversationAt: new Date('2026-11-20T09:00:00Z'),
};
const titles = (setup: Setup) => recommendProgress(snapshot(setup)).map((recommendation) => recommendation.title);

describe('recommendProgress: a learner with no activity yet', () => {
  it('gets the get-started pair: the first lesson, then a first conversation on a topic for their level', () => {
    expect(recommendProgress(snapshot())).toEqual([
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
        description: "Talk about 'Ordering food', a topic for your beginner level.",
        reason: "You haven't had a conversation yet",
        action: PRACTICE_SPEAKING_ACTION,
        topicId: 'ordering-food',
        difficulty: 'beginner',
        priority: 2,
      },
    ]);
  });

  it('still suggests speaking without a topic to name', () => {
    expect(recommendProgress(snapshot({ suggestedTopic: null }))[1]).toMatchObject({
      description: 'Talk with your partner at your beginner level.',
      action: PRACTICE_SPEAKING_ACTION,
    });
  });

  it('counts a conversation alone, or a lesson attempt under 50 %, as activity', () => {
    expect(titles({ conversations: 1, lastConversationAt: new Date('2026-11-20T09:00:00Z') })).toEqual([
      "Start 'beginner 1'",
    ]);
    expect(titles({ scores: { 'beginner-1': 30 } })[0]).not.toBe('Start your first lesson');
  });
});

describe('recommendProgress: precedence', () => {
  // Every rule applies: a 3-day streak last kept yesterday, 'beginner 2' at 60 %, 3 of 5 beginner lessons done
  // (4 open intermediate), 85 XP (intermediate at 100) and the last conversation 5 days ago.
  const everything: Setup = {
    scores: { 'beginner-1': 95, 'beginner-2': 60, 'beginner-3': 80 },
    xpPoints: 85,
    streakDays: 3,
    streakLastDay: '2026-11-19',
    conversations: 2,
    lastConversationAt: new Date('2026-11-15T10:00:00Z'),
  };

  it('takes the first four in the fixed order, numbered 1 to 4', () => {
    const recommendations = recommendProgress(snapshot(everything));
    expect(recommendations.map(({ title, priority }) => [priority, title])).toEqual([
      [1, 'Keep your 3-day streak'],
      [2, "Review 'beginner 2'"],
      [3, 'Unlock the intermediate level'],
      [4, 'Only 15 XP to the intermediate level'],
    ]);
  });

  it('moves the next rules up when earlier ones stop applying', () => {
    expect(titles({ ...everything, streakLastDay: '2026-11-20' })).toEqual([
      "Review 'beginner 2'",
      'Unlock the intermediate level',
      'Only 15 XP to the intermediate level',
      'Practice speaking',
    ]);
    expect(
      titles({
        ...everything,
        streakLastDay: '2026-11-20',
        scores: { 'beginner-1': 95, 'beginner-2': 90, 'beginner-3': 80 },
        xpPoints: 40,
      }),
    ).toEqual(['Unlock the intermediate level', 'Practice speaking']);
  });

  it('leaves out the plain next-lesson nudge when a stronger reason already points to that lesson', () => {
    expect(titles({ ...quiet, streakLastDay: '2026-11-19' })).toEqual(['Keep your 1-day streak']);
    expect(titles(quiet)).toEqual(["Start 'beginner 2'"]);
  });

  it('answers the same for the same snapshot', () => {
    expect(recommendProgress(snapshot(everything))).toEqual(recommendProgress(snapshot(everything)));
  });
});

describe('recommendProgress: each rule', () => {
  it('streak at risk: active yesterday, nothing yet today, names the next lesson', () => {
    const [streak] = recommendProgress(snapshot({ ...quiet, streakDays: 4, streakLastDay: '2026-11-19' }));
    expect(streak).toEqual({
      title: 'Keep your 4-day streak',
      description: "Take 'beginner 2' today to make it 5 days.",
      reason: 'You practised yesterday but not yet today: your streak is 4 days',
      action: 'Start Lesson',
      lessonId: 'beginner-2',
      priority: 1,
    });
    expect(titles({ ...quiet, streakDays: 4, streakLastDay: '2026-11-20' })).not.toContain('Keep your 4-day streak');
    // Two days ago the streak is already lost.
    expect(titles({ ...quiet, streakDays: 4, streakLastDay: '2026-11-18' })[0]).toBe("Start 'beginner 2'");
  });

  it('streak at risk is judged on the learner’s own calendar', () => {
    // 11:30 UTC on 20 November is 00:30 on the 21st in Auckland and 03:30 on the 20th in Los Angeles.
    const now = new Date('2026-11-20T11:30:00Z');
    const setup = {
      ...quiet,
      now,
      streakDays: 2,
      streakLastDay: '2026-11-20',
      lastConversationAt: new Date('2026-11-20T03:00:00Z'),
    };
    expect(titles({ ...setup, timeZone: 'Pacific/Auckland' })[0]).toBe('Keep your 2-day streak');
    expect(titles({ ...setup, timeZone: 'America/Los_Angeles' })).not.toContain('Keep your 2-day streak');
  });

  it('streak at risk with no lesson left to take suggests a conversation', () => {
    const allDone = Object.fromEntries(COURSE.map((lesson) => [lesson.id, 90]));
    expect(
      recommendProgress(snapshot({ ...quiet, scores: allDone, xpPoints: 260, streakLastDay: '2026-11-19' }))[0],
    ).toMatchObject({
      title: 'Keep your 1-day streak',
      description: 'Have a conversation today to make it 2 days.',
      action: PRACTICE_SPEAKING_ACTION,
    });
  });

  it('review: the completed lesson with the lowest best score under 70, naming the score', () => {
    const scores = { 'beginner-1': 65, 'beginner-2': 55, 'beginner-3': 69 };
    expect(recommendProgress(snapshot({ ...quiet, scores }))[0]).toEqual({
      title: "Review 'beginner 2'",
      description: 'Another go to reach 70 % or more; a better score tops up its XP.',
      reason: "Your best score in 'beginner 2' is 55 %",
      action: 'Review Lesson',
      lessonId: 'beginner-2',
      priority: 1,
    });
    expect(titles({ ...quiet, scores: { 'beginner-1': 70 } })).toEqual(["Start 'beginner 2'"]);
    expect(titles({ ...quiet, scores: { 'beginner-1': 69 } })[0]).toBe("Review 'beginner 1'");
  });

  it('an attempt under the completion mark is not a review but the lesson to finish', () => {
    expect(recommendProgress(snapshot({ ...quiet, scores: { 'beginner-1': 90, 'beginner-2': 40 } }))).toEqual([
      {
        title: "Finish 'beginner 2'",
        description: "Carry on with your course: it's worth up to 20 XP.",
        reason: "Your best score in 'beginner 2' is 40 %; 50 % completes it",
        action: 'Start Lesson',
        lessonId: 'beginner-2',
        priority: 1,
      },
    ]);
  });

  it('unlock: one or two lessons short of 80 % of the level before the first locked one', () => {
    const done = (count: number, level: Level = 'beginner') =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`${level}-${i + 1}`, 90]));
    expect(recommendProgress(snapshot({ ...quiet, scores: done(3) }))[0]).toEqual({
      title: 'Unlock the intermediate level',
      description: "Complete 'beginner 4' to open the intermediate level.",
      reason: "You've completed 3 of 5 beginner lessons; 4 open the intermediate level",
      action: 'Start Lesson',
      lessonId: 'beginner-4',
      priority: 1,
    });
    expect(recommendProgress(snapshot({ ...quiet, scores: done(2) }))[0]!.description).toBe(
      "Complete 'beginner 3' and 1 more beginner lesson to open the intermediate level.",
    );
    expect(titles({ ...quiet, scores: done(1) })).not.toContain('Unlock the intermediate level');
    // Intermediate open: the frontier moves to advanced.
    expect(titles({ ...quiet, xpPoints: 40, scores: { ...done(4), ...done(3, 'intermediate') } })).toEqual([
      'Unlock the advanced level',
      "Start 'beginner 5'",
    ]);
    expect(titles({ ...quiet, xpPoints: 40, scores: { ...done(5), ...done(5, 'intermediate') } })).toEqual([
      "Start 'advanced 1'",
    ]);
  });

  it('level up: within 20 XP of the next band, none beyond advanced', () => {
    expect(recommendProgress(snapshot({ ...quiet, xpPoints: 80 }))[0]).toEqual({
      title: 'Only 20 XP to the intermediate level',
      description: "'beginner 2' is worth up to 20 XP.",
      reason: 'You have 80 XP; the intermediate level starts at 100 XP',
      action: 'Start Lesson',
      lessonId: 'beginner-2',
      priority: 1,
    });
    expect(titles({ ...quiet, xpPoints: 79 })).toEqual(["Start 'beginner 2'"]);
    expect(titles({ ...quiet, xpPoints: 99 })[0]).toBe('Only 1 XP to the intermediate level');
    expect(titles({ ...quiet, xpPoints: 290 })[0]).toBe('Only 10 XP to the advanced level');
    expect(titles({ ...quiet, xpPoints: 995 })).toEqual(["Start 'beginner 2'"]);
  });

  it('practise speaking: none today or in the two days before, with a topic for the learner’s level', () => {
    const at = (iso: string) => titles({ ...quiet, lastConversationAt: new Date(iso) });
    expect(at('2026-11-18T00:00:00Z')).toEqual(["Start 'beginner 2'"]);
    expect(at('2026-11-17T23:59:00Z')).toEqual(['Practice speaking', "Start 'beginner 2'"]);
    expect(
      recommendProgress(snapshot({ ...quiet, xpPoints: 150, lastConversationAt: new Date('2026-11-10T12:00:00Z') }))[0],
    ).toEqual({
      title: 'Practice speaking',
      description: "Talk about 'Ordering food', a topic for your intermediate level.",
      reason: 'Your last conversation was 10 days ago',
      action: PRACTICE_SPEAKING_ACTION,
      topicId: 'ordering-food',
      difficulty: 'intermediate',
      priority: 1,
    });
    expect(recommendProgress(snapshot({ ...quiet, conversations: 0, lastConversationAt: null }))[0]!.reason).toBe(
      "You haven't had a conversation yet",
    );
  });

  it('next lesson: the first open, uncompleted lesson in course order, with where it sits', () => {
    expect(recommendProgress(snapshot(quiet))).toEqual([
      {
        title: "Start 'beginner 2'",
        description: "Carry on with your course: it's worth up to 20 XP.",
        reason: "It's next in the beginner course (lesson 2 of 5)",
        action: 'Start Lesson',
        lessonId: 'beginner-2',
        priority: 1,
      },
    ]);
  });

  it('with every open lesson done and a recent conversation, offers another conversation', () => {
    const allDone = Object.fromEntries(COURSE.map((lesson) => [lesson.id, 95]));
    expect(recommendProgress(snapshot({ ...quiet, scores: allDone, xpPoints: 400 }))).toEqual([
      {
        title: 'Keep talking',
        description: "Talk about 'Ordering food', a topic for your advanced level.",
        reason: "You've completed every lesson open to you",
        action: PRACTICE_SPEAKING_ACTION,
        topicId: 'ordering-food',
        difficulty: 'advanced',
        priority: 1,
      },
    ]);
  });
});

describe('recommendProgress: daily goal and placement', () => {
  it('points out a daily goal at most 10 XP away as the strongest reason after a streak at risk', () => {
    const [first] = recommendProgress(
      snapshot({ ...quiet, dailyGoal: { goalXp: 20, todayXp: 12, met: false, remainingXp: 8 } }),
    );
    expect(first).toEqual({
      title: '8 XP to your daily goal',
      description: "One short lesson: 'beginner 2' is worth up to 20 XP.",
      reason: "You've earned 12 of your 20 XP today",
      action: 'Start Lesson',
      lessonId: 'beginner-2',
      priority: 1,
    });
  });

  it('says nothing about a goal already met or far away', () => {
    expect(titles({ ...quiet, dailyGoal: { goalXp: 20, todayXp: 20, met: true, remainingXp: 0 } })).not.toContain(
      expect.stringContaining('daily goal'),
    );
    expect(titles({ ...quiet, dailyGoal: { goalXp: 50, todayXp: 12, met: false, remainingXp: 38 } })).not.toContain(
      expect.stringContaining('daily goal'),
    );
  });

  it('starts a placed learner at the placed lesson and level, not at the lessons placed over', () => {
    const base = snapshot({ placedLevel: 'intermediate' });
    const { lockedIds, placedIds } = courseLocks(COURSE, new Set(), { level: 'intermediate', order: 1 });
    const lessons = base.lessons.map((lesson) => ({
      ...lesson,
      locked: lockedIds.has(lesson.id),
      placed: placedIds.has(lesson.id),
    }));
    expect(recommendProgress({ ...base, lessons })[0]).toMatchObject({
      title: 'Start your first lesson',
      description: "'intermediate 1' opens the intermediate course and is worth up to 20 XP.",
    });
    expect(recommendProgress({ ...base, lessons })[1]?.description).toContain('your intermediate level');
  });
});
