import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/common';
import {
  dashboardResponseSchema,
  learningPathResponseSchema,
  progressHistoryQuerySchema,
  progressHistorySchema,
} from '@/contract/progress';
import type { ProgressService } from './progress-service';

export async function progressRoutes(app: FastifyInstance, { progress }: { progress: ProgressService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  api.get(
    '/api/dashboard',
    {
      schema: { response: { 200: dashboardResponseSchema, 401: errorBodySchema } },
    },
    async (request) => progress.dashboard(request.userId),
  );

  api.get(
    '/api/learning-path',
    {
      schema: { response: { 200: learningPathResponseSchema, 401: errorBodySchema } },
    },
    async (request) => progress.learningPath(request.userId),
  );

  api.get(
    '/api/progress/history',
    {
      schema: {
        querystring: progressHistoryQuerySchema,
        response: { 200: progressHistorySchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => progress.history(request.userId, request.query.days),
  );
}
