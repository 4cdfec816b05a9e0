import type { PlanTier } from '@/domain/plans';
import type { Clock } from '@/server/clock';
import type { BillingTransaction, LockedPlan, PlanRecord } from './billing-repo';
import { tierInForce } from './user-plan';

export interface PaymentEventRef {
  /** Unique per event: a Stripe event id, or `demo:<session id>`. */
  id: string;
  type: string;
}

/**
 * applied: the plan changed; unchanged: the event was recorded but another subscription in force wins;
 * duplicate: the event had been handled already; unknown_user: no such learner (recorded, nothing to change).
 */
export type FulfilmentOutcome = 'applied' | 'unchanged' | 'duplicate' | 'unknown_user';

const TIER_RANK: Record<PlanTier, number> = { free: 0, annual: 1, premium: 2 };

/**
 * Whether `incoming` replaces the plan on record. A demo purchase (no subscription) and any state of the
 * subscription on record always do. Another subscription takes over only while it is in force and not a
 * lower plan than one still in force: a stale event about an old subscription cannot undo a newer one.
 */
export function supersedes(current: LockedPlan, incoming: PlanRecord, now: Date): boolean {
  if (incoming.subscriptionId === null || current.stripeSubscriptionId === null) return true;
  if (incoming.subscriptionId === current.stripeSubscriptionId) return true;
  const incomingTier = tierInForce(
    { planTier: incoming.tier, planStatus: incoming.status, planPeriodEnd: incoming.periodEnd },
    now,
  );
  return incomingTier !== 'free' && TIER_RANK[incomingTier] >= TIER_RANK[tierInForce(current, now)];
}

/**
 * The one way a payment reaches a learner's plan, used alike by the demo checkout and the Stripe webhook.
 * It runs inside the caller's transaction: the learner's row is locked, the event id recorded (a repeat of it
 * changes nothing, even when redeliveries race) and the plan written, all committed together.
 */
export function createPlanFulfilment({
  clock,
  planChanged,
}: {
  clock: Clock;
  /** Tells every process the learner's plan changed (their live sockets reconnect under it). */
  planChanged?: (userId: string) => Promise<void>;
}) {
  return {
    async apply(
      tx: BillingTransaction,
      event: PaymentEventRef,
      userId: string,
      plan: PlanRecord,
    ): Promise<FulfilmentOutcome> {
      const at = clock();
      const current = await tx.lockPlan(userId);
      if (!(await tx.recordEvent({ ...event, userId: current ? userId : null, at }))) return 'duplicate';
      if (!current) return 'unknown_user';
      if (!supersedes(current, plan, at)) return 'unchanged';
      await tx.savePlan(userId, plan);
      return 'applied';
    },

    /** After the caller's transaction has committed: an applied change is announced, never an uncommitted one. */
    async announce(outcome: FulfilmentOutcome, userId: string): Promise<void> {
      if (outcome === 'applied') await planChanged?.(userId);
    },

    /** Records an event that changes no plan, so its redeliveries are recognised without asking Stripe again. */
    async acknowledge(tx: BillingTransaction, event: PaymentEventRef): Promise<'ignored' | 'duplicate'> {
      return (await tx.recordEvent({ ...event, userId: null, at: clock() })) ? 'ignored' : 'duplicate';
    },
  };
}
export type PlanFulfilment = ReturnType<typeof createPlanFulfilment>;
