import type Stripe from 'stripe';
import type { PlanStatus } from '@/domain/plans';
import { isMissingStripeObject } from './stripe-client';

/** A subscription as it stands at Stripe now, reduced to what a learner's plan needs. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  /** Our user id, from the metadata our checkout puts on every subscription it starts. */
  userId: string | null;
  status: PlanStatus;
  /** The price of its first item, which says the plan. */
  priceId: string | null;
  /** When what has been paid for runs out; for an ended (or set to end) subscription, that moment if sooner. */
  periodEnd: Date | null;
}

/**
 * Stripe's many statuses on our three: only active and trialing entitle the learner; unpaid, paused and a
 * first payment still pending count as past due; expired-before-paying counts as canceled.
 */
export function planStatusOfSubscription(status: Stripe.Subscription.Status): PlanStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'past_due';
  }
}

const fromUnixSeconds = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The soonest of the dates Stripe gives, null when it gives none. */
function earliest(dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((soonest, date) => (date && (!soonest || date < soonest) ? date : soonest), null);
}

export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const status = planStatusOfSubscription(subscription.status);
  // Canceled in the customer portal, Stripe keeps the subscription active until its period ends (or a set date):
  // for the learner's plan that is a cancellation, in force until then (docs/product.md#plans).
  const endsByItself = subscription.cancel_at_period_end || typeof subscription.cancel_at === 'number';
  const periodEnd = fromUnixSeconds(item?.current_period_end);
  const endedAt = fromUnixSeconds(subscription.ended_at);
  const customer = subscription.customer;
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    userId: subscription.metadata?.userId ?? null,
    status: status === 'active' && endsByItself ? 'canceled' : status,
    priceId: item?.price?.id ?? null,
    periodEnd: earliest([periodEnd, endedAt, fromUnixSeconds(subscription.cancel_at)]),
  };
}

/**
 * The subscription's current state, read from Stripe rather than taken from an event: events arrive late and
 * out of order, the subscription itself is always the truth. Null when Stripe no longer knows it.
 */
export async function currentSubscription(stripe: Stripe, subscriptionId: string): Promise<SubscriptionState | null> {
  try {
    return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
  } catch (error) {
    if (isMissingStripeObject(error)) return null;
    throw error;
  }
}
