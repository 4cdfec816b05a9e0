import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/common';
import {
  createTopicBodySchema,
  deleteTopicParamsSchema,
  deleteTopicResponseSchema,
  topicListSchema,
  topicRecommendationsSchema,
  topicSchema,
  topicsByLevelSchema,
} from '@/contract/topics';
import type { TopicsService } from './topics-service';

export async function topicsRoutes(app: FastifyInstance, { topics }: { topics: TopicsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);

  api.get(
    '/api/conversation-topics',
    {
      schema: { response: { 200: topicListSchema, 401: errorBodySchema } },
    },
    async (request) => topics.list(request.userId),
  );

  api.get(
    '/api/conversation-topics/all-levels',
    {
      schema: { response: { 200: topicsByLevelSchema, 401: errorBodySchema } },
    },
    async (request) => topics.customByLevel(request.userId),
  );

  api.post(
    '/api/conversation-topics',
    {
      schema: {
        body: createTopicBodySchema,
        response: { 201: topicSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await topics.create(request.userId, request.body)),
  );

  api.delete(
    '/api/conversation-topics/:originalId',
    {
      schema: {
        params: deleteTopicParamsSchema,
        response: { 200: deleteTopicResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await topics.remove(request.userId, request.params.originalId);
      return { success: true as const };
    },
  );

  api.get(
    '/api/conversation-recommendations',
    {
      schema: { response: { 200: topicRecommendationsSchema, 401: errorBodySchema } },
    },
    async (request) => ({ recommendations: await topics.recommendations(request.userId) }),
  );
}
