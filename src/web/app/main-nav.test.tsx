import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInUser } from '@/web/testing/fake-fetch';
import { renderApp } from '@/web/testing/render-app';
import { dashboardResponse } from '@/web/testing/progress-fixtures';

function renderSignedIn(path: string) {
  const fake = installFakeFetch({
    'GET /api/auth/user': signedInUser,
    'POST /api/auth/logout': () => json({ success: true }),
    'GET /api/dashboard': () => json(dashboardResponse()),
  });
  const view = renderApp(path);
  return { ...view, ...fake };
}

describe('navigation bar', () => {
  it('lists the signed-in screens and marks the current one', async () => {
    renderSignedIn('/conversation');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Practice', '/conversation'],
      ['Lessons', '/lessons'],
      ['Learning Path', '/learning-path'],
      ['Settings', '/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Practice' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Lessons' }).getAttribute('aria-current')).toBeNull();
  });

  it('toggles the compact menu with an expanded state', async () => {
    const { user } = renderSignedIn('/dashboard');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });

    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
  });

  it('logs out: calls the server, forgets cached data and shows the landing page at /', async () => {
    const { user, requests, queryClient, currentPath } = renderSignedIn('/lessons');
    queryClient.setQueryData(['/api/dashboard'], { cached: true });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/auth/logout')).toBe(true);
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();
    expect(queryClient.getQueryData(['/api/dashboard'])).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Master Spanish Through Natural Conversations' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
