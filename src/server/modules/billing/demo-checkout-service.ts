import {
  CARD_DECLINED_MESSAGE,
  CARD_INVALID_MESSAGE,
  CHECKOUT_SESSION_EXPIRED_MESSAGE,
  CHECKOUT_SESSION_NOT_FOUND_MESSAGE,
  CHECKOUT_SESSION_PAID_MESSAGE,
  type DemoCheckout,
} from '@/contract/billing';
import { PLAN_TIER_FOR_TYPE, PLANS, type Plan } from '@/domain/plans';
import type { Clock } from '@/server/clock';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '@/server/errors';
import { checkDemoCard } from '@/server/payments/demo-card';
import { CHECKOUT_CANCEL_PATH, checkoutSuccessPath } from '@/server/payments/payment-provider';
import type { BillingRepo, CheckoutSessionRow } from './billing-repo';
import type { PlanFulfilment } from './plan-fulfilment';

export class PaymentRequiredError extends AppError {
  constructor(message: string) {
    super(402, message);
  }
}
export class GoneError extends AppError {
  constructor(message: string) {
    super(410, message);
  }
}

type SessionState = 'open' | 'paid' | 'expired';

function stateOf(row: CheckoutSessionRow, now: Date): SessionState {
  if (row.status === 'paid') return 'paid';
  return row.expiresAt <= now ? 'expired' : 'open';
}

function assertPayable(state: SessionState): void {
  if (state === 'paid') throw new ConflictError(CHECKOUT_SESSION_PAID_MESSAGE);
  if (state === 'expired') throw new GoneError(CHECKOUT_SESSION_EXPIRED_MESSAGE);
}

function planOf(row: CheckoutSessionRow): Plan {
  const plan = PLANS.find((candidate) => candidate.planType === row.planType);
  if (!plan) throw new NotFoundError(CHECKOUT_SESSION_NOT_FOUND_MESSAGE);
  return plan;
}

/** A year from `now`: the plans are billed annually. */
function oneYearAfter(now: Date): Date {
  const end = new Date(now);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The demo checkout's page and payment: only the learner who opened a session can see or pay it. */
export function createDemoCheckoutService({
  repo,
  fulfilment,
  clock,
}: {
  repo: BillingRepo;
  fulfilment: PlanFulfilment;
  clock: Clock;
}) {
  async function ownSession(userId: string, sessionId: string): Promise<CheckoutSessionRow> {
    const row = await repo.findCheckoutSession(sessionId, userId);
    if (!row) throw new NotFoundError(CHECKOUT_SESSION_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    async view(userId: string, sessionId: string): Promise<DemoCheckout> {
      const row = await ownSession(userId, sessionId);
      const plan = planOf(row);
      const { name, price, period, billing, planType, features } = plan;
      return {
        sessionId: row.id,
        status: stateOf(row, clock()),
        plan: { name, price, period, billing, planType, features: [...features] },
        successUrl: checkoutSuccessPath(plan),
        cancelUrl: CHECKOUT_CANCEL_PATH,
      };
    },

    /**
     * Pays with a test card. The card is checked before anything is written, so a declined or mistyped card
     * leaves no trace; the session is then claimed and the plan activated in one transaction.
     */
    async pay(
      userId: string,
      sessionId: string,
      card: { cardNumber: string; expiry: string; cvc: string },
    ): Promise<{ redirectUrl: string }> {
      const row = await ownSession(userId, sessionId);
      assertPayable(stateOf(row, clock()));
      const plan = planOf(row);
      const outcome = checkDemoCard(card, clock());
      if (outcome === 'invalid') throw new BadRequestError(CARD_INVALID_MESSAGE);
      if (outcome === 'declined') throw new PaymentRequiredError(CARD_DECLINED_MESSAGE);

      const fulfilled = await repo.transaction(async (tx) => {
        const now = clock();
        // Read again under the lock: a second payment racing this one finds the session paid.
        const locked = await tx.lockCheckoutSession(sessionId, userId);
        if (!locked) throw new NotFoundError(CHECKOUT_SESSION_NOT_FOUND_MESSAGE);
        assertPayable(stateOf(locked, now));
        await tx.markCheckoutSessionPaid(sessionId, now);
        return fulfilment.apply(tx, { id: `demo:${sessionId}`, type: 'demo.checkout.paid' }, userId, {
          tier: PLAN_TIER_FOR_TYPE[plan.planType],
          status: 'active',
          periodEnd: oneYearAfter(now),
          subscriptionId: null,
        });
      });
      await fulfilment.announce(fulfilled, userId);
      return { redirectUrl: checkoutSuccessPath(plan) };
    },
  };
}
export type DemoCheckoutService = ReturnType<typeof createDemoCheckoutService>;
