import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCheckoutBodySchema,
  createCheckoutResponseSchema,
  demoCheckoutParamsSchema,
  demoCheckoutSchema,
  demoPayBodySchema,
  demoPayResponseSchema,
} from '@/contract/billing';
import { errorBodySchema } from '@/contract/common';
import type { LimitStore } from '@/server/limits/limit-store';
import { registerPerUserRateLimit } from '@/server/plugins/per-user-rate-limit';
import type { BillingService } from './billing-service';
import type { DemoCheckoutService } from './demo-checkout-service';

export interface BillingRoutesOptions {
  billing: BillingService;
  demoCheckout: DemoCheckoutService;
  limitStore: LimitStore;
}

/** Subscribing (docs/product.md#plans) and the demo checkout's page data and payment; all for signed-in learners. */
export async function billingRoutes(app: FastifyInstance, { billing, demoCheckout, limitStore }: BillingRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each checkout session costs a call to Stripe and each payment try is a card check: a person needs a few.
  await registerPerUserRateLimit(app, limitStore);
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

  api.post(
    '/api/create-checkout-session',
    {
      onRequest: app.requireUser,
      config: perMinute(10),
      schema: {
        body: createCheckoutBodySchema,
        response: {
          200: createCheckoutResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => billing.startCheckout(request.userId, request.body, `${request.protocol}://${request.host}`),
  );

  api.get(
    '/api/checkout/demo/:sessionId',
    {
      onRequest: app.requireUser,
      schema: {
        params: demoCheckoutParamsSchema,
        response: { 200: demoCheckoutSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => demoCheckout.view(request.userId, request.params.sessionId),
  );

  api.post(
    '/api/checkout/demo/:sessionId/pay',
    {
      onRequest: app.requireUser,
      config: perMinute(10),
      schema: {
        params: demoCheckoutParamsSchema,
        body: demoPayBodySchema,
        response: {
          200: demoPayResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => demoCheckout.pay(request.userId, request.params.sessionId, request.body),
  );
}
