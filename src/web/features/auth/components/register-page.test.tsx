import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, SIGNED_IN_USER } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import RegisterPage from './register-page';

function renderRegister() {
  return renderWithApp(<RegisterPage />, { path: '/register' });
}

describe('RegisterPage', () => {
  it('shows the first contract rule each field breaks and sends nothing', async () => {
    const { requests } = installFakeFetch({});
    const { user } = renderRegister();

    await user.type(screen.getByLabelText('Username'), 'al');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message and the 'Failed to register' toast", async () => {
    installFakeFetch({ 'POST /api/auth/register': () => json({ message: 'Username already taken' }, 409) });
    const { user, currentPath } = renderRegister();

    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Username already taken');
    expect(await screen.findByText('Failed to register')).toBeTruthy();
    expect(currentPath()).toBe('/register');
  });

  it('registers with the time zone, stores the user and goes to the welcome flow', async () => {
    const { requests } = installFakeFetch({
      'POST /api/auth/register': () => json({ success: true, user: SIGNED_IN_USER }, 201),
    });
    const { user, currentPath, queryClient } = renderRegister();

    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(currentPath()).toBe('/welcome'));
    expect(requests[0]?.body).toMatchObject({ username: 'maria', password: 'a-long-password' });
    expect(typeof (requests[0]?.body as { timeZone?: unknown }).timeZone).toBe('string');
    expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(SIGNED_IN_USER);
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
  });
});
