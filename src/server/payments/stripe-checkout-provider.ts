import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { PlanType } from '@/domain/plans';
import {
  CHECKOUT_CANCEL_PATH,
  checkoutSuccessPath,
  type CheckoutBuyer,
  type PaymentProvider,
} from './payment-provider';
import { isMissingStripeObject } from './stripe-client';
import { currentSubscription, subscriptionState } from './stripe-subscriptions';

export interface StripeCheckoutDeps {
  stripe: Stripe;
  /** Our plans' Stripe prices (STRIPE_PRICE_ANNUAL, STRIPE_PRICE_PREMIUM). */
  prices: Record<PlanType, string>;
  /** Stores a learner's new Stripe customer and answers the one on record (another may have been stored first). */
  saveCustomer: (userId: string, customerId: string) => Promise<string | undefined>;
}

/** Stripe Checkout in subscription mode: Stripe hosts the payment page and tells the webhook how it went. */
export function createStripeCheckoutProvider({ stripe, prices, saveCustomer }: StripeCheckoutDeps): PaymentProvider {
  async function customerOf(buyer: CheckoutBuyer): Promise<string> {
    if (buyer.stripeCustomerId) return buyer.stripeCustomerId;
    // Keyed by learner: two first checkouts at once (two tabs) get the same customer back from Stripe.
    const customer = await stripe.customers.create(
      { name: buyer.username, metadata: { userId: buyer.id } },
      { idempotencyKey: `charla-customer-${buyer.id}` },
    );
    return (await saveCustomer(buyer.id, customer.id)) ?? customer.id;
  }

  return {
    kind: 'stripe',
    async startCheckout({ buyer, plan, origin }) {
      const customer = await customerOf(buyer);
      const metadata = { userId: buyer.id, planType: plan.planType };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: buyer.id,
          line_items: [{ price: prices[plan.planType], quantity: 1 }],
          metadata,
          // On the subscription too: its later events (renewals, cancellation) then name the learner.
          subscription_data: { metadata },
          success_url: `${origin}${checkoutSuccessPath(plan)}`,
          cancel_url: `${origin}${CHECKOUT_CANCEL_PATH}`,
        },
        // One key per request: the SDK's own retry of this call cannot open a second session.
        { idempotencyKey: `charla-checkout-${randomUUID()}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    async changePlan({ subscriptionId, buyer, plan }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change`);
      // The same subscription and item with the other price: Stripe prorates the difference on the next invoice.
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: item.id, price: prices[plan.planType] }],
          proration_behavior: 'create_prorations',
          metadata: { userId: buyer.id, planType: plan.planType },
        },
        { idempotencyKey: `charla-plan-change-${randomUUID()}` },
      );
      return subscriptionState(updated);
    },

    async openPortal({ customerId, subscriptionId, flow, returnUrl }) {
      const afterCompletion = { type: 'redirect' as const, redirect: { return_url: returnUrl } };
      // The portal's own pages confirm the change or the cancellation and say when it takes effect.
      const flowData: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined =
        flow === 'cancel' && subscriptionId
          ? {
              type: 'subscription_cancel',
              subscription_cancel: { subscription: subscriptionId },
              after_completion: afterCompletion,
            }
          : flow === 'change' && subscriptionId
            ? {
                type: 'subscription_update',
                subscription_update: { subscription: subscriptionId },
                after_completion: afterCompletion,
              }
            : undefined;
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(flowData ? { flow_data: flowData } : {}),
      });
      return { url: session.url };
    },

    async cancelSubscription(subscriptionId) {
      // Read first: Stripe refuses to cancel a subscription that has already ended, which is not a failure here.
      const current = await currentSubscription(stripe, subscriptionId);
      if (!current || current.status === 'canceled') return;
      try {
        // At once, not at the period's end: the account it paid for is about to go.
        await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `charla-cancel-${randomUUID()}` });
      } catch (error) {
        if (isMissingStripeObject(error)) return;
        throw error;
      }
    },
  };
}
