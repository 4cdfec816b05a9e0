import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics';

export const METRICS_TOKEN_MISSING_MESSAGE = 'Metrics need Authorization: Bearer <METRICS_TOKEN>';

// Digests have one length, so comparing them never reveals the token's length or a matching prefix by timing.
const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

/**
 * GET /metrics in Prometheus' text format; with a token, only for `Authorization: Bearer <token>` (401
 * otherwise). Registered outside the session scope: Prometheus has no session, sends no Origin, and is not
 * rate-limited (limits are opt-in per route).
 */
export async function metricsRoutes(app: FastifyInstance, options: { metrics: AppMetrics; token: string | undefined }) {
  const { registry } = options.metrics;
  const expected = options.token === undefined ? null : digest(options.token);
  app.get('/metrics', async (request, reply) => {
    if (expected && !bearerMatches(request.headers.authorization, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: METRICS_TOKEN_MISSING_MESSAGE });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

/** With METRICS_PORT: a server of its own that answers /metrics and nothing else; main.ts listens on it. */
export async function createMetricsServer(options: {
  metrics: AppMetrics;
  token: string | undefined;
  logger: FastifyBaseLogger;
}): Promise<FastifyInstance> {
  const server = Fastify({ loggerInstance: options.logger.child({ server: 'metrics' }) });
  await server.register(metricsRoutes, { metrics: options.metrics, token: options.token });
  server.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return server;
}
