import type { DemoCheckout, UserPlan } from '@/contract/billing';
import { SIGNED_IN_USER } from '@/web/testing/fake-fetch';

export const SESSION_ID = 'cs_demo_7f3a9c';
export const CHECKOUT_PATH = `/checkout/demo/${SESSION_ID}`;

/** The demo checkout as GET /api/checkout/demo/:sessionId answers it: an open Premium session by default. */
export function demoCheckout(overrides: Partial<DemoCheckout> = {}): DemoCheckout {
  return {
    sessionId: SESSION_ID,
    status: 'open',
    plan: {
      name: 'Premium Plan',
      price: 50,
      period: 'per month',
      billing: 'billed annually',
      planType: 'PREMIUM',
      features: ['Unlimited conversations', 'Priority support', 'Advanced analytics'],
    },
    successUrl: '/?checkout=success&plan=PREMIUM',
    cancelUrl: '/?checkout=cancel',
    ...overrides,
  };
}

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
