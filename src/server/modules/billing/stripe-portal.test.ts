import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_CANCELED_MESSAGE,
  MANAGED_ON_STRIPE_MESSAGE,
  NO_SUBSCRIPTION_MESSAGE,
  PORTAL_FAILED_MESSAGE,
} from '@/contract/billing';
import type { FakeSubscription } from '@/testing/http-fakes/fake-stripe-server';
import { signedInLearner } from '@/server/testing/test-app';
import {
  checkoutSubscriber,
  deliver,
  eventObjects,
  startStripeApp,
  STRIPE_TEST_PRICES,
  stripeEvent,
} from './testing/stripe-app';

// docs/product.md#plans: with Stripe, a subscriber sees their plan here and changes or cancels it in Stripe's customer
// portal; what they did there reaches their plan through the webhook. Stripe is the fake, driven by the real SDK.
let stripe: Awaited<ReturnType<typeof startStripeApp>>;
beforeAll(async () => {
  stripe = await startStripeApp({ publicUrl: 'https://charla.example' });
});
afterAll(() => stripe.close());

/** A subscriber whose subscription the webhook has recorded, as after a real Checkout. */
async function subscriber() {
  const bought = await checkoutSubscriber(stripe, {}, 'sub_portal');
  const { client, customer, subscription } = bought;
  const completed = stripeEvent(
    'checkout.session.completed',
    eventObjects.checkoutCompleted(subscription.id, customer, client.userId),
  );
  expect((await deliver(stripe.app, completed)).statusCode).toBe(200);
  return bought;
}

/** Stripe's subscription changed (in the portal): Stripe tells the webhook, which reads it back. */
async function changedAtStripe(subscription: FakeSubscription) {
  stripe.fake.setSubscription(subscription);
  const updated = stripeEvent(
    'customer.subscription.updated',
    eventObjects.subscription(subscription.id, subscription.customer),
  );
  expect((await deliver(stripe.app, updated)).statusCode).toBe(200);
}

describe('the subscription with Stripe', () => {
  it('shows the plan, its renewal date and that Stripe’s portal manages it', async () => {
    const { client, subscription } = await subscriber();
    const response = await client.get('/api/billing/subscription');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      standing: 'active',
      planType: 'PREMIUM',
      periodEnd: subscription.currentPeriodEnd.toISOString(),
      dailyConversationLimit: null,
      managedBy: 'stripe_portal',
      renewsAutomatically: true,
    });
  });

  it('opens the portal straight at canceling or changing the subscription, or at its start', async () => {
    const { client, customer, subscription } = await subscriber();
    const returnUrl = 'https://charla.example/settings#your-plan';
    const afterCompletion = { type: 'redirect', redirect: { return_url: returnUrl } };

    const cancel = await client.post('/api/billing/portal', { flow: 'cancel' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(stripe.fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer,
      return_url: returnUrl,
      flow_data: {
        type: 'subscription_cancel',
        subscription_cancel: { subscription: subscription.id },
        after_completion: afterCompletion,
      },
    });

    expect((await client.post('/api/billing/portal', { flow: 'change' })).statusCode).toBe(200);
    expect(stripe.fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params.flow_data).toEqual({
      type: 'subscription_update',
      subscription_update: { subscription: subscription.id },
      after_completion: afterCompletion,
    });

    expect((await client.post('/api/billing/portal', { flow: 'manage' })).statusCode).toBe(200);
    expect(stripe.fake.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer,
      return_url: returnUrl,
    });
  });

  it('records a cancellation made in the portal: the plan stays until the period ends, and is not canceled twice', async () => {
    const { client, subscription } = await subscriber();
    await changedAtStripe({ ...subscription, cancelAtPeriodEnd: true });
    expect((await client.get('/api/billing/subscription')).json()).toMatchObject({
      standing: 'canceling',
      planType: 'PREMIUM',
      periodEnd: subscription.currentPeriodEnd.toISOString(),
      dailyConversationLimit: null,
    });
    expect((await client.get('/api/auth/user')).json().plan).toMatchObject({ tier: 'premium', status: 'canceled' });

    const again = await client.post('/api/billing/portal', { flow: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_CANCELED_MESSAGE });
    // Renewing it again is the portal's plain page.
    expect((await client.post('/api/billing/portal', { flow: 'manage' })).statusCode).toBe(200);
  });

  it('records a plan changed in the portal, with its allowance', async () => {
    const { client, subscription } = await subscriber();
    await changedAtStripe({ ...subscription, priceId: STRIPE_TEST_PRICES.ANNUAL });
    expect((await client.get('/api/billing/subscription')).json()).toMatchObject({
      standing: 'active',
      planType: 'ANNUAL',
      dailyConversationLimit: 30,
    });
  });

  it('leaves changes to the portal: the app’s own cancel and change answer 409', async () => {
    const { client } = await subscriber();
    for (const [url, body] of [
      ['/api/billing/subscription/cancel', undefined],
      ['/api/billing/subscription/change', { planType: 'ANNUAL' }],
    ] as const) {
      const response = await client.post(url, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MANAGED_ON_STRIPE_MESSAGE });
    }
  });

  it('answers 409 to a learner Stripe does not know, without calling Stripe', async () => {
    const client = await signedInLearner(stripe.app);
    const before = stripe.fake.requests.length;
    const response = await client.post('/api/billing/portal', { flow: 'manage' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: NO_SUBSCRIPTION_MESSAGE });
    expect(stripe.fake.requests.length).toBe(before);
  });

  it('answers 503 with a message to retry when Stripe fails', async () => {
    const { client } = await subscriber();
    stripe.fake.setOutage(500);
    try {
      const response = await client.post('/api/billing/portal', { flow: 'cancel' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: PORTAL_FAILED_MESSAGE });
    } finally {
      stripe.fake.setOutage(null);
    }
  });
});
