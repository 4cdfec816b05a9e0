import type { SubscriptionStanding, UserPlan } from '@/contract/billing';
import { dailyConversationLimit, effectiveTier, type PlanStatus, type PlanTier } from '@/domain/plans';

/** A learner's plan as the users table stores it. */
export interface StoredPlan {
  planTier: string;
  planStatus: string;
  planPeriodEnd: Date | null;
}

const TIERS: readonly string[] = ['free', 'annual', 'premium'] satisfies PlanTier[];
const STATUSES: readonly string[] = ['active', 'past_due', 'canceled'] satisfies PlanStatus[];

// The columns are plain text: a value this code does not know grants nothing rather than failing the request.
export function planTierOf(value: string): PlanTier {
  return TIERS.includes(value) ? (value as PlanTier) : 'free';
}
export function planStatusOf(value: string): PlanStatus {
  return STATUSES.includes(value) ? (value as PlanStatus) : 'canceled';
}

/**
 * How long an active plan outlives its period end. Stripe renews a subscription at the period's end and the
 * webhook then records the new end, usually within minutes; the margin covers a late webhook.
 */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60_000;

/**
 * The tier the learner is entitled to at `now`: a lapsed paid plan counts as free, and so does an "active"
 * one whose period ended beyond the grace without a renewal (a demo purchase's year, a renewal never heard of).
 */
export function tierInForce(stored: StoredPlan, now: Date): PlanTier {
  const status = planStatusOf(stored.planStatus);
  const end = stored.planPeriodEnd;
  if (status === 'active' && end && now.getTime() - end.getTime() > RENEWAL_GRACE_MS) return 'free';
  return effectiveTier(planTierOf(stored.planTier), status, end, now);
}

/** The plan as GET /api/auth/user shows it, with the daily limit of the tier in force. */
export function toUserPlan(stored: StoredPlan, now: Date, freeDailyConversations: number): UserPlan {
  return {
    tier: planTierOf(stored.planTier),
    status: planStatusOf(stored.planStatus),
    periodEnd: stored.planPeriodEnd?.toISOString() ?? null,
    dailyConversationLimit: dailyConversationLimit(tierInForce(stored, now), freeDailyConversations),
  };
}

/**
 * Where the learner's subscription stands (docs/product.md#plans): the plan in force and what happens next. A plan
 * canceled but not yet over is "canceling"; a paid plan whose payment failed is "past_due" and counts as free.
 */
export function subscriptionStanding(
  stored: StoredPlan,
  now: Date,
): { standing: SubscriptionStanding; tier: PlanTier; periodEnd: Date | null } {
  const inForce = tierInForce(stored, now);
  const storedTier = planTierOf(stored.planTier);
  const status = planStatusOf(stored.planStatus);
  if (inForce === 'free') {
    return storedTier !== 'free' && status === 'past_due'
      ? { standing: 'past_due', tier: storedTier, periodEnd: null }
      : { standing: 'free', tier: 'free', periodEnd: null };
  }
  return { standing: status === 'canceled' ? 'canceling' : 'active', tier: inForce, periodEnd: stored.planPeriodEnd };
}
