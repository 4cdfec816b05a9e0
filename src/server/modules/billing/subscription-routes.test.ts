import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_ON_PLAN_MESSAGE, NO_SUBSCRIPTION_MESSAGE, PORTAL_UNAVAILABLE_MESSAGE } from '@/contract/billing';
import { loadConfig } from '@/server/config';
import { createTestApp, signedInLearner, TestClient } from '@/server/testing/test-app';
import { buyPlan } from './testing/demo-purchase';

// docs/product.md#plans: seeing, changing and canceling a plan bought through the demo billing.
const DAY = 86_400_000;
let now = Date.parse('2026-05-04T09:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock: () => new Date(now) });
});
afterAll(() => app.close());

/** A new learner and their password: moving the clock far on ends sessions, so these tests sign in again. */
async function learnerWithPassword() {
  const client = new TestClient(app);
  const { username, password } = await client.register();
  const signInAgain = async () => {
    const response = await client.post('/api/auth/login', { username, password });
    expect(response.statusCode).toBe(200);
  };
  return { client, signInAgain };
}

const subscriptionOf = async (client: TestClient) => (await client.get('/api/billing/subscription')).json();
const A_YEAR_ON = '2027-05-04T09:00:00.000Z';

describe('GET /api/plans', () => {
  it('tells anyone, signed in or not, what the free plan includes on this server', async () => {
    const response = await new TestClient(app).get('/api/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ freeDailyConversations: 5 });

    const stricter = await createTestApp({ config: loadConfig({ NODE_ENV: 'test', FREE_DAILY_CONVERSATIONS: '2' }) });
    try {
      expect((await new TestClient(stricter).get('/api/plans')).json()).toEqual({ freeDailyConversations: 2 });
    } finally {
      await stricter.close();
    }
  });
});

describe('GET /api/billing/subscription with the demo billing', () => {
  it('needs a signed-in learner (401)', async () => {
    expect((await new TestClient(app).get('/api/billing/subscription')).statusCode).toBe(401);
  });

  it('shows a new learner the free plan, managed here', async () => {
    const client = await signedInLearner(app);
    expect(await subscriptionOf(client)).toEqual({
      standing: 'free',
      planType: null,
      periodEnd: null,
      dailyConversationLimit: 5,
      managedBy: 'app',
      renewsAutomatically: false,
    });
  });

  it('shows a bought plan with the end of the year paid for, which does not renew by itself', async () => {
    const client = await signedInLearner(app);
    await buyPlan(client, 'ANNUAL');
    expect(await subscriptionOf(client)).toEqual({
      standing: 'active',
      planType: 'ANNUAL',
      periodEnd: A_YEAR_ON,
      dailyConversationLimit: 30,
      managedBy: 'app',
      renewsAutomatically: false,
    });
  });
});

describe('POST /api/billing/subscription/cancel with the demo billing', () => {
  it('cancels at the period’s end: the plan and its allowance stay until then, then the learner is free', async () => {
    const { client, signInAgain } = await learnerWithPassword();
    await buyPlan(client, 'PREMIUM');
    const canceled = await client.post('/api/billing/subscription/cancel');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      standing: 'canceling',
      planType: 'PREMIUM',
      periodEnd: A_YEAR_ON,
      dailyConversationLimit: null,
    });
    // The plan the rest of the app reads says the same.
    expect((await client.get('/api/auth/user')).json().plan).toEqual({
      tier: 'premium',
      status: 'canceled',
      periodEnd: A_YEAR_ON,
      dailyConversationLimit: null,
    });
    // Canceling again changes nothing.
    expect((await client.post('/api/billing/subscription/cancel')).json()).toEqual(canceled.json());

    const saved = now;
    now = Date.parse(A_YEAR_ON) + DAY;
    try {
      await signInAgain();
      expect(await subscriptionOf(client)).toMatchObject({
        standing: 'free',
        planType: null,
        dailyConversationLimit: 5,
      });
    } finally {
      now = saved;
    }
  });

  it('answers 409 to a learner with nothing to cancel, and 401 signed out', async () => {
    const client = await signedInLearner(app);
    const response = await client.post('/api/billing/subscription/cancel');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: NO_SUBSCRIPTION_MESSAGE });
    expect((await new TestClient(app).post('/api/billing/subscription/cancel')).statusCode).toBe(401);
  });
});

describe('POST /api/billing/subscription/change with the demo billing', () => {
  it('moves to the other plan for the rest of the period, with its allowance at once', async () => {
    const { client, signInAgain } = await learnerWithPassword();
    await buyPlan(client, 'ANNUAL');
    const saved = now;
    now += 30 * DAY;
    try {
      await signInAgain();
      const changed = await client.post('/api/billing/subscription/change', { planType: 'PREMIUM' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        standing: 'active',
        planType: 'PREMIUM',
        periodEnd: A_YEAR_ON,
        dailyConversationLimit: null,
      });
      expect((await client.get('/api/conversation/allowance')).json()).toMatchObject({ limit: null });
    } finally {
      now = saved;
    }
  });

  it('withdraws a cancellation when the learner keeps the plan they have', async () => {
    const client = await signedInLearner(app);
    await buyPlan(client, 'PREMIUM');
    await client.post('/api/billing/subscription/cancel');
    const kept = await client.post('/api/billing/subscription/change', { planType: 'PREMIUM' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ standing: 'active', planType: 'PREMIUM' });
  });

  it('refuses the plan already in force (409), a learner on the free plan (409) and a plan that does not exist (400)', async () => {
    const subscriber = await signedInLearner(app);
    await buyPlan(subscriber, 'PREMIUM');
    const same = await subscriber.post('/api/billing/subscription/change', { planType: 'PREMIUM' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: ALREADY_ON_PLAN_MESSAGE });

    const free = await (await signedInLearner(app)).post('/api/billing/subscription/change', { planType: 'ANNUAL' });
    expect(free.statusCode).toBe(409);
    expect(free.json()).toEqual({ message: NO_SUBSCRIPTION_MESSAGE });

    const unknown = await subscriber.post('/api/billing/subscription/change', { planType: 'GOLD' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('planType must be ANNUAL or PREMIUM');
    expect((await subscriptionOf(subscriber)).planType).toBe('PREMIUM');
  });
});

describe('POST /api/billing/portal with the demo billing', () => {
  it('answers 409: there is no Stripe portal, the plan is managed in Settings', async () => {
    const client = await signedInLearner(app);
    await buyPlan(client, 'ANNUAL');
    const response = await client.post('/api/billing/portal', { flow: 'cancel' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: PORTAL_UNAVAILABLE_MESSAGE });
  });

  it('answers 400 naming the flows for one it does not know', async () => {
    const response = await (await signedInLearner(app)).post('/api/billing/portal', { flow: 'refund' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('flow must be manage, change or cancel');
  });
});
