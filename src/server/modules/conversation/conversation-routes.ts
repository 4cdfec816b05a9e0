import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/common';
import {
  conversationAllowanceSchema,
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  endConversationBodySchema,
  endConversationResponseSchema,
  saveConversationBodySchema,
  saveConversationResponseSchema,
} from '@/contract/conversation';
import type { ConversationService } from './conversation-service';

/** The conversation under way: its end (with the XP it earns) and today's allowance. */
function currentConversationRoutes(app: FastifyInstance, conversations: ConversationService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/conversation/end',
    {
      schema: {
        body: endConversationBodySchema,
        response: {
          200: endConversationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await conversations.end(request.userId, request.body.conversationId);
      const { duration, messageCount } = request.body;
      // The client's figures are only a cross-check: a large gap points at a client bug or a tampered request.
      if (
        (messageCount !== undefined && messageCount < result.messageCount) ||
        (duration !== undefined && Math.abs(duration - result.duration) > 120)
      ) {
        request.log.info(
          {
            claimed: { duration, messageCount },
            stored: { duration: result.duration, messageCount: result.messageCount },
          },
          'conversation end figures differ from the stored conversation',
        );
      }
      return result;
    },
  );

  api.get(
    '/api/conversation/allowance',
    { schema: { response: { 200: conversationAllowanceSchema, 401: errorBodySchema } } },
    async (request) => conversations.allowance(request.userId),
  );
}

/** Past conversations: listed, read, annotated, or thrown away when the learner never spoke in them. */
function pastConversationRoutes(app: FastifyInstance, conversations: ConversationService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.delete(
    '/api/conversations/:id',
    {
      schema: {
        params: conversationParamsSchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await conversations.discard(request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/conversations/:id/save',
    {
      schema: {
        params: conversationParamsSchema,
        body: saveConversationBodySchema,
        response: {
          200: saveConversationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => conversations.saveNotes(request.userId, request.params.id, request.body.notes),
  );

  api.get(
    '/api/conversations',
    {
      schema: {
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ conversations: await conversations.list(request.userId, request.query.limit) }),
  );

  api.get(
    '/api/conversations/:id',
    {
      schema: {
        params: conversationParamsSchema,
        response: { 200: conversationDetailSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => conversations.detail(request.userId, request.params.id),
  );
}

export async function conversationRoutes(
  app: FastifyInstance,
  { conversations }: { conversations: ConversationService },
) {
  app.addHook('onRequest', app.requireUser);
  currentConversationRoutes(app, conversations);
  pastConversationRoutes(app, conversations);
}
