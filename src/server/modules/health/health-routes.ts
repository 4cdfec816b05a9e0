import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@/contract/common';

const READY_TIMEOUT_MS = 1_500;

export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
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
