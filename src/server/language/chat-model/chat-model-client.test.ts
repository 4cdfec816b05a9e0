import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import {
  ChatModelError,
  createChatModelClient,
  type ChatModelOptions,
  type StructuredRequest,
} from './chat-model-client';

const API_KEY = 'sk-language-0123456789abcdef';
let server: FakeOpenAiServer;
let warnings: { obj: Record<string, unknown>; msg: string }[];

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  warnings = [];
});

function client(options: ChatModelOptions = {}) {
  return createChatModelClient(
    { apiKey: API_KEY, baseURL: server.url, model: 'helper-model' },
    {
      timeoutMs: 2_000,
      logger: { warn: (obj, msg) => void warnings.push({ obj: obj as Record<string, unknown>, msg }) },
      ...options,
    },
  );
}

const request: StructuredRequest<{ word: string }> = {
  name: 'echo_word',
  jsonSchema: {
    type: 'object',
    properties: { word: { type: 'string' } },
    required: ['word'],
    additionalProperties: false,
  },
  output: z.object({ word: z.string().min(1) }),
  system: 'Say one word.',
  user: 'hola',
};

async function failure(promise: Promise<unknown>): Promise<ChatModelError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ChatModelError);
  return error as ChatModelError;
}

describe('chat model client', () => {
  it('asks for strict structured output and returns the validated JSON', async () => {
    server.enqueue(respond.text(JSON.stringify({ word: 'adiós' })));
    await expect(client().complete(request)).resolves.toEqual({ word: 'adiós' });

    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0]!;
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body).toMatchObject({
      model: 'helper-model',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'echo_word', strict: true, schema: request.jsonSchema },
      },
      messages: [
        { role: 'system', content: 'Say one word.' },
        { role: 'user', content: 'hola' },
      ],
    });
    expect(sent.body?.stream).not.toBe(true);
  });

  it.each([500, 503, 429])('retries once after a %i and returns the second answer', async (status) => {
    server.enqueue(respond.error(status), respond.text(JSON.stringify({ word: 'otra' })));
    await expect(client().complete(request)).resolves.toEqual({ word: 'otra' });
    expect(server.requests).toHaveLength(2);
    expect(warnings[0]).toMatchObject({
      msg: 'language model request failed; retrying once',
      obj: { status, retrying: true },
    });
  });

  it('retries once after a dropped connection', async () => {
    server.enqueue(respond.close(), respond.text(JSON.stringify({ word: 'vale' })));
    await expect(client().complete(request)).resolves.toEqual({ word: 'vale' });
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after the second server error', async () => {
    server.enqueue(respond.error(500), respond.error(502));
    expect((await failure(client().complete(request))).kind).toBe('unavailable');
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a rejected request (4xx)', async () => {
    server.enqueue(respond.error(400, 'bad model'));
    expect((await failure(client().complete(request))).kind).toBe('rejected');
    expect(server.requests).toHaveLength(1);
  });

  it('rejects an answer that is not JSON, without asking again', async () => {
    server.enqueue(respond.text('Sure! The word is adiós.'));
    const error = await failure(client().complete(request));
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('not JSON');
    expect(server.requests).toHaveLength(1);
  });

  it('rejects JSON that does not match the expected shape', async () => {
    server.enqueue(respond.text(JSON.stringify({ word: '' })));
    expect((await failure(client().complete(request))).kind).toBe('malformed');
  });

  it('stops at its deadline when the server never answers', async () => {
    server.enqueue(respond.stall(), respond.stall());
    const started = Date.now();
    expect((await failure(client({ timeoutMs: 300 }).complete(request))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops when the caller aborts', async () => {
    server.enqueue(respond.stall());
    const controller = new AbortController();
    const pending = client().complete({ ...request, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('never puts the API key in its errors or logs', async () => {
    server.enqueue(respond.error(401, `Incorrect API key provided: ${API_KEY}`));
    const error = await failure(client().complete(request));
    expect(error.message).toContain('[redacted]');
    expect(error.message).not.toContain(API_KEY);
    expect(JSON.stringify(warnings)).not.toContain(API_KEY);
  });

  it('refuses an empty model name or a bad timeout', () => {
    expect(() => createChatModelClient({ model: ' ' })).toThrow(RangeError);
    expect(() => createChatModelClient({ model: 'm' }, { timeoutMs: 0 })).toThrow(RangeError);
  });
});
