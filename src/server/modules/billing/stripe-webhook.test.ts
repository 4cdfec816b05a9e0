import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES } from '@/contract/conversation';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import type { TestClient } from '@/server/testing/test-app';
import type { FakeSubscription } from '@/testing/http-fakes/fake-stripe-server';
import { INVALID_SIGNATURE_MESSAGE, STRIPE_UNREACHABLE_MESSAGE } from './stripe-webhook-service';
import {
  checkoutSubscriber,
  deliver,
  eventObjects,
  startStripeApp,
  STRIPE_TEST_PRICES,
  stripeEvent,
} from './testing/stripe-app';

let stripe: Awaited<ReturnType<typeof startStripeApp>>;
beforeAll(async () => {
  stripe = await startStripeApp({ publicUrl: 'https://charla.example' });
});
afterAll(() => stripe.close());

const DAY = 86_400_000;
// Whole seconds: Stripe's timestamps have no milliseconds.
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 1000) * 1000);

/** A learner who has been through Stripe Checkout, so Stripe knows them as a customer; and their subscription. */
const subscriber = (overrides: Partial<FakeSubscription> = {}) => checkoutSubscriber(stripe, overrides);

const planOf = async (client: TestClient) => (await client.get('/api/auth/user')).json().plan;
const retrievals = () => stripe.fake.requestsTo('GET', '/v1/subscriptions/').length;

describe('POST /api/stripe/webhook', () => {
  it('activates the plan when a checkout completes, from the subscription as Stripe has it now', async () => {
    const { client, customer, subscription } = await subscriber();
    const response = await deliver(
      stripe.app,
      stripeEvent(
        'checkout.session.completed',
        eventObjects.checkoutCompleted(subscription.id, customer, client.userId),
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await planOf(client)).toEqual({
      tier: 'premium',
      status: 'active',
      periodEnd: subscription.currentPeriodEnd.toISOString(),
      dailyConversationLimit: null,
    });
  });

  it('closes the learner’s live sockets with 4003 when it changes the plan, so they reconnect under it', async () => {
    const origin = await listenLocally(stripe.app);
    const { client, customer, subscription } = await subscriber();
    const live = await LiveSocketClient.open(origin, client);
    const event = stripeEvent(
      'checkout.session.completed',
      eventObjects.checkoutCompleted(subscription.id, customer, client.userId),
    );
    expect((await deliver(stripe.app, event)).statusCode).toBe(200);
    expect(await live.closed).toEqual({ code: LIVE_CLOSE_CODES.PLAN_CHANGED, reason: 'Plan changed' });

    // A redelivery changes no plan: the socket opened since stays.
    const again = await LiveSocketClient.open(origin, client);
    expect((await deliver(stripe.app, event)).json()).toEqual({ received: true, duplicate: true });
    again.send({ type: 'startSession', topic: 'introducing-yourself', difficulty: 'beginner' });
    expect((await again.next('conversation_id')).id).toBeTruthy();
    expect(again.socket.readyState).toBe(again.socket.OPEN);
    again.close();
  });

  it('refuses a tampered payload with 400 and records nothing: the genuine event still takes effect', async () => {
    const { client, customer, subscription } = await subscriber();
    const event = stripeEvent('customer.subscription.created', eventObjects.subscription(subscription.id, customer));
    const tampered = await deliver(stripe.app, event, {
      body: JSON.stringify({ ...event, type: 'customer.subscription.deleted' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: INVALID_SIGNATURE_MESSAGE });
    expect((await planOf(client)).tier).toBe('free');

    const genuine = await deliver(stripe.app, event);
    expect(genuine.json()).toEqual({ received: true });
    expect((await planOf(client)).tier).toBe('premium');
  });

  it('refuses a stale signature, a wrong secret and a missing signature with 400', async () => {
    const { client, customer, subscription } = await subscriber();
    const event = stripeEvent('customer.subscription.created', eventObjects.subscription(subscription.id, customer));
    const stale = await deliver(stripe.app, event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    const wrongSecret = await deliver(stripe.app, event, { secret: 'whsec_someone_else' });
    const unsigned = await stripe.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    for (const response of [stale, wrongSecret, unsigned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: INVALID_SIGNATURE_MESSAGE });
    }
    expect((await planOf(client)).tier).toBe('free');
  });

  it('is called server to server: a foreign Origin and no session do not matter, the signature does', async () => {
    const { client, customer, subscription } = await subscriber();
    const event = stripeEvent('customer.subscription.created', eventObjects.subscription(subscription.id, customer));
    const response = await deliver(stripe.app, event, {
      headers: { origin: 'https://hooks.stripe.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    expect((await planOf(client)).tier).toBe('premium');
  });

  it('changes nothing when an event is delivered again, even if the subscription has changed since', async () => {
    const { client, customer, subscription } = await subscriber();
    const event = stripeEvent('customer.subscription.updated', eventObjects.subscription(subscription.id, customer));
    expect((await deliver(stripe.app, event)).json()).toEqual({ received: true });
    stripe.fake.setSubscription({ ...subscription, status: 'past_due' });
    const before = retrievals();
    const replay = await deliver(stripe.app, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A replay is recognised before Stripe is asked anything.
    expect(retrievals()).toBe(before);
    expect(await planOf(client)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('applies an event once when five copies arrive at the same time', async () => {
    const { client, customer, subscription } = await subscriber();
    const event = stripeEvent('invoice.paid', eventObjects.invoice(subscription.id, customer));
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(stripe.app, event)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = responses.map((response) => response.json());
    expect(bodies.filter((body) => !body.duplicate)).toEqual([{ received: true }]);
    expect(await planOf(client)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('follows the subscription’s current state, not arrival order: a late invoice.paid cannot revive a deleted one', async () => {
    const endedAt = inDays(-1);
    const { client, customer, subscription } = await subscriber({
      status: 'canceled',
      endedAt,
      currentPeriodEnd: inDays(200),
    });
    const deleted = await deliver(
      stripe.app,
      stripeEvent('customer.subscription.deleted', eventObjects.subscription(subscription.id, customer, 'canceled')),
    );
    expect(deleted.json()).toEqual({ received: true });
    const latePaid = await deliver(
      stripe.app,
      stripeEvent('invoice.paid', eventObjects.invoice(subscription.id, customer)),
    );
    expect(latePaid.json()).toEqual({ received: true });
    expect(await planOf(client)).toEqual({
      tier: 'premium',
      status: 'canceled',
      periodEnd: endedAt.toISOString(),
      dailyConversationLimit: 5,
    });
  });

  it('keeps a recovered subscription active when the earlier payment failure arrives last', async () => {
    const { client, customer, subscription } = await subscriber();
    await deliver(stripe.app, stripeEvent('invoice.paid', eventObjects.invoice(subscription.id, customer)));
    await deliver(stripe.app, stripeEvent('invoice.payment_failed', eventObjects.invoice(subscription.id, customer)));
    expect(await planOf(client)).toMatchObject({ tier: 'premium', status: 'active', dailyConversationLimit: null });
  });

  it('marks the plan past due when a payment fails and Stripe says so, and the free limit applies again', async () => {
    const { client, customer, subscription } = await subscriber({ priceId: STRIPE_TEST_PRICES.ANNUAL });
    await deliver(
      stripe.app,
      stripeEvent('customer.subscription.created', eventObjects.subscription(subscription.id, customer)),
    );
    expect(await planOf(client)).toMatchObject({ tier: 'annual', status: 'active', dailyConversationLimit: 30 });
    stripe.fake.setSubscription({ ...subscription, status: 'past_due' });
    await deliver(stripe.app, stripeEvent('invoice.payment_failed', eventObjects.invoice(subscription.id, customer)));
    expect(await planOf(client)).toMatchObject({ tier: 'annual', status: 'past_due', dailyConversationLimit: 5 });
  });

  it('does not let a stale event about an old subscription undo the newer one in force', async () => {
    const { client, customer, subscription } = await subscriber();
    await deliver(
      stripe.app,
      stripeEvent('customer.subscription.created', eventObjects.subscription(subscription.id, customer)),
    );
    stripe.fake.setSubscription({
      ...subscription,
      id: `${subscription.id}_old`,
      status: 'canceled',
      endedAt: inDays(-30),
      priceId: STRIPE_TEST_PRICES.ANNUAL,
    });
    const stale = await deliver(
      stripe.app,
      stripeEvent(
        'customer.subscription.deleted',
        eventObjects.subscription(`${subscription.id}_old`, customer, 'canceled'),
      ),
    );
    expect(stale.json()).toEqual({ received: true });
    expect(await planOf(client)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('answers 503 while Stripe is unreachable and records nothing, so Stripe’s retry succeeds', async () => {
    const { client, customer, subscription } = await subscriber();
    const event = stripeEvent('customer.subscription.created', eventObjects.subscription(subscription.id, customer));
    stripe.fake.setOutage(500);
    try {
      const failed = await deliver(stripe.app, event);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ message: STRIPE_UNREACHABLE_MESSAGE });
    } finally {
      stripe.fake.setOutage(null);
    }
    expect((await planOf(client)).tier).toBe('free');
    expect((await deliver(stripe.app, event)).json()).toEqual({ received: true });
    expect((await planOf(client)).tier).toBe('premium');
  });

  it('acknowledges with 200 what it cannot act on: another price, a vanished subscription, other event types', async () => {
    const { client, customer, subscription } = await subscriber({ priceId: 'price_someone_elses_product' });
    const responses = [
      await deliver(
        stripe.app,
        stripeEvent('customer.subscription.updated', eventObjects.subscription(subscription.id, customer)),
      ),
      await deliver(stripe.app, stripeEvent('invoice.paid', eventObjects.invoice('sub_never_existed', customer))),
      await deliver(stripe.app, stripeEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' })),
      await deliver(
        stripe.app,
        stripeEvent('checkout.session.completed', {
          ...eventObjects.checkoutCompleted('', customer, client.userId),
          mode: 'payment',
          subscription: null,
        }),
      ),
    ];
    for (const response of responses) expect(response.json()).toEqual({ received: true });
    expect((await planOf(client)).tier).toBe('free');
  });
});
