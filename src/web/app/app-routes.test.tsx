import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { installFakeFetch, json, neverReply, SIGNED_IN_USER, signedInUser, signedOut } from '@/web/testing/fake-fetch';
import { lessonDetail } from '@/web/testing/lesson-fixtures';
import { renderApp } from '@/web/testing/render-app';
import { learnerSettings } from '@/web/testing/settings-fixtures';

describe('routes', () => {
  it('shows the not-found page for an unknown address', async () => {
    installFakeFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/no-such-page');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('404 Page Not Found');
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('shows the landing page at / when signed out, without the navigation bar', async () => {
    installFakeFetch({ 'GET /api/auth/user': signedOut });
    renderApp('/');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Master Spanish Through Natural Conversations',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('still shows the landing page at / when the server cannot be reached', async () => {
    const { requests } = installFakeFetch({
      'GET /api/auth/user': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Master Spanish Through Natural Conversations',
    );
    // The failed check is not retried by every component that reads it (no request loop); the plans the landing
    // page shows are asked for once on their own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.path === '/api/auth/user')).toHaveLength(1);
    expect(requests.filter((request) => request.path === '/api/plans').length).toBeLessThanOrEqual(1);
  });

  it('shows the dashboard greeting at / when signed in', async () => {
    installFakeFetch({ 'GET /api/auth/user': signedInUser });
    renderApp('/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back, maria!');
  });

  it('takes a learner who left the welcome flow part-way back to it at /, once a visit', async () => {
    installFakeFetch({
      'GET /api/auth/user': () => json({ ...SIGNED_IN_USER, id: 'user-welcome' }),
      'GET /api/settings': () => json(learnerSettings({ dailyGoalXp: 30, onboardingCompleted: false })),
    });
    const { currentPath, location } = renderApp('/');
    await waitFor(() => expect(currentPath()).toBe('/welcome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Charla!' })).toBeTruthy();
    // The learner goes elsewhere in the same visit: the home screen no longer sends them back.
    act(() => location.navigate('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, maria!' })).toBeTruthy();
    expect(currentPath()).toBe('/');
  });
});

describe('ProtectedRoute', () => {
  it('shows an accessible spinner while the user query loads', () => {
    installFakeFetch({ 'GET /api/auth/user': neverReply });
    renderApp('/lessons');

    expect(screen.getByRole('status').textContent).toBe('Checking your sign-in');
    expect(screen.queryByRole('heading', { name: 'Learn Spanish' })).toBeNull();
  });

  it('sends a signed-out visitor (401) to /login, naming the screen they asked for', async () => {
    installFakeFetch({ 'GET /api/auth/user': signedOut });
    const { currentPath } = renderApp('/learning-path');

    await waitFor(() => expect(currentPath()).toBe('/login?next=%2Flearning-path'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back');
  });

  it('takes the visitor back to the protected screen once they have signed in', async () => {
    let signedIn = false;
    installFakeFetch({
      'GET /api/auth/user': () => (signedIn ? json(SIGNED_IN_USER) : json({ message: 'Not signed in' }, 401)),
      'POST /api/auth/login': () => {
        signedIn = true;
        return json({ success: true, user: SIGNED_IN_USER });
      },
      'GET /api/lessons/greetings-1': () => json(lessonDetail({ id: 'greetings-1', title: 'Saludos' })),
    });
    const { currentPath, user } = renderApp('/lessons/greetings-1');

    await waitFor(() => expect(currentPath()).toBe('/login?next=%2Flessons%2Fgreetings-1'));
    await user.type(await screen.findByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath()).toBe('/lessons/greetings-1'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Saludos');
  });

  it('offers a retry instead of crashing when the sign-in state cannot be loaded', async () => {
    installFakeFetch({ 'GET /api/auth/user': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { currentPath } = renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(currentPath()).toBe('/dashboard');
  });

  it('shows the screen to a signed-in learner', async () => {
    installFakeFetch({
      'GET /api/auth/user': signedInUser,
      'GET /api/lessons/greetings-1': () => json(lessonDetail({ id: 'greetings-1', title: 'Saludos' })),
    });
    renderApp('/lessons/greetings-1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Saludos');
  });
});
