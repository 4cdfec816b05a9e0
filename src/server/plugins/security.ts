import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnsupportedMediaTypeError } from '@/server/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body a route accepts; JSON unless it says otherwise (uploads, webhooks). */
    bodyType?: 'json' | 'multipart' | 'raw';
    /** Webhooks are called by other servers, not browsers: no Origin check. */
    skipOriginCheck?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_MEDIA_TYPES = { json: 'application/json', multipart: 'multipart/form-data' } as const;

export type SecurityOptions = {
  isProduction: boolean;
  allowedOrigins: string[];
  /** Compare Origin with X-Forwarded-Host (when a trusted proxy sends one) instead of the Host header. */
  trustForwardedHost?: boolean;
};

function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Hands-free mode's voice detector compiles onnxruntime's WebAssembly (served from 'self'); this allows
        // WebAssembly compilation only, not eval (docs/decisions/0013-hands-free-voice-detection.md).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Radix and the scroll lock inject small style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the app is served over https, i.e. in production behind TLS.
    strictTransportSecurity: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers, computed once: with no per-request nonces they are the same for every response, and
 * setting a prepared object costs a fraction of running the middleware per request (the framework-overhead
 * budget in docs/ARCHITECTURE.md#performance; see docs/decisions/0003-security-headers-precomputed.md).
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(options))({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(`helmet failed: ${JSON.stringify(failure)}`);
  return headers;
}

/** Headers for every response, HTML included. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/**
 * The origin the browser addressed. Fastify's request.host prefers X-Forwarded-Host whenever the peer is a
 * trusted proxy, and a proxy that appends to X-Forwarded-Host passes a client's forged value on, so a foreign
 * Origin could name itself there: only the Host header counts unless TRUST_FORWARDED_HOST says otherwise.
 */
function ownOrigin(request: FastifyRequest, trustForwardedHost: boolean): string {
  const host = trustForwardedHost ? request.host : (request.headers.host ?? '');
  return `${request.protocol}://${host}`;
}

/** Whether a browser Origin header names this app (or one of the configured extra origins). */
export function isAllowedOrigin(
  request: FastifyRequest,
  origin: string,
  allowedOrigins: ReadonlySet<string>,
  trustForwardedHost = false,
): boolean {
  return origin === ownOrigin(request, trustForwardedHost) || allowedOrigins.has(origin);
}

/**
 * CSRF and content-type guards for the API: state-changing requests from a foreign origin get 403,
 * bodies of the wrong type 415, before anything is parsed.
 */
export const apiGuardsPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const allowed = new Set(options.allowedOrigins);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const config = request.routeOptions.config;

    if (!config.skipOriginCheck) {
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (!isAllowedOrigin(request, origin, allowed, options.trustForwardedHost))
          throw new ForbiddenError('Cross-site request refused');
      } else if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw new ForbiddenError('Cross-site request refused');
      }
    }

    const bodyType = config.bodyType ?? 'json';
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (bodyType === 'raw' || !hasBody) return;
    const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (mediaType !== BODY_MEDIA_TYPES[bodyType]) {
      throw new UnsupportedMediaTypeError(
        bodyType === 'json' ? 'Send this request as application/json' : 'Send this request as multipart/form-data',
      );
    }
  });
});
