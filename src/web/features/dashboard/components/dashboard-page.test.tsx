import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, neverReply, signedInUser } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import {
  activity,
  dashboardResponse,
  localInstant,
  NO_ACTIVITY_PROGRESS,
  progressHistory,
  recommendation,
} from '@/web/testing/progress-fixtures';
import DashboardPage from './dashboard-page';

type Routes = Parameters<typeof installFakeFetch>[0];

function renderDashboard(routes: Routes) {
  const fake = installFakeFetch({
    'GET /api/auth/user': signedInUser,
    // The chart chunk has its own tests below; elsewhere its history simply stays pending.
    'GET /api/progress/history': neverReply,
    'GET /api/review/summary': neverReply,
    ...routes,
  });
  return { ...renderWithApp(<DashboardPage />, { path: '/dashboard' }), ...fake };
}

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function statValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('DashboardPage', () => {
  it('greets the learner and shows skeleton cards while the dashboard loads', async () => {
    renderDashboard({ 'GET /api/dashboard': neverReply });

    // The greeting and badge come from the sign-in check, not from the dashboard still on its way.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, maria!' })).toBeTruthy();
    expect(screen.getByText('Beginner · 40 XP')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your dashboard');
    expect(screen.queryByRole('region', { name: 'Level Progress' })).toBeNull();
  });

  it('shows the level badge, the level band with its ends and percent, and the practice links', async () => {
    renderDashboard({
      'GET /api/dashboard': () =>
        json(
          dashboardResponse({ user: { username: 'maria', currentLevel: 'intermediate', xpPoints: 175, streak: 4 } }),
        ),
    });

    const level = await screen.findByRole('region', { name: 'Level Progress' });
    expect(screen.getByText('Intermediate · 175 XP')).toBeTruthy();
    expect(screen.getByText('4 day streak')).toBeTruthy();
    // Intermediate is 100-300 XP: (175 - 100) / 200 = 37.5 %, shown rounded.
    const bar = within(level).getByRole('progressbar', { name: 'Intermediate level progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('38');
    expect(within(level).getByText('38%')).toBeTruthy();
    expect(level.textContent).toContain('Level starts at 100 XP');
    expect(level.textContent).toContain('Level ends at 300 XP');
    expect(level.textContent).toContain('125 XP to Advanced.');

    const practice = region('Ready to practice?');
    expect(within(practice).getByRole('link', { name: 'Start Conversation' }).getAttribute('href')).toBe(
      '/conversation',
    );
    expect(within(practice).getByRole('link', { name: 'Browse Lessons' }).getAttribute('href')).toBe('/lessons');
  });

  it('clamps the level bar at 100 % past the top of the band', async () => {
    renderDashboard({
      'GET /api/dashboard': () =>
        json(dashboardResponse({ user: { username: 'maria', currentLevel: 'advanced', xpPoints: 1250, streak: 0 } })),
    });
    const level = await screen.findByRole('region', { name: 'Level Progress' });
    expect(within(level).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(level.textContent).toContain('Advanced is the top level.');
  });

  it("shows today's XP against the daily goal, and when it is met", async () => {
    renderDashboard({ 'GET /api/dashboard': () => json(dashboardResponse()) });
    const goal = await screen.findByRole('region', { name: 'Daily Goal' });
    expect(
      within(goal).getByRole('progressbar', { name: 'Daily goal: 12 of 20 XP' }).getAttribute('aria-valuenow'),
    ).toBe('60');
    expect(goal.textContent).toContain('8 XP to go.');
    expect(within(goal).getByRole('link', { name: 'Change goal' }).getAttribute('href')).toBe('/settings');
  });

  it('measures a placed learner against their placed level, not their XP band', async () => {
    renderDashboard({
      'GET /api/dashboard': () =>
        json(dashboardResponse({ user: { username: 'maria', currentLevel: 'intermediate', xpPoints: 0, streak: 0 } })),
    });
    const level = await screen.findByRole('region', { name: 'Level Progress' });
    expect(within(level).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(level.textContent).toContain('300 XP to Advanced.');
  });

  it('shows the four stat cards, This Week as lessons plus conversations with the weekly XP', async () => {
    renderDashboard({
      'GET /api/dashboard': () =>
        json(
          dashboardResponse({
            progress: {
              totalExperience: 240,
              lessonsCompleted: 12,
              conversationsHad: 7,
              weeklyLessons: 2,
              weeklyConversations: 3,
              weeklyXP: 45,
              hasActivity: true,
            },
          }),
        ),
    });

    await screen.findByRole('region', { name: 'Level Progress' });
    expect(statValue('Total Experience')).toBe('240 XP');
    expect(statValue('Lessons Completed')).toBe('12');
    expect(statValue('Conversations')).toBe('7');
    expect(statValue('This Week')).toBe('5 +45 XP');

    const learning = region('Learning Progress');
    expect(within(learning).getByText('Lessons completed').nextElementSibling?.textContent).toBe('12');
    expect(within(learning).getByText('Practice sessions').nextElementSibling?.textContent).toBe('7');
    expect(within(learning).getByText('This week').nextElementSibling?.textContent).toBe('2 lessons · 3 conversations');
    expect(within(learning).queryByRole('list')).toBeNull();
  });

  it('lists personalized recommendations by priority, priority 1 highlighted, each linking by its action', async () => {
    renderDashboard({
      'GET /api/dashboard': () =>
        json(
          dashboardResponse({
            recommendations: [
              recommendation({
                title: 'Review Ser y estar',
                action: 'Review Lesson',
                priority: 2,
                reason: "Your best score in 'Ser y estar' is 55 %",
                lessonId: 'ser-y-estar',
              }),
              recommendation({
                title: 'Talk about your day',
                action: 'Practice Speaking',
                priority: 1,
                reason: 'No conversation this week',
                topicId: 'daily-routine',
                difficulty: 'intermediate',
              }),
              recommendation({
                title: 'Los números',
                action: 'Start Lesson',
                priority: 3,
                description: 'Count from 1 to 100.',
              }),
            ],
          }),
        ),
    });

    const card = await screen.findByRole('region', { name: 'Your Personalized Recommendations' });
    expect(screen.queryByRole('region', { name: 'Get Started with Learning' })).toBeNull();
    const items = within(card).getAllByRole('article');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Talk about your day',
      'Review Ser y estar',
      'Los números',
    ]);

    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain('No conversation this week');
    expect(second.textContent).toContain("Your best score in 'Ser y estar' is 55 %");
    expect(third.textContent).toContain('Count from 1 to 100.');

    const topBadge = within(first).getByText('Priority 1');
    expect(topBadge.className).toContain('bg-primary');
    expect(topBadge.className).toContain('text-primary-foreground');
    const otherBadge = within(second).getByText('Priority 2');
    expect(otherBadge.className).not.toContain('bg-primary');
    expect(within(third).getByText('Priority 3')).toBeTruthy();

    // The spec's destinations, carrying what each recommendation names (docs/product.md#recommendations).
    expect(within(first).getByRole('link', { name: 'Practice Speaking' }).getAttribute('href')).toBe(
      '/conversation?topic=daily-routine&difficulty=intermediate',
    );
    expect(within(second).getByRole('link', { name: 'Review Lesson' }).getAttribute('href')).toBe(
      '/lessons?lesson=ser-y-estar',
    );
    const startLesson = within(third).getByRole('link', { name: 'Start Lesson' });
    expect(startLesson.getAttribute('href')).toBe('/lessons');
    // Several lesson actions share a label; the recommendation's title tells them apart.
    expect(startLesson.getAttribute('aria-describedby')).toBe(third.querySelector('h3')?.id);
  });

  it('shows recent activity with icon type, date and time, minutes, score and XP', async () => {
    renderDashboard({
      'GET /api/dashboard': () =>
        json(
          dashboardResponse({
            recentActivity: [
              activity({
                id: 'c1',
                type: 'conversation',
                title: 'At the restaurant',
                date: localInstant(2025, 2, 7, 9, 5),
                duration: 300,
                score: null,
                xpEarned: 15,
              }),
              activity({
                id: 'c2',
                type: 'conversation',
                title: 'Quick hello',
                date: localInstant(2025, 2, 6, 18, 0),
                duration: 20,
                score: null,
                xpEarned: 2,
              }),
              activity({
                id: 'l1',
                type: 'lesson',
                title: 'Saludos',
                date: localInstant(2025, 2, 5, 14, 30),
                duration: null,
                score: 85,
                xpEarned: 10,
              }),
            ],
          }),
        ),
    });

    const recent = await screen.findByRole('region', { name: 'Recent Activity' });
    const [restaurant, hello, lesson] = within(recent).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(restaurant.textContent).toContain('At the restaurant');
    expect(restaurant.textContent).toContain('Conversation');
    expect(within(restaurant).getByText('Mar 7, 2025 9:05 AM').getAttribute('dateTime')).toBe(
      localInstant(2025, 2, 7, 9, 5),
    );
    expect(restaurant.textContent).toContain('Duration 5 min');
    expect(restaurant.textContent).not.toContain('Score');
    expect(within(restaurant).getByText('+15 XP')).toBeTruthy();

    expect(hello.textContent).toContain('Duration < 1 min');

    expect(lesson.textContent).toContain('Lesson');
    expect(within(lesson).getByText('Mar 5, 2025 2:30 PM')).toBeTruthy();
    expect(lesson.textContent).toContain('Score 85%');
    expect(lesson.textContent).not.toContain('Duration');
    expect(within(lesson).getByText('+10 XP')).toBeTruthy();
  });

  it('guides a new learner: get-started title, pending recommendations with two ways in, three first steps, no activity yet', async () => {
    renderDashboard({
      'GET /api/dashboard': () =>
        json(dashboardResponse({ progress: NO_ACTIVITY_PROGRESS, recommendations: [], recentActivity: [] })),
    });

    const start = await screen.findByRole('region', { name: 'Get Started with Learning' });
    expect(screen.queryByRole('region', { name: 'Your Personalized Recommendations' })).toBeNull();
    expect(within(start).getByText('Loading your personalized recommendations...')).toBeTruthy();
    expect(within(start).getByRole('link', { name: 'Start Practice' }).getAttribute('href')).toBe('/conversation');
    expect(within(start).getByRole('link', { name: 'Browse Lessons' }).getAttribute('href')).toBe('/lessons');

    const learning = region('Learning Progress');
    expect(within(learning).getAllByRole('listitem')).toHaveLength(3);
    expect(within(learning).queryByText('Practice sessions')).toBeNull();

    expect(within(region('Recent Activity')).getByText('Start practicing to see your activity here!')).toBeTruthy();
  });

  it("keeps a new learner's recommendations under the get-started title", async () => {
    renderDashboard({
      'GET /api/dashboard': () =>
        json(
          dashboardResponse({
            progress: NO_ACTIVITY_PROGRESS,
            recommendations: [recommendation({ title: 'Your first lesson', action: 'Start Lesson' })],
          }),
        ),
    });
    const start = await screen.findByRole('region', { name: 'Get Started with Learning' });
    expect(within(start).getByRole('heading', { level: 3, name: 'Your first lesson' })).toBeTruthy();
    expect(within(start).queryByText('Loading your personalized recommendations...')).toBeNull();
  });

  it('shows the product’s message (docs/product.md#messages) when the dashboard fails to load, and loads it again on Try again', async () => {
    let calls = 0;
    const { user } = renderDashboard({
      'GET /api/dashboard': () =>
        ++calls === 1 ? json({ message: 'Database unavailable' }, 503) : json(dashboardResponse()),
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load dashboard data. Please try again later.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, maria!');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Level Progress' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('DashboardPage mistake categories', () => {
  const SUMMARY = {
    dueToday: 2,
    dueCount: 2,
    newCount: 0,
    fromLastConversation: null,
    mistakes: [
      { category: 'adjectives', count: 3 },
      { category: 'accents', count: 1 },
    ],
  };

  it('names the categories of the last 30 days, most frequent first, as text and as the chart’s label', async () => {
    renderDashboard({
      'GET /api/dashboard': () => json(dashboardResponse()),
      'GET /api/review/summary': () => json(SUMMARY),
    });
    const card = await screen.findByRole('region', { name: 'What you keep getting wrong' });
    const chart = await within(card).findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe('Corrections by kind: Adjective agreement: 3, Accents: 1');
  });

  it('is there while the summary loads, and says so with a retry when it cannot load', async () => {
    let calls = 0;
    const { user } = renderDashboard({
      'GET /api/dashboard': () => json(dashboardResponse()),
      'GET /api/review/summary': () => (++calls === 1 ? json({ message: 'Database unavailable' }, 503) : json(SUMMARY)),
    });
    const card = await screen.findByRole('region', { name: 'What you keep getting wrong' });
    const alert = await within(card).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Your corrections could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('img')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});

describe('DashboardPage progress insights (lazy chunk)', () => {
  // Wednesday 12 March 2025 is "today" for the learner: the calendar starts on Monday 10 February.
  const HISTORY = progressHistory('2025-03-12', {
    streak: 3,
    active: {
      '2025-02-08': { xp: 5, lessons: 1 }, // before both the chart's 30 days and the calendar's 5 weeks
      '2025-02-20': { xp: 40, lessons: 4 },
      '2025-03-07': { xp: 6, reviewed: true }, // a review session alone: an active day
      '2025-03-10': { xp: 15, conversations: 1 },
      '2025-03-11': { xp: 10, lessons: 1 },
      '2025-03-12': { xp: 20, lessons: 1, conversations: 1 },
    },
  });

  it('draws the XP chart and the streak calendar from the history', async () => {
    const { requests } = renderDashboard({
      'GET /api/dashboard': () => json(dashboardResponse()),
      'GET /api/progress/history': () => json(HISTORY),
    });

    const chart = await screen.findByRole(
      'img',
      { name: '91 XP earned in the last 30 days, on 5 of them. Best day: Feb 20 with 40 XP.' },
      { timeout: 10_000 },
    );
    expect(requests.map((request) => request.path)).toContain('/api/progress/history?days=35');

    const xpRegion = region('XP per day');
    expect(xpRegion.contains(chart)).toBe(true);
    expect(within(xpRegion).getByText('Last 30 days · 91 XP')).toBeTruthy();
    const table = within(xpRegion).getByRole('table', { name: 'XP per day, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const cells = (row: HTMLElement) => [
      row.querySelector('th')?.textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ];
    expect(cells(rows[0]!)).toEqual(['Feb 11', '0', '0', '0']);
    expect(cells(rows[9]!)).toEqual(['Feb 20', '40', '4', '0']);
    expect(cells(rows[29]!)).toEqual(['Mar 12', '20', '1', '1']);

    const streak = region('Streak');
    expect(within(streak).getByText('3').nextElementSibling?.textContent).toBe('days in a row');
    expect(within(streak).getByText('Feb 10 – today')).toBeTruthy();
    expect(
      within(streak).getByRole('img', {
        name: 'Activity over the last 5 weeks: active on 5 of 31 days, daily goal of 20 XP met on 2. 3 day streak.',
      }),
    ).toBeTruthy();
    const today = streak.querySelector('[data-today]');
    expect(today?.getAttribute('title')).toBe('Wed, Mar 12: 1 lesson, 1 conversation, 20 XP, goal met');
    expect(today?.hasAttribute('data-goal-met')).toBe(true);
    expect(streak.querySelector('[title^="Sat, Mar 15"]')).toBeNull();
    expect(streak.querySelector('[title="Thu, Feb 20: 4 lessons, 40 XP, goal met"]')?.className).toContain(
      'bg-primary',
    );
    expect(streak.querySelector('[title="Fri, Mar 7: review session, 6 XP, goal not met"]')?.className).toContain(
      'bg-primary/30',
    );
  });

  it('says so with a retry when the history cannot load, leaving the rest of the dashboard', async () => {
    let calls = 0;
    const { user } = renderDashboard({
      'GET /api/dashboard': () => json(dashboardResponse()),
      'GET /api/progress/history': () =>
        ++calls === 1 ? new Response('boom', { status: 500, statusText: 'Internal Server Error' }) : json(HISTORY),
    });

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Your activity history could not be loaded.');
    expect(region('Recent Activity')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Streak' })).toBeTruthy();
  });
});
