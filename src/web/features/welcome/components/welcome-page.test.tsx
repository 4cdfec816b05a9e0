import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { learnerSettings } from '@/web/testing/settings-fixtures';
import WelcomePage from './welcome-page';

function renderWelcome() {
  const fake = installFakeFetch({
    'GET /api/settings': () => json(learnerSettings()),
    'PUT /api/settings': (request) => json(learnerSettings({ ...(request.body as object), onboardingCompleted: true })),
  });
  return { ...renderWithApp(<WelcomePage />, { path: '/welcome' }), ...fake };
}

describe('WelcomePage', () => {
  it('saves the goal and the Spanish chosen and goes to the placement test for "Find my level"', async () => {
    const { user, requests, currentPath } = renderWelcome();
    expect(await screen.findByRole('radio', { name: /Regular/ })).toHaveProperty('ariaChecked', 'true');
    await user.click(screen.getByRole('radio', { name: /Serious/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /Spain/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: /Find my level/ }));
    await waitFor(() => expect(currentPath()).toBe('/placement'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      onboardingCompleted: true,
      dailyGoalXp: 30,
      variety: 'spain',
    });
  });

  it('can be skipped at any step, ending the welcome with nothing else changed', async () => {
    const { user, requests, currentPath } = renderWelcome();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ onboardingCompleted: true });
  });

  it('takes a custom goal only within 5-200 XP', async () => {
    const { user, requests, currentPath } = renderWelcome();
    await user.click(await screen.findByRole('radio', { name: /Custom/ }));
    const input = screen.getByRole('spinbutton', { name: 'XP a day' });
    await user.type(input, '500');
    expect(screen.getByText('The daily goal must be a whole number of XP from 5 to 200')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: /I'm new to Spanish/ }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      onboardingCompleted: true,
      dailyGoalXp: 15,
    });
  });
});
