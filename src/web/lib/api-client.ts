import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one fetch wrapper of the web app (docs/ARCHITECTURE.md#errors). Every request carries the
 * session cookie; a failing response becomes an ApiError whose message follows the error text rule
 * of docs/product.md#messages.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    /** The parsed response body when the server answered JSON, otherwise undefined. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Serialized as JSON; Content-Type is only sent when there is a body. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (sent while it unloads), as `fetch`'s own option. */
  keepalive?: boolean;
}

export async function apiRequest<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, keepalive } = options;
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
    ...(keepalive ? { keepalive } : {}),
  });
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * POSTs a multipart form (a recording and its fields). The browser sets the multipart Content-Type
 * with its boundary, so none is given here; failures become the same ApiError as apiRequest's.
 */
export async function apiUpload<T>(
  url: string,
  formData: FormData,
  { signal }: { signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(url, { method: 'POST', credentials: 'include', body: formData, signal });
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Generic failure text: `status: statusText` from 500 up (hides server internals), else `status: body`. */
export async function toApiError(response: Response): Promise<ApiError> {
  const bodyText = await response.text().catch(() => '');
  const detail = response.status >= 500 ? response.statusText : bodyText || response.statusText;
  return new ApiError(
    `${response.status}: ${detail}`,
    response.status,
    response.statusText,
    parseJsonBody(response, bodyText),
  );
}

function parseJsonBody(response: Response, bodyText: string): unknown {
  if (!bodyText || !response.headers.get('Content-Type')?.includes('json')) return undefined;
  try {
    return JSON.parse(bodyText);
  } catch {
    return undefined;
  }
}

/** Reads the `message` the server put in an error body (`{ message }`), if there is one. */
export function getServerMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { body } = error;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message || undefined;
  }
  return undefined;
}

/**
 * Default query function: a GET to the query key joined into a path, e.g. ['/api/lessons', id]
 * fetches /api/lessons/{id}. Segments after the first are URL-encoded because they are ids.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [base, ...segments] = queryKey.map(String);
  const url = [base, ...segments.map(encodeURIComponent)].join('/');
  return apiRequest<unknown>(url, { signal });
};
