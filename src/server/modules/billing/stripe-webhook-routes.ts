import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stripeWebhookResponseSchema } from '@/contract/billing';
import { errorBodySchema } from '@/contract/common';
import type { StripeWebhookService } from './stripe-webhook-service';

/**
 * POST /api/stripe/webhook, called by Stripe's servers. Registered outside the browser API's scope: no session,
 * no Origin or content-type guard; the signature is its check. JSON bodies reach it as the raw bytes (this
 * plugin's own parser), since the signature covers exactly those bytes.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { webhook }: { webhook: StripeWebhookService }) {
  // This scope's own parser replaces the app's JSON parser (which refuses deep nesting, app.ts) for this route only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/stripe/webhook',
    {
      config: { bodyType: 'raw', skipOriginCheck: true },
      schema: {
        response: {
          200: stripeWebhookResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return webhook.receive(payload, typeof signature === 'string' ? signature : undefined);
    },
  );
}
