import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_ON_PLAN_MESSAGE,
  CARD_DECLINED_MESSAGE,
  CARD_INVALID_MESSAGE,
  CHECKOUT_SESSION_EXPIRED_MESSAGE,
  CHECKOUT_SESSION_NOT_FOUND_MESSAGE,
  CHECKOUT_SESSION_PAID_MESSAGE,
  UNKNOWN_PRICE_MESSAGE,
} from '@/contract/billing';
import { createServices } from '@/server/services';
import { createTestApp, signedInLearner, TestClient } from '@/server/testing/test-app';
import { createTestCatalogue } from '@/server/testing/test-catalogue';
import { getTestDatabase } from '@/server/testing/test-db';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadPlacementBank } from '@/server/content/placement-bank';
import { RENEWAL_GRACE_MS } from './user-plan';
import { buyPlan, DECLINED_CARD, openDemoCheckout, TEST_CARD } from './testing/demo-purchase';

let now = Date.parse('2026-05-04T09:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(now) });
});
afterAll(() => app.close());

const planOf = async (client: TestClient) => (await client.get('/api/auth/user')).json().plan;

describe('POST /api/create-checkout-session', () => {
  it('needs a signed-in learner (401)', async () => {
    const response = await new TestClient(app).post('/api/create-checkout-session', {
      priceId: 'price_premium',
      planType: 'PREMIUM',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ priceId: 'price_gold', planType: 'PREMIUM' }, UNKNOWN_PRICE_MESSAGE],
    [{ priceId: 'price_annual', planType: 'PREMIUM' }, UNKNOWN_PRICE_MESSAGE],
    [{ priceId: 'price_premium', planType: 'GOLD' }, 'planType must be ANNUAL or PREMIUM'],
    [{ planType: 'PREMIUM' }, 'priceId is required'],
  ])('answers 400 for a price that is not one of the plans: %j', async (body, message) => {
    const response = await (await signedInLearner(app)).post('/api/create-checkout-session', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('opens a demo checkout session with an unguessable id and the app’s own checkout page', async () => {
    const client = await signedInLearner(app);
    const response = await client.post('/api/create-checkout-session', {
      priceId: 'price_premium',
      planType: 'PREMIUM',
    });
    expect(response.statusCode).toBe(200);
    const { sessionId, url } = response.json();
    expect(sessionId).toMatch(/^demo_[A-Za-z0-9_-]{32}$/);
    expect(url).toBe(`/checkout/demo/${sessionId}`);
  });

  it('refuses the plan the learner already has, active, with 409, and still sells the other one', async () => {
    const client = await signedInLearner(app);
    await buyPlan(client, 'PREMIUM');
    const again = await client.post('/api/create-checkout-session', { priceId: 'price_premium', planType: 'PREMIUM' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_ON_PLAN_MESSAGE });
    expect(
      (await client.post('/api/create-checkout-session', { priceId: 'price_annual', planType: 'ANNUAL' })).statusCode,
    ).toBe(200);
  });
});

describe('checkout rate limits', () => {
  it('lets a learner open 10 checkout sessions a minute, then answers 429 with Retry-After', async () => {
    const client = await signedInLearner(app);
    const open = () => client.post('/api/create-checkout-session', { priceId: 'price_annual', planType: 'ANNUAL' });
    for (let i = 0; i < 10; i++) expect((await open()).statusCode).toBe(200);
    const limited = await open();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another learner has their own budget.
    expect(
      (
        await (
          await signedInLearner(app)
        ).post('/api/create-checkout-session', { priceId: 'price_annual', planType: 'ANNUAL' })
      ).statusCode,
    ).toBe(200);
  });
});

describe('the demo checkout', () => {
  it('shows the session to its owner only; anyone else gets 404', async () => {
    const owner = await signedInLearner(app);
    const sessionId = await openDemoCheckout(owner, 'ANNUAL');
    const view = await owner.get(`/api/checkout/demo/${sessionId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      sessionId,
      status: 'open',
      plan: expect.objectContaining({
        name: 'Annual Plan',
        price: 18,
        planType: 'ANNUAL',
        features: expect.arrayContaining(['30 conversations per day']),
      }),
      successUrl: '/?checkout=success&plan=ANNUAL',
      cancelUrl: '/?checkout=cancel',
    });

    const stranger = await signedInLearner(app);
    for (const response of [
      await stranger.get(`/api/checkout/demo/${sessionId}`),
      await stranger.post(`/api/checkout/demo/${sessionId}/pay`, TEST_CARD),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: CHECKOUT_SESSION_NOT_FOUND_MESSAGE });
    }
    expect((await owner.get('/api/checkout/demo/demo_nonexistent')).statusCode).toBe(404);
    expect((await new TestClient(app).get(`/api/checkout/demo/${sessionId}`)).statusCode).toBe(401);
    expect((await planOf(stranger)).tier).toBe('free');
  });

  it('pays with the test card: the plan becomes premium for a year, and the session is paid once', async () => {
    const client = await signedInLearner(app);
    expect(await planOf(client)).toEqual({
      tier: 'free',
      status: 'active',
      periodEnd: null,
      dailyConversationLimit: 5,
    });
    const sessionId = await openDemoCheckout(client, 'PREMIUM');
    const paid = await client.post(`/api/checkout/demo/${sessionId}/pay`, TEST_CARD);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: '/?checkout=success&plan=PREMIUM' });
    expect(await planOf(client)).toEqual({
      tier: 'premium',
      status: 'active',
      periodEnd: '2027-05-04T09:00:00.000Z',
      dailyConversationLimit: null,
    });
    expect((await client.get(`/api/checkout/demo/${sessionId}`)).json().status).toBe('paid');

    const again = await client.post(`/api/checkout/demo/${sessionId}/pay`, TEST_CARD);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CHECKOUT_SESSION_PAID_MESSAGE });
  });

  it('takes one of two simultaneous payments of a session and refuses the other with 409', async () => {
    const client = await signedInLearner(app);
    const sessionId = await openDemoCheckout(client, 'ANNUAL');
    const both = await Promise.all([0, 1].map(() => client.post(`/api/checkout/demo/${sessionId}/pay`, TEST_CARD)));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await planOf(client)).toMatchObject({ tier: 'annual', status: 'active', dailyConversationLimit: 30 });
  });

  it('declines the declined test card with 402 and changes nothing', async () => {
    const client = await signedInLearner(app);
    const sessionId = await openDemoCheckout(client, 'PREMIUM');
    const declined = await client.post(`/api/checkout/demo/${sessionId}/pay`, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: CARD_DECLINED_MESSAGE });
    expect((await planOf(client)).tier).toBe('free');
    expect((await client.get(`/api/checkout/demo/${sessionId}`)).json().status).toBe('open');
    // The session is still payable with a good card.
    expect((await client.post(`/api/checkout/demo/${sessionId}/pay`, TEST_CARD)).statusCode).toBe(200);
  });

  it.each([
    ['another card number', { ...TEST_CARD, cardNumber: '5555 5555 5555 4444' }],
    ['a short card number', { ...TEST_CARD, cardNumber: '4242 4242' }],
    ['an expiry month already over', { ...TEST_CARD, expiry: '04/26' }],
    ['an expiry that is not MM/YY', { ...TEST_CARD, expiry: '2039-12' }],
    ['month 13', { ...TEST_CARD, expiry: '13/39' }],
    ['a two-digit CVC', { ...TEST_CARD, cvc: '12' }],
    ['a CVC with letters', { ...TEST_CARD, cvc: '12a' }],
  ])('refuses %s with 400 and changes nothing', async (_label, card) => {
    const client = await signedInLearner(app);
    const sessionId = await openDemoCheckout(client, 'PREMIUM');
    const response = await client.post(`/api/checkout/demo/${sessionId}/pay`, card);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CARD_INVALID_MESSAGE });
    expect((await planOf(client)).tier).toBe('free');
  });

  it('accepts the card still in its expiry month and the number without spaces', async () => {
    const client = await signedInLearner(app);
    const sessionId = await openDemoCheckout(client, 'ANNUAL');
    const response = await client.post(`/api/checkout/demo/${sessionId}/pay`, {
      cardNumber: '4242424242424242',
      expiry: '05/26',
      cvc: '1234',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 410 for a session past its 30 minutes, which then reads as expired', async () => {
    const client = await signedInLearner(app);
    const sessionId = await openDemoCheckout(client, 'PREMIUM');
    now += 30 * 60_000;
    try {
      expect((await client.get(`/api/checkout/demo/${sessionId}`)).json().status).toBe('expired');
      const late = await client.post(`/api/checkout/demo/${sessionId}/pay`, TEST_CARD);
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ message: CHECKOUT_SESSION_EXPIRED_MESSAGE });
      expect((await planOf(client)).tier).toBe('free');
    } finally {
      now -= 30 * 60_000;
    }
  });

  it('ends a demo purchase a year on: past the renewal grace the free limit applies and the plan can be bought again', async () => {
    const client = new TestClient(app);
    const { username, password } = await client.register();
    await buyPlan(client, 'PREMIUM');
    const { periodEnd } = await planOf(client);
    const started = now;
    try {
      now = Date.parse(periodEnd) + RENEWAL_GRACE_MS;
      // A year on, the session has long expired: sign in again.
      expect((await client.post('/api/auth/login', { username, password })).statusCode).toBe(200);
      expect((await planOf(client)).dailyConversationLimit).toBeNull();
      now += 1000;
      expect(await planOf(client)).toMatchObject({ tier: 'premium', periodEnd, dailyConversationLimit: 5 });
      expect(
        (await client.post('/api/create-checkout-session', { priceId: 'price_premium', planType: 'PREMIUM' }))
          .statusCode,
      ).toBe(200);
    } finally {
      now = started;
    }
  });

  it('sweeps unpaid sessions a day after they expire and keeps paid ones', async () => {
    const { db } = await getTestDatabase();
    const catalogue = createTestCatalogue();
    const topicCatalogue = loadTopicCatalogue(defaultContentDir(new URL('../../app.ts', import.meta.url).href));
    const tutor = createBuiltinTutorEngine({ topics: topicCatalogue, glossary: catalogue });
    const services = createServices({
      db,
      clock: () => new Date(now),
      catalogue,
      topicCatalogue,
      placementBank: loadPlacementBank(defaultContentDir(new URL('../../app.ts', import.meta.url).href)),
      tutor,
    });
    const client = await signedInLearner(app);
    const unpaid = await openDemoCheckout(client, 'PREMIUM');
    const paid = await openDemoCheckout(client, 'ANNUAL');
    expect((await client.post(`/api/checkout/demo/${paid}/pay`, TEST_CARD)).statusCode).toBe(200);
    const started = now;
    try {
      now += 30 * 60_000 + 23 * 60 * 60_000;
      await services.sweepExpired();
      expect((await client.get(`/api/checkout/demo/${unpaid}`)).json().status).toBe('expired');
      now += 2 * 60 * 60_000;
      await services.sweepExpired();
      expect((await client.get(`/api/checkout/demo/${unpaid}`)).statusCode).toBe(404);
      expect((await client.get(`/api/checkout/demo/${paid}`)).json().status).toBe('paid');
    } finally {
      now = started;
    }
  });

  it('answers 404 for the Stripe webhook while plans are sold through the demo checkout', async () => {
    const response = await new TestClient(app).request({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
