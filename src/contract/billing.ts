import { z } from 'zod';

export * from './billing-constants';

export const planTypeSchema = z.enum(['ANNUAL', 'PREMIUM'], { error: 'planType must be ANNUAL or PREMIUM' });
export const planTierSchema = z.enum(['free', 'annual', 'premium']);
export const planStatusSchema = z.enum(['active', 'past_due', 'canceled']);

/** The learner's plan, part of GET /api/auth/user. */
export const userPlanSchema = z.object({
  tier: planTierSchema,
  status: planStatusSchema,
  /** ISO instant the paid period ends; null on the free plan. */
  periodEnd: z.string().nullable(),
  /** Conversations per day on the plan in force (a lapsed plan counts as free); null is unlimited. */
  dailyConversationLimit: z.number().int().min(0).nullable(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

// POST /api/create-checkout-session
export const createCheckoutBodySchema = z.object({
  priceId: z.string({ error: 'priceId is required' }).trim().min(1).max(100),
  planType: planTypeSchema,
});
export const createCheckoutResponseSchema = z.object({
  sessionId: z.string(),
  /** Where the browser goes: Stripe's hosted checkout, or the app's own demo checkout page. */
  url: z.string(),
});

// GET /api/plans (open to visitors): what the free plan includes on this server.
export const plansInfoSchema = z.object({ freeDailyConversations: z.number().int().min(0) });
export type PlansInfo = z.infer<typeof plansInfoSchema>;

// GET /api/billing/subscription, and the answer of its cancel and change routes.
/**
 * free: no paid plan in force; active: a paid plan that goes on; canceling: canceled, in force until its period
 * ends, then free; past_due: its last payment failed, so it counts as free until it is paid.
 */
export const subscriptionStandingSchema = z.enum(['free', 'active', 'canceling', 'past_due']);
export const subscriptionSchema = z.object({
  standing: subscriptionStandingSchema,
  /** The paid plan in force (past due: the one whose payment failed); null on the free plan. */
  planType: planTypeSchema.nullable(),
  /** ISO instant: the renewal (active) or the plan's last moment (canceling); null otherwise. */
  periodEnd: z.string().nullable(),
  /** Conversations per day on the plan in force; null is unlimited. */
  dailyConversationLimit: z.number().int().min(0).nullable(),
  /** Where the plan is changed or canceled: Stripe's customer portal, or here (the demo billing). */
  managedBy: z.enum(['stripe_portal', 'app']),
  /** Stripe renews a subscription by itself; a demo purchase's year ends without renewing. */
  renewsAutomatically: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export type SubscriptionStanding = z.infer<typeof subscriptionStandingSchema>;
// POST /api/billing/subscription/change
export const changePlanBodySchema = z.object({ planType: planTypeSchema });
// POST /api/billing/portal: Stripe's customer portal, at its start or straight at changing or canceling the plan.
export const portalBodySchema = z.object({
  flow: z.enum(['manage', 'change', 'cancel'], { error: 'flow must be manage, change or cancel' }),
});
export type PortalFlow = z.infer<typeof portalBodySchema>['flow'];
export const portalResponseSchema = z.object({ url: z.string() });

// The demo checkout: GET /api/checkout/demo/:sessionId and POST /api/checkout/demo/:sessionId/pay
export const demoCheckoutParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });
export const demoCheckoutSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  plan: z.object({
    name: z.string(),
    price: z.number(),
    period: z.string(),
    billing: z.string(),
    planType: planTypeSchema,
    features: z.array(z.string()),
  }),
  /** Where to go back to after paying, or when the learner cancels. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;
export const demoPayBodySchema = z.object({
  cardNumber: z.string().trim().max(30),
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
  name: z.string().trim().max(100).optional(),
});
export const demoPayResponseSchema = z.object({ redirectUrl: z.string() });

// POST /api/stripe/webhook (called by Stripe, not the web app)
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** The event had been handled before: nothing changed. */
  duplicate: z.boolean().optional(),
});
