import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_RATE_LIMITED_MESSAGE } from '@/contract/language-constants';
import { TooManyRequestsError } from '@/server/errors';
import type { LimitStore } from '@/server/limits/limit-store';
import { rateLimitStore } from '@/server/limits/rate-limit-store';

/**
 * Per-learner request limits for routes that cost real work (speech recognition, AI calls, Apertium).
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`. The limiter runs at preHandler, after
 * `requireUser` (onRequest) has set `request.userId`, so it counts per learner rather than per address:
 * classmates behind one school network don't share a budget. The counts live in the shared store, so every
 * process and every restart sees the same budget.
 */
export async function registerPerUserRateLimit(app: FastifyInstance, limitStore: LimitStore): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(limitStore),
    hook: 'preHandler',
    keyGenerator: (request) => request.userId || request.ip,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(LANGUAGE_RATE_LIMITED_MESSAGE, context.ttl / 1000),
  });
}
