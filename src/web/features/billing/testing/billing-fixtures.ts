import type { DemoCheckout } from '@/contract/billing';
import { screenPath } from '@/web/lib/screens';

export const SESSION_ID = 'cs_demo_7f3a9c';
export const CHECKOUT_PATH = screenPath.checkout(SESSION_ID);

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
