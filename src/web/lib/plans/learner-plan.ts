import type { UserPlan } from '@/contract/billing';
import { effectiveTier, PLAN_TIER_FOR_TYPE, PLANS, type Plan, type PlanTier, type PlanType } from '@/domain/plans';

/** The tier the learner's plan entitles them to today: a paid plan past due or run out counts as free. */
export function activeTier(plan: UserPlan | undefined, now: Date = new Date()): PlanTier {
  if (!plan) return 'free';
  return effectiveTier(plan.tier, plan.status, plan.periodEnd ? new Date(plan.periodEnd) : null, now);
}

/** The paid plan card that matches a tier; the free tier has none. */
export function planForTier(tier: PlanTier): Plan | undefined {
  return PLANS.find((plan) => PLAN_TIER_FOR_TYPE[plan.planType] === tier);
}

export function planForType(planType: string | null): Plan | undefined {
  return PLANS.find((plan) => plan.planType === planType);
}

/** One line on what the learner's plan includes, e.g. "Free plan: 5 conversations a day". */
export function planSummary(plan: UserPlan, now: Date = new Date()): string {
  const name = planForTier(activeTier(plan, now))?.name ?? 'Free plan';
  return `${name}: ${allowanceText(plan.dailyConversationLimit)}`;
}

/** A daily conversation limit in words: "5 conversations a day", "unlimited conversations" (null). */
export function allowanceText(limit: number | null): string {
  return limit === null
    ? 'unlimited conversations'
    : `${limit} ${limit === 1 ? 'conversation' : 'conversations'} a day`;
}

/** The plan card to mark 'Current plan', if the learner is on a paid one. */
export function currentPlanType(plan: UserPlan | undefined, now: Date = new Date()): PlanType | undefined {
  return planForTier(activeTier(plan, now))?.planType;
}

export function subscribedMessage(plan: Plan): string {
  return `You are now on the ${plan.name}`;
}
