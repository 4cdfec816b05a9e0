import { PLANS, type Plan } from '@/domain/plans';

/**
 * A plan a visitor chose before they had an account (docs/product.md#plans): "Sign Up" on its card opens
 * `/register?plan=PREMIUM`, and once the account exists the learner goes on to that plan's checkout.
 */
export const PLAN_PARAM = 'plan';

export function registerPathFor(plan: Pick<Plan, 'planType'>): string {
  return `/register?${PLAN_PARAM}=${plan.planType}`;
}

/** The plan the address names, if it is one of ours; anything else is no choice. */
export function chosenPlanFrom(search: string): Plan | undefined {
  const planType = new URLSearchParams(search).get(PLAN_PARAM);
  return PLANS.find((plan) => plan.planType === planType);
}
