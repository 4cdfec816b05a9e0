import { format } from 'date-fns';
import type { Subscription } from '@/contract/billing';
import { dailyConversationLimit, PLAN_TIER_FOR_TYPE, PLANS, type Plan } from '@/domain/plans';
import { allowanceText } from '@/web/lib/plans/learner-plan';

// What Settings says about the learner's plan (docs/product.md#plans), worked out apart from the screen.

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
const freePlan = (freeLimit: number) => `the Free plan: ${allowanceText(freeLimit)}`;

export function planOf(subscription: Pick<Subscription, 'planType'>): Plan | undefined {
  return PLANS.find((plan) => plan.planType === subscription.planType);
}

/** The other paid plan, the one Change plan moves to. */
export function otherPlan(plan: Plan): Plan {
  return PLANS.find((candidate) => candidate.planType !== plan.planType)!;
}

/** Where the plan stands and what happens next, in one or two sentences. */
export function standingText(subscription: Subscription, freeLimit: number): string {
  const plan = planOf(subscription);
  const end = subscription.periodEnd;
  switch (subscription.standing) {
    case 'free':
      return `You're on ${freePlan(freeLimit)}.`;
    case 'past_due':
      return `Your last payment for the ${plan?.name ?? 'plan'} failed, so you're on ${freePlan(freeLimit)} until it is paid.`;
    case 'canceling':
      return `Canceled: your ${plan?.name ?? 'plan'} stays until ${end ? day(end) : 'the end of its period'}. After that you're on ${freePlan(freeLimit)}.`;
    case 'active':
      if (!end) return `Your ${plan?.name ?? 'plan'} is active.`;
      return subscription.renewsAutomatically
        ? `Renews on ${day(end)}.`
        : `Paid until ${day(end)}. Test mode: it does not renew by itself.`;
  }
}

/** What canceling does, said before the learner confirms it. */
export function cancelConsequence(subscription: Subscription, freeLimit: number): string {
  const plan = planOf(subscription);
  const until = subscription.periodEnd ? `until ${day(subscription.periodEnd)}` : 'until the end of its period';
  const viaStripe = subscription.managedBy === 'stripe_portal' ? " Stripe's page asks you to confirm." : '';
  return `You keep the ${plan?.name ?? 'plan'} ${until}. After that you're on ${freePlan(freeLimit)}, and nothing more is charged.${viaStripe}`;
}

/** What changing to `to` does (the demo billing), said before the learner confirms it. */
export function changeConsequence(subscription: Subscription, to: Plan): string {
  const until = subscription.periodEnd ? ` until ${day(subscription.periodEnd)}` : '';
  const allowance = allowanceText(dailyConversationLimit(PLAN_TIER_FOR_TYPE[to.planType]));
  return `From now${until} you're on the ${to.name}: ${allowance}. Test mode: nothing is charged.`;
}
