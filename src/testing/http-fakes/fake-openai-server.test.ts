import OpenAI, { APIConnectionError, InternalServerError, NotFoundError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FAKE_TUTOR_TURN,
  type FakeOpenAiServer,
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
} from './fake-openai-server';

let server: FakeOpenAiServer;
let client: OpenAI;

beforeAll(async () => {
  server = await startFakeOpenAiServer();
  client = new OpenAI({ apiKey: 'sk-fake', baseURL: server.url, maxRetries: 0, timeout: 2_000 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const ask = { model: 'fake-model', messages: [{ role: 'user' as const, content: 'Hola' }] };

async function streamedPieces(): Promise<string[]> {
  const stream = await client.chat.completions.create({ ...ask, stream: true });
  const pieces: string[] = [];
  for await (const chunk of stream) {
    const content = chunk.choices[0]?.delta.content;
    if (content) pieces.push(content);
  }
  return pieces;
}

describe('startFakeOpenAiServer', () => {
  it('answers by default with a Spanish tutor turn that ends with a question, streamed in pieces', async () => {
    const pieces = await streamedPieces();
    expect(pieces.length).toBeGreaterThan(1);
    expect(JSON.parse(pieces.join(''))).toEqual(DEFAULT_FAKE_TUTOR_TURN);
    expect(DEFAULT_FAKE_TUTOR_TURN.reply).toMatch(/\?$/);
  });

  it('answers without streaming when the request does not stream', async () => {
    server.enqueue(respond.text('Hola, ¿qué tal?'));
    const completion = await client.chat.completions.create(ask);
    expect(completion.choices[0]?.message.content).toBe('Hola, ¿qué tal?');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
  });

  it('splits content into the planned number of pieces without breaking characters', async () => {
    server.enqueue(respond.text('¿Qué 😀 tal?', { chunks: 3 }));
    const pieces = await streamedPieces();
    expect(pieces).toHaveLength(3);
    expect(pieces.join('')).toBe('¿Qué 😀 tal?');
  });

  it('waits a route’s fixed delay before answering (benchmarks), and reset clears it', async () => {
    server.setDelays({ completion: 120 });
    let started = performance.now();
    await client.chat.completions.create(ask);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    server.reset();
    started = performance.now();
    await client.chat.completions.create(ask);
    expect(performance.now() - started).toBeLessThan(115);
  });

  it('answers queued responses in order, then falls back to the default handler', async () => {
    server.enqueue(respond.text('uno'), respond.text('dos'));
    server.setDefault(() => respond.text('otro'));
    const answers = [];
    for (let index = 0; index < 3; index += 1) {
      answers.push((await client.chat.completions.create(ask)).choices[0]?.message.content);
    }
    expect(answers).toEqual(['uno', 'dos', 'otro']);
  });

  it('records each request’s headers and parsed body', async () => {
    await client.chat.completions.create(ask);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions', body: ask });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-fake');
  });

  it('sends OpenAI-style error bodies the SDK understands', async () => {
    server.enqueue(respond.error(503, 'Overloaded'));
    const error: unknown = await client.chat.completions.create(ask).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ status: 503, type: 'server_error', message: '503 Overloaded' });
  });

  it('answers unknown routes with 404', async () => {
    const error: unknown = await client.models.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
  });

  it('can drop the connection', async () => {
    server.enqueue(respond.close());
    await expect(client.chat.completions.create(ask)).rejects.toBeInstanceOf(APIConnectionError);
  });

  it('can stall, and close() still finishes while a request hangs', async () => {
    const stalling = await startFakeOpenAiServer();
    stalling.enqueue(respond.stall());
    const stalled = new OpenAI({ apiKey: 'sk-fake', baseURL: stalling.url, maxRetries: 0, timeout: 5_000 });
    const pending = stalled.chat.completions.create(ask).catch((caught: unknown) => caught);
    await expect.poll(() => stalling.requests.length).toBe(1);
    await stalling.close();
    expect(await pending).toBeInstanceOf(APIConnectionError);
  });

  it('reset() forgets requests and queued responses', async () => {
    server.enqueue(respond.error(500));
    await client.chat.completions.create(ask).catch(() => undefined);
    server.enqueue(respond.error(500));
    server.reset();
    const completion = await client.chat.completions.create(ask);
    expect(JSON.parse(completion.choices[0]?.message.content ?? '')).toEqual(DEFAULT_FAKE_TUTOR_TURN);
    expect(server.requests).toHaveLength(1);
  });
});
