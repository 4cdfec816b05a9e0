import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { lessonsOverviewSchema, type LessonsOverview, type LessonSummary } from '@/contract/lessons';
import { createLessonsOverviewSerializer } from './lessons-overview-serializer';

const contract = createSerializerCompiler()({ schema: lessonsOverviewSchema, method: 'GET', url: '/api/lessons' }) as (
  data: unknown,
) => string;

function lesson(order: number, overrides: Partial<LessonSummary> = {}): LessonSummary {
  return {
    id: `beginner-${order}`,
    title: `Lección ${order}`,
    description: 'Saludos y presentaciones',
    level: 'beginner',
    type: 'vocabulary',
    order,
    experiencePoints: 20,
    progress: { completed: false, score: null },
    locked: order > 1,
    ...overrides,
  };
}

function overviewOf(lessons: LessonSummary[]): LessonsOverview {
  return {
    lessons,
    levels: [
      {
        level: 'beginner',
        locked: false,
        previousLevel: null,
        placed: true,
        totalLessons: lessons.length,
        completedLessons: 1,
        totalXp: 20 * lessons.length,
        percentComplete: 33,
      },
      {
        level: 'intermediate',
        locked: true,
        previousLevel: 'beginner',
        totalLessons: 0,
        completedLessons: 0,
        totalXp: 0,
        percentComplete: 0,
      },
    ],
    summary: {
      xpPoints: 40,
      currentLevel: 'beginner',
      streak: 2,
      lessonsCompleted: 1,
      totalLessons: 3,
      overallPercent: 33,
    },
  };
}

const text = (bytes: string | Buffer) => (typeof bytes === 'string' ? bytes : bytes.toString('utf8'));

describe('the lessons overview serializer', () => {
  it('writes the bytes the contract writes, as UTF-8, whatever the lessons’ text holds', () => {
    const serialize = createLessonsOverviewSerializer();
    const overview = overviewOf([
      lesson(1, { progress: { completed: true, score: 90 }, placed: true }),
      // Quotes, a backslash, a line break, a control character, a dash and an emoji all need the contract's escapes.
      lesson(2, { title: 'El "pretérito" \\ indefinido\n', description: 'Ayer… → hoy — 😀 \u0007 \u2028' }),
      lesson(3, { progress: { completed: false, score: 40 } }),
    ]);
    const bytes = serialize(overview);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(text(bytes)).toBe(contract(overview));
    expect(JSON.parse(text(bytes))).toEqual(overview);
  });

  it('writes a learner’s standing afresh each time and a changed lesson’s text anew', () => {
    const serialize = createLessonsOverviewSerializer();
    const first = overviewOf([lesson(1), lesson(2)]);
    expect(text(serialize(first))).toBe(contract(first));
    // The same lessons for another learner: other progress, locks and placement.
    const second = overviewOf([
      lesson(1, { progress: { completed: true, score: 100 }, locked: false }),
      lesson(2, { locked: false, placed: true }),
    ]);
    expect(text(serialize(second))).toBe(contract(second));
    // The course changed under the same id (a new title, XP and order): the old encoding is not reused.
    const edited = overviewOf([lesson(1, { title: 'Saludos', experiencePoints: 25, order: 2 }), lesson(2)]);
    expect(text(serialize(edited))).toBe(contract(edited));
    expect(text(serialize(overviewOf([])))).toBe(contract(overviewOf([])));
  });
});
