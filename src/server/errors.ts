import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { unstorableTextMessage } from '@/contract/common';
import { DatabaseFatalError } from './db/database-fatal';

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';
const JSON_ONLY_MESSAGE = 'Send this request as application/json';

/** A failure we expect and can explain to the person: its message is safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields some calls' bodies carry besides `message` (the login failure's `success: false`). */
    readonly bodyFields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'You need to sign in first') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message = JSON_ONLY_MESSAGE) {
    super(415, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message = UNAVAILABLE_MESSAGE) {
    super(503, message);
  }
}

// Node/pg codes meaning "the database cannot be reached right now": a retry may succeed, so 503 rather than 500.
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  // disk_full: the data directory ran out of space; writes work again once space is freed.
  '53100',
]);

// PostgreSQL's codes for text it cannot store (a NUL byte, an invalid escape): the request's fault, so 400. The
// contract refuses such text first (storable()); this catches what reaches the database another way.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Whether the error, or one of the errors it wraps (Drizzle wraps the driver's), matches. */
function inCauseChain(error: unknown, matches: (candidate: unknown) => boolean): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (matches(e)) return true;
  }
  return false;
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown }).code;

function isUnstorableText(error: unknown): boolean {
  return inCauseChain(error, (e) => {
    const code = codeOf(e);
    return typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code);
  });
}

const UNAVAILABLE_MESSAGE_PATTERN =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|^PGlite is clos(ed|ing)$/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  return inCauseChain(error, (e) => {
    // The embedded database died (the process is exiting), or is closing with the process.
    if (e instanceof DatabaseFatalError) return true;
    const code = codeOf(e);
    if (typeof code === 'string' && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    return typeof message === 'string' && UNAVAILABLE_MESSAGE_PATTERN.test(message);
  });
}

/** Connection-level failures, text the database refused, any other error it raised, an idle connection dropped. */
export type DatabaseErrorKind = 'unavailable' | 'unstorable_text' | 'query' | 'connection_lost';

// A PostgreSQL error (pg's and PGlite's alike) carries its SQLSTATE and a severity, possibly under Drizzle's wrapper.
function raisedByDatabase(error: unknown): boolean {
  return inCauseChain(error, (e) => {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
  });
}

/** Which kind of database error this is, or null when it is not one (counted by the metrics). */
export function databaseErrorKind(error: unknown): DatabaseErrorKind | null {
  if (isUnstorableText(error)) return 'unstorable_text';
  if (isDatabaseUnavailable(error)) return 'unavailable';
  if (raisedByDatabase(error)) return 'query';
  return null;
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = first?.message ?? 'Invalid request';
    // zod messages written for people already name the field ("Username must be ..."); generic ones get a prefix.
    return field && !/^[A-Z]/.test(message) ? `${field}: ${message}` : message;
  }
  return error.message;
}

// Fastify's own client errors whose wording we replace with words a person can act on.
const FASTIFY_CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: JSON_ONLY_MESSAGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

/**
 * A client error Fastify raised itself (bad or empty JSON, a body too large, an unsupported type) as an AppError
 * with the words we show for it; null for anything else. Routes whose error bodies carry more than `message` use it
 * to answer those errors in their own shape too.
 */
export function frameworkClientError(error: FastifyError): AppError | null {
  if (error instanceof AppError || hasZodFastifySchemaValidationErrors(error) || error.validation) return null;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500 || isResponseSerializationError(error)) return null;
  return new AppError(status, FASTIFY_CLIENT_ERROR_MESSAGES[error.code] ?? error.message);
}

/**
 * The one error handler: `{message}` bodies, internals logged and never sent. `onDatabaseError` hears of every
 * database error it answers (the metrics count them).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  { onDatabaseError }: { onDatabaseError?: (kind: DatabaseErrorKind) => void } = {},
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const databaseError = error instanceof AppError ? null : databaseErrorKind(error);
    if (databaseError) onDatabaseError?.(databaseError);
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.bodyFields, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send({ message: validationMessage(error) });
    }
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.code(400).send({ message: unstorableTextMessage('') });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send({ message: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors (bad JSON, body too large, …) carry messages safe to show.
      return reply.code(status).send({ message: FASTIFY_CLIENT_ERROR_MESSAGES[error.code] ?? error.message });
    }
    request.log.error(
      { err: error },
      isResponseSerializationError(error) ? 'response did not match its schema' : 'unhandled error',
    );
    return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });
}
