import type Stripe from 'stripe';
import { PLAN_TIER_FOR_TYPE, type PlanTier, type PlanType } from '@/domain/plans';
import type { Clock } from '@/server/clock';
import type { StripeConfig } from '@/server/config';
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '@/server/errors';
import { isTransientStripeError } from '@/server/payments/stripe-client';
import { eventSubject, HANDLED_STRIPE_EVENTS, type EventSubject } from '@/server/payments/stripe-events';
import { currentSubscription, type SubscriptionState } from '@/server/payments/stripe-subscriptions';
import type { BillingRepo } from './billing-repo';
import type { PaymentEventRef, PlanFulfilment } from './plan-fulfilment';

export const STRIPE_NOT_CONFIGURED_MESSAGE = 'Stripe is not configured on this server.';
export const WEBHOOK_NOT_CONFIGURED_MESSAGE =
  'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).';
export const INVALID_SIGNATURE_MESSAGE = 'The Stripe signature is missing, invalid or too old.';
export const STRIPE_UNREACHABLE_MESSAGE = 'Stripe could not be reached to confirm the subscription. Please retry.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const handled: ReadonlySet<string> = new Set(HANDLED_STRIPE_EVENTS);

export interface StripeWebhookDeps {
  stripe: Stripe | null;
  config: StripeConfig | null;
  repo: BillingRepo;
  fulfilment: PlanFulfilment;
  clock: Clock;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export type WebhookReceipt = { received: true; duplicate?: boolean };

/**
 * Stripe's notifications about checkouts, subscriptions and invoices. Each is verified, then answered from the
 * subscription's current state at Stripe (so arrival order does not matter) and recorded by event id in the
 * same transaction as its effect (so a redelivery changes nothing). Only failures a retry can cure (Stripe or
 * the database unreachable) answer 5xx; everything else is acknowledged so Stripe stops resending it.
 */
export function createStripeWebhookService({ stripe, config, repo, fulfilment, clock, log }: StripeWebhookDeps) {
  const tierOfPrice = (priceId: string | null): PlanTier | undefined => {
    const planType = (Object.keys(config?.prices ?? {}) as PlanType[]).find((type) => config?.prices[type] === priceId);
    return planType && PLAN_TIER_FOR_TYPE[planType];
  };

  /** The learner: by Stripe customer first (we made it for them), else by the user id our checkout attached. */
  async function learnerOf(subscription: SubscriptionState, subject: EventSubject): Promise<string | undefined> {
    const byCustomer = await repo.findUserIdByStripeCustomer(subscription.customerId);
    if (byCustomer) return byCustomer;
    return [subscription.userId, subject.userId].find((id): id is string => typeof id === 'string' && UUID.test(id));
  }

  async function acknowledge(event: PaymentEventRef, reason: string): Promise<WebhookReceipt> {
    const outcome = await repo.transaction((tx) => fulfilment.acknowledge(tx, event));
    log.info({ eventId: event.id, type: event.type, reason }, 'Stripe event acknowledged without a plan change');
    return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
  }

  async function readSubscription(client: Stripe, subscriptionId: string): Promise<SubscriptionState | null> {
    try {
      return await currentSubscription(client, subscriptionId);
    } catch (error) {
      if (!isTransientStripeError(error)) throw error;
      log.warn({ err: error, subscriptionId }, 'Stripe unreachable while handling a webhook; Stripe will retry');
      throw new ServiceUnavailableError(STRIPE_UNREACHABLE_MESSAGE);
    }
  }

  function verify(client: Stripe, secret: string, payload: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new BadRequestError(INVALID_SIGNATURE_MESSAGE);
    try {
      // Our clock, not the machine's: the signature's age is judged on the same time as everything else.
      return client.webhooks.constructEvent(payload, signature, secret, undefined, undefined, clock().getTime());
    } catch {
      throw new BadRequestError(INVALID_SIGNATURE_MESSAGE);
    }
  }

  return {
    async receive(payload: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
      if (!stripe || !config) throw new NotFoundError(STRIPE_NOT_CONFIGURED_MESSAGE);
      if (!config.webhookSecret) throw new ServiceUnavailableError(WEBHOOK_NOT_CONFIGURED_MESSAGE);
      const event = verify(stripe, config.webhookSecret, payload, signature);
      if (!handled.has(event.type)) return { received: true };
      // A redelivery of a handled event is answered without asking Stripe anything.
      if (await repo.hasEvent(event.id)) return { received: true, duplicate: true };
      const ref = { id: event.id, type: event.type };

      const subject = eventSubject(event);
      if (!subject) return acknowledge(ref, 'not about a subscription');
      const subscription = await readSubscription(stripe, subject.subscriptionId);
      if (!subscription) return acknowledge(ref, 'subscription no longer exists at Stripe');
      const tier = tierOfPrice(subscription.priceId);
      if (!tier) return acknowledge(ref, `price ${subscription.priceId} is not one of the plans`);
      const userId = await learnerOf(subscription, subject);
      if (!userId) return acknowledge(ref, 'no learner for this subscription');

      const outcome = await repo.transaction((tx) =>
        fulfilment.apply(tx, ref, userId, {
          tier,
          status: subscription.status,
          periodEnd: subscription.periodEnd,
          subscriptionId: subscription.id,
        }),
      );
      await fulfilment.announce(outcome, userId);
      log.info(
        { eventId: event.id, type: event.type, subscriptionId: subscription.id, outcome },
        'Stripe event handled',
      );
      return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
    },
  };
}
export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
