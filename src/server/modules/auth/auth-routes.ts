import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authSuccessSchema,
  authUserSchema,
  loginBodySchema,
  loginFailureSchema,
  logoutResponseSchema,
  registerBodySchema,
} from '@/contract/auth';
import { errorBodySchema } from '@/contract/common';
import { TooManyRequestsError, UnauthorizedError } from '@/server/errors';
import type { LimitStore } from '@/server/limits/limit-store';
import { rateLimitStore } from '@/server/limits/rate-limit-store';
import { SESSION_COOKIE_NAME } from '@/server/plugins/session';
import type { AuthService } from './auth-service';

export type AuthRoutesOptions = {
  auth: AuthService;
  /** Sign-ups allowed per client address per hour. */
  registrationsPerHour: number;
  /** Where sign-ups are counted: shared by every process, kept across restarts. */
  limitStore: LimitStore;
  /** Called when a session signs out, e.g. to close its live sockets. */
  onSignOut?: (sessionId: string) => void;
};

export async function authRoutes(
  app: FastifyInstance,
  { auth, registrationsPerHour, limitStore, onSignOut }: AuthRoutesOptions,
) {
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(limitStore),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        `Too many sign-ups from this network. Please try again in ${context.after}.`,
        context.ttl / 1000,
      ),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/register',
    {
      config: { rateLimit: { max: registrationsPerHour, timeWindow: '1 hour' } },
      schema: {
        body: registerBodySchema,
        response: { 201: authSuccessSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      await request.session.regenerate();
      request.session.userId = user.id;
      return reply.code(201).send({ success: true, user });
    },
  );

  api.post(
    '/api/auth/login',
    {
      schema: {
        body: loginBodySchema,
        response: { 200: authSuccessSchema, 400: errorBodySchema, 401: loginFailureSchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const user = await auth.login({ ...request.body, ip: request.ip });
      // A fresh id at sign-in: a session id planted before login is worthless afterwards.
      await request.session.regenerate();
      request.session.userId = user.id;
      return { success: true as const, user };
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: { response: { 200: logoutResponseSchema } },
    },
    async (request, reply) => {
      if (request.session.userId) {
        const { sessionId } = request.session;
        await request.session.destroy();
        onSignOut?.(sessionId);
      }
      reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
      return { success: true as const };
    },
  );

  api.get(
    '/api/auth/user',
    {
      onRequest: app.requireUser,
      schema: { response: { 200: authUserSchema, 401: errorBodySchema } },
    },
    async (request) => {
      // The user row normally came with the session (one round trip); read it here only when it did not.
      // A session can outlive its user row only if the user was deleted; treat it as signed out.
      const learner = request.session.learner?.row;
      const user = learner?.id === request.userId ? auth.toAuthUser(learner) : await auth.findUser(request.userId);
      if (!user) throw new UnauthorizedError();
      return user;
    },
  );
}
