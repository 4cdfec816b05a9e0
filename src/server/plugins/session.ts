import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '@/server/clock';
import { UnauthorizedError } from '@/server/errors';
import {
  createDatabaseSessionStore,
  SESSION_ABSOLUTE_MS,
  type SessionLearner,
  type SessionLookupWants,
} from '@/server/modules/auth/session-store';
import type { SessionsRepo } from '@/server/modules/auth/sessions-repo';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** The signed-in user's row, read with the session; never stored (see SessionLearner). */
    learner?: SessionLearner;
  }
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in user's id. */
    userId: string;
  }
  interface FastifyContextConfig {
    /** The route reads the learner's lesson standings: they come with the session lookup (one round trip). */
    sessionWithLessonStandings?: boolean;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const SESSION_COOKIE_NAME = 'charla.sid';

export type SessionPluginOptions = {
  secret: string;
  secureCookies: boolean;
  sessionsRepo: SessionsRepo;
  clock: Clock;
};

/** Server-side sessions: the cookie carries only an opaque signed id; the row lives in the database. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionPluginOptions) => {
  const wants: SessionLookupWants = { lessonStandings: false };
  // Runs just before @fastify/session's own onRequest hook, which looks the session up (see SessionLookupWants);
  // both are synchronous callbacks, so nothing runs between them.
  app.addHook('onRequest', (request, _reply, done) => {
    wants.lessonStandings = request.routeOptions.config.sessionWithLessonStandings === true;
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
    cookieName: SESSION_COOKIE_NAME,
    store: createDatabaseSessionStore({ repo: options.sessionsRepo, clock: options.clock, wants }),
    saveUninitialized: false,
    // The store extends idle expiry itself; rolling would write the row on every request.
    rolling: false,
    idGenerator: () => randomBytes(32).toString('base64url'),
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge: SESSION_ABSOLUTE_MS,
    },
  });

  if (options.secureCookies) {
    // A Secure cookie is never sent over plain http: say so loudly instead of letting sign-in fail silently.
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.protocol === 'https') return;
      warned = true;
      request.log.warn(
        'Production mode serves Secure session cookies, which browsers only keep over https. Serve the app over https, and set TRUST_PROXY=true behind a TLS-terminating proxy.',
      );
    });
  }

  app.decorateRequest('userId', '');
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const userId = request.session.userId;
    if (!userId) throw new UnauthorizedError();
    request.userId = userId;
  });
});
