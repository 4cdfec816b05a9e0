import type Stripe from 'stripe';
import type { StripeConfig } from '@/server/config';
import { loadedStripeSdk, stripeSdk } from '@/server/optional-sdks';

/** A Stripe call gives up after this: the learner sees the checkout failure, a webhook is retried by Stripe. */
const STRIPE_TIMEOUT_MS = 10_000;

/** The official SDK, on Stripe's API or (STRIPE_API_BASE) another host such as a local fake in tests. */
export function createStripeClient(config: StripeConfig): Stripe {
  const StripeSdk = stripeSdk();
  return new StripeSdk(config.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    // One retry of a dropped connection or a 5xx; the SDK sends an idempotency key with it.
    maxNetworkRetries: 1,
    telemetry: false,
    ...(config.apiBase
      ? { host: config.apiBase.host, port: config.apiBase.port, protocol: config.apiBase.protocol }
      : {}),
  });
}

export function isStripeError(error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> {
  const sdk = loadedStripeSdk();
  return sdk !== undefined && error instanceof sdk.errors.StripeError;
}

/** Whether a failed call may succeed later: Stripe unreachable, rate-limiting, locked or failing itself. */
export function isTransientStripeError(error: unknown): boolean {
  if (!isStripeError(error)) return false;
  const { errors } = stripeSdk();
  if (error instanceof errors.StripeConnectionError || error instanceof errors.StripeRateLimitError) return true;
  const status = error.statusCode ?? 0;
  return status >= 500 || status === 409 || status === 429;
}

/** Stripe answered that the object does not exist (e.g. a deleted test subscription). */
export function isMissingStripeObject(error: unknown): boolean {
  return isStripeError(error) && error.code === 'resource_missing';
}
