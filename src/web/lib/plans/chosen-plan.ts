import { PLANS, type Plan } from '@/domain/plans';
import { SCREEN_PARAMS } from '@/web/lib/screens';

/**
 * A plan a visitor chose before they had an account (docs/product.md#plans): "Sign Up" on its card opens the register
 * screen with the plan named (`screenPath.register({ plan })`), and once the account exists the learner goes on to
 * that plan's checkout.
 */

/** The plan the address names, if it is one of ours; anything else is no choice. */
export function chosenPlanFrom(search: string): Plan | undefined {
  const planType = new URLSearchParams(search).get(SCREEN_PARAMS.register.plan);
  return PLANS.find((plan) => plan.planType === planType);
}
