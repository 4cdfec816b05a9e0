import type { Subscription, UserPlan } from '@/contract/billing';
import { SIGNED_IN_USER } from '@/web/testing/fake-fetch';

// Learner plans for the billing screens' tests and the shared pricing cards' tests alike.
export const FREE_PLAN: UserPlan = { tier: 'free', status: 'active', periodEnd: null, dailyConversationLimit: 5 };

export function paidPlan(tier: 'annual' | 'premium', overrides: Partial<UserPlan> = {}): UserPlan {
  return {
    tier,
    status: 'active',
    periodEnd: '2031-01-31T00:00:00.000Z',
    dailyConversationLimit: tier === 'premium' ? null : 30,
    ...overrides,
  };
}

/** The signed-in learner of the web tests, on the given plan. */
export function learnerOn(plan: UserPlan) {
  return { ...SIGNED_IN_USER, plan };
}

/** The learner's subscription as GET /api/billing/subscription answers it; the demo billing unless told otherwise. */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  const base: Subscription = {
    standing: 'active',
    planType: 'ANNUAL',
    periodEnd: '2031-01-31T12:00:00.000Z',
    dailyConversationLimit: 30,
    managedBy: 'app',
    renewsAutomatically: false,
  };
  const free = overrides.standing === 'free' ? { planType: null, periodEnd: null, dailyConversationLimit: 5 } : {};
  return { ...base, ...free, ...overrides };
}
