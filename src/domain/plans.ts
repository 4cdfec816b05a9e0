/** The two paid plans (docs/product.md#plans), shared by the server (checkout, entitlements) and the web app. */
export type PlanType = 'ANNUAL' | 'PREMIUM';
/** Every learner has one: free until they subscribe. */
export type PlanTier = 'free' | 'annual' | 'premium';
export type PlanStatus = 'active' | 'past_due' | 'canceled';

export interface Plan {
  name: string;
  /** Whole US dollars per month. */
  price: number;
  period: string;
  billing: string;
  priceId: string;
  planType: PlanType;
  features: readonly string[];
  highlighted: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Annual Plan',
    price: 18,
    period: 'per month',
    billing: 'billed annually',
    priceId: 'price_annual',
    planType: 'ANNUAL',
    features: [
      '30 conversations per day',
      'Personalized learning path',
      'Progress tracking',
      'Grammar feedback',
      'Custom conversation topics',
    ],
    highlighted: false,
  },
  {
    name: 'Premium Plan',
    price: 50,
    period: 'per month',
    billing: 'billed annually',
    priceId: 'price_premium',
    planType: 'PREMIUM',
    features: [
      'Unlimited conversations',
      'Priority support',
      'Advanced analytics',
      'All Annual features',
      'Early access to new features',
    ],
    highlighted: true,
  },
];

/**
 * The free plan's card (docs/product.md#plans): what every learner has before subscribing. Only the number of
 * conversations a day differs from the paid plans, so the card says that first; the rest is what the app gives
 * everyone. The allowance is the server's (FREE_DAILY_CONVERSATIONS), passed in.
 */
export const FREE_PLAN_CARD = { name: 'Free Plan', price: 0, period: 'per month', billing: 'no card needed' } as const;
export function freePlanFeatures(dailyConversations: number): string[] {
  return [
    `${dailyConversations} ${dailyConversations === 1 ? 'conversation' : 'conversations'} a day`,
    'Every lesson and the learning path',
    'Progress tracking and the review deck',
    'Grammar feedback',
    'Custom conversation topics',
  ];
}

/** What a yearly-billed plan costs per year, in whole US dollars: the monthly price × 12 (docs/product.md#plans). */
export function yearlyTotal(plan: Pick<Plan, 'price'>): number {
  return plan.price * 12;
}

/** The yearly total as the plan cards show it next to 'billed annually': "$216 a year". */
export function yearlyTotalText(plan: Pick<Plan, 'price'>): string {
  return `$${yearlyTotal(plan).toLocaleString('en-US')} a year`;
}

export const PLAN_TIER_FOR_TYPE: Record<PlanType, Exclude<PlanTier, 'free'>> = { ANNUAL: 'annual', PREMIUM: 'premium' };

/** Conversations a learner may start per day (their own calendar day); null is unlimited. */
export const DEFAULT_FREE_DAILY_CONVERSATIONS = 5;
export function dailyConversationLimit(
  tier: PlanTier,
  freeDailyConversations: number = DEFAULT_FREE_DAILY_CONVERSATIONS,
): number | null {
  if (tier === 'premium') return null;
  if (tier === 'annual') return 30;
  return freeDailyConversations;
}

/**
 * docs/product.md#daily-limits: a conversation counts toward the day's allowance once the learner has sent a message
 * in it. One reset or left before the learner said anything costs nothing, so starting, looking at the partner's
 * opening line and changing one's mind is free.
 */
export function countsTowardDailyLimit(learnerMessages: number): boolean {
  return learnerMessages > 0;
}

/** Conversations still allowed today: null with no limit, never below 0 (a plan changed down mid-day). */
export function conversationsLeft(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

/** What a learner's plan entitles them to: a paid plan past due or canceled falls back to free. */
export function effectiveTier(tier: PlanTier, status: PlanStatus, periodEnd: Date | null, now: Date): PlanTier {
  if (tier === 'free') return 'free';
  if (status === 'active') return tier;
  // A canceled subscription keeps its plan until the period it paid for ends.
  if (status === 'canceled' && periodEnd && periodEnd > now) return tier;
  return 'free';
}

export function planForPriceId(priceId: string): Plan | undefined {
  return PLANS.find((plan) => plan.priceId === priceId);
}
