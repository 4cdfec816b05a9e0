import { randomBytes } from 'node:crypto';
import type { Clock } from '@/server/clock';
import type { PaymentProvider } from './payment-provider';

/** How long a demo checkout page stays payable, as long as a Stripe Checkout session at its shortest. */
export const DEMO_CHECKOUT_TTL_MS = 30 * 60_000;

export interface DemoCheckoutDeps {
  insertSession: (values: {
    id: string;
    userId: string;
    planType: string;
    createdAt: Date;
    expiresAt: Date;
  }) => Promise<void>;
  clock: Clock;
}

/**
 * The app's own test-mode checkout, used when Stripe is not configured: the session is a row, its page is the
 * web app's /checkout/demo/{id}, and paying it with the test card activates the plan like a Stripe payment.
 */
export function createDemoCheckoutProvider({ insertSession, clock }: DemoCheckoutDeps): PaymentProvider {
  return {
    kind: 'demo',
    async startCheckout({ buyer, plan }) {
      // 192 random bits: the id in the URL is the only thing naming the session, so it must not be guessable.
      const id = `demo_${randomBytes(24).toString('base64url')}`;
      const createdAt = clock();
      await insertSession({
        id,
        userId: buyer.id,
        planType: plan.planType,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + DEMO_CHECKOUT_TTL_MS),
      });
      return { sessionId: id, url: `/checkout/demo/${id}` };
    },
  };
}
