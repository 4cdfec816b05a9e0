import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/contract/common';
import {
  correctBodySchema,
  correctResponseSchema,
  practiceResponseBodySchema,
  practiceResponseSchema,
  translateBodySchema,
  translateQuerySchema,
  translateResponseSchema,
} from '@/contract/language';
import type { LimitStore } from '@/server/limits/limit-store';
import { registerPerUserRateLimit } from '@/server/plugins/per-user-rate-limit';
import type { LanguageHelpService } from './language-help-service';

/** Requests per learner per minute. Each answer may cost an AI call or an Apertium process. */
export interface LanguageHelpLimits {
  correct: number;
  translate: number;
  practice: number;
}
export const DEFAULT_LANGUAGE_HELP_LIMITS: LanguageHelpLimits = { correct: 30, translate: 60, practice: 20 };

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export async function languageHelpRoutes(
  app: FastifyInstance,
  {
    languageHelp,
    limits,
    limitStore,
  }: { languageHelp: LanguageHelpService; limits?: Partial<LanguageHelpLimits> | undefined; limitStore: LimitStore },
) {
  const max = { ...DEFAULT_LANGUAGE_HELP_LIMITS, ...limits };
  app.addHook('onRequest', app.requireUser);
  await registerPerUserRateLimit(app, limitStore);
  checkingRoutes(app, languageHelp, max);
  translationRoutes(app, languageHelp, max);
}

/** The corrector and the practice answers. */
function checkingRoutes(app: FastifyInstance, languageHelp: LanguageHelpService, max: LanguageHelpLimits): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/conversation/correct',
    {
      config: perMinute(max.correct),
      schema: {
        body: correctBodySchema,
        response: {
          200: correctResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => languageHelp.correct(request.body.text),
  );

  api.post(
    '/api/conversation/practice-response',
    {
      config: perMinute(max.practice),
      schema: {
        body: practiceResponseBodySchema,
        response: {
          200: practiceResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => languageHelp.practiceResponse(request.userId, request.body),
  );
}

/** Translation, by query (the web app's) or by body (the original API's). */
function translationRoutes(app: FastifyInstance, languageHelp: LanguageHelpService, max: LanguageHelpLimits): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const translateResponses = {
    200: translateResponseSchema,
    400: errorBodySchema,
    401: errorBodySchema,
    429: errorBodySchema,
    503: errorBodySchema,
  };
  api.get(
    '/api/translate',
    {
      config: perMinute(max.translate),
      schema: { querystring: translateQuerySchema, response: translateResponses },
    },
    async (request) => languageHelp.translate(request.query.text, request.query.from),
  );

  // Kept from the original API, whose client never called it; the web app uses GET /api/translate.
  // Both run the same service.
  api.post(
    '/api/conversation/translate',
    {
      config: perMinute(max.translate),
      schema: { body: translateBodySchema, response: translateResponses },
    },
    async (request) => languageHelp.translate(request.body.text, request.body.from),
  );
}
