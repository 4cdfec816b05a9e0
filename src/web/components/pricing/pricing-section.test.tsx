import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInUser, signedOut } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { FREE_PLAN, learnerOn, paidPlan } from '@/web/testing/plan-fixtures';
import { PricingSection } from './pricing-section';

const plansInfo = () => json({ freeDailyConversations: 5 });

describe('PricingSection', () => {
  it("reads 'Sign Up' when signed out and sends the visitor to /register with the plan they chose", async () => {
    const { requests } = installFakeFetch({ 'GET /api/auth/user': signedOut, 'GET /api/plans': plansInfo });
    const { user, currentPath } = renderWithApp(<PricingSection />);

    await waitFor(() =>
      expect(requests.map((request) => request.path).sort()).toEqual(['/api/auth/user', '/api/plans']),
    );
    const buttons = await screen.findAllByRole('button', { name: 'Sign Up' });
    expect(buttons).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();

    await user.click(buttons[1]!);
    expect(currentPath()).toBe('/register?plan=PREMIUM');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the free plan beside the paid ones, with this server’s daily allowance, and signs a visitor up free', async () => {
    installFakeFetch({ 'GET /api/auth/user': signedOut, 'GET /api/plans': () => json({ freeDailyConversations: 3 }) });
    const { user, currentPath } = renderWithApp(<PricingSection />);
    const free = screen.getByRole('heading', { name: 'Free Plan' }).closest('article') as HTMLElement;
    expect(await within(free).findByText('3 conversations a day')).toBeTruthy();
    expect(free.textContent).toContain('$0per month');
    expect(free.textContent).toContain('no card needed');
    expect(within(free).getByText('Every lesson and the learning path')).toBeTruthy();
    await user.click(within(free).getByRole('link', { name: 'Sign Up Free' }));
    expect(currentPath()).toBe('/register');
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

  it('shows the total billed per year beside the spec’s monthly price and "billed annually"', () => {
    installFakeFetch({ 'GET /api/auth/user': signedOut });
    renderWithApp(<PricingSection />);
    const annual = screen.getByRole('heading', { name: 'Annual Plan' }).closest('article') as HTMLElement;
    const premium = screen.getByRole('heading', { name: 'Premium Plan' }).closest('article') as HTMLElement;
    expect(annual.textContent).toContain('$18per month');
    expect(annual.textContent).toContain('billed annually · $216 a year');
    expect(premium.textContent).toContain('billed annually · $600 a year');
  });
});

describe('PricingSection for a learner with a plan', () => {
  function planCard(name: string) {
    return screen.getByRole('heading', { name }).closest('article') as HTMLElement;
  }

  it('offers both plans to a free learner, marks the free plan theirs and says what it includes', async () => {
    installFakeFetch({ 'GET /api/auth/user': () => json(learnerOn(FREE_PLAN)), 'GET /api/plans': plansInfo });
    renderWithApp(<PricingSection />);
    expect((await screen.findByText(/^You're on the/)).textContent).toBe(
      "You're on the Free plan: 5 conversations a day.",
    );
    expect(screen.getAllByRole('button', { name: 'Subscribe Now' })).toHaveLength(2);
    const current = within(planCard('Free Plan')).getByRole<HTMLButtonElement>('button', { name: 'Current plan' });
    expect(current.disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Current plan' })).toHaveLength(1);
  });

  it("marks the learner's own plan 'Current plan', disabled, and still offers the other", async () => {
    installFakeFetch({ 'GET /api/auth/user': () => json(learnerOn(paidPlan('premium'))) });
    renderWithApp(<PricingSection />);
    expect((await screen.findByText(/^You're on the/)).textContent).toBe(
      "You're on the Premium Plan: unlimited conversations.",
    );

    const current = within(planCard('Premium Plan')).getByRole<HTMLButtonElement>('button', { name: 'Current plan' });
    expect(current.disabled).toBe(true);
    // Back to free is a cancellation, in Settings.
    expect(within(planCard('Free Plan')).getByRole('link', { name: 'Manage your plan' }).getAttribute('href')).toBe(
      '/settings#your-plan',
    );
    expect(within(planCard('Premium Plan')).queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
    expect(within(planCard('Premium Plan')).getByText('Most Popular')).toBeTruthy();
    expect(within(planCard('Annual Plan')).getByRole('button', { name: 'Subscribe Now' })).toBeTruthy();
  });

  it('offers the plan again once it has lapsed (payment past due)', async () => {
    installFakeFetch({
      'GET /api/auth/user': () =>
        json(learnerOn(paidPlan('annual', { status: 'past_due', dailyConversationLimit: 5 }))),
    });
    renderWithApp(<PricingSection />);
    expect((await screen.findByText(/^You're on the/)).textContent).toBe(
      "You're on the Free plan: 5 conversations a day.",
    );
    expect(screen.getAllByRole('button', { name: 'Subscribe Now' })).toHaveLength(2);
  });

  it('shows no plan line to a signed-out visitor', async () => {
    installFakeFetch({ 'GET /api/auth/user': signedOut });
    renderWithApp(<PricingSection />);
    expect(await screen.findAllByRole('button', { name: 'Sign Up' })).toHaveLength(2);
    expect(screen.queryByText(/^You're on the/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Current plan' })).toBeNull();
  });
});
