import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LessonsOverview } from '@/contract/lessons';
import { installFakeFetch, json, neverReply } from '@/web/testing/fake-fetch';
import { lessonsOverview, lessonSummary, levelOverview } from '@/web/testing/lesson-fixtures';
import { renderWithApp } from '@/web/testing/render-with-app';
import LessonsPage from './lessons-page';

const greetings = lessonSummary({
  id: 'greetings',
  title: 'Saludos',
  order: 1,
  progress: { completed: true, score: 95 },
});
const numbers = lessonSummary({
  id: 'numbers',
  title: 'Los números',
  type: 'vocabulary',
  order: 2,
  progress: { completed: true, score: 72 },
});
const family = lessonSummary({ id: 'family', title: 'La familia', type: 'grammar', order: 3 });
const food = lessonSummary({ id: 'food', title: 'La comida', type: 'conversation', order: 4, locked: true });
const routine = lessonSummary({
  id: 'routine',
  title: 'La rutina diaria',
  level: 'intermediate',
  order: 1,
  locked: true,
  experiencePoints: 20,
});

const OVERVIEW = lessonsOverview({
  lessons: [routine, food, family, numbers, greetings],
  levels: [
    levelOverview({ level: 'beginner', totalLessons: 4, completedLessons: 2, totalXp: 40, percentComplete: 50 }),
    levelOverview({ level: 'intermediate', locked: true, previousLevel: 'beginner', totalLessons: 1, totalXp: 20 }),
    levelOverview({ level: 'advanced', locked: true, previousLevel: 'intermediate' }),
  ],
  summary: {
    xpPoints: 30,
    currentLevel: 'beginner',
    streak: 3,
    lessonsCompleted: 2,
    totalLessons: 5,
    overallPercent: 40,
  },
});

function renderLessons(overview: LessonsOverview = OVERVIEW, path = '/lessons') {
  const fake = installFakeFetch({ 'GET /api/lessons': () => json(overview) });
  return { ...renderWithApp(<LessonsPage />, { path }), ...fake };
}

function statValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

function lessonCard(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('LessonsPage', () => {
  it('shows the four stat cards from the summary', async () => {
    renderLessons();
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn Spanish' })).toBeTruthy();
    await screen.findByText('Total XP');
    expect(statValue('Total XP')).toBe('30 XP');
    expect(statValue('Completed')).toBe('2 of 5');
    expect(statValue('Current Level')).toBe('Beginner');
    expect(statValue('Day Streak')).toBe('3 days');
  });

  it('shows the journey summary and one section per level, with locked levels explained', async () => {
    renderLessons();
    const journey = await screen.findByRole('region', { name: 'Your journey so far' });
    expect(journey.textContent).toContain('40% overall progress');
    expect(within(journey).getByRole('progressbar', { name: 'Overall progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );

    const beginner = screen.getByRole('region', { name: 'Beginner' });
    expect(beginner.textContent).toContain('4 lessons · 40 XP · 50% complete');
    expect(within(beginner).queryByText('Level Locked')).toBeNull();

    const intermediate = screen.getByRole('region', { name: 'Intermediate' });
    expect(within(intermediate).getByText('Level Locked')).toBeTruthy();
    expect(intermediate.textContent).toContain('Complete 80% of Beginner level to unlock');
    const advanced = screen.getByRole('region', { name: 'Advanced' });
    expect(advanced.textContent).toContain('Complete 80% of Intermediate level to unlock');

    // Lessons sit in their level, in course order.
    expect(
      within(beginner)
        .getAllByRole('article')
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['Saludos', 'Los números', 'La familia', 'La comida']);
  });

  it('folds a locked level and previews its lessons on request', async () => {
    const { user } = renderLessons();
    const intermediate = await screen.findByRole('region', { name: 'Intermediate' });
    expect(within(intermediate).queryByRole('article')).toBeNull();
    const toggle = within(intermediate).getByRole('button', { name: 'Preview 1 lesson' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(intermediate).getByRole('article').textContent).toContain('La rutina diaria');
    expect(within(intermediate).getByText('Complete previous lessons to unlock')).toBeTruthy();
    expect(within(intermediate).getByRole('button', { name: 'Hide lessons' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows each lesson card with its type, order, XP, best score, stars and action', async () => {
    renderLessons();
    await screen.findByRole('region', { name: 'Beginner' });

    const mastered = lessonCard('Saludos');
    expect(within(mastered).getByText('Phrases')).toBeTruthy();
    expect(within(mastered).getByText('Lesson 1')).toBeTruthy();
    expect(within(mastered).getByText('10 XP')).toBeTruthy();
    expect(within(mastered).getByText('95%')).toBeTruthy();
    expect(within(mastered).getByRole('img', { name: '3 of 3 stars' })).toBeTruthy();
    expect(within(mastered).getByText('Mastered')).toBeTruthy();
    expect(within(mastered).getByText('3 day streak')).toBeTruthy();
    expect(within(mastered).getByRole('link', { name: 'Review Lesson' }).getAttribute('href')).toBe(
      '/lessons/greetings',
    );

    const completed = lessonCard('Los números');
    expect(within(completed).getByRole('img', { name: '2 of 3 stars' })).toBeTruthy();
    expect(within(completed).queryByText('Mastered')).toBeNull();

    const open = lessonCard('La familia');
    expect(within(open).getByText('Not attempted')).toBeTruthy();
    expect(within(open).queryByText('3 day streak')).toBeNull();
    expect(within(open).getByRole('link', { name: 'Start Lesson' }).getAttribute('href')).toBe('/lessons/family');

    const locked = lessonCard('La comida');
    expect(within(locked).getByText('Complete previous lessons to unlock')).toBeTruthy();
    expect(within(locked).queryByRole('link')).toBeNull();
  });

  it("lists the next open lessons of the learner's level under Today's Practice", async () => {
    const { user } = renderLessons();
    await user.click(await screen.findByRole('tab', { name: "Today's Practice" }));

    const panel = screen.getByRole('tabpanel', { name: "Today's Practice" });
    expect(
      within(panel)
        .getAllByRole('article')
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['La familia']);
  });

  it('lists completed lessons best first under Review, marking those under 90', async () => {
    const { user, currentPath } = renderLessons();
    await user.click(await screen.findByRole('tab', { name: 'Review' }));

    const panel = screen.getByRole('tabpanel', { name: 'Review' });
    const cards = within(panel).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Saludos', 'Los números']);
    expect(within(cards[0]!).queryByText('Needs Review')).toBeNull();
    expect(within(cards[1]!).getByText('Needs Review')).toBeTruthy();

    await user.click(within(cards[1]!).getByRole('link', { name: 'Practice Again' }));
    expect(currentPath()).toBe('/lessons/numbers');
  });

  it("says 'All caught up!' when nothing is left to practise", async () => {
    const { user } = renderLessons(lessonsOverview({ lessons: [greetings, numbers] }));
    await user.click(await screen.findByRole('tab', { name: "Today's Practice" }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'All caught up!' })).toBeTruthy();
  });

  it("says 'Nothing to review yet' before any lesson is completed", async () => {
    const { user } = renderLessons(lessonsOverview({ lessons: [family, food] }));
    await user.click(await screen.findByRole('tab', { name: 'Review' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Nothing to review yet' })).toBeTruthy();
  });

  it("says 'No lessons available' when there are none", async () => {
    renderLessons(lessonsOverview({ lessons: [] }));
    expect(await screen.findByRole('heading', { name: 'No lessons available' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows a loading status while the lessons load', () => {
    installFakeFetch({ 'GET /api/lessons': neverReply });
    renderWithApp(<LessonsPage />, { path: '/lessons' });
    expect(screen.getByRole('status').textContent).toBe('Loading lessons');
  });

  it('explains a load failure and loads again on request', async () => {
    let failing = true;
    const { requests } = installFakeFetch({
      'GET /api/lessons': () =>
        failing ? new Response('down', { status: 503, statusText: 'Service Unavailable' }) : json(OVERVIEW),
    });
    const { user } = renderWithApp(<LessonsPage />, { path: '/lessons' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch lessons' })).toBeTruthy();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Beginner' })).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('marks the next lesson on the path, and only that one', async () => {
    renderLessons();
    const next = await screen.findByRole('article', { name: 'La familia' });
    expect(within(next).getByText('Up next')).toBeTruthy();
    expect(screen.getAllByText('Up next')).toHaveLength(1);
    expect(within(lessonCard('Saludos')).queryByText('Up next')).toBeNull();
  });

  it('opens at the lesson a link names: highlighted, its level unfolded and its Start button focused', async () => {
    const placedIntro = lessonSummary({ id: 'placed-intro', title: 'Presentaciones', order: 1, placed: true });
    const overview = lessonsOverview({
      ...OVERVIEW,
      lessons: [placedIntro, { ...family, order: 2 }],
      levels: [levelOverview({ level: 'beginner', placed: true, totalLessons: 2 })],
    });
    renderLessons(overview, '/lessons?lesson=placed-intro');
    const card = await screen.findByRole('article', { name: 'Presentaciones' });
    expect(within(card).getByText('Recommended for you')).toBeTruthy();
    const start = within(card).getByRole('link', { name: 'Start Lesson' });
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(start.getAttribute('href')).toBe('/lessons/placed-intro');
  });
});
