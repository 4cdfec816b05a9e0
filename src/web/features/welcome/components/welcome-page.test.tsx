import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LearnerSettings } from '@/contract/settings';
import { installFakeFetch, json, SIGNED_IN_USER } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { learnerSettings } from '@/web/testing/settings-fixtures';
import { lessonsOverview, lessonSummary } from '@/web/testing/lesson-fixtures';
import WelcomePage from './welcome-page';

const STEP_KEY = `charla.welcome-step.${SIGNED_IN_USER.id}`;

/** The server's settings: each PUT changes them, as the real one does. */
function renderWelcome(stored: Partial<LearnerSettings> = {}, { saving = true } = {}) {
  let settings = learnerSettings(stored);
  const fake = installFakeFetch({
    'GET /api/auth/user': () => json(SIGNED_IN_USER),
    'GET /api/settings': () => json(settings),
    'GET /api/lessons': () =>
      json(
        lessonsOverview({
          lessons: [lessonSummary({ id: 'beginner-02', order: 2 }), lessonSummary({ id: 'beginner-01', order: 1 })],
        }),
      ),
    'PUT /api/settings': (request) => {
      if (!saving) return json({ message: 'The database is unavailable' }, 503);
      settings = { ...settings, ...(request.body as Partial<LearnerSettings>) };
      return json(settings);
    },
  });
  const puts = () => fake.requests.filter((request) => request.method === 'PUT').map((request) => request.body);
  return { ...renderWithApp(<WelcomePage />, { path: '/welcome' }), ...fake, puts };
}

beforeEach(() => window.localStorage.removeItem(STEP_KEY));

describe('WelcomePage', () => {
  it('saves the goal and the Spanish as they are chosen and goes to the placement test for "Find my level"', async () => {
    const { user, puts, currentPath, queryClient } = renderWelcome();
    expect(await screen.findByRole('radio', { name: /Regular/ })).toHaveProperty('ariaChecked', 'true');
    await user.click(screen.getByRole('radio', { name: /Serious/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Spain/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /Find my level/ }));
    await waitFor(() => expect(currentPath()).toBe('/placement'));
    expect(puts()).toEqual([
      { dailyGoalXp: 30 },
      { variety: 'spain' },
      { onboardingCompleted: true, dailyGoalXp: 30, variety: 'spain' },
    ]);
    // Ended for good: no step to come back to, and the settings say so.
    expect(window.localStorage.getItem(STEP_KEY)).toBeNull();
    expect(queryClient.getQueryData(['/api/settings'])).toMatchObject({ onboardingCompleted: true });
  });

  it('comes back to the step the learner left, with the choices they made, and remembers each step', async () => {
    window.localStorage.setItem(STEP_KEY, '1');
    const { user, puts } = renderWelcome({ dailyGoalXp: 30, variety: 'spain' });
    expect(await screen.findByRole('heading', { name: 'Your Spanish' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Spain/ })).toHaveProperty('ariaChecked', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /Serious/ })).toHaveProperty('ariaChecked', 'true');
    expect(window.localStorage.getItem(STEP_KEY)).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your level' })).toBeTruthy();
    expect(window.localStorage.getItem(STEP_KEY)).toBe('2');
    // Moving between steps saves nothing: each choice was saved when it was made.
    expect(puts()).toEqual([]);
  });

  it('says so when a choice cannot be saved', async () => {
    const { user } = renderWelcome({}, { saving: false });
    await user.click(await screen.findByRole('radio', { name: /Serious/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('The database is unavailable');
    expect(screen.getByRole('heading', { name: 'Your daily goal' })).toBeTruthy();
    expect(window.localStorage.getItem(STEP_KEY)).toBeNull();
  });

  it('can be skipped at any step, ending the welcome with nothing else changed', async () => {
    const { user, puts, currentPath } = renderWelcome();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(puts()).toEqual([{ onboardingCompleted: true }]);
  });

  it('takes a custom goal only within 5-200 XP', async () => {
    const { user, puts, currentPath } = renderWelcome();
    await user.click(await screen.findByRole('radio', { name: /Custom/ }));
    const input = screen.getByRole('spinbutton', { name: 'XP a day' });
    await user.type(input, '500');
    expect(screen.getByText('The daily goal must be a whole number of XP from 5 to 200')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: /I'm new to Spanish/ }));
    // The promise of the button: the course's first lesson.
    await waitFor(() => expect(currentPath()).toBe('/lessons/beginner-01'));
    // Each valid number is saved as typed (as in Settings); the end of the welcome sends the last one again.
    expect(puts()).toEqual([
      { dailyGoalXp: 5 },
      { dailyGoalXp: 50 },
      { dailyGoalXp: 15 },
      { onboardingCompleted: true, dailyGoalXp: 15 },
    ]);
  });
});
