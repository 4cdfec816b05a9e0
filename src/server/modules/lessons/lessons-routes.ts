import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/common';
import {
  completeLessonBodySchema,
  completeLessonResponseSchema,
  lessonDetailSchema,
  lessonParamsSchema,
  lessonsOverviewSchema,
} from '@/contract/lessons';
import type { LessonsService } from './lessons-service';

export async function lessonsRoutes(app: FastifyInstance, { lessons }: { lessons: LessonsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  api.get(
    '/api/lessons',
    {
      schema: { response: { 200: lessonsOverviewSchema, 401: errorBodySchema } },
    },
    async (request) => lessons.overview(request.userId),
  );

  api.get(
    '/api/lessons/:id',
    {
      schema: {
        params: lessonParamsSchema,
        response: { 200: lessonDetailSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => lessons.detail(request.userId, request.params.id),
  );

  api.post(
    '/api/lessons/:id/complete',
    {
      schema: {
        params: lessonParamsSchema,
        body: completeLessonBodySchema,
        response: {
          200: completeLessonResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => lessons.complete(request.userId, request.params.id, request.body),
  );
}
