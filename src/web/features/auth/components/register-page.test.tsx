import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('RegisterPage with a plan chosen on the landing page', () => {
  async function registerAs(user: {
    type: (el: Element, text: string) => Promise<void>;
    click: (el: Element) => Promise<void>;
  }) {
    await user.type(screen.getByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names the plan, and once the account exists goes straight to its checkout', async () => {
    const { requests } = installFakeFetch({
      'POST /api/auth/register': () => json({ success: true, user: SIGNED_IN_USER }, 201),
      // A hash change: jsdom leaves the page for nothing else.
      'POST /api/create-checkout-session': () => json({ sessionId: 'demo_1', url: '#checkout-demo_1' }),
    });
    const { user, currentPath } = renderWithApp(<RegisterPage />, { path: '/register?plan=PREMIUM' });
    expect(screen.getByRole('note', { name: 'Your plan' }).textContent).toContain(
      'You chose the Premium Plan: $50 per month, billed annually · $600 a year. Once your account is created you go to checkout.',
    );
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Fplans');

    await registerAs(user);
    await waitFor(() => expect(window.location.hash).toBe('#checkout-demo_1'));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/auth/register',
      'POST /api/create-checkout-session',
    ]);
    expect(requests[1]!.body).toEqual({ priceId: 'price_premium', planType: 'PREMIUM' });
    expect(currentPath()).not.toBe('/welcome');
  });

  it('goes on to the welcome with the checkout toast when the checkout cannot open', async () => {
    installFakeFetch({
      'POST /api/auth/register': () => json({ success: true, user: SIGNED_IN_USER }, 201),
      'POST /api/create-checkout-session': () => json({ message: 'Stripe is down' }, 503),
    });
    const { user, currentPath } = renderWithApp(<RegisterPage />, { path: '/register?plan=ANNUAL' });
    await registerAs(user);
    await waitFor(() => expect(currentPath()).toBe('/welcome'));
    expect(await screen.findByText('Failed to process subscription. Please try again.')).toBeTruthy();
  });

  it('ignores a plan that is not one of ours', () => {
    installFakeFetch({});
    renderWithApp(<RegisterPage />, { path: '/register?plan=GOLD' });
    expect(screen.queryByRole('note', { name: 'Your plan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
