// The subscription contract's texts, without zod (see conversation-constants.ts).
export const CHECKOUT_FAILED_MESSAGE = 'Failed to process subscription. Please try again.';
export const UNKNOWN_PRICE_MESSAGE = 'Unknown plan. Please choose one of the plans shown.';
export const ALREADY_ON_PLAN_MESSAGE = 'You are already on this plan.';
/** Stripe would open a second subscription beside the first, billing the learner twice. */
export function alreadySubscribedMessage(planName: string): string {
  return `You already subscribe to the ${planName}. Changing plans can't be done from this page yet, so nothing was charged.`;
}
export const CHECKOUT_SESSION_NOT_FOUND_MESSAGE = 'This checkout session was not found or has expired.';
export const CHECKOUT_SESSION_PAID_MESSAGE = 'This checkout session has already been paid.';
export const CHECKOUT_SESSION_EXPIRED_MESSAGE = 'This checkout session has expired. Please choose your plan again.';
export const CARD_DECLINED_MESSAGE =
  'Your card was declined. No payment was taken. Use the test card 4242 4242 4242 4242.';
export const CARD_INVALID_MESSAGE = 'Please enter a valid card number, expiry date (MM/YY) and CVC.';
/** Sent as an error frame when a learner over their daily conversation limit starts a conversation. */
export function dailyLimitMessage(limit: number): string {
  return `You've reached your limit of ${limit} conversations today. Upgrade your plan for more, or come back tomorrow.`;
}
// The learner's subscription in Settings (docs/product.md#plans).
export const NO_SUBSCRIPTION_MESSAGE =
  'You are on the free plan: there is no subscription to change. Choose a plan on the Plans page.';
export const MANAGED_ON_STRIPE_MESSAGE =
  'Your subscription is managed on Stripe: use Change plan or Cancel subscription in Settings to open it.';
export const PORTAL_UNAVAILABLE_MESSAGE =
  'This server sells plans through its test checkout, which has no Stripe page: change or cancel your plan in Settings.';
export const ALREADY_CANCELED_MESSAGE = 'Your subscription is already canceled and ends at the end of its period.';
export const PORTAL_FAILED_MESSAGE = 'Your subscription page could not be opened. Please try again.';
/** The demo checkout's test cards (the same numbers Stripe's test mode uses). */
export const DEMO_TEST_CARD = '4242424242424242';
export const DEMO_DECLINED_CARD = '4000000000000002';
