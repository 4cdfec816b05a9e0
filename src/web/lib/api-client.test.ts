import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json } from '@/web/testing/fake-fetch';
import { ApiError, apiRequest, apiUpload, defaultQueryFn, getServerMessage } from './api-client';
import { createQueryClient } from './query-client';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest error text (docs/product.md#messages)', () => {
  it('uses "status: statusText" from 500 up and never the body', async () => {
    installFakeFetch({
      'GET /api/boom': () =>
        new Response('stack trace with secrets', { status: 503, statusText: 'Service Unavailable' }),
    });
    const error = await failureOf(apiRequest('/api/boom'));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.status).toBe(503);
  });

  it('uses "status: body text" below 500 and keeps the parsed JSON body', async () => {
    installFakeFetch({
      'POST /api/auth/register': () => json({ message: 'Username already taken' }, 409),
    });
    const error = await failureOf(apiRequest('/api/auth/register', { method: 'POST', body: { username: 'ana' } }));
    expect(error.message).toBe('409: {"message":"Username already taken"}');
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ message: 'Username already taken' });
    expect(getServerMessage(error)).toBe('Username already taken');
  });

  it('leaves the body undefined when the server did not answer JSON', async () => {
    installFakeFetch({
      'GET /api/text': () => new Response('plain words', { status: 400, headers: { 'Content-Type': 'text/plain' } }),
    });
    const error = await failureOf(apiRequest('/api/text'));
    expect(error.message).toBe('400: plain words');
    expect(error.body).toBeUndefined();
    expect(getServerMessage(error)).toBeUndefined();
  });

  it('falls back to the status text when a client error has an empty body', async () => {
    installFakeFetch({ 'GET /api/empty': () => new Response(null, { status: 404, statusText: 'Not Found' }) });
    expect((await failureOf(apiRequest('/api/empty'))).message).toBe('404: Not Found');
  });
});

describe('apiRequest requests', () => {
  it('includes cookies and sends JSON with a Content-Type only when there is a body', async () => {
    const { requests } = installFakeFetch({
      'POST /api/with-body': () => json({ ok: true }),
      'POST /api/without-body': () => json({ ok: true }),
    });
    await expect(apiRequest('/api/with-body', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    await apiRequest('/api/without-body', { method: 'POST' });

    const [withBody, withoutBody] = requests;
    expect(withBody?.credentials).toBe('include');
    expect(withBody?.headers.get('Content-Type')).toBe('application/json');
    expect(withBody?.body).toEqual({ a: 1 });
    expect(withoutBody?.credentials).toBe('include');
    expect(withoutBody?.headers.get('Content-Type')).toBeNull();
    expect(withoutBody?.body).toBeUndefined();
  });

  it('resolves to undefined for an empty success body', async () => {
    installFakeFetch({ 'DELETE /api/thing': () => new Response(null, { status: 204 }) });
    await expect(apiRequest('/api/thing', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('apiUpload', () => {
  it('POSTs the form as multipart with cookies, leaving the Content-Type (and its boundary) to the browser', async () => {
    const { requests, fetch } = installFakeFetch({ 'POST /api/upload': () => json({ text: 'hola' }) });
    const form = new FormData();
    form.append('audio', new Blob(['voice'], { type: 'audio/webm' }), 'recording.webm');
    await expect(apiUpload('/api/upload', form)).resolves.toEqual({ text: 'hola' });

    expect(requests[0]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(requests[0]?.headers.get('Content-Type')).toBeNull();
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(form);
  });

  it('fails with the same ApiError as apiRequest, keeping the JSON body', async () => {
    installFakeFetch({
      'POST /api/upload': () =>
        json({ message: 'Bad audio', details: 'The recording is empty.' }, 422, { statusText: 'Unprocessable Entity' }),
    });
    const error = await failureOf(apiUpload('/api/upload', new FormData()));
    expect(error.status).toBe(422);
    expect(error.statusText).toBe('Unprocessable Entity');
    expect(error.body).toEqual({ message: 'Bad audio', details: 'The recording is empty.' });
  });
});

describe('defaultQueryFn', () => {
  it('GETs the query key joined into a path, encoding the id segments', async () => {
    const { requests } = installFakeFetch({ 'GET /api/lessons/greetings%201': () => json({ id: 'greetings 1' }) });
    const data = await new QueryClient().fetchQuery({
      queryKey: ['/api/lessons', 'greetings 1'],
      queryFn: defaultQueryFn,
    });
    expect(data).toEqual({ id: 'greetings 1' });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/lessons/greetings%201']);
  });
});

describe('createQueryClient', () => {
  it('applies the product defaults (docs/product.md#client): never stale, no interval or focus refetch, no retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
