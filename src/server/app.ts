import { randomBytes } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MAX_FRAME_BYTES } from '@/contract/conversation';
import { storable } from '@/contract/common';
import { exceedsJsonNesting, TOO_DEEPLY_NESTED_MESSAGE } from '@/contract/json-nesting';
import { lessonsOverviewSchema } from '@/contract/lessons';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue, type Catalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue, type TopicCatalogue } from '@/server/content/topic-catalogue';
import { loadPlacementBank, type PlacementBank } from '@/server/content/placement-bank';
import { accountRoutes } from '@/server/modules/account/account-routes';
import { learnerSettingsRoutes } from '@/server/modules/learner-settings/learner-settings-routes';
import { placementRoutes } from '@/server/modules/placement/placement-routes';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { lowDiskSpaceCheck } from './db/disk-space';
import { BadRequestError, registerErrorHandler } from './errors';
import { responseSerializerCompiler } from './response-serializer';
import { createLimitStore } from './limits/limit-store-registry';
import type { LimitStore } from './limits/limit-store';
import { authRoutes } from './modules/auth/auth-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook-routes';
import { subscriptionRoutes } from './modules/billing/subscription-routes';
import { conversationRoutes } from './modules/conversation/conversation-routes';
import { hashSessionId } from './modules/auth/session-id';
import { createLiveConnections, type LiveConnections } from './modules/conversation/live-connections';
import { liveSocketRoutes } from './modules/conversation/live-socket-routes';
import { createMetrics, type AppMetrics } from './metrics/app-metrics';
import { metricsRoutes } from './metrics/metrics-routes';
import { healthRoutes } from './modules/health/health-routes';
import { languageHelpRoutes, type LanguageHelpLimits } from './modules/language-help/language-help-routes';
import { reviewRoutes } from './modules/review/review-routes';
import { createLessonsOverviewSerializer } from './modules/lessons/lessons-overview-serializer';
import { lessonsRoutes } from './modules/lessons/lessons-routes';
import { progressRoutes } from './modules/progress/progress-routes';
import { speechRoutes, type SpeechRateLimits } from './modules/speech/speech-routes';
import { topicsRoutes } from './modules/topics/topics-routes';
import { apiGuardsPlugin, securityHeadersPlugin, type SecurityOptions } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { findWebRoot, webAppPlugin } from './plugins/web-app';
import { createServices, type Services } from './services';
import { createSessionEvents } from './session-events/session-events-registry';
import type { SessionEvents } from './session-events/session-events';
import type { TutorEngine } from './tutor/tutor-engine';
import { fastifyTrustProxy } from './trust-proxy';
import { createTutorEngine } from './tutor/tutor-registry';
import { createLanguageThread } from './language-thread/language-thread';

export type AppDeps = {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** The built web app; found automatically, null to serve the API only. */
  webRoot?: string | null;
  /** Sign-ups per client address per hour. */
  registrationsPerHour?: number;
  /** The lesson course; the shipped content/ folder by default. */
  catalogue?: Catalogue;
  /** The default conversation topics; the shipped content/ folder by default. */
  topicCatalogue?: TopicCatalogue;
  /** The placement test's items; the shipped content/ folder by default. */
  placementBank?: PlacementBank;
  /** An engine instance to use instead of the one configuration picks (the benchmark times the real engine). */
  tutor?: TutorEngine;
  /** Live socket limits: frames per connection (a bucket refilled one frame per refillMs) and the heartbeat. */
  liveSocket?: { rate?: { capacity: number; refillMs: number }; heartbeatMs?: number };
  /** Per-learner limits of the transcription, voice and pronunciation routes (tests lower them). */
  speechRateLimits?: Partial<SpeechRateLimits>;
  /** Per-learner limits of the correction, translation and practice-answer routes (tests lower them). */
  languageHelpLimits?: Partial<LanguageHelpLimits>;
  /** The Redis keys' prefix when REDIS_URL is set (tests keep theirs apart on a shared Redis). */
  limitKeyPrefix?: string;
  /** The app's metrics (main.ts serves them on METRICS_PORT); a new set by default. Closed with the app. */
  metrics?: AppMetrics;
  /** The session events bus; by default the one configuration picks (Redis, or the database's LISTEN/NOTIFY). */
  sessionEvents?: SessionEvents;
  /**
   * Validate every response against the contract and check it serializes to the same bytes both ways (see
   * response-serializer.ts); on by default under NODE_ENV=test, off otherwise.
   */
  checkResponses?: boolean;
};

// Paths pino must never print, wherever they appear in a log line.
const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'body.password',
  'sessionId',
  '*.sessionId',
];

function loggerOptions(config: AppConfig, logStream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } };
  if (logStream) return { ...base, stream: logStream };
  if (config.env === 'development' && process.stdout.isTTY) {
    return {
      ...base,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };
  }
  return base;
}

const HEADERS_TIMEOUT_MS = 10_000;

function frameworkErrorMessage(error: { code?: string; message: string }): string {
  if (error.code === 'FST_ERR_BAD_URL') return 'The address is not valid: check its percent-encoding';
  return error.message;
}

/**
 * JSON bodies nested deeper than MAX_JSON_NESTING are refused with a 400 before they are parsed, so no walk over
 * client data (validation, logging) ever meets one; the rest goes to Fastify's own parser, with its prototype
 * poisoning checks.
 */
function refuseDeeplyNestedJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonNesting(body as string)) return done(new BadRequestError(TOO_DEEPLY_NESTED_MESSAGE), undefined);
    void parseJson(request, body as string, done);
  });
}

/** Fastify with our logger, limits, body parsing, validation, serialization, error handler and request metrics. */
function createFastify(deps: AppDeps, metrics: AppMetrics): FastifyInstance {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A client that trickles its headers or body is cut off instead of holding a socket for ever (answered 408).
    requestTimeout: config.requestTimeoutMs,
    // Node checks those deadlines on this interval (30 s by default, which would double a short timeout).
    http: { connectionsCheckingInterval: 1_000 },
    // Errors Fastify raises before routing (a malformed URL) get the same `{ message }` body as every other error.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.code(error.statusCode ?? 400).send({ message: frameworkErrorMessage(error) });
    },
  });
  app.server.headersTimeout = Math.min(config.requestTimeoutMs, HEADERS_TIMEOUT_MS);
  refuseDeeplyNestedJson(app);
  // Every route's input is checked for text the database cannot store before its own schema (see storable()).
  app.setValidatorCompiler(({ schema, ...route }) =>
    validatorCompiler({ ...route, schema: storable(schema as z.ZodType) }),
  );
  app.setSerializerCompiler(
    responseSerializerCompiler({
      checkAgainstContract: deps.checkResponses ?? config.env === 'test',
      written: new Map([[lessonsOverviewSchema, createLessonsOverviewSerializer()]]),
    }),
  );
  registerErrorHandler(app, { onDatabaseError: (kind) => metrics.databaseError(kind) });
  // Every answered request by its route pattern, never the raw URL, so label values stay bounded.
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.addHook('onClose', async () => metrics.close());
  return app;
}

interface Content {
  contentDir: string;
  catalogue: Catalogue;
  topicCatalogue: TopicCatalogue;
}

/** The partner and the built-in corrector: on their own thread when configured, unless an engine was handed in. */
function createPartner(app: FastifyInstance, deps: AppDeps, { contentDir, catalogue, topicCatalogue }: Content) {
  const { config } = deps;
  const languageThread =
    config.languageThread && !deps.tutor
      ? createLanguageThread({ contentDir, topics: topicCatalogue, lessons: catalogue, log: app.log })
      : null;
  if (languageThread) app.addHook('onClose', async () => languageThread.close());
  const tutor =
    deps.tutor ??
    (languageThread && config.tutor.engine === 'builtin'
      ? languageThread.engine
      : createTutorEngine(config.tutor, { topics: topicCatalogue, lessons: catalogue, log: app.log }));
  return { tutor, ...(languageThread ? { builtinCorrector: languageThread.corrector } : {}) };
}

/** Every live socket of this process, capped per learner across every process and told of sign-outs and plans. */
function createLiveSockets(
  app: FastifyInstance,
  deps: AppDeps,
  { sessionEvents, limitStore, metrics }: { sessionEvents: SessionEvents; limitStore: LimitStore; metrics: AppMetrics },
): LiveConnections {
  const liveConnections = createLiveConnections({
    heartbeatMs: deps.liveSocket?.heartbeatMs ?? 30_000,
    maxPerUser: deps.config.liveSocketsPerLearner,
    // One cap per learner across every process: counted in the store the rate limits share.
    fleet: {
      ledger: limitStore.liveSockets,
      evict: (socketIds) => sessionEvents.publish({ type: 'sockets-evicted', socketIds }),
      log: app.log,
    },
  });
  sessionEvents.subscribe((event) => liveConnections.apply(event));
  app.addHook('onClose', async () => liveConnections.stop());
  metrics.watch({ liveSockets: () => liveConnections.size, databasePool: deps.database.poolStats });
  // Before the WebSocket plugin's own preClose (which closes without a code): clients get 1012 and reconnect.
  app.addHook('preClose', async () => liveConnections.drain());
  return liveConnections;
}

/** Routes called without a session: load balancers' health checks, Stripe's webhook, Prometheus. */
async function registerOutsideSession(
  app: FastifyInstance,
  deps: AppDeps,
  { services, metrics }: { services: Services; metrics: AppMetrics },
): Promise<void> {
  const { config, database } = deps;
  await app.register(healthRoutes, {
    ping: database.ping,
    ...(database.dataDir ? { lowDiskSpace: lowDiskSpaceCheck(database.dataDir, config.diskFreeWarnMb) } : {}),
  });
  // Stripe calls the webhook server to server: no session, no browser guards, and its own raw-body parser.
  await app.register(stripeWebhookRoutes, { webhook: services.stripeWebhook });
  // With METRICS_PORT main.ts serves the metrics on that port instead; with neither METRICS_TOKEN nor METRICS_PORT
  // they are not served at all.
  if (config.metrics.token !== undefined && config.metrics.port === undefined) {
    await app.register(metricsRoutes, { metrics, token: config.metrics.token });
  } else {
    app.get('/metrics', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  }
}

interface ApiWiring {
  services: Services;
  sessionSecret: string;
  limitStore: LimitStore;
  sessionEvents: SessionEvents;
  liveConnections: LiveConnections;
  metrics: AppMetrics;
  clock: Clock;
  security: SecurityOptions;
}

/** The session scope: sessions, the API guards and every module's routes. */
async function registerApi(api: FastifyInstance, deps: AppDeps, wiring: ApiWiring): Promise<void> {
  const { config } = deps;
  const { services, limitStore, sessionEvents } = wiring;
  await api.register(sessionPlugin, {
    secret: wiring.sessionSecret,
    secureCookies: config.isProduction,
    sessionsRepo: services.repos.sessions,
    clock: wiring.clock,
  });
  await api.register(apiGuardsPlugin, wiring.security);
  await api.register(authRoutes, {
    auth: services.auth,
    registrationsPerHour: deps.registrationsPerHour ?? config.registrationsPerHour,
    limitStore,
    onSignOut: (sessionId) =>
      void sessionEvents.publish({ type: 'signed-out', sessionIdHash: hashSessionId(sessionId) }),
  });
  await api.register(lessonsRoutes, { lessons: services.lessons });
  await api.register(progressRoutes, { progress: services.progress });
  await api.register(learnerSettingsRoutes, { learnerSettings: services.learnerSettings });
  await api.register(placementRoutes, { placement: services.placement });
  await api.register(accountRoutes, { account: services.account, limitStore });
  await api.register(topicsRoutes, { topics: services.topics });
  await api.register(conversationRoutes, { conversations: services.conversations });
  await api.register(reviewRoutes, { review: services.review, reports: services.conversationReports });
  await api.register(billingRoutes, { billing: services.billing, demoCheckout: services.demoCheckout, limitStore });
  await api.register(subscriptionRoutes, { subscriptions: services.subscriptions, limitStore });
  await api.register(languageHelpRoutes, {
    languageHelp: services.languageHelp,
    limits: deps.languageHelpLimits,
    limitStore,
  });
  await api.register(speechRoutes, {
    speech: services.speech,
    ...(deps.speechRateLimits ? { limits: deps.speechRateLimits } : {}),
    limitStore,
  });
  await api.register(liveSocketRoutes, {
    conversations: services.conversations,
    connections: wiring.liveConnections,
    allowedOrigins: config.allowedOrigins,
    trustForwardedHost: config.trustForwardedHost,
    rate: deps.liveSocket?.rate ?? { capacity: 10, refillMs: 1000 },
    metrics: wiring.metrics,
  });
}

/** The built web app, and the not-found answer: a page request gets the app (its router shows the page). */
async function serveWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  if (webRoot) await app.register(webAppPlugin, { root: webRoot });
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (webRoot && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply.code(404).send({ message: request.url.startsWith('/api') ? 'Not found' : 'Page not found' });
  });
}

/** Expired sessions and stale sign-in failures are removed hourly; a missed run only delays the clean-up. */
function scheduleSweep(app: FastifyInstance, services: Services, limitStore: LimitStore): void {
  const sweep = setInterval(() => {
    Promise.all([services.sweepExpired(), limitStore.prune()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'clean-up of expired rows failed'),
    );
  }, 60 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

/** The whole app, unstarted: main.ts listens on it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const metrics = deps.metrics ?? createMetrics();
  const app = createFastify(deps, metrics);
  const contentDir = defaultContentDir(import.meta.url);
  const catalogue = deps.catalogue ?? loadCatalogue(contentDir);
  const topicCatalogue = deps.topicCatalogue ?? loadTopicCatalogue(contentDir);
  const placementBank = deps.placementBank ?? loadPlacementBank(contentDir);
  const partner = createPartner(app, deps, { contentDir, catalogue, topicCatalogue });
  // Sign-outs and plan changes reach the live sockets of every process sharing the database.
  const sessionEvents =
    deps.sessionEvents ?? (await createSessionEvents({ redisUrl: config.redisUrl, database, log: app.log }));
  app.addHook('onClose', async () => sessionEvents.close());
  const services = createServices({
    db: database.db,
    databaseKind: database.kind,
    sessionEvents,
    clock,
    catalogue,
    topicCatalogue,
    placementBank,
    ...partner,
    language: config.language,
    billing: config.billing,
    log: app.log,
    metrics,
  });
  const stopCountingConnectionErrors = database.onConnectionError(() => metrics.databaseError('connection_lost'));
  app.addHook('onClose', async () => stopCountingConnectionErrors());
  const sessionSecret =
    config.sessionSecret ??
    (await services.repos.settings.getOrInsert('session_secret', randomBytes(48).toString('base64url')));
  // Every rate limit counts here, shared by all processes: Redis when REDIS_URL is set, else the database.
  const limitStore = createLimitStore({
    redisUrl: config.redisUrl,
    db: database.db,
    clock,
    log: app.log,
    ...(deps.limitKeyPrefix ? { redisKeyPrefix: deps.limitKeyPrefix } : {}),
  });
  app.addHook('onClose', () => limitStore.close());
  const liveConnections = createLiveSockets(app, deps, { sessionEvents, limitStore, metrics });
  const security = {
    isProduction: config.isProduction,
    allowedOrigins: config.allowedOrigins,
    trustForwardedHost: config.trustForwardedHost,
  };
  await app.register(securityHeadersPlugin, security);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  await registerOutsideSession(app, deps, { services, metrics });
  await app.register(async (api) =>
    registerApi(api, deps, {
      services,
      sessionSecret,
      limitStore,
      sessionEvents,
      liveConnections,
      metrics,
      clock,
      security,
    }),
  );
  await serveWebApp(app, deps.webRoot === undefined ? findWebRoot() : deps.webRoot);
  scheduleSweep(app, services, limitStore);
  return app;
}
