import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/common';
import {
  completeLessonBodySchema,
  completeLessonResponseSchema,
  lessonDetailSchema,
  lessonParamsSchema,
  lessonsOverviewSchema,
} from '@/contract/lessons';
import type { LearnerLessons } from './lesson-progress-repo';
import type { LessonsService } from './lessons-service';

/** The learner's standing as the session lookup read it, so the request costs one round trip; undefined if it did not. */
function readWithSession(request: FastifyRequest): LearnerLessons | undefined {
  const learner = request.session.learner;
  return learner?.lessons && learner.row.id === request.userId
    ? { ...learner.row, lessons: learner.lessons }
    : undefined;
}

export async function lessonsRoutes(app: FastifyInstance, { lessons }: { lessons: LessonsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  api.get(
    '/api/lessons',
    {
      config: { sessionWithLessonStandings: true },
      schema: { response: { 200: lessonsOverviewSchema, 401: errorBodySchema } },
    },
    async (request) => lessons.overview(request.userId, readWithSession(request)),
  );

  api.get(
    '/api/lessons/:id',
    {
      config: { sessionWithLessonStandings: true },
      schema: {
        params: lessonParamsSchema,
        response: { 200: lessonDetailSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => lessons.detail(request.userId, request.params.id, readWithSession(request)),
  );

  api.post(
    '/api/lessons/:id/complete',
    {
      config: { sessionWithLessonStandings: true },
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
    async (request) => lessons.complete(request.userId, request.params.id, request.body, readWithSession(request)),
  );
}
