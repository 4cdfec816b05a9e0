import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInUser } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { subscription } from '@/web/testing/plan-fixtures';
import { learnerSettings } from '@/web/testing/settings-fixtures';
import { readVoicePreferences, setPreferredVoice, VOICE_PREFERENCES_KEY } from '@/web/lib/voice-preferences';
import SettingsPage from './settings-page';

type Routes = Parameters<typeof installFakeFetch>[0];

function renderSettings(routes: Routes = {}) {
  const fake = installFakeFetch({
    'GET /api/auth/user': signedInUser,
    'GET /api/settings': () =>
      json(
        learnerSettings({
          placement: { level: 'intermediate', lessonOrder: 1, placedAt: '2026-11-20T10:00:00Z' },
          placementTakenAt: '2026-11-20T10:00:00Z',
        }),
      ),
    'PUT /api/settings': (request) => json(learnerSettings(request.body as object)),
    'GET /api/plans': () => json({ freeDailyConversations: 5 }),
    'GET /api/billing/subscription': () => json(subscription({ standing: 'free' })),
    ...routes,
  });
  return { ...renderWithApp(<SettingsPage />, { path: '/settings' }), ...fake };
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => window.localStorage.removeItem(VOICE_PREFERENCES_KEY));

describe('SettingsPage', () => {
  it('saves a new goal and a new variety at once, and the voice returns to the new variety', async () => {
    setPreferredVoice('urn:voice:Paulina');
    const { user, requests } = renderSettings();
    const intense = await screen.findByRole('radio', { name: /Intense/ });
    expect(within(section('Placement')).getByText(/put you at the intermediate level \(lesson 1\)/)).toBeTruthy();
    expect(within(section('Placement')).getByRole('link', { name: 'Retake the placement test' })).toBeTruthy();
    await user.click(intense);
    await user.click(screen.getByRole('radio', { name: /Spain/ }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { dailyGoalXp: 50 },
        { variety: 'spain' },
      ]),
    );
    await waitFor(() => expect(readVoicePreferences().voiceURI).toBeNull());
  });

  it('changes the password with the current one and shows what the server says otherwise', async () => {
    let attempts = 0;
    const { user, requests } = renderSettings({
      'POST /api/account/password': () =>
        ++attempts === 1 ? json({ message: 'Your current password is not right' }, 400) : json({ success: true }),
    });
    const account = await screen.findByRole('region', { name: 'Account' });
    await user.type(within(account).getByLabelText('Current password'), 'wrong one');
    await user.type(within(account).getByLabelText('New password'), 'a brand new secret');
    await user.click(within(account).getByRole('button', { name: 'Change password' }));
    expect((await within(account).findByRole('alert')).textContent).toBe('Your current password is not right');
    await user.click(within(account).getByRole('button', { name: 'Change password' }));
    expect(await within(account).findByText(/Password changed/)).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/account/password')?.body).toEqual({
      currentPassword: 'wrong one',
      newPassword: 'a brand new secret',
    });
  });

  it('deletes the account only once the username is typed, then leaves signed out', async () => {
    const { user, requests, currentPath, queryClient } = renderSettings({
      'POST /api/account/delete': () => json({ success: true }),
    });
    const account = await screen.findByRole('region', { name: 'Account' });
    const remove = within(account).getByRole<HTMLButtonElement>('button', { name: 'Delete my account' });
    expect(remove.disabled).toBe(true);
    await user.type(within(account).getByLabelText(/Type your username/), 'maria');
    expect(remove.disabled).toBe(false);
    await user.click(remove);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(requests.find((request) => request.path === '/api/account/delete')?.body).toEqual({ username: 'maria' });
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();
  });

  it('offers to take the placement test to a learner who never took one, and a retake after one', async () => {
    renderSettings({ 'GET /api/settings': () => json(learnerSettings()) });
    const placement = await screen.findByRole('region', { name: 'Placement' });
    expect(within(placement).getByRole('link', { name: 'Take the placement test' })).toBeTruthy();
    expect(within(placement).queryByText(/Retake/)).toBeNull();
  });

  it('says when a learner placed at the beginning may retake the test, with the button disabled until then', async () => {
    renderSettings({
      'GET /api/settings': () =>
        json(learnerSettings({ placementTakenAt: '2026-11-20T10:00:00Z', placementRetakeAt: '2026-11-27T10:00:00Z' })),
    });
    const placement = await screen.findByRole('region', { name: 'Placement' });
    expect(within(placement).getByText(/You can take the test again from Nov 27, 2026/)).toBeTruthy();
    const retake = within(placement).getByRole<HTMLButtonElement>('button', { name: 'Retake the placement test' });
    expect(retake.disabled).toBe(true);
  });

  it('moves a placed learner down a level at once, says where they now start, and refreshes the placement', async () => {
    let placed = true;
    const { user, requests } = renderSettings({
      'GET /api/settings': () =>
        json(
          learnerSettings({
            placement: placed ? { level: 'intermediate', lessonOrder: 1, placedAt: '2026-11-20T10:00:00Z' } : null,
            placementTakenAt: '2026-11-20T10:00:00Z',
            placementRetakeAt: '2026-11-27T10:00:00Z',
          }),
        ),
      'POST /api/placement/lower': () => {
        placed = false;
        return json({ placement: null, lessonId: 'beginner-1', lessonTitle: 'Saludos', currentLevel: 'beginner' });
      },
    });
    const placement = await screen.findByRole('region', { name: 'Placement' });
    expect(within(placement).getByText(/Too hard\? Move down a level now/)).toBeTruthy();
    await user.click(within(placement).getByRole('button', { name: 'Move down a level' }));
    expect(await screen.findByText('You now start at “Saludos”.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/placement/lower')).toBe(true);
    // The settings are read again: at the beginning there is nothing lower to move to.
    await waitFor(() => expect(within(placement).queryByRole('button', { name: 'Move down a level' })).toBeNull());
    expect(within(placement).getByText(/You start at the beginning of the course/)).toBeTruthy();
  });
});
