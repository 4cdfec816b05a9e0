import {
  ALREADY_CANCELED_MESSAGE,
  ALREADY_ON_PLAN_MESSAGE,
  MANAGED_ON_STRIPE_MESSAGE,
  NO_SUBSCRIPTION_MESSAGE,
  PORTAL_FAILED_MESSAGE,
  PORTAL_UNAVAILABLE_MESSAGE,
  type PortalFlow,
  type Subscription,
} from '@/contract/billing';
import { dailyConversationLimit, PLAN_TIER_FOR_TYPE, PLANS, type PlanTier, type PlanType } from '@/domain/plans';
import type { Clock } from '@/server/clock';
import { ConflictError, ServiceUnavailableError, UnauthorizedError } from '@/server/errors';
import type { PaymentProvider } from '@/server/payments/payment-provider';
import { isStripeError } from '@/server/payments/stripe-client';
import type { BillingRepo } from './billing-repo';
import type { PlanFulfilment } from './plan-fulfilment';
import { subscriptionStanding, type StoredPlan } from './user-plan';

export interface SubscriptionServiceDeps {
  repo: BillingRepo;
  provider: PaymentProvider;
  fulfilment: PlanFulfilment;
  clock: Clock;
  freeDailyConversations: number;
  /** PUBLIC_URL's origin; without it, the origin the request came to. */
  publicUrl: string | undefined;
  log: { error(obj: object, msg: string): void };
}

const planTypeOf = (tier: PlanTier): PlanType | null =>
  PLANS.find((plan) => PLAN_TIER_FOR_TYPE[plan.planType] === tier)?.planType ?? null;

/** Where Stripe's portal sends the learner back to: the plan section of Settings. */
export const PORTAL_RETURN_PATH = '/settings#your-plan';

/**
 * The learner's own subscription (docs/product.md#plans): seeing it, and changing or canceling it. With Stripe the
 * changes happen in Stripe's customer portal, whose outcome reaches us through the webhook; with the demo billing
 * they are made here, through the same plan fulfilment as a payment.
 */
export function createSubscriptionService({
  repo,
  provider,
  fulfilment,
  clock,
  freeDailyConversations,
  publicUrl,
  log,
}: SubscriptionServiceDeps) {
  const viaPortal = provider.openPortal !== undefined;

  function toSubscription(stored: StoredPlan, now: Date): Subscription {
    const { standing, tier, periodEnd } = subscriptionStanding(stored, now);
    return {
      standing,
      planType: planTypeOf(tier),
      periodEnd: periodEnd?.toISOString() ?? null,
      dailyConversationLimit: dailyConversationLimit(standing === 'past_due' ? 'free' : tier, freeDailyConversations),
      managedBy: viaPortal ? 'stripe_portal' : 'app',
      renewsAutomatically: viaPortal,
    };
  }

  async function learner(userId: string) {
    const found = await repo.findCustomer(userId);
    if (!found) throw new UnauthorizedError();
    return found;
  }

  /**
   * A change the demo billing makes itself, decided on the plan as it stands under the row lock (two tabs cannot
   * both decide on the old plan), then written and announced like a payment.
   */
  async function changeHere(
    userId: string,
    kind: 'cancel' | 'change',
    decide: (current: Subscription) => { tier: PlanTier; status: 'active' | 'canceled' } | 'unchanged',
  ): Promise<Subscription> {
    if (viaPortal) throw new ConflictError(MANAGED_ON_STRIPE_MESSAGE);
    const outcome = await repo.transaction(async (tx) => {
      const now = clock();
      const locked = await tx.lockPlan(userId);
      if (!locked) throw new UnauthorizedError();
      const current = toSubscription(locked, now);
      if (current.standing === 'free' || current.standing === 'past_due')
        throw new ConflictError(NO_SUBSCRIPTION_MESSAGE);
      const next = decide(current);
      if (next === 'unchanged') return 'unchanged';
      return fulfilment.apply(
        tx,
        { id: `demo-${kind}:${userId}:${now.getTime()}`, type: `demo.plan.${kind}` },
        userId,
        {
          ...next,
          // The period paid for stays as it was: a change applies to what is left of it, a cancellation ends with it.
          periodEnd: locked.planPeriodEnd,
          subscriptionId: null,
        },
      );
    });
    await fulfilment.announce(outcome, userId);
    return toSubscription(await learner(userId), clock());
  }

  return {
    async view(userId: string): Promise<Subscription> {
      return toSubscription(await learner(userId), clock());
    },

    /** Cancels at the end of the period paid for: the plan stays until then. Canceling twice changes nothing. */
    cancel(userId: string): Promise<Subscription> {
      return changeHere(userId, 'cancel', (current) =>
        current.standing === 'canceling'
          ? 'unchanged'
          : { tier: PLAN_TIER_FOR_TYPE[current.planType!], status: 'canceled' },
      );
    },

    /**
     * Moves to the other paid plan for the rest of the period; choosing the plan one has while it is canceling keeps
     * it (the cancellation is withdrawn). Subscribing from free goes through checkout instead.
     */
    changePlan(userId: string, planType: PlanType): Promise<Subscription> {
      return changeHere(userId, 'change', (current) => {
        if (current.planType === planType && current.standing === 'active')
          throw new ConflictError(ALREADY_ON_PLAN_MESSAGE);
        return { tier: PLAN_TIER_FOR_TYPE[planType], status: 'active' };
      });
    },

    /** Stripe's customer portal for the learner, at its start or at changing or canceling their subscription. */
    async openPortal(userId: string, flow: PortalFlow, requestOrigin: string): Promise<{ url: string }> {
      if (!provider.openPortal) throw new ConflictError(PORTAL_UNAVAILABLE_MESSAGE);
      const customer = await learner(userId);
      const current = toSubscription(customer, clock());
      if (!customer.stripeCustomerId) throw new ConflictError(NO_SUBSCRIPTION_MESSAGE);
      if (flow !== 'manage' && (!customer.stripeSubscriptionId || current.standing === 'free'))
        throw new ConflictError(NO_SUBSCRIPTION_MESSAGE);
      if (flow === 'cancel' && current.standing === 'canceling') throw new ConflictError(ALREADY_CANCELED_MESSAGE);
      try {
        return await provider.openPortal({
          customerId: customer.stripeCustomerId,
          subscriptionId: customer.stripeSubscriptionId,
          flow,
          returnUrl: `${publicUrl ?? requestOrigin}${PORTAL_RETURN_PATH}`,
        });
      } catch (error) {
        if (!isStripeError(error)) throw error;
        // The portal not configured at Stripe, Stripe down: the learner is told to retry, the operator the cause.
        log.error({ err: error }, 'Stripe could not open a customer portal session');
        throw new ServiceUnavailableError(PORTAL_FAILED_MESSAGE);
      }
    },

    /** What the free plan includes on this server, for the plan cards visitors see. */
    plansInfo(): { freeDailyConversations: number } {
      return { freeDailyConversations };
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
