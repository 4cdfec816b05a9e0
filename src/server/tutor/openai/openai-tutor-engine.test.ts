import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type TutorHistoryMessage,
  type TutorTopic,
  type TutorTurnRequest,
  TutorUnavailableError,
} from '@/server/tutor/tutor-engine';
import {
  type FakeOpenAiServer,
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { createOpenAiTutorEngine, type OpenAiTutorEngineOptions } from './openai-tutor-engine';
import { OPENING_TURN_INSTRUCTION } from './tutor-chat-messages';
import { DIFFICULTY_GUIDANCE } from './tutor-system-prompt';

const API_KEY = 'sk-test-0123456789abcdef';
const MODEL = 'gpt-test-mini';

const topic: TutorTopic = {
  title: 'En la cafetería',
  description: 'Ordering breakfast in a café',
  prompt: 'You are a waiter in a small café in Sevilla. Take the order and chat about breakfast.',
};

const turn = {
  reply: 'Buenos días. Tenemos café, tostadas y zumo de naranja. ¿Qué te apetece tomar?',
  translation: 'Good morning. We have coffee, toast and orange juice. What would you like to have?',
  feedback: 'Nice: "quiero un café" is correct and polite enough in a café.',
};

const learnerHistory: TutorHistoryMessage[] = [
  { role: 'assistant', text: 'Hola, bienvenido. ¿Qué quieres desayunar?' },
  { role: 'user', text: 'Quiero un café, por favor.' },
];

let server: FakeOpenAiServer;
let warnings: { obj: object; msg: string }[];

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

function engine(overrides: Partial<OpenAiTutorEngineOptions> = {}) {
  return createOpenAiTutorEngine({
    apiKey: API_KEY,
    baseURL: server.url,
    model: MODEL,
    // Wide enough that a busy machine never trips them by accident; the timeout tests set their own.
    firstTokenTimeoutMs: 1_000,
    totalTimeoutMs: 5_000,
    logger: { warn: (obj, msg) => void warnings.push({ obj, msg }) },
    ...overrides,
  });
}

/** Runs one turn, collecting the deltas; `settled` says whether and how it ended. */
async function reply(overrides: Partial<TutorTurnRequest> = {}, options: Partial<OpenAiTutorEngineOptions> = {}) {
  const deltas: string[] = [];
  const request: TutorTurnRequest = {
    topic,
    difficulty: 'beginner',
    history: learnerHistory,
    requestFeedback: true,
    onDelta: (chunk) => deltas.push(chunk),
    ...overrides,
  };
  const startedAt = performance.now();
  const result = await engine(options)
    .reply(request)
    .then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  return { ...result, deltas, elapsedMs: performance.now() - startedAt };
}

function expectUnavailable(result: Awaited<ReturnType<typeof reply>>): TutorUnavailableError {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  expect(result.error).toBeInstanceOf(TutorUnavailableError);
  return result.error as TutorUnavailableError;
}

describe('createOpenAiTutorEngine', () => {
  it('is the streaming engine named openai', () => {
    expect(engine()).toMatchObject({ name: 'openai', streams: true });
  });

  describe('a successful turn', () => {
    it('streams the reply through onDelta in order and returns text, translation and feedback', async () => {
      server.enqueue(respond.turn(turn, { chunks: 12 }));
      const result = await reply();
      expect(result.ok && result.value).toEqual({
        text: turn.reply,
        translation: turn.translation,
        feedback: turn.feedback,
      });
      expect(result.deltas.length).toBeGreaterThan(3);
      expect(result.deltas.join('')).toBe(turn.reply);
      expect(result.deltas.every((delta) => delta.length > 0)).toBe(true);
    });

    it('leaves feedback out when it was not requested', async () => {
      server.enqueue(respond.turn(turn));
      const result = await reply({ requestFeedback: false });
      expect(result.ok && result.value).toEqual({ text: turn.reply, translation: turn.translation });
    });

    it('decodes escapes cut across chunks', async () => {
      server.enqueue(
        respond.chunks([
          '{"reply":"Est',
          '\\',
          'u00e1s ',
          'en \\"El Sol\\',
          '"',
          '.\\',
          'n¿Te gusta?',
          '","translation":"x"}',
        ]),
      );
      const result = await reply();
      expect(result.ok && result.value.text).toBe('Estás en "El Sol".\n¿Te gusta?');
      expect(result.deltas.join('')).toBe('Estás en "El Sol".\n¿Te gusta?');
    });

    it('accepts plain text from a server that ignores response_format, streaming it as it comes', async () => {
      const text = '¡Hola! Soy Pablo, el camarero. ¿Qué quieres tomar hoy?';
      server.enqueue(respond.text(text, { chunks: 5 }));
      const result = await reply();
      expect(result.ok && result.value).toEqual({ text });
      expect(result.deltas.length).toBeGreaterThan(1);
      expect(result.deltas.join('')).toBe(text);
    });

    it('keeps waiting while the model writes, however long after the first token', async () => {
      // Chunks 150 ms apart, 750 ms in all, well past the first-token deadline; generous margins, since a busy
      // machine (CI runs the suites side by side on two cores) delays timers by tens of milliseconds.
      server.enqueue(respond.turn(turn, { chunks: 5, chunkDelayMs: 150 }));
      const result = await reply({}, { firstTokenTimeoutMs: 400, totalTimeoutMs: 5_000 });
      expect(result.elapsedMs).toBeGreaterThan(400);
      expect(result.ok && result.value.text).toBe(turn.reply);
    });
  });

  describe('the request', () => {
    it('sends the model, stream: true, the structured format, the system prompt and the key', async () => {
      await reply({ difficulty: 'intermediate' });
      expect(server.requests).toHaveLength(1);
      const [request] = server.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v1/chat/completions');
      expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(request?.body).toMatchObject({
        model: MODEL,
        stream: true,
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: 'tutor_turn',
            strict: true,
            schema: { required: ['reply', 'translation', 'feedback'], additionalProperties: false },
          },
        },
      });
      const [system, ...rest] = request?.body?.messages ?? [];
      expect(system?.role).toBe('system');
      expect(system?.content).toContain(topic.prompt);
      expect(system?.content).toContain(DIFFICULTY_GUIDANCE.intermediate);
      expect(rest).toEqual([
        { role: 'user', content: OPENING_TURN_INSTRUCTION },
        { role: 'assistant', content: learnerHistory[0]?.text },
        { role: 'user', content: learnerHistory[1]?.text },
      ]);
    });

    it('sends only the newest 16 history messages by default', async () => {
      // Stored as the app does: the partner's greeting first, the learner's newest message last.
      const history: TutorHistoryMessage[] = Array.from({ length: 40 }, (_, index) => ({
        role: index % 2 === 0 ? 'assistant' : 'user',
        text: `mensaje ${index}`,
      }));
      await reply({ history });
      const sent = server.requests[0]?.body?.messages?.slice(1);
      // The newest 16 are 24..39; 24, the partner's, answers a message left out, so it is left out too.
      expect(sent).toEqual(history.slice(-15).map(({ role, text }) => ({ role, content: text })));
    });

    it('sends at most historyWindow messages', async () => {
      const history: TutorHistoryMessage[] = Array.from({ length: 40 }, (_, index) => ({
        role: index % 2 === 0 ? 'user' : 'assistant',
        text: `mensaje ${index}`,
      }));
      history.push({ role: 'user', text: 'el más nuevo' });
      await reply({ history }, { historyWindow: 5 });
      const sent = server.requests[0]?.body?.messages?.slice(1);
      expect(sent).toEqual(history.slice(-5).map(({ role, text }) => ({ role, content: text })));
    });

    it('asks for a greeting and a first question on the opening turn', async () => {
      await reply({ history: [] });
      expect(server.requests[0]?.body?.messages?.slice(1)).toEqual([
        { role: 'user', content: OPENING_TURN_INSTRUCTION },
      ]);
    });

    it('sends a placeholder key to servers that need none', async () => {
      const result = await reply({}, { apiKey: undefined });
      expect(result.ok).toBe(true);
      expect(server.requests[0]?.headers.authorization).toBe('Bearer not-needed');
    });
  });

  describe('failures before any text was shown are retried once', () => {
    it.each([
      ['a 500', respond.error(500, 'The server had an error')],
      ['a 429', respond.error(429, 'Rate limit reached')],
      ['a dropped connection', respond.close()],
      ['JSON without a reply', respond.text('{"answer":"Hola"}')],
      ['an empty reply', respond.turn({ reply: '  ' })],
    ])('%s, then success', async (_label, failure) => {
      server.enqueue(failure, respond.turn(turn));
      const result = await reply();
      expect(result.ok && result.value.text).toBe(turn.reply);
      expect(server.requests).toHaveLength(2);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.obj).toMatchObject({ attempt: 1, retrying: true });
    });

    it('a 500 twice fails with TutorUnavailableError', async () => {
      server.enqueue(respond.error(500), respond.error(503));
      const error = expectUnavailable(await reply());
      expect(error.message).toMatch(/503/);
      expect(server.requests).toHaveLength(2);
      expect(warnings.map(({ obj }) => obj)).toMatchObject([
        { attempt: 1, retrying: true, status: 500 },
        { attempt: 2, retrying: false, status: 503 },
      ]);
    });

    it('a stall before the first token times out, is retried, then fails', async () => {
      server.enqueue(respond.stall(), respond.stall());
      const result = await reply({}, { firstTokenTimeoutMs: 150, totalTimeoutMs: 1_000 });
      expectUnavailable(result);
      expect(server.requests).toHaveLength(2);
      // Two requests within the 1 s total can only come from the 150 ms first-token timeout.
      expect(result.elapsedMs).toBeGreaterThanOrEqual(2 * 150 - 10);
      expect(warnings[0]?.obj).toMatchObject({ cause: expect.stringMatching(/first-token-timeout/) });
    });

    it('a stall before the first token, then success', async () => {
      server.enqueue(respond.stall(), respond.turn(turn));
      const result = await reply({}, { firstTokenTimeoutMs: 150, totalTimeoutMs: 2_000 });
      expect(result.ok && result.value.text).toBe(turn.reply);
      expect(server.requests).toHaveLength(2);
    });

    it('no retry once the time for the whole turn is used up', async () => {
      server.enqueue(respond.stall(), respond.turn(turn));
      const result = await reply({}, { firstTokenTimeoutMs: 200, totalTimeoutMs: 200 });
      expectUnavailable(result);
      expect(server.requests).toHaveLength(1);
    });
  });

  describe('failures that are not retried', () => {
    it('401: a bad key fails at once, and the key stays out of logs and errors', async () => {
      server.enqueue(respond.error(401, `Incorrect API key provided: ${API_KEY}.`), respond.turn(turn));
      const error = expectUnavailable(await reply());
      expect(server.requests).toHaveLength(1);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.obj).toMatchObject({ status: 401, retrying: false });
      expect(JSON.stringify(warnings)).not.toContain(API_KEY);
      expect(error.message).toMatch(/401/);
      expect(error.message).not.toContain(API_KEY);
    });

    it('404: an unknown model fails at once', async () => {
      server.enqueue(respond.error(404, 'The model `gpt-test-mini` does not exist'), respond.turn(turn));
      expectUnavailable(await reply());
      expect(server.requests).toHaveLength(1);
    });

    it('a stall after text was shown fails at the total timeout without retrying', async () => {
      server.enqueue(
        respond.chunks(['{"reply":"Claro, ', 'un café con ', 'leche'], { after: 'stall' }),
        respond.turn(turn),
      );
      const result = await reply({}, { totalTimeoutMs: 400 });
      expectUnavailable(result);
      expect(result.deltas.join('')).toBe('Claro, un café con leche');
      expect(server.requests).toHaveLength(1);
      expect(result.elapsedMs).toBeGreaterThanOrEqual(390);
      expect(warnings[0]?.obj).toMatchObject({ retrying: false, textShown: true });
    });

    it('plain text cut off by the timeout is a failure, not a short reply', async () => {
      server.enqueue(respond.chunks(['Claro, un café ', 'con'], { after: 'stall' }), respond.turn(turn));
      const result = await reply({}, { totalTimeoutMs: 300 });
      expectUnavailable(result);
      expect(result.deltas.join('')).toBe('Claro, un café con');
      expect(server.requests).toHaveLength(1);
    });

    it('a dropped connection after text was shown fails without retrying', async () => {
      server.enqueue(respond.chunks(['{"reply":"Claro, ', 'un café'], { after: 'close' }), respond.turn(turn));
      const result = await reply();
      expectUnavailable(result);
      expect(result.deltas.join('')).toBe('Claro, un café');
      expect(server.requests).toHaveLength(1);
    });

    it('JSON cut off after the reply was shown fails without retrying', async () => {
      server.enqueue(respond.chunks(['{"reply":"Claro.",', '"transla']), respond.turn(turn));
      const result = await reply();
      expectUnavailable(result);
      expect(result.deltas.join('')).toBe('Claro.');
      expect(server.requests).toHaveLength(1);
    });
  });

  describe('the caller aborting', () => {
    it('rejects promptly while waiting for the first token, without retrying', async () => {
      server.enqueue(respond.stall(), respond.turn(turn));
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      const result = await reply({ signal: controller.signal }, { firstTokenTimeoutMs: 5_000, totalTimeoutMs: 10_000 });
      expectUnavailable(result);
      expect(result.elapsedMs).toBeLessThan(500);
      expect(server.requests).toHaveLength(1);
      expect(warnings).toEqual([]);
    });

    it('rejects promptly mid-stream', async () => {
      server.enqueue(respond.chunks(['{"reply":"Claro, ', 'un café'], { after: 'stall' }));
      const controller = new AbortController();
      const deltas: string[] = [];
      const result = await reply(
        {
          signal: controller.signal,
          onDelta: (chunk) => {
            deltas.push(chunk);
            controller.abort();
          },
        },
        { firstTokenTimeoutMs: 5_000, totalTimeoutMs: 10_000 },
      );
      expectUnavailable(result);
      expect(deltas).toEqual(['Claro,']);
      expect(result.elapsedMs).toBeLessThan(500);
      expect(server.requests).toHaveLength(1);
    });

    it('sends nothing when the signal is already aborted', async () => {
      const result = await reply({ signal: AbortSignal.abort() });
      expectUnavailable(result);
      expect(server.requests).toHaveLength(0);
    });
  });

  it('rejects options that cannot work', () => {
    expect(() => engine({ historyWindow: 0 })).toThrow(RangeError);
    expect(() => engine({ firstTokenTimeoutMs: 1.5 })).toThrow(RangeError);
    expect(() => engine({ model: ' ' })).toThrow(RangeError);
  });
});
