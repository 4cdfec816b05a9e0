import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePlanBodySchema,
  plansInfoSchema,
  portalBodySchema,
  portalResponseSchema,
  subscriptionSchema,
} from '@/contract/billing';
import { errorBodySchema } from '@/contract/common';
import type { LimitStore } from '@/server/limits/limit-store';
import { registerPerUserRateLimit } from '@/server/plugins/per-user-rate-limit';
import type { SubscriptionService } from './subscription-service';

export interface SubscriptionRoutesOptions {
  subscriptions: SubscriptionService;
  limitStore: LimitStore;
}

/** The free plan's allowance for everyone, and the signed-in learner's own subscription (docs/product.md#plans). */
export async function subscriptionRoutes(
  app: FastifyInstance,
  { subscriptions, limitStore }: SubscriptionRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each portal session is a call to Stripe, each change a payment event: a person needs a few a minute.
  await registerPerUserRateLimit(app, limitStore);
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
  const changeResponses = {
    200: subscriptionSchema,
    400: errorBodySchema,
    401: errorBodySchema,
    409: errorBodySchema,
    429: errorBodySchema,
  };

  api.get('/api/plans', { schema: { response: { 200: plansInfoSchema } } }, async () => subscriptions.plansInfo());

  api.get(
    '/api/billing/subscription',
    { onRequest: app.requireUser, schema: { response: { 200: subscriptionSchema, 401: errorBodySchema } } },
    async (request) => subscriptions.view(request.userId),
  );

  api.post(
    '/api/billing/subscription/cancel',
    { onRequest: app.requireUser, config: perMinute(10), schema: { response: changeResponses } },
    async (request) => subscriptions.cancel(request.userId),
  );

  api.post(
    '/api/billing/subscription/change',
    {
      onRequest: app.requireUser,
      config: perMinute(10),
      schema: { body: changePlanBodySchema, response: changeResponses },
    },
    async (request) => subscriptions.changePlan(request.userId, request.body.planType),
  );

  api.post(
    '/api/billing/portal',
    {
      onRequest: app.requireUser,
      config: perMinute(10),
      schema: {
        body: portalBodySchema,
        response: {
          200: portalResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) =>
      subscriptions.openPortal(request.userId, request.body.flow, `${request.protocol}://${request.host}`),
  );
}
