import type Stripe from 'stripe';
import type { BillingConfig } from '@/server/config';
import { createDemoCheckoutProvider, type DemoCheckoutDeps } from './demo-checkout-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeClient } from './stripe-client';
import { createStripeCheckoutProvider, type StripeCheckoutDeps } from './stripe-checkout-provider';

export interface Payments {
  provider: PaymentProvider;
  /** The Stripe client, shared with the webhook; null when plans are sold through the demo checkout. */
  stripe: Stripe | null;
}

/** The one place that picks how plans are sold: Stripe Checkout when configured, else the demo checkout. */
export function createPayments(
  billing: Pick<BillingConfig, 'stripe'>,
  deps: Pick<StripeCheckoutDeps, 'saveCustomer'> & DemoCheckoutDeps,
): Payments {
  if (billing.stripe) {
    const stripe = createStripeClient(billing.stripe);
    return {
      stripe,
      provider: createStripeCheckoutProvider({
        stripe,
        prices: billing.stripe.prices,
        saveCustomer: deps.saveCustomer,
      }),
    };
  }
  return {
    stripe: null,
    provider: createDemoCheckoutProvider({ insertSession: deps.insertSession, clock: deps.clock }),
  };
}
