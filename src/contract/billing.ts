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
