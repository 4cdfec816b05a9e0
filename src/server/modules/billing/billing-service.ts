import {
  alreadySubscribedMessage,
  ALREADY_ON_PLAN_MESSAGE,
  CHECKOUT_FAILED_MESSAGE,
  UNKNOWN_PRICE_MESSAGE,
} from '@/contract/billing';
import { PLAN_TIER_FOR_TYPE, planForPriceId, PLANS, type PlanType } from '@/domain/plans';
import type { Clock } from '@/server/clock';
import { BadRequestError, ConflictError, ServiceUnavailableError, UnauthorizedError } from '@/server/errors';
import { checkoutSuccessPath, type CheckoutStart, type PaymentProvider } from '@/server/payments/payment-provider';
import { isStripeError } from '@/server/payments/stripe-client';
import type { BillingRepo } from './billing-repo';
import type { PlanFulfilment } from './plan-fulfilment';
import { planStatusOf, tierInForce } from './user-plan';

export interface BillingServiceDeps {
  repo: BillingRepo;
  provider: PaymentProvider;
  fulfilment: PlanFulfilment;
  clock: Clock;
  /** PUBLIC_URL's origin; without it, the origin the request came to. */
  publicUrl: string | undefined;
  log: { error(obj: object, msg: string): void };
}

export function createBillingService({ repo, provider, fulfilment, clock, publicUrl, log }: BillingServiceDeps) {
  return {
    /**
     * Opens a checkout for one of the plans: the price id and plan type must name the same plan, and a learner
     * whose plan is already that one, active, is told so instead of paying twice.
     */
    async startCheckout(
      userId: string,
      body: { priceId: string; planType: PlanType },
      requestOrigin: string,
    ): Promise<CheckoutStart> {
      const plan = planForPriceId(body.priceId);
      if (!plan || plan.planType !== body.planType) throw new BadRequestError(UNKNOWN_PRICE_MESSAGE);
      const buyer = await repo.findCustomer(userId);
      if (!buyer) throw new UnauthorizedError();
      const tierNow = tierInForce(buyer, clock());
      if (planStatusOf(buyer.planStatus) === 'active' && tierNow === PLAN_TIER_FOR_TYPE[plan.planType]) {
        throw new ConflictError(ALREADY_ON_PLAN_MESSAGE);
      }
      const origin = publicUrl ?? requestOrigin;
      const current = PLANS.find((candidate) => PLAN_TIER_FOR_TYPE[candidate.planType] === tierNow);
      try {
        // A second Stripe Checkout would start a second subscription and bill twice: the running one changes plan
        // instead. The demo checkout has no subscription and simply sells the other plan.
        if (current && provider.changePlan) {
          if (!buyer.stripeSubscriptionId) throw new ConflictError(alreadySubscribedMessage(current.name));
          const changed = await provider.changePlan({ subscriptionId: buyer.stripeSubscriptionId, buyer, plan });
          // Applied now, through the same fulfilment as the webhook, so the learner returns to the new plan; the
          // subscription.updated event that follows re-reads the same state and changes nothing more.
          await repo.transaction((tx) =>
            fulfilment.apply(
              tx,
              { id: `plan-change:${changed.id}:${clock().getTime()}`, type: 'plan.changed' },
              buyer.id,
              {
                tier: PLAN_TIER_FOR_TYPE[plan.planType],
                status: changed.status,
                periodEnd: changed.periodEnd,
                subscriptionId: changed.id,
              },
            ),
          );
          return { sessionId: changed.id, url: `${origin}${checkoutSuccessPath(plan)}` };
        }
        return await provider.startCheckout({ buyer, plan, origin });
      } catch (error) {
        if (!isStripeError(error)) throw error;
        // Stripe down, misconfigured or refusing: the learner gets the product's checkout failure
        // (docs/product.md#messages), the operator the cause.
        log.error({ err: error }, 'Stripe could not open a checkout session');
        throw new ServiceUnavailableError(CHECKOUT_FAILED_MESSAGE);
      }
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
