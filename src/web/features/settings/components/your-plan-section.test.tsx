import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription } from '@/contract/billing';
import { installFakeFetch, json, signedInUser } from '@/web/testing/fake-fetch';
import { subscription } from '@/web/testing/plan-fixtures';
import { renderWithApp } from '@/web/testing/render-with-app';
import { YourPlanSection } from './your-plan-section';

type Routes = Parameters<typeof installFakeFetch>[0];

/** The section against a server holding `initial`; the demo billing's cancel and change change what it holds. */
function renderPlan(
  initial: Subscription,
  { routes = {}, refuseFirstChange = false }: { routes?: Routes; refuseFirstChange?: boolean } = {},
) {
  let current = initial;
  let refuse = refuseFirstChange;
  const fake = installFakeFetch({
    'GET /api/auth/user': signedInUser,
    'GET /api/plans': () => json({ freeDailyConversations: 5 }),
    'GET /api/billing/subscription': () => json(current),
    'POST /api/billing/subscription/cancel': () => {
      current = { ...current, standing: 'canceling' };
      return json(current);
    },
    'POST /api/billing/subscription/change': (request) => {
      if (refuse) {
        refuse = false;
        return json({ message: 'You are already on this plan.' }, 409);
      }
      const { planType } = request.body as { planType: 'ANNUAL' | 'PREMIUM' };
      current = {
        ...current,
        standing: 'active',
        planType,
        dailyConversationLimit: planType === 'PREMIUM' ? null : 30,
      };
      return json(current);
    },
    ...routes,
  });
  return { ...renderWithApp(<YourPlanSection />, { path: '/settings' }), ...fake };
}

const region = () => screen.getByRole('region', { name: 'Your plan' });
const posts = (requests: { method: string; path: string; body?: unknown }[]) =>
  requests.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));

afterEach(() => window.history.replaceState(null, '', '/'));

describe('YourPlanSection with the demo billing', () => {
  it('shows the plan, its allowance, price, yearly total and the end of the year paid for', async () => {
    renderPlan(subscription());
    expect(await within(region()).findByText('Annual Plan')).toBeTruthy();
    expect(
      within(region()).getByText('30 conversations a day · $18 per month, billed annually · $216 a year'),
    ).toBeTruthy();
    expect(within(region()).getByText('Paid until Jan 31, 2031. Test mode: it does not renew by itself.')).toBeTruthy();
  });

  it('cancels only after the learner confirms what happens at the end of the period', async () => {
    const { user, requests } = renderPlan(subscription({ planType: 'PREMIUM', dailyConversationLimit: null }));
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Premium Plan?' });
    expect(
      within(dialog).getByText(
        "You keep the Premium Plan until Jan 31, 2031. After that you're on the Free plan: 5 conversations a day, and nothing more is charged.",
      ),
    ).toBeTruthy();
    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(posts(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests)).toEqual([{ path: '/api/billing/subscription/cancel', body: undefined }]);
    expect(
      await within(region()).findByText(
        "Canceled: your Premium Plan stays until Jan 31, 2031. After that you're on the Free plan: 5 conversations a day.",
      ),
    ).toBeTruthy();

    // Changing their mind: Keep my plan withdraws the cancellation.
    await user.click(within(region()).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() =>
      expect(posts(requests).at(-1)).toEqual({
        path: '/api/billing/subscription/change',
        body: { planType: 'PREMIUM' },
      }),
    );
    expect(await within(region()).findByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });

  it('changes to the other plan after a confirmation, and shows a refusal in the dialog', async () => {
    const { user, requests } = renderPlan(subscription(), { refuseFirstChange: true });
    await user.click(await screen.findByRole('button', { name: 'Change to the Premium Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change to the Premium Plan?' });
    expect(
      within(dialog).getByText(
        "From now until Jan 31, 2031 you're on the Premium Plan: unlimited conversations. Test mode: nothing is charged.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Change to the Premium Plan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You are already on this plan.');
    await user.click(within(dialog).getByRole('button', { name: 'Change to the Premium Plan' }));
    expect(await within(region()).findByText('Premium Plan')).toBeTruthy();
    expect(posts(requests).map((request) => request.body)).toEqual([{ planType: 'PREMIUM' }, { planType: 'PREMIUM' }]);
  });

  it('offers the plans to a learner on the free plan', async () => {
    renderPlan(subscription({ standing: 'free' }));
    expect(await within(region()).findByText("You're on the Free plan: 5 conversations a day.")).toBeTruthy();
    expect(within(region()).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
    expect(within(region()).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});

describe('YourPlanSection with Stripe', () => {
  it('says when it renews, and opens Stripe’s portal at the cancel flow after the same confirmation', async () => {
    const { user, requests } = renderPlan(subscription({ managedBy: 'stripe_portal', renewsAutomatically: true }), {
      // A hash change: jsdom leaves the page for nothing else.
      routes: { 'POST /api/billing/portal': () => json({ url: '#stripe-portal' }) },
    });
    expect(await within(region()).findByText('Renews on Jan 31, 2031.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Annual Plan?' });
    expect(within(dialog).getByText(/Stripe's page asks you to confirm\.$/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Stripe' }));
    await waitFor(() => expect(window.location.hash).toBe('#stripe-portal'));
    expect(posts(requests)).toEqual([{ path: '/api/billing/portal', body: { flow: 'cancel' } }]);

    await user.click(screen.getByRole('button', { name: 'Change to the Premium Plan' }));
    await waitFor(() =>
      expect(posts(requests).at(-1)).toEqual({ path: '/api/billing/portal', body: { flow: 'change' } }),
    );
  });
});
