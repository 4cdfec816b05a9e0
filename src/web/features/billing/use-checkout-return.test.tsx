import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '@/web/app/app-layout';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { renderWithApp } from '@/web/testing/render-with-app';
import { FREE_PLAN, learnerOn, paidPlan } from '@/web/testing/plan-fixtures';

function renderReturn(path: string, plan = FREE_PLAN) {
  const fake = installFakeFetch({ 'GET /api/auth/user': () => json(learnerOn(plan)) });
  const view = renderWithApp(
    <AppLayout>
      <h1>Home</h1>
    </AppLayout>,
    { path },
  );
  const userRequests = () => fake.requests.filter((request) => request.path === '/api/auth/user');
  return { ...view, ...fake, userRequests };
}

function toasts() {
  return screen.queryByRole('region', { name: /notifications/i })?.querySelectorAll('li') ?? [];
}

describe('useCheckoutReturn', () => {
  it('after a payment: confirms the plan and clears the address', async () => {
    const { currentPath } = renderReturn('/?checkout=success&plan=PREMIUM', paidPlan('premium'));
    expect(await screen.findByText('You are now on the Premium Plan')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('asks for the learner again when checkout returns to an app that already has them cached', async () => {
    const { location, currentPath, userRequests } = renderReturn('/');
    await waitFor(() => expect(userRequests()).toHaveLength(1));
    act(() => location.navigate('/?checkout=success&plan=PREMIUM'));
    expect(await screen.findByText('You are now on the Premium Plan')).toBeTruthy();
    await waitFor(() => expect(userRequests()).toHaveLength(2));
    expect(currentPath()).toBe('/');
  });

  it('names the Annual Plan too, and keeps query parameters that are not checkout’s', async () => {
    const { currentPath } = renderReturn('/?ref=mail&checkout=success&plan=ANNUAL&session_id=cs_1');
    expect(await screen.findByText('You are now on the Annual Plan')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/?ref=mail'));
  });

  it('after a cancel: clears the address and says nothing', async () => {
    const { currentPath, userRequests } = renderReturn('/?checkout=cancel');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(toasts()).toHaveLength(0);
    expect(userRequests()).toHaveLength(1);
  });

  it('leaves other addresses alone', async () => {
    const { currentPath, userRequests } = renderReturn('/?checkout=maybe');
    await waitFor(() => expect(userRequests()).toHaveLength(1));
    expect(currentPath()).toBe('/?checkout=maybe');
    expect(toasts()).toHaveLength(0);
  });
});
