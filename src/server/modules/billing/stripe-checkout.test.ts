import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_ON_PLAN_MESSAGE, CHECKOUT_FAILED_MESSAGE } from '@/contract/billing';
import { signedInLearner, TestClient } from '@/server/testing/test-app';
import { WEBHOOK_NOT_CONFIGURED_MESSAGE } from './stripe-webhook-service';
import { deliver, eventObjects, startStripeApp, STRIPE_TEST_PRICES, stripeEvent } from './testing/stripe-app';

let stripe: Awaited<ReturnType<typeof startStripeApp>>;
beforeAll(async () => {
  stripe = await startStripeApp({ publicUrl: 'https://charla.example' });
});
afterAll(() => stripe.close());

const subscribe = (client: TestClient, planType: 'ANNUAL' | 'PREMIUM' = 'PREMIUM') =>
  client.post('/api/create-checkout-session', {
    priceId: planType === 'PREMIUM' ? 'price_premium' : 'price_annual',
    planType,
  });

describe('POST /api/create-checkout-session with Stripe', () => {
  it('opens a subscription Checkout Session for the plan’s Stripe price, for a customer made for the learner', async () => {
    const client = await signedInLearner(stripe.app);
    const response = await subscribe(client);
    expect(response.statusCode).toBe(200);
    const { sessionId, url } = response.json();
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const customer = stripe.fake.requestsTo('POST', '/v1/customers').at(-1)!;
    expect(customer.params).toMatchObject({ metadata: { userId: client.userId } });
    expect(customer.headers['idempotency-key']).toBe(`charla-customer-${client.userId}`);
    const session = stripe.fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(session.params).toEqual({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_/),
      client_reference_id: client.userId,
      line_items: [{ price: STRIPE_TEST_PRICES.PREMIUM, quantity: '1' }],
      metadata: { userId: client.userId, planType: 'PREMIUM' },
      subscription_data: { metadata: { userId: client.userId, planType: 'PREMIUM' } },
      success_url: 'https://charla.example/?checkout=success&plan=PREMIUM',
      cancel_url: 'https://charla.example/?checkout=cancel',
    });
    expect(session.headers['idempotency-key']).toMatch(/^charla-checkout-[0-9a-f-]{36}$/);
  });

  it('reuses the learner’s Stripe customer and sends a new idempotency key with every request', async () => {
    const client = await signedInLearner(stripe.app);
    const customersBefore = stripe.fake.requestsTo('POST', '/v1/customers').length;
    expect((await subscribe(client, 'ANNUAL')).statusCode).toBe(200);
    expect((await subscribe(client, 'PREMIUM')).statusCode).toBe(200);
    expect(stripe.fake.requestsTo('POST', '/v1/customers').length).toBe(customersBefore + 1);
    const [first, second] = stripe.fake.requestsTo('POST', '/v1/checkout/sessions').slice(-2);
    expect(first!.params.customer).toBe(second!.params.customer);
    expect(first!.params.line_items).toEqual([{ price: STRIPE_TEST_PRICES.ANNUAL, quantity: '1' }]);
    expect(first!.headers['idempotency-key']).not.toBe(second!.headers['idempotency-key']);
  });

  it('answers 503 with the checkout failure message when Stripe fails, and 401 / 400 before calling it', async () => {
    const client = await signedInLearner(stripe.app);
    const before = stripe.fake.requests.length;
    expect(
      (
        await new TestClient(stripe.app).post('/api/create-checkout-session', {
          priceId: 'price_premium',
          planType: 'PREMIUM',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await client.post('/api/create-checkout-session', { priceId: STRIPE_TEST_PRICES.PREMIUM, planType: 'PREMIUM' }))
        .statusCode,
    ).toBe(400);
    expect(stripe.fake.requests.length).toBe(before);

    stripe.fake.setOutage(500);
    try {
      const failed = await subscribe(client);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ message: CHECKOUT_FAILED_MESSAGE });
    } finally {
      stripe.fake.setOutage(null);
    }
    expect((await subscribe(client)).statusCode).toBe(200);
  });

  it('refuses the plan a subscription already gives, active, with 409', async () => {
    const client = await signedInLearner(stripe.app);
    expect((await subscribe(client)).statusCode).toBe(200);
    const customer = stripe.fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params.customer as string;
    stripe.fake.setSubscription({
      id: `sub_${client.userId}`,
      customer,
      status: 'active',
      priceId: STRIPE_TEST_PRICES.PREMIUM,
      currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
    });
    expect(
      (
        await deliver(
          stripe.app,
          stripeEvent(
            'checkout.session.completed',
            eventObjects.checkoutCompleted(`sub_${client.userId}`, customer, client.userId),
          ),
        )
      ).statusCode,
    ).toBe(200);

    const again = await subscribe(client);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_ON_PLAN_MESSAGE });
  });

  it('moves a subscriber to the other plan on the same subscription instead of opening a second checkout', async () => {
    const client = await signedInLearner(stripe.app);
    expect((await subscribe(client)).statusCode).toBe(200);
    const customer = stripe.fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params.customer as string;
    const subscriptionId = `sub_change_${client.userId}`;
    stripe.fake.setSubscription({
      id: subscriptionId,
      customer,
      status: 'active',
      priceId: STRIPE_TEST_PRICES.PREMIUM,
      currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
      metadata: { userId: client.userId },
    });
    expect(
      (
        await deliver(
          stripe.app,
          stripeEvent(
            'checkout.session.completed',
            eventObjects.checkoutCompleted(subscriptionId, customer, client.userId),
          ),
        )
      ).statusCode,
    ).toBe(200);
    const sessionsBefore = stripe.fake.requestsTo('POST', '/v1/checkout/sessions').length;

    const change = await subscribe(client, 'ANNUAL');
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({
      sessionId: subscriptionId,
      url: 'https://charla.example/?checkout=success&plan=ANNUAL',
    });
    // No second checkout (a second subscription would bill twice): the subscription's item gets the other price.
    expect(stripe.fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    const [update] = stripe.fake.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(update?.params).toMatchObject({
      items: [{ id: `si_${subscriptionId}`, price: STRIPE_TEST_PRICES.ANNUAL }],
      proration_behavior: 'create_prorations',
    });
    expect(update?.headers['idempotency-key']).toMatch(/^charla-plan-change-/);
    expect((await client.get('/api/auth/user')).json().plan).toMatchObject({
      tier: 'annual',
      status: 'active',
      dailyConversationLimit: 30,
    });

    // The subscription.updated event Stripe sends next re-reads the same state: still annual.
    expect(
      (
        await deliver(
          stripe.app,
          stripeEvent('customer.subscription.updated', eventObjects.subscription(subscriptionId, customer)),
        )
      ).statusCode,
    ).toBe(200);
    expect((await client.get('/api/auth/user')).json().plan.tier).toBe('annual');
  });

  it('has no demo checkout: its pages answer 404', async () => {
    const client = await signedInLearner(stripe.app);
    const { sessionId } = (await subscribe(client)).json();
    expect((await client.get(`/api/checkout/demo/${sessionId}`)).statusCode).toBe(404);
  });
});

describe('Stripe without PUBLIC_URL or a webhook secret', () => {
  let bare: Awaited<ReturnType<typeof startStripeApp>>;
  beforeAll(async () => {
    bare = await startStripeApp({ webhookSecret: null });
  });
  afterAll(() => bare.close());

  it('sends the learner back to the address they came from', async () => {
    const client = await signedInLearner(bare.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { host: 'learn.example:8080' },
      json: { priceId: 'price_annual', planType: 'ANNUAL' },
    });
    expect(response.statusCode).toBe(200);
    expect(bare.fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params).toMatchObject({
      success_url: 'http://learn.example:8080/?checkout=success&plan=ANNUAL',
      cancel_url: 'http://learn.example:8080/?checkout=cancel',
    });
  });

  it('answers webhooks 503, naming what is missing, so Stripe retries once it is configured', async () => {
    const response = await deliver(bare.app, stripeEvent('invoice.paid', eventObjects.invoice('sub_x', 'cus_x')));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: WEBHOOK_NOT_CONFIGURED_MESSAGE });
  });
});
