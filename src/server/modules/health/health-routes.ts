import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@/contract/common';

const READY_TIMEOUT_MS = 1_500;

export type HealthRoutesOptions = {
  ping: () => Promise<void>;
  /** The embedded database's free-space check: a reason when space is low, null when fine. */
  lowDiskSpace?: () => Promise<string | null>;
};

export async function healthRoutes(app: FastifyInstance, { ping, lowDiskSpace }: HealthRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/health', { schema: { response: { 200: healthResponseSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  // Readiness answers quickly even when the database hangs, so a load balancer can take the process out.
  api.get(
    '/api/health/ready',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
      });
      try {
        // Checked before the ping: writes would start failing soon, so traffic should go elsewhere now.
        const reason = await lowDiskSpace?.();
        if (reason) {
          request.log.warn({ reason }, 'readiness check failed');
          return reply.code(503).send({ status: 'unavailable' as const, reason });
        }
        await Promise.race([ping(), timeout]);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable' as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
