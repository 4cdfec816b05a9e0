import type Stripe from 'stripe';

/** The events the webhook acts on; Stripe's endpoint should be subscribed to exactly these. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** What an event is about: a subscription, and the learner it names when it names one. */
export interface EventSubject {
  subscriptionId: string;
  userId: string | null;
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/**
 * The subscription an event concerns, or null when it concerns none we sell (a one-off payment, an event type
 * we do not handle). Invoices name their subscription under `parent` in current API versions and at the top
 * level in older ones; the endpoint's API version decides which arrives, so both are read.
 */
export function eventSubject(event: Stripe.Event): EventSubject | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription' || !session.subscription) return null;
      return {
        subscriptionId: idOf(session.subscription),
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, userId: event.data.object.metadata?.userId ?? null };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
      const subscription = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
      return subscription ? { subscriptionId: idOf(subscription), userId: null } : null;
    }
    default:
      return null;
  }
}
