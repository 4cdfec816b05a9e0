import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, SIGNED_IN_USER } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import LoginPage from './login-page';

function renderLogin(path = '/login') {
  return renderWithApp(<LoginPage />, { path });
}

describe('LoginPage', () => {
  it('requires both fields and sends nothing when one is missing', async () => {
    const { requests } = installFakeFetch({});
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByRole('alert').textContent).toBe('Username and password are required');
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message inline and the 'Login Failed' toast", async () => {
    installFakeFetch({
      'POST /api/auth/login': () => json({ success: false, message: 'Invalid username or password' }, 401),
    });
    const { user, currentPath } = renderLogin();

    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Unable to login. Please try again.')).toBeTruthy();
    expect(currentPath()).toBe('/login');
  });

  it("shows 'Login failed' when the server says success: false without a message", async () => {
    installFakeFetch({ 'POST /api/auth/login': () => json({ success: false }) });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('sends the credentials with the time zone, stores the user and goes to /', async () => {
    const { requests } = installFakeFetch({
      'POST /api/auth/login': () => json({ success: true, user: SIGNED_IN_USER }),
    });
    const { user, currentPath, queryClient } = renderLogin();

    await user.type(screen.getByLabelText('Username'), ' maria ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(requests[0]?.body).toEqual({
      username: 'maria',
      password: 'secret-password',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(SIGNED_IN_USER);
  });

  it.each([
    ['a screen of this site', '/login?next=%2Freview', '/review'],
    ['another site', '/login?next=https%3A%2F%2Fevil.example%2F', '/'],
    ['a protocol-relative address', '/login?next=%2F%2Fevil.example', '/'],
  ])('after signing in with a return address to %s, goes to %s', async (_, path, expected) => {
    installFakeFetch({ 'POST /api/auth/login': () => json({ success: true, user: SIGNED_IN_USER }) });
    const { user, currentPath } = renderLogin(path);

    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(currentPath()).toBe(expected));
  });

  it('labels the fields for password managers and links to registration', () => {
    renderLogin();
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
