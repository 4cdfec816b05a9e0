import type { Plan } from '@/domain/plans';
import type { SubscriptionState } from './stripe-subscriptions';

/** Who is buying: the learner's id, name and (once they have one) Stripe customer. */
export interface CheckoutBuyer {
  id: string;
  username: string;
  stripeCustomerId: string | null;
}

export interface CheckoutRequest {
  buyer: CheckoutBuyer;
  plan: Plan;
  /** The app's public origin (PUBLIC_URL, or the request's own), for the links back from a hosted checkout. */
  origin: string;
}

/** Where the browser goes next: a hosted checkout page, and the session's id there. */
export interface CheckoutStart {
  sessionId: string;
  url: string;
}

/**
 * Sells a plan. Stripe Checkout when Stripe is configured, otherwise the app's own demo checkout: the
 * registry picks one at start-up and the billing service never asks which.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /**
   * Moves a running subscription to another plan and answers its state after the change. Only providers that
   * bill by subscription have it: a second checkout there would start a second subscription and bill twice.
   */
  changePlan?(request: { subscriptionId: string; buyer: CheckoutBuyer; plan: Plan }): Promise<SubscriptionState>;
  /**
   * Ends a subscription at once, so it bills nothing more (an account being deleted). Does nothing when the provider
   * no longer knows it or it has already ended; throws when the provider refuses or cannot be reached.
   */
  cancelSubscription?(subscriptionId: string): Promise<void>;
  /**
   * A page of the provider's where the learner changes or cancels their plan themselves (Stripe's customer portal),
   * at its start or straight at one flow; `returnUrl` is where its back link and a finished flow lead.
   */
  openPortal?(request: PortalRequest): Promise<{ url: string }>;
}

export interface PortalRequest {
  customerId: string;
  /** The subscription a change or cancel flow is about; a plain visit needs none. */
  subscriptionId: string | null;
  flow: 'manage' | 'change' | 'cancel';
  returnUrl: string;
}

/** The page the learner returns to after paying, on the dashboard with the plan bought named. */
export function checkoutSuccessPath(plan: Plan): string {
  return `/?checkout=success&plan=${plan.planType}`;
}
export const CHECKOUT_CANCEL_PATH = '/?checkout=cancel';
