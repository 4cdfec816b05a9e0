import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { AppDeps } from '@/server/app';
import { loadConfig } from '@/server/config';
import {
  startFakeStripeServer,
  type FakeStripeServer,
  type FakeSubscription,
} from '@/testing/http-fakes/fake-stripe-server';
import { createTestApp, signedInLearner } from '@/server/testing/test-app';

export const STRIPE_TEST_PRICES = { ANNUAL: 'price_test_annual', PREMIUM: 'price_test_premium' } as const;
export const WEBHOOK_SECRET = 'whsec_test_charla_secret';

/**
 * The real app configured for Stripe, its SDK pointed at a fake Stripe on 127.0.0.1 (STRIPE_API_BASE), with
 * the environment an operator would set. `webhookSecret: null` leaves STRIPE_WEBHOOK_SECRET unset.
 */
export async function startStripeApp(
  options: { publicUrl?: string; webhookSecret?: string | null; deps?: Partial<AppDeps> } = {},
) {
  const fake: FakeStripeServer = await startFakeStripeServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: 'sk_test_charla_fake',
    STRIPE_WEBHOOK_SECRET: options.webhookSecret === null ? undefined : (options.webhookSecret ?? WEBHOOK_SECRET),
    STRIPE_PRICE_ANNUAL: STRIPE_TEST_PRICES.ANNUAL,
    STRIPE_PRICE_PREMIUM: STRIPE_TEST_PRICES.PREMIUM,
    STRIPE_API_BASE: fake.url,
    PUBLIC_URL: options.publicUrl,
  });
  const app: FastifyInstance = await createTestApp({ ...options.deps, config });
  return {
    app,
    fake,
    async close() {
      await app.close();
      await fake.close();
    },
  };
}

/**
 * A new learner who has opened Stripe Checkout, so Stripe knows them as a customer, and the active premium
 * subscription the fake Stripe now holds for them (`idPrefix` keeps ids apart between test files).
 */
export async function checkoutSubscriber(
  stripe: { app: FastifyInstance; fake: FakeStripeServer },
  overrides: Partial<FakeSubscription> = {},
  idPrefix = 'sub',
) {
  const client = await signedInLearner(stripe.app);
  const opened = await client.post('/api/create-checkout-session', { priceId: 'price_premium', planType: 'PREMIUM' });
  if (opened.statusCode !== 200) throw new Error(`Checkout did not open: ${opened.statusCode} ${opened.body}`);
  const customer = stripe.fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params.customer as string;
  const subscription: FakeSubscription = {
    id: `${idPrefix}_${client.userId.slice(0, 8)}`,
    customer,
    status: 'active',
    priceId: STRIPE_TEST_PRICES.PREMIUM,
    // Whole seconds: Stripe's timestamps have no milliseconds.
    currentPeriodEnd: new Date(Math.floor((Date.now() + 365 * 86_400_000) / 1000) * 1000),
    metadata: { userId: client.userId, planType: 'PREMIUM' },
    ...overrides,
  };
  stripe.fake.setSubscription(subscription);
  return { client, customer, subscription };
}

/** A Stripe event as Stripe sends it, around `object`; each gets a fresh id unless given one. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${randomBytes(10).toString('hex')}`,
) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export const eventObjects = {
  checkoutCompleted: (subscriptionId: string, customer: string, userId: string) => ({
    id: `cs_test_${randomBytes(8).toString('hex')}`,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    subscription: subscriptionId,
    customer,
    client_reference_id: userId,
    metadata: { userId },
  }),
  subscription: (subscriptionId: string, customer: string, status = 'active') => ({
    id: subscriptionId,
    object: 'subscription',
    customer,
    status,
    metadata: {},
  }),
  invoice: (subscriptionId: string, customer: string) => ({
    id: `in_${randomBytes(8).toString('hex')}`,
    object: 'invoice',
    customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
  }),
};

/**
 * Posts an event to the webhook signed with the endpoint's secret, as Stripe does. `timestamp` (seconds) dates
 * the signature; `body` replaces the signed payload (a tampered delivery).
 */
export function deliver(
  app: FastifyInstance,
  event: object,
  options: { secret?: string; timestamp?: number; body?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, ...options.headers },
    payload: options.body ?? payload,
  });
}
