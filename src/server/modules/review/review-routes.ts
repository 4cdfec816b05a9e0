import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/common';
import { conversationParamsSchema } from '@/contract/conversation';
import { conversationReportSchema, messageWordsQuerySchema, messageWordsSchema } from '@/contract/conversation-report';
import {
  addReviewCardBodySchema,
  addReviewCardResponseSchema,
  gradeReviewCardBodySchema,
  gradeReviewCardResponseSchema,
  reviewCardListSchema,
  reviewCardParamsSchema,
  reviewCardSchema,
  reviewQueueSchema,
  reviewSettingsSchema,
  reviewSummarySchema,
  updateReviewCardBodySchema,
} from '@/contract/review';
import type { ConversationReportService } from './conversation-report-service';
import type { ReviewService } from './review-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** What the deck holds and how it is set: the queue, the summary, the list of cards, the settings. */
function deckRoutes(app: FastifyInstance, review: ReviewService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/review/queue', { schema: { response: { 200: reviewQueueSchema, 401: errorBodySchema } } }, (request) =>
    review.queue(request.userId),
  );

  api.get(
    '/api/review/summary',
    { schema: { response: { 200: reviewSummarySchema, 401: errorBodySchema } } },
    (request) => review.summary(request.userId),
  );

  api.get(
    '/api/review/cards',
    { schema: { response: { 200: reviewCardListSchema, 401: errorBodySchema } } },
    (request) => review.list(request.userId),
  );

  api.get(
    '/api/review/settings',
    { schema: { response: { 200: reviewSettingsSchema, 401: errorBodySchema } } },
    (request) => review.settings(request.userId),
  );

  api.put(
    '/api/review/settings',
    {
      schema: {
        body: reviewSettingsSchema,
        response: { 200: reviewSettingsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => review.saveSettings(request.userId, request.body),
  );
}

/** One card: added, graded, suspended or deleted. */
function cardRoutes(app: FastifyInstance, review: ReviewService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/review/cards',
    {
      schema: {
        body: addReviewCardBodySchema,
        response: { 200: addReviewCardResponseSchema, 201: addReviewCardResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await review.add(request.userId, request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  api.post(
    '/api/review/cards/:id/grade',
    {
      schema: {
        params: reviewCardParamsSchema,
        body: gradeReviewCardBodySchema,
        response: { 200: gradeReviewCardResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    (request) => review.grade(request.userId, request.params.id, request.body),
  );

  api.put(
    '/api/review/cards/:id',
    {
      schema: {
        params: reviewCardParamsSchema,
        body: updateReviewCardBodySchema,
        response: { 200: reviewCardSchema, ...errors },
      },
    },
    (request) => review.setSuspended(request.userId, request.params.id, request.body.suspended),
  );

  api.delete(
    '/api/review/cards/:id',
    { schema: { params: reviewCardParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await review.delete(request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** The conversation report and the words of one of its messages. */
function reportRoutes(app: FastifyInstance, reports: ConversationReportService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/review/words',
    {
      schema: {
        querystring: messageWordsQuerySchema,
        response: { 200: messageWordsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    (request) => ({ words: reports.wordsIn(request.query.text, request.query.word) }),
  );

  api.get(
    '/api/conversations/:id/report',
    { schema: { params: conversationParamsSchema, response: { 200: conversationReportSchema, ...errors } } },
    (request) => reports.report(request.userId, request.params.id),
  );
}

/** The review deck (docs/product.md#review-deck) and the conversation report (docs/product.md#conversation-report). */
export async function reviewRoutes(
  app: FastifyInstance,
  { review, reports }: { review: ReviewService; reports: ConversationReportService },
) {
  app.addHook('onRequest', app.requireUser);
  deckRoutes(app, review);
  cardRoutes(app, review);
  reportRoutes(app, reports);
}
