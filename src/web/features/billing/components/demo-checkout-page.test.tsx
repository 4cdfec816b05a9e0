import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CARD_DECLINED_MESSAGE,
  CHECKOUT_SESSION_EXPIRED_MESSAGE,
  CHECKOUT_SESSION_NOT_FOUND_MESSAGE,
} from '@/contract/billing-constants';
import { USER_QUERY_KEY } from '@/web/lib/session/get-user';
import { json, neverReply, type RecordedRequest } from '@/web/testing/fake-fetch';
import { CHECKOUT_PATH, demoCheckout, SESSION_ID } from '@/web/features/billing/testing/billing-fixtures';
import { FREE_PLAN, learnerOn, paidPlan } from '@/web/testing/plan-fixtures';
import { renderCheckout } from '@/web/features/billing/testing/render-checkout';
import { CHECKOUT_LOAD_FAILED_MESSAGE } from './demo-checkout-page';

const GET_CHECKOUT = `GET /api/checkout/demo/${SESSION_ID}`;
const PAY = `POST /api/checkout/demo/${SESSION_ID}/pay`;

function field(name: string) {
  return screen.getByLabelText<HTMLInputElement>(name);
}

async function fillCard(user: UserEvent, cardNumber: string) {
  await user.type(await screen.findByLabelText('Card number'), cardNumber);
  await user.type(field('Expiry date'), '1230');
  await user.type(field('CVC'), '123');
  await user.type(field('Name on card (optional)'), 'Ana Pérez');
}

const payRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

function toasts() {
  return screen.queryByRole('region', { name: /notifications/i })?.querySelectorAll('li') ?? [];
}

describe('DemoCheckoutPage', () => {
  it('shows the test-mode notice and a skeleton while the session loads', async () => {
    renderCheckout({ [GET_CHECKOUT]: neverReply });
    expect(await screen.findByText('Loading checkout')).toBeTruthy();
    expect(screen.getByText('Test mode — no real payment is taken')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
  });

  it('shows the plan, its price and features, the test cards and a labelled card form', async () => {
    renderCheckout({ [GET_CHECKOUT]: () => json(demoCheckout()) });

    expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.getByText('Premium Plan')).toBeTruthy();
    expect(screen.getByText('$50').parentElement?.textContent).toBe('$50per month');
    expect(screen.getByText('billed annually')).toBeTruthy();
    const features = within(screen.getByRole('list', { name: 'Premium Plan includes' })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual([
      'Unlimited conversations',
      'Priority support',
      'Advanced analytics',
    ]);
    expect(screen.getByText('Test mode — no real payment is taken')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242').parentElement?.textContent).toBe('4242 4242 4242 4242 succeeds');
    expect(screen.getByText('4000 0000 0000 0002').parentElement?.textContent).toBe('4000 0000 0000 0002 is declined');
    for (const label of ['Card number', 'Expiry date', 'CVC', 'Name on card (optional)'])
      expect(field(label)).toBeTruthy();
    expect(field('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByRole('link', { name: 'Cancel and go back' }).getAttribute('href')).toBe('/?checkout=cancel');
  });

  it('formats the card number in fours and the expiry as MM/YY while typing', async () => {
    const { user } = renderCheckout({ [GET_CHECKOUT]: () => json(demoCheckout()) });
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(field('Expiry date'), '1230');
    await user.type(field('CVC'), '12a3');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Expiry date').value).toBe('12/30');
    expect(field('CVC').value).toBe('123');
  });

  it('checks the fields before paying: errors by each one, focus on the first, nothing sent', async () => {
    const { user, requests } = renderCheckout({
      [GET_CHECKOUT]: () => json(demoCheckout()),
      [PAY]: () => json({ redirectUrl: '/' }),
    });
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4241');
    // An error shows once the learner leaves the field, not while typing.
    expect(screen.queryByText('Enter a valid card number')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a valid card number')).toBeTruthy();
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeTruthy();
    expect(field('CVC').getAttribute('aria-describedby')).toBe(
      screen.getByText('Enter the 3 or 4 digit security code').id,
    );
    expect(document.activeElement).toBe(field('Card number'));
    expect(payRequests(requests)).toEqual([]);
  });

  it('pays with the test card, returns home and confirms the new plan', async () => {
    let paid = false;
    let finishPayment: () => void = () => {};
    const { user, requests, currentPath, queryClient } = renderCheckout({
      'GET /api/auth/user': () => json(learnerOn(paid ? paidPlan('premium') : FREE_PLAN)),
      [GET_CHECKOUT]: () => json(demoCheckout()),
      [PAY]: () =>
        new Promise((resolve) => {
          finishPayment = () => {
            paid = true;
            resolve(json({ redirectUrl: '/?checkout=success&plan=PREMIUM' }));
          };
        }),
    });
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));

    const pending = await screen.findByRole('button', { name: 'Processing payment…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(payRequests(requests).map((request) => request.body)).toEqual([
      { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ana Pérez' },
    ]);

    finishPayment();
    expect(await screen.findByText('You are now on the Premium Plan')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
    await waitFor(() =>
      expect(queryClient.getQueryData<{ plan: { tier: string } }>(USER_QUERY_KEY)?.plan.tier).toBe('premium'),
    );
  });

  it("shows the server's reason when the card is declined and keeps what was typed", async () => {
    const { user, currentPath } = renderCheckout({
      [GET_CHECKOUT]: () => json(demoCheckout()),
      [PAY]: () => json({ message: CARD_DECLINED_MESSAGE }, 402),
    });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));

    const form = screen.getByRole('button', { name: 'Pay and subscribe' }).closest('form') as HTMLFormElement;
    expect((await within(form).findByRole('alert')).textContent).toBe(CARD_DECLINED_MESSAGE);
    expect(field('Card number').value).toBe('4000 0000 0000 0002');
    expect(field('Name on card (optional)').value).toBe('Ana Pérez');
    expect(currentPath()).toBe(CHECKOUT_PATH);
  });

  it('shows the already-paid state when the session was paid meanwhile', async () => {
    let status: 'open' | 'paid' = 'open';
    const { user } = renderCheckout({
      [GET_CHECKOUT]: () => json(demoCheckout({ status })),
      [PAY]: () => {
        status = 'paid';
        return json({ message: 'This checkout session has already been paid.' }, 409);
      },
    });
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));

    expect(await screen.findByRole('heading', { name: 'This checkout is already paid' })).toBeTruthy();
    expect(screen.getByText('Your Premium Plan is active. There is nothing more to pay.')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('says so when the session does not exist or is not the learner’s, with a way back to the plans', async () => {
    renderCheckout({ [GET_CHECKOUT]: () => json({ message: CHECKOUT_SESSION_NOT_FOUND_MESSAGE }, 404) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Checkout not found');
    expect(within(alert).getByText(CHECKOUT_SESSION_NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe('/plans');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('says so when the session has expired', async () => {
    renderCheckout({ [GET_CHECKOUT]: () => json(demoCheckout({ status: 'expired' })) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('This checkout has expired');
    expect(alert.textContent).toContain(CHECKOUT_SESSION_EXPIRED_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'Back to plans' })).toBeTruthy();
  });

  it('offers a retry when the session cannot be loaded', async () => {
    let fail = true;
    const { user } = renderCheckout({
      [GET_CHECKOUT]: () =>
        fail ? new Response('boom', { status: 503, statusText: 'Service Unavailable' }) : json(demoCheckout()),
    });
    expect(await screen.findByText(CHECKOUT_LOAD_FAILED_MESSAGE)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });

  it('Cancel goes back quietly: home, without the checkout parameters or a toast', async () => {
    const { user, currentPath } = renderCheckout({ [GET_CHECKOUT]: () => json(demoCheckout()) });
    await user.click(await screen.findByRole('link', { name: 'Cancel and go back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(toasts()).toHaveLength(0);
  });
});
