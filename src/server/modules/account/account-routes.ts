import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSuccessSchema, changePasswordBodySchema, deleteAccountBodySchema } from '@/contract/account';
import { errorBodySchema } from '@/contract/common';
import type { LimitStore } from '@/server/limits/limit-store';
import { registerPerUserRateLimit } from '@/server/plugins/per-user-rate-limit';
import { SESSION_COOKIE_NAME } from '@/server/plugins/session';
import type { AccountService } from './account-service';

/** Password checks cost an Argon2 verification each and are a guessing surface: a few an hour are plenty. */
const PASSWORD_CHANGES_PER_HOUR = 10;

export async function accountRoutes(
  app: FastifyInstance,
  { account, limitStore }: { account: AccountService; limitStore: LimitStore },
) {
  await registerPerUserRateLimit(app, limitStore);
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  api.post(
    '/api/account/password',
    {
      config: { rateLimit: { max: PASSWORD_CHANGES_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        body: changePasswordBodySchema,
        response: { 200: accountSuccessSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      await account.changePassword(request.userId, request.session.sessionId, request.body);
      return { success: true as const };
    },
  );

  api.post(
    '/api/account/delete',
    {
      config: { rateLimit: { max: PASSWORD_CHANGES_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        body: deleteAccountBodySchema,
        response: {
          200: accountSuccessSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const learner = await account.confirmDeletion(request.userId, request.body.username);
      const { userId } = request;
      // A paid subscription ends first: if Stripe cannot end it, the account stays and nothing is deleted.
      await account.endSubscription(userId, learner);
      // The session goes first: saved after the user row was gone, it would point at nobody.
      await request.session.destroy();
      await account.deleteAccount(userId, learner.usernameKey);
      reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
      return { success: true as const };
    },
  );
}
