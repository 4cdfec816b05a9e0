import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeStripeForm, type FakeStripeServer, startFakeStripeServer } from './fake-stripe-server';

let server: FakeStripeServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startFakeStripeServer();
  const { hostname, port } = new URL(server.url);
  // No retries: a planned failure must reach the test as the SDK's error, not be retried away.
  stripe = new Stripe('sk_test_fake', {
    host: hostname,
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
});
afterAll(async () => {
  await server.close();
});

const subscription = {
  id: 'sub_fake_1',
  customer: 'cus_fake_1',
  status: 'active',
  priceId: 'price_annual',
  currentPeriodEnd: new Date('2030-01-01T00:00:00Z'),
  metadata: { userId: 'user-1' },
} as const;

describe('decodeStripeForm', () => {
  it('nests bracketed keys into objects and numbered ones into arrays, as Stripe reads them', () => {
    expect(
      decodeStripeForm('mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1&metadata[userId]=u1'),
    ).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_a', quantity: '1' }],
      metadata: { userId: 'u1' },
    });
  });
});

describe('startFakeStripeServer', () => {
  it('creates customers and checkout sessions for the SDK, recording the decoded parameters', async () => {
    const customer = await stripe.customers.create({ metadata: { userId: 'user-1' } });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.metadata).toEqual({ userId: 'user-1' });

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_annual', quantity: 1 }],
      success_url: 'http://charla.test/ok',
      cancel_url: 'http://charla.test/cancel',
    });
    expect(session).toMatchObject({ object: 'checkout.session', mode: 'subscription', customer: customer.id });
    expect(session.url).toContain(session.id);
    expect(server.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params).toMatchObject({
      customer: customer.id,
      line_items: [{ price: 'price_annual', quantity: '1' }],
    });
  });

  it('answers the scripted subscription, applies a price change, and 404s unknown ones', async () => {
    server.setSubscription(subscription);
    const found = await stripe.subscriptions.retrieve(subscription.id);
    expect(found).toMatchObject({ status: 'active', metadata: { userId: 'user-1' } });
    expect(found.items.data[0]).toMatchObject({
      price: { id: 'price_annual' },
      current_period_end: Math.floor(subscription.currentPeriodEnd.getTime() / 1000),
    });

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: `si_${subscription.id}`, price: 'price_premium' }],
    });
    expect(updated.items.data[0]?.price.id).toBe('price_premium');

    const missing: unknown = await stripe.subscriptions.retrieve('sub_unknown').catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('cancels a subscription at once and refuses to cancel it again', async () => {
    server.setSubscription({ ...subscription, id: 'sub_fake_cancel' });
    const canceled = await stripe.subscriptions.cancel('sub_fake_cancel');
    expect(canceled).toMatchObject({ id: 'sub_fake_cancel', status: 'canceled', ended_at: expect.any(Number) });
    expect((await stripe.subscriptions.retrieve('sub_fake_cancel')).status).toBe('canceled');
    expect(server.requestsTo('DELETE', '/v1/subscriptions/sub_fake_cancel')).toHaveLength(1);

    const again: unknown = await stripe.subscriptions.cancel('sub_fake_cancel').catch((caught: unknown) => caught);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ statusCode: 400 });
  });

  it('fails every request during an outage, with Stripe’s error body', async () => {
    server.setOutage(503);
    try {
      const error: unknown = await stripe.customers.create().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
      expect(error).toMatchObject({ statusCode: 503 });
    } finally {
      server.setOutage(null);
    }
  });
});

describe('the customer portal', () => {
  it('opens a portal session for a customer, with its flow, through the SDK', async () => {
    const session = await stripe.billingPortal.sessions.create({
      customer: 'cus_portal',
      return_url: 'https://charla.example/settings',
      flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: 'sub_portal' } },
    });
    expect(session.url).toBe(`https://billing.stripe.test/p/session/${session.id}`);
    expect(session.flow).toMatchObject({ type: 'subscription_cancel' });
    await expect(stripe.billingPortal.sessions.create({ return_url: 'https://charla.example/' })).rejects.toThrow(
      'customer',
    );
  });

  it('answers a subscription canceled in the portal as set to end at its period’s end', async () => {
    server.setSubscription({ ...subscription, id: 'sub_ending', cancelAtPeriodEnd: true });
    const ending = await stripe.subscriptions.retrieve('sub_ending');
    expect(ending.status).toBe('active');
    expect(ending.cancel_at_period_end).toBe(true);
    expect(ending.cancel_at).toBe(Math.floor(subscription.currentPeriodEnd.getTime() / 1000));
  });
});
