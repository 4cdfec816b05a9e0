import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedOut } from '@/web/testing/fake-fetch';
import { renderApp } from '@/web/testing/render-app';
import { learnerOn, paidPlan } from '@/web/testing/plan-fixtures';

describe('plans screen', () => {
  it("shows the plan cards at /plans with the learner's plan marked, linked from the footer", async () => {
    installFakeFetch({ 'GET /api/auth/user': () => json(learnerOn(paidPlan('annual'))) });
    renderApp('/plans');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Choose your plan');
    const annual = screen.getByRole('heading', { name: 'Annual Plan' }).closest('article') as HTMLElement;
    expect(within(annual).getByRole('button', { name: 'Current plan' })).toBeTruthy();
    expect(screen.getByText("You're on the Annual Plan: 30 conversations a day.")).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/plans');
  });

  it('sends a signed-out visitor to /login, to come back to the plans, and their footer has no Plans link', async () => {
    installFakeFetch({ 'GET /api/auth/user': signedOut });
    const { currentPath } = renderApp('/plans');
    await waitFor(() => expect(currentPath()).toBe('/login?next=%2Fplans'));
    expect(within(await screen.findByRole('contentinfo')).queryByRole('link', { name: 'Plans' })).toBeNull();
  });

  it('opens the demo checkout at its address', async () => {
    installFakeFetch({
      'GET /api/auth/user': () => json(learnerOn(paidPlan('annual'))),
      'GET /api/checkout/demo/cs_1': () => json({ message: 'gone' }, 404),
    });
    renderApp('/checkout/demo/cs_1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeTruthy();
  });
});
