import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LearningPathResponse } from '@/contract/progress';
import { learningPathResponse, localInstant, recommendation } from '@/web/testing/progress-fixtures';
import { installFakeFetch, json, neverReply } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import type { LessonSummary } from '@/contract/lessons';
import { lessonsOverview, lessonSummary, levelOverview } from '@/web/testing/lesson-fixtures';
import LearningPathPage from './learning-path-page';

type Routes = Parameters<typeof installFakeFetch>[0];

function renderLearningPath(routes: Routes) {
  const fake = installFakeFetch(routes);
  return { ...renderWithApp(<LearningPathPage />, { path: '/learning-path' }), ...fake };
}

function withPath(path: LearningPathResponse): Routes {
  return { 'GET /api/learning-path': () => json(path) };
}

function levelCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function statValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

const ACTIVE_PATH = learningPathResponse({
  currentLevel: 'intermediate',
  xpPoints: 180,
  stats: { completedLessons: 11, totalLessons: 30, practiceConversations: 6, averageScore: 84, hasActivity: true },
  levels: [
    {
      level: 'beginner',
      locked: false,
      placed: false,
      completedLessons: 9,
      totalLessons: 10,
      conversations: 5,
      xp: 120,
      averageScore: 86.6,
      progress: 90,
    },
    {
      level: 'intermediate',
      locked: false,
      placed: false,
      completedLessons: 2,
      totalLessons: 10,
      conversations: 1,
      xp: 60,
      averageScore: 72,
      progress: 20,
    },
    {
      level: 'advanced',
      locked: true,
      placed: false,
      completedLessons: 0,
      totalLessons: 10,
      conversations: 0,
      xp: 0,
      averageScore: null,
      progress: 0,
    },
  ],
  recommendations: [
    recommendation({ title: 'Los pronombres', action: 'Start Lesson', priority: 2, reason: 'Next in Intermediate' }),
    recommendation({
      title: 'Speak about travel',
      action: 'Practice Speaking',
      priority: 1,
      reason: 'Two days without speaking',
    }),
  ],
  nextLessons: [
    { id: 'pronouns', title: 'Los pronombres', description: 'Me, te, le and friends.', level: 'intermediate' },
    { id: 'past tense', title: 'El pretérito', description: 'Talk about yesterday.', level: 'intermediate' },
  ],
  recentActivity: [
    { type: 'conversation', title: 'Travel plans', date: localInstant(2025, 3, 2, 20, 15), duration: 420, score: null },
    { type: 'lesson', title: 'La familia', date: localInstant(2025, 3, 1, 8, 0), duration: null, score: 92 },
  ],
});

describe('LearningPathPage', () => {
  it('shows its title and a skeleton while the path loads', async () => {
    renderLearningPath({ 'GET /api/learning-path': neverReply });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Learning Journey' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your learning path');
  });

  it('shows the journey figures and one card per level with lessons, conversations, XP and rounded average score', async () => {
    renderLearningPath(withPath(ACTIVE_PATH));

    const beginner = await screen.findByRole('article', { name: 'Beginner' });
    expect(statValue('Current Level')).toBe('Intermediate 180 XP');
    expect(statValue('Lessons Completed')).toBe('11 of 30');
    expect(statValue('Practice Conversations')).toBe('6');
    expect(statValue('Average Score')).toBe('84%');

    expect(beginner.textContent).toContain('9 / 10 lessons • 5 conversations');
    expect(
      within(beginner).getByRole('progressbar', { name: 'Beginner level progress' }).getAttribute('aria-valuenow'),
    ).toBe('90');
    expect(within(beginner).getByText('XP earned').nextElementSibling?.textContent).toBe('120 XP');
    expect(within(beginner).getByText('Average score').nextElementSibling?.textContent).toBe('87%');
    expect(within(beginner).queryByText('Current level')).toBeNull();

    const intermediate = levelCard('Intermediate');
    expect(intermediate.textContent).toContain('2 / 10 lessons • 1 conversation');
    expect(within(intermediate).getByText('Current level')).toBeTruthy();

    const advanced = levelCard('Advanced');
    expect(within(advanced).getByText('Locked')).toBeTruthy();
    expect(within(advanced).getByText('Average score').nextElementSibling?.textContent).toBe('No scores yet');
    expect(advanced.textContent).toContain('Complete 80% of Intermediate level to unlock');
    expect(within(intermediate).queryByText('Locked')).toBeNull();
  });

  it('lists personalized recommendations with priority, reason and the action link', async () => {
    renderLearningPath(withPath(ACTIVE_PATH));

    const card = await screen.findByRole('region', { name: 'Your Personalized Recommendations' });
    expect(screen.queryByRole('heading', { name: 'Get Started with Your Learning Journey' })).toBeNull();
    const [first, second] = within(card).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(first.querySelector('h3')?.textContent).toBe('Speak about travel');
    expect(within(first).getByText('Priority 1')).toBeTruthy();
    expect(first.textContent).toContain('Two days without speaking');
    expect(within(first).getByRole('link', { name: 'Practice Speaking' }).getAttribute('href')).toBe('/conversation');
    expect(within(second).getByText('Priority 2')).toBeTruthy();
    expect(second.textContent).toContain('Next in Intermediate');
    expect(within(second).getByRole('link', { name: 'Start Lesson' }).getAttribute('href')).toBe('/lessons');
  });

  it('shows the path: the course in order, each lesson done, up next, open or locked, open ones linking to the lesson', async () => {
    const lesson = (id: string, order: number, extra: Partial<LessonSummary> = {}) =>
      lessonSummary({ id, title: `Lesson ${id}`, order, ...extra });
    const done = { progress: { completed: true, score: 90 } };
    const { user } = renderLearningPath({
      ...withPath(ACTIVE_PATH),
      'GET /api/lessons': () =>
        json(
          lessonsOverview({
            lessons: [
              lesson('b3', 3, { locked: true }),
              lesson('b1', 1, done),
              lesson('b2', 2),
              lesson('i1', 1, { level: 'intermediate', locked: true }),
            ],
            levels: [
              levelOverview({ totalLessons: 3, completedLessons: 1 }),
              levelOverview({ level: 'intermediate', locked: true, previousLevel: 'beginner', totalLessons: 1 }),
              levelOverview({ level: 'advanced', locked: true, previousLevel: 'intermediate' }),
            ],
          }),
        ),
    });
    const path = await screen.findByRole('region', { name: 'Your Path' });
    expect(screen.queryByRole('region', { name: 'Available Lessons' })).toBeNull();
    const steps = within(within(path).getByRole('list', { name: 'Beginner lessons' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Lesson 1Lesson b1Done',
      'Lesson 2Lesson b2Up next',
      'Lesson 3Lesson b3Locked',
    ]);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(within(steps[1]!).getByRole('link').getAttribute('href')).toBe('/lessons/b2');
    expect(within(steps[2]!).queryByRole('link')).toBeNull();
    // The other levels start folded and unfold on request.
    expect(within(path).queryByRole('list', { name: 'Intermediate lessons' })).toBeNull();
    await user.click(within(path).getByRole('button', { name: /Intermediate/ }));
    expect(within(path).getByRole('list', { name: 'Intermediate lessons' }).textContent).toContain('Locked');
  });

  it('links each available lesson to its lesson screen while the course cannot be read', async () => {
    renderLearningPath(withPath(ACTIVE_PATH));
    const lessons = await screen.findByRole('region', { name: 'Available Lessons' });
    const links = within(lessons).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/lessons/pronouns', '/lessons/past%20tense']);
    expect(links[0]?.textContent).toContain('Los pronombres');
    expect(links[0]?.textContent).toContain('Me, te, le and friends.');
  });

  it('shows recent activity with type, title, date, minutes and score', async () => {
    renderLearningPath(withPath(ACTIVE_PATH));
    const recent = await screen.findByRole('region', { name: 'Recent Activity' });
    const [conversation, lesson] = within(recent).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    expect(conversation.textContent).toContain('Travel plans');
    expect(conversation.textContent).toContain('Conversation');
    expect(within(conversation).getByText('Apr 2, 2025 8:15 PM')).toBeTruthy();
    expect(conversation.textContent).toContain('Duration 7 min');
    expect(conversation.textContent).not.toContain('Score');

    expect(lesson.textContent).toContain('La familia');
    expect(lesson.textContent).toContain('Lesson');
    expect(within(lesson).getByText('Apr 1, 2025 8:00 AM')).toBeTruthy();
    expect(lesson.textContent).toContain('Score 92%');
    expect(lesson.textContent).not.toContain('Duration');
    // The learning path's activity carries no XP.
    expect(lesson.textContent).not.toContain('XP');
  });

  it('greets a learner with no activity with the get-started heading and empty lists', async () => {
    renderLearningPath(
      withPath(
        learningPathResponse({
          recommendations: [recommendation({ title: 'Your first lesson', action: 'Start Lesson' })],
        }),
      ),
    );

    const start = await screen.findByRole('region', { name: 'Get Started with Your Learning Journey' });
    expect(within(start).getByRole('heading', { level: 2 }).textContent).toBe('Get Started with Your Learning Journey');
    expect(within(start).getByRole('link', { name: 'Start Lesson' }).getAttribute('href')).toBe('/lessons');
    expect(statValue('Average Score')).toBe('–');
    expect(
      within(screen.getByRole('region', { name: 'Recent Activity' })).getByText(
        'Start practicing to see your activity here!',
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Available Lessons' })).queryByRole('link')).toBeNull();
  });

  it('shows a clear error with a retry when the path fails to load', async () => {
    let calls = 0;
    const { user } = renderLearningPath({
      'GET /api/learning-path': () =>
        ++calls === 1 ? new Response('boom', { status: 500, statusText: 'Internal Server Error' }) : json(ACTIVE_PATH),
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load your learning path. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Beginner' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
