import { useLocation } from 'wouter';
import { useUser } from '@/web/features/auth/api/get-user';
import { useStartCheckout } from '../api/create-checkout-session';
import { PLANS, type Plan } from '@/domain/plans';
import { PlanCard } from './plan-card';

export function PricingSection() {
  const [, navigate] = useLocation();
  const { data: user } = useUser();
  const checkout = useStartCheckout();
  const signedIn = Boolean(user);

  function choosePlan(plan: Plan) {
    // Spec section 5: subscribing needs an account, so visitors register first.
    if (!signedIn) {
      navigate('/register');
      return;
    }
    checkout.mutate(plan);
  }

  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="pricing-title" className="text-3xl font-bold sm:text-4xl">
          Choose your plan
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">
          Unlock more daily conversations, deeper feedback and a learning path made for you.
        </p>
      </div>
      <div className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.priceId}
            plan={plan}
            signedIn={signedIn}
            pending={checkout.isPending && checkout.variables?.priceId === plan.priceId}
            onChoose={choosePlan}
          />
        ))}
      </div>
    </section>
  );
}
