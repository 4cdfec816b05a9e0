import { vi } from 'vitest';

/** One request the app made, as the server would see it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Reply = Response | Promise<Response>;
type Handler = (request: RecordedRequest) => Reply;

export function json(body: unknown, status = 200, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

/**
 * Replaces the browser's fetch (the app's network boundary) with a table of canned server
 * answers keyed by "METHOD /path". Unknown requests answer 404 so a test sees them fail.
 */
export function installFakeFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: rawBody === undefined ? undefined : JSON.parse(rawBody),
    };
    requests.push(request);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    return handler(request);
  });
  vi.stubGlobal('fetch', fakeFetch);
  return { requests, fetch: fakeFetch };
}

/** A reply that never arrives, for asserting loading states. */
export function neverReply(): Promise<Response> {
  return new Promise<Response>(() => {});
}

export const SIGNED_IN_USER = {
  id: 'user-1',
  username: 'maria',
  currentLevel: 'beginner',
  xpPoints: 40,
  streak: 3,
} as const;

export const signedInUser: Handler = () => json(SIGNED_IN_USER);
export const signedOut: Handler = () => json({ message: 'Not signed in' }, 401);

/** The address a fetch call asked for, whichever form fetch's first argument took. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}
