import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_NOT_CANCELED_MESSAGE } from '@/contract/account';
import {
  checkoutSubscriber,
  deliver,
  eventObjects,
  startStripeApp,
  stripeEvent,
} from '@/server/modules/billing/testing/stripe-app';
import { createTestApp, signedInLearner, TestClient } from '@/server/testing/test-app';
import { rowsOwnedBy } from '@/server/testing/test-data-repo';
import type { FakeSubscription } from '@/testing/http-fakes/fake-stripe-server';

// docs/product.md#accounts: deleting an account first ends its Stripe subscription, or deletes nothing.

let stripe: Awaited<ReturnType<typeof startStripeApp>>;
beforeAll(async () => {
  stripe = await startStripeApp({ publicUrl: 'https://charla.example' });
});
afterAll(() => stripe.close());

/** A learner who paid through Stripe Checkout: the webhook put the subscription on their account. */
async function subscriber(overrides: Partial<FakeSubscription> = {}) {
  const { client, customer, subscription } = await checkoutSubscriber(stripe, {}, 'sub_del');
  const completed = await deliver(
    stripe.app,
    stripeEvent('checkout.session.completed', eventObjects.checkoutCompleted(subscription.id, customer, client.userId)),
  );
  expect(completed.statusCode).toBe(200);
  expect((await client.get('/api/auth/user')).json().plan).toMatchObject({ tier: 'premium', status: 'active' });
  // What Stripe says later (a test may end the subscription behind our back).
  stripe.fake.setSubscription({ ...subscription, ...overrides });
  return { client, subscription, usernameKey: (await usernameOf(client)).toLowerCase() };
}

const usernameOf = async (client: TestClient) =>
  (await client.get('/api/auth/user')).json<{ username: string }>().username;
const deleteAccount = async (client: TestClient) =>
  client.post('/api/account/delete', { username: await usernameOf(client) });
const cancellations = (subscriptionId: string) =>
  stripe.fake.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`);

describe('POST /api/account/delete with a Stripe subscription', () => {
  it('cancels the subscription at Stripe at once, then deletes the learner', async () => {
    const { client, subscription, usernameKey } = await subscriber();
    const deleted = await deleteAccount(client);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const [cancel] = cancellations(subscription.id);
    expect(cancel).toBeDefined();
    expect(cancel!.headers['idempotency-key']).toMatch(/^charla-cancel-[0-9a-f-]{36}$/);
    // Immediately (DELETE), not at the period's end (an update setting cancel_at_period_end).
    expect(stripe.fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
    expect(Object.values(await rowsOwnedBy(client.userId, usernameKey)).every((count) => count === 0)).toBe(true);
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);

    // Stripe's own notice of the cancellation arrives for an account that is gone: acknowledged, nothing to do.
    const notice = await deliver(
      stripe.app,
      stripeEvent(
        'customer.subscription.deleted',
        eventObjects.subscription(subscription.id, subscription.customer, 'canceled'),
      ),
    );
    expect(notice.statusCode).toBe(200);
  });

  it('refuses with 503 and deletes nothing while Stripe fails or refuses; a later try succeeds', async () => {
    const { client, subscription, usernameKey } = await subscriber();
    // Everything but the rate-limit window each try opens.
    const owned = async () => {
      const { rate_limit_windows: _windows, ...rows } = await rowsOwnedBy(client.userId, usernameKey);
      return rows;
    };
    const before = await owned();
    for (const status of [500, 400]) {
      stripe.fake.setOutage(status);
      try {
        const refused = await deleteAccount(client);
        expect(refused.statusCode, String(status)).toBe(503);
        expect(refused.json()).toEqual({ message: SUBSCRIPTION_NOT_CANCELED_MESSAGE });
      } finally {
        stripe.fake.setOutage(null);
      }
      // Still signed in, with everything they had.
      expect((await client.get('/api/auth/user')).statusCode).toBe(200);
      expect(await owned()).toEqual(before);
    }

    expect((await deleteAccount(client)).statusCode).toBe(200);
    expect(cancellations(subscription.id).at(-1)).toBeDefined();
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('deletes without a cancellation when Stripe has already ended the subscription or no longer knows it', async () => {
    const ended = await subscriber({ status: 'canceled', endedAt: new Date() });
    expect((await deleteAccount(ended.client)).statusCode).toBe(200);
    expect(cancellations(ended.subscription.id)).toHaveLength(0);

    const vanished = await subscriber();
    stripe.fake.forgetSubscription(vanished.subscription.id);
    expect((await deleteAccount(vanished.client)).statusCode).toBe(200);
    expect(cancellations(vanished.subscription.id)).toHaveLength(0);
    expect((await vanished.client.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('asks Stripe nothing for a subscription the account already knows as canceled, even while Stripe is down', async () => {
    const { client, subscription } = await subscriber({ status: 'canceled', endedAt: new Date() });
    await deliver(
      stripe.app,
      stripeEvent(
        'customer.subscription.deleted',
        eventObjects.subscription(subscription.id, subscription.customer, 'canceled'),
      ),
    );
    expect((await client.get('/api/auth/user')).json().plan.status).toBe('canceled');
    const requestsBefore = stripe.fake.requests.length;
    stripe.fake.setOutage(503);
    try {
      expect((await deleteAccount(client)).statusCode).toBe(200);
    } finally {
      stripe.fake.setOutage(null);
    }
    expect(stripe.fake.requests.length).toBe(requestsBefore);
  });
});

describe('POST /api/account/delete on a server without Stripe', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('refuses to delete a learner whose Stripe subscription it cannot cancel, and deletes one without', async () => {
    // The same database: a learner who subscribed while Stripe was configured, on a server that no longer has it.
    const { client: onStripe, usernameKey } = await subscriber();
    const client = new TestClient(plain);
    for (const [name, value] of onStripe.cookies) client.cookies.set(name, value);
    const refused = await deleteAccount(client);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: SUBSCRIPTION_NOT_CANCELED_MESSAGE });
    expect((await rowsOwnedBy(onStripe.userId, usernameKey)).users).toBe(1);

    const free = await signedInLearner(plain);
    expect((await deleteAccount(free)).statusCode).toBe(200);
  });
});
