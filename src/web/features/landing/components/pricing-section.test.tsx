import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, json, signedInUser, signedOut } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { startCheckout } from '../api/create-checkout-session';
import { PLANS } from '@/domain/plans';
import { PricingSection } from './pricing-section';

describe('PricingSection', () => {
  it("reads 'Sign Up' when signed out and sends the visitor to /register", async () => {
    const { requests } = installFakeFetch({ 'GET /api/auth/user': signedOut });
    const { user, currentPath } = renderWithApp(<PricingSection />);

    await waitFor(() => expect(requests).toHaveLength(1));
    const buttons = await screen.findAllByRole('button', { name: 'Sign Up' });
    expect(buttons).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();

    await user.click(buttons[0]!);
    expect(currentPath()).toBe('/register');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it("reads 'Subscribe Now' when signed in and shows the 'Error' toast when checkout fails", async () => {
    const { requests } = installFakeFetch({
      'GET /api/auth/user': signedInUser,
      'POST /api/create-checkout-session': () => json({ message: 'Payments are down' }, 502),
    });
    const { user } = renderWithApp(<PricingSection />);

    const buttons = await screen.findAllByRole('button', { name: 'Subscribe Now' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);

    expect(await screen.findByText('Failed to process subscription. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(requests.at(-1)?.body).toEqual({ priceId: 'price_premium', planType: 'PREMIUM' });
  });

  it("marks only the Premium plan 'Most Popular'", async () => {
    installFakeFetch({ 'GET /api/auth/user': signedOut });
    renderWithApp(<PricingSection />);
    const badge = screen.getByText('Most Popular');
    expect(badge.closest('article')?.querySelector('h3')?.textContent).toBe('Premium Plan');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });
});

describe('startCheckout', () => {
  it('posts the plan and goes to the returned checkout url', async () => {
    const { requests } = installFakeFetch({
      'POST /api/create-checkout-session': () => json({ sessionId: 'cs_1', url: 'https://pay.example/cs_1' }),
    });
    const redirect = vi.fn();
    await startCheckout(PLANS[0]!, { redirect });
    expect(requests[0]?.body).toEqual({ priceId: 'price_annual', planType: 'ANNUAL' });
    expect(redirect).toHaveBeenCalledWith('https://pay.example/cs_1');
  });
});
