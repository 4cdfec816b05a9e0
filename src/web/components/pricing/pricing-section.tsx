import { BadgeCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import { useUser } from '@/web/lib/session/get-user';
import { activeTier, currentPlanType, planSummary } from '@/web/lib/plans/learner-plan';
import { useStartCheckout } from '@/web/lib/plans/create-checkout-session';
import { PLANS, type Plan } from '@/domain/plans';
import { FreePlanCard } from './free-plan-card';
import { PlanCard } from './plan-card';
import { screenPath } from '@/web/lib/screens';

/**
 * The free plan's card and the two paid plan cards with their intro: on the landing page (an h2 below the hero) and as the plans
 * screen (its h1). A signed-in learner also reads what their plan includes, and their own plan's
 * card says so instead of offering it again.
 */
export function PricingSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [, navigate] = useLocation();
  const { data: user } = useUser();
  const checkout = useStartCheckout();
  const signedIn = Boolean(user);
  const learnerPlan = user?.plan;
  const current = currentPlanType(learnerPlan);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  function choosePlan(plan: Plan) {
    // docs/product.md#plans: subscribing needs an account, so visitors register first, the plan kept for after.
    if (!signedIn) {
      navigate(screenPath.register({ plan: plan.planType }));
      return;
    }
    checkout.mutate(plan);
  }

  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <Heading id="pricing-title" className="text-3xl font-bold sm:text-4xl">
          Choose your plan
        </Heading>
        <p className="mt-3 text-lg text-muted-foreground">
          Unlock more daily conversations, deeper feedback and a learning path made for you.
        </p>
        {learnerPlan ? (
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-soft px-4 py-1.5 text-sm font-medium text-primary-soft-foreground">
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
            <span>You&apos;re on the {planSummary(learnerPlan)}.</span>
          </p>
        ) : null}
      </div>
      <div className="mx-auto mt-12 grid max-w-6xl gap-8 md:grid-cols-2 lg:grid-cols-3">
        <FreePlanCard signedIn={signedIn} current={signedIn && activeTier(learnerPlan) === 'free'} />
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.priceId}
            plan={plan}
            signedIn={signedIn}
            current={plan.planType === current}
            pending={checkout.isPending && checkout.variables?.priceId === plan.priceId}
            onChoose={choosePlan}
          />
        ))}
      </div>
    </section>
  );
}
