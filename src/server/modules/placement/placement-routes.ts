import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/common';
import {
  placementAnswerBodySchema,
  placementLoweredSchema,
  placementParamsSchema,
  placementProgressSchema,
  placementResultSchema,
} from '@/contract/placement';
import type { PlacementService } from './placement-service';

export async function placementRoutes(app: FastifyInstance, { placement }: { placement: PlacementService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  api.post(
    '/api/placement',
    {
      schema: {
        response: {
          200: placementProgressSchema,
          201: placementProgressSchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { created, progress } = await placement.start(request.userId);
      return reply.code(created ? 201 : 200).send(progress);
    },
  );

  api.post(
    '/api/placement/:id/answers',
    {
      schema: {
        params: placementParamsSchema,
        body: placementAnswerBodySchema,
        response: {
          200: placementProgressSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => placement.answer(request.userId, request.params.id, request.body),
  );

  api.post(
    '/api/placement/:id/finish',
    {
      schema: {
        params: placementParamsSchema,
        response: {
          200: placementResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => placement.finish(request.userId, request.params.id),
  );

  api.post(
    '/api/placement/lower',
    { schema: { response: { 200: placementLoweredSchema, 401: errorBodySchema, 409: errorBodySchema } } },
    async (request) => placement.lower(request.userId),
  );
}
