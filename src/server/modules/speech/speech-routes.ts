import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@/contract/common';
import {
  capabilitiesSchema,
  pronunciationFieldsSchema,
  pronunciationResultSchema,
  speechBodySchema,
  transcribeErrorSchema,
  transcribeResponseSchema,
} from '@/contract/language';
import { lessonParamsSchema } from '@/contract/lessons';
import { AppError, BadRequestError, frameworkClientError } from '@/server/errors';
import type { LimitStore } from '@/server/limits/limit-store';
import { registerPerUserRateLimit } from '@/server/plugins/per-user-rate-limit';
import { AUDIO_FORM_LIMITS, readAudioForm } from './read-audio-form';
import type { CallContext, SpeechService } from './speech-service';

export interface RouteRateLimit {
  max: number;
  /** Milliseconds, or a duration such as '1 minute'. */
  timeWindow: number | string;
}

export interface SpeechRateLimits {
  transcribe: RouteRateLimit;
  speech: RouteRateLimit;
  pronunciation: RouteRateLimit;
}

// Per learner. A person records a message every few seconds at most; replies are spoken one by one.
export const DEFAULT_SPEECH_RATE_LIMITS: SpeechRateLimits = {
  transcribe: { max: 30, timeWindow: '1 minute' },
  speech: { max: 60, timeWindow: '1 minute' },
  pronunciation: { max: 30, timeWindow: '1 minute' },
};

export interface SpeechRoutesOptions {
  speech: SpeechService;
  limits?: Partial<SpeechRateLimits>;
  limitStore: LimitStore;
}

const errorResponses = <S extends z.ZodType>(schema: S, statuses: readonly number[]) =>
  Object.fromEntries(statuses.map((status) => [status, schema])) as Record<number, S>;

/** Speech recognition, the server voice, pronunciation scoring and what the server offers; all signed in. */
export async function speechRoutes(app: FastifyInstance, { speech, limits = {}, limitStore }: SpeechRoutesOptions) {
  const rateLimit = { ...DEFAULT_SPEECH_RATE_LIMITS, ...limits };
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  await registerPerUserRateLimit(app, limitStore);
  await app.register(fastifyMultipart, AUDIO_FORM_LIMITS);

  api.get(
    '/api/capabilities',
    {
      schema: { response: { 200: capabilitiesSchema, 401: errorBodySchema } },
    },
    async () => speech.capabilities(),
  );

  api.post(
    '/api/conversation/transcribe',
    {
      config: { bodyType: 'multipart', rateLimit: rateLimit.transcribe },
      schema: {
        response: {
          200: transcribeResponseSchema,
          ...errorResponses(transcribeErrorSchema, [400, 401, 403, 413, 415, 422, 429, 502, 503, 504]),
        },
      },
      errorHandler: withDetails,
    },
    async (request, reply) => {
      const { audio } = await readAudioForm(request);
      return { text: await speech.transcribe(audio, callContext(request, reply)) };
    },
  );

  api.post(
    '/api/speech',
    {
      config: { rateLimit: rateLimit.speech },
      schema: {
        body: speechBodySchema,
        // The audio bytes as the voice made them (audio/mpeg); Fastify sends a Buffer as is, unserialized.
        response: {
          200: z.instanceof(Buffer),
          ...errorResponses(errorBodySchema, [400, 401, 403, 415, 429, 502, 503, 504]),
        },
      },
    },
    async (request, reply) => {
      const spoken = await speech.speak(request.body.text, callContext(request, reply));
      // The audio is this learner's text: never cached by a shared cache.
      return reply.type(spoken.contentType).header('cache-control', 'no-store').send(spoken.audio);
    },
  );

  api.post(
    '/api/lessons/:id/pronunciation',
    {
      config: { bodyType: 'multipart', rateLimit: rateLimit.pronunciation },
      schema: {
        params: lessonParamsSchema,
        response: {
          200: pronunciationResultSchema,
          ...errorResponses(errorBodySchema, [400, 401, 403, 404, 413, 415, 429, 502, 503, 504]),
        },
      },
    },
    async (request, reply) => {
      // The lesson first (404/403), so a closed lesson costs no upload parsing or transcription.
      const exercises = await speech.lessonExercises(request.userId, request.params.id);
      const form = await readAudioForm(request);
      const fields = pronunciationFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw new BadRequestError(fieldsMessage(fields.error));
      return speech.scorePronunciation({ exercises, ...fields.data, audio: form.audio }, callContext(request, reply));
    },
  );
}

/**
 * The client shows a transcription failure's `details` (docs/product.md#messages): every error this route
 * answers with (sign-in, rate limit and upload checks included) carries the same text in both fields.
 * Rethrowing hands the error on to the app's one error handler, which writes the body.
 */
function withDetails(error: FastifyError) {
  const known = frameworkClientError(error);
  if (known) throw new AppError(known.statusCode, known.message, known.headers, { details: known.message });
  if (error instanceof AppError && !('details' in error.bodyFields)) {
    throw new AppError(error.statusCode, error.message, error.headers, { ...error.bodyFields, details: error.message });
  }
  throw error;
}

/** The request's logger, and a signal that stops the provider call when the browser goes away. */
function callContext(request: FastifyRequest, reply: FastifyReply): CallContext {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return { log: request.log, signal: controller.signal };
}

function fieldsMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid form';
  const field = issue.path.join('.');
  // Messages written for people ("exerciseIndex must be a whole number") stand alone; zod's generic ones get the field.
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}
