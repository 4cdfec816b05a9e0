import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A stand-in for an OpenAI-compatible server on 127.0.0.1, so tests run the real `openai` SDK against it.
 * It speaks POST /v1/chat/completions (streaming and not), POST /v1/audio/transcriptions (multipart) and
 * POST /v1/audio/speech. Responses are scripted per test with `enqueue`; when the queue is empty the
 * default handler answers DEFAULT_FAKE_TUTOR_TURN, DEFAULT_FAKE_TRANSCRIPT or FAKE_SPEECH_AUDIO by route.
 */
export interface FakeOpenAiServer {
  /** Base URL for the SDK, ending in /v1. */
  readonly url: string;
  /** Every request received, oldest first (also those answered with an error, a stall or a closed socket). */
  readonly requests: RecordedRequest[];
  /** Plans the answers to the next requests, in order. */
  enqueue(...responses: FakeOpenAiResponse[]): void;
  /** How to answer when the queue is empty. */
  setDefault(handler: (request: RecordedRequest) => FakeOpenAiResponse): void;
  /** A fixed wait before each answer of a route (a provider's own time), for benchmarks; reset clears it. */
  setDelays(delays: Partial<Record<RouteKind, number>>): void;
  /**
   * Ollama's own model list, `GET /api/tags` at the server's root (Ollama serves it beside its OpenAI-compatible
   * /v1): these names, each with its family. Unset (and after reset): 404, as any server that is not Ollama.
   */
  setOllamaModels(models: { name: string; family: string }[] | null): void;
  /** Empties the queue and the recorded requests and restores the default handler. */
  reset(): void;
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  /** Path with query, e.g. /v1/chat/completions. */
  path: string;
  /** Lower-cased header names, as Node gives them. */
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when there was none or it was not JSON. */
  body: RecordedChatBody | undefined;
  /** The parsed multipart/form-data body (transcription uploads), or undefined for other bodies. */
  upload: RecordedUpload | undefined;
}

export interface RecordedUpload {
  /** The text fields, e.g. model and language. */
  fields: Record<string, string>;
  files: RecordedFile[];
}

export interface RecordedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  bytes: Buffer;
}

export interface RecordedChatBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  response_format?: unknown;
  [field: string]: unknown;
}

/** The JSON object the tutor engine asks the model for. */
export interface FakeTutorTurnContent {
  reply: string;
  translation: string;
  feedback: string;
}

export type FakeOpenAiResponse =
  | {
      kind: 'completion';
      /** The assistant message content, as the pieces streamed one per SSE event (joined when not streaming). */
      chunks: readonly string[];
      /** After the last chunk: finish normally, hang without ending the response, or drop the connection. */
      after: 'finish' | 'stall' | 'close';
      /** Pause before each chunk, to let a UI show text arriving. */
      chunkDelayMs: number;
    }
  /** The answer of /v1/audio/transcriptions, as the default `json` response format. */
  | { kind: 'transcription'; text: string }
  /** The answer of /v1/audio/speech. */
  | { kind: 'speech'; audio: Buffer; contentType: string }
  | { kind: 'error'; status: number; message: string }
  /** Never send a byte, until the client gives up or the server closes. */
  | { kind: 'stall' }
  /** Drop the connection without answering. */
  | { kind: 'close' };

export const DEFAULT_FAKE_TUTOR_TURN: FakeTutorTurnContent = {
  reply: '¡Qué interesante! A mí también me gusta mucho. ¿Qué haces normalmente los fines de semana?',
  translation: 'How interesting! I like it a lot too. What do you usually do at the weekend?',
  feedback: 'Well done: your sentence was clear and correct.',
};

/** What the fake hears in every recording unless a test plans otherwise. */
export const DEFAULT_FAKE_TRANSCRIPT = 'Hola, me llamo Ana y vivo en Madrid.';
/** The fake's spoken audio: an ID3 tag header and MPEG frame-sync bytes, enough to look like an MP3. */
export const FAKE_SPEECH_AUDIO = Buffer.concat([
  Buffer.from('ID3', 'latin1'),
  Buffer.from([0x04, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(256, 0x55),
]);

interface CompletionOptions {
  /** How many pieces to split the content into (default 4). */
  chunks?: number;
  after?: 'finish' | 'stall' | 'close';
  chunkDelayMs?: number;
}

export const fakeOpenAiResponses = {
  /** A structured tutor turn, as JSON content split into `chunks` pieces. */
  turn(turn: Partial<FakeTutorTurnContent> & Pick<FakeTutorTurnContent, 'reply'>, options: CompletionOptions = {}) {
    // The schema's order, as a model following it writes the object: the reply first, so it can stream.
    const content: FakeTutorTurnContent = {
      reply: turn.reply,
      translation: turn.translation ?? '',
      feedback: turn.feedback ?? '',
    };
    return fakeOpenAiResponses.text(JSON.stringify(content), options);
  },
  /** Any content (e.g. plain text from a server that ignores response_format) split into `chunks` pieces. */
  text(content: string, { chunks = 4, ...options }: CompletionOptions = {}): FakeOpenAiResponse {
    return fakeOpenAiResponses.chunks(splitEvenly(content, chunks), options);
  },
  /** Content split exactly as given, one SSE event per piece. */
  chunks(
    pieces: readonly string[],
    { after = 'finish', chunkDelayMs = 0 }: CompletionOptions = {},
  ): FakeOpenAiResponse {
    return { kind: 'completion', chunks: [...pieces], after, chunkDelayMs };
  },
  /** What /v1/audio/transcriptions heard. */
  transcription(text: string): FakeOpenAiResponse {
    return { kind: 'transcription', text };
  },
  /** What /v1/audio/speech says: the given bytes, audio/mpeg unless told otherwise. */
  speech(audio: Buffer = FAKE_SPEECH_AUDIO, contentType = 'audio/mpeg'): FakeOpenAiResponse {
    return { kind: 'speech', audio, contentType };
  },
  error(status: number, message = `Fake server error ${status}`): FakeOpenAiResponse {
    return { kind: 'error', status, message };
  },
  stall(): FakeOpenAiResponse {
    return { kind: 'stall' };
  },
  close(): FakeOpenAiResponse {
    return { kind: 'close' };
  },
};

const ROUTES = {
  '/v1/chat/completions': 'completion',
  '/v1/audio/transcriptions': 'transcription',
  '/v1/audio/speech': 'speech',
} as const satisfies Record<string, FakeOpenAiResponse['kind']>;
type RouteKind = (typeof ROUTES)[keyof typeof ROUTES];

const defaultHandler = (request: RecordedRequest): FakeOpenAiResponse => {
  const route = routeOf(request);
  if (route === 'transcription') return fakeOpenAiResponses.transcription(DEFAULT_FAKE_TRANSCRIPT);
  if (route === 'speech') return fakeOpenAiResponses.speech();
  return fakeOpenAiResponses.turn(DEFAULT_FAKE_TUTOR_TURN);
};

function routeOf(request: RecordedRequest): RouteKind | undefined {
  if (request.method !== 'POST') return undefined;
  const pathname = new URL(request.path, 'http://fake').pathname;
  return Object.hasOwn(ROUTES, pathname) ? ROUTES[pathname as keyof typeof ROUTES] : undefined;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeOpenAiResponse[] = [];
  let handler: (request: RecordedRequest) => FakeOpenAiResponse = defaultHandler;
  let delays: Partial<Record<RouteKind, number>> = {};
  let ollamaModels: { name: string; family: string }[] | null = null;
  // Ends pending chunk delays when the server closes.
  const closing = new AbortController();

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!closing.signal.aborted) console.error('fake-openai-server:', error);
      res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const upload = await parseMultipartBody(req.headers['content-type'], raw);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: upload ? undefined : parseJsonBody(raw.toString('utf8')),
      upload,
    };
    requests.push(recorded);

    if (recorded.method === 'GET' && recorded.path === '/api/tags' && ollamaModels) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ models: ollamaModels.map(({ name, family }) => ({ name, details: { family } })) }));
      return;
    }
    const route = routeOf(recorded);
    if (!route) return sendError(res, 404, `Unknown route ${recorded.method} ${recorded.path}`);
    if (route === 'transcription' ? !upload?.files.length : !recorded.body) {
      return sendError(
        res,
        400,
        route === 'transcription' ? 'The request must upload a file' : 'The request body must be JSON',
      );
    }

    const planned = queue.shift() ?? handler(recorded);
    const wait = delays[route] ?? 0;
    if (wait > 0) await delay(wait, undefined, { signal: closing.signal });
    const model = recorded.body?.model ?? 'fake-model';
    if (
      (planned.kind === 'completion' || planned.kind === 'transcription' || planned.kind === 'speech') &&
      planned.kind !== route
    ) {
      return sendError(
        res,
        500,
        `fake-openai-server: a ${planned.kind} response was planned, but ${recorded.path} was called`,
      );
    }
    switch (planned.kind) {
      case 'error':
        return sendError(res, planned.status, planned.message);
      case 'stall':
        return;
      case 'close':
        res.destroy();
        return;
      case 'completion':
        if (recorded.body?.stream === true) return streamCompletion(res, planned, model, closing.signal);
        return sendCompletion(res, planned, model);
      case 'transcription':
        return sendJson(res, 200, { text: planned.text });
      case 'speech':
        res.writeHead(200, { 'content-type': planned.contentType, 'content-length': planned.audio.length });
        res.end(planned.audio);
        return;
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...responses) => void queue.push(...responses),
    setDefault: (next) => {
      handler = next;
    },
    setDelays: (next) => {
      delays = { ...next };
    },
    setOllamaModels: (models) => {
      ollamaModels = models;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      handler = defaultHandler;
      delays = {};
      ollamaModels = null;
    },
    close: async () => {
      closing.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

let completionCounter = 0;

function completionFrame(model: string) {
  completionCounter += 1;
  return { id: `chatcmpl-fake-${completionCounter}`, created: Math.floor(Date.now() / 1000), model };
}

async function streamCompletion(
  res: ServerResponse,
  planned: Extract<FakeOpenAiResponse, { kind: 'completion' }>,
  model: string,
  closing: AbortSignal,
): Promise<void> {
  const frame = { ...completionFrame(model), object: 'chat.completion.chunk' };
  // Resolves once the event is handed to the socket, so a planned 'close' drops the connection after it.
  const send = (delta: object, finishReason: string | null = null) =>
    new Promise<void>((resolve) => {
      const choice = { index: 0, delta, logprobs: null, finish_reason: finishReason };
      res.write(`data: ${JSON.stringify({ ...frame, choices: [choice] })}\n\n`, () => resolve());
    });

  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'x-request-id': frame.id });
  let written = send({ role: 'assistant', content: '' });
  for (const piece of planned.chunks) {
    if (planned.chunkDelayMs > 0) await delay(planned.chunkDelayMs, undefined, { signal: closing });
    if (res.destroyed) return;
    written = send({ content: piece });
  }
  if (planned.after === 'stall') return;
  if (planned.after === 'close') {
    await written;
    res.destroy();
    return;
  }
  void send({}, 'stop');
  res.end('data: [DONE]\n\n');
}

function sendCompletion(
  res: ServerResponse,
  planned: Extract<FakeOpenAiResponse, { kind: 'completion' }>,
  model: string,
) {
  if (planned.after === 'stall') return;
  if (planned.after === 'close') {
    res.destroy();
    return;
  }
  const content = planned.chunks.join('');
  sendJson(res, 200, {
    ...completionFrame(model),
    object: 'chat.completion',
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  });
}

/** The error body shape the OpenAI API uses, so the SDK builds its usual error classes from it. */
function sendError(res: ServerResponse, status: number, message: string): void {
  const type = status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
  sendJson(res, status, { error: { message, type, param: null, code: null } });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Parses multipart/form-data with the web platform's own parser (Request.formData), as a server would. */
async function parseMultipartBody(contentType: string | undefined, raw: Buffer): Promise<RecordedUpload | undefined> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return undefined;
  const upload: RecordedUpload = { fields: {}, files: [] };
  let form: FormData;
  try {
    form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: Uint8Array.from(raw),
    }).formData();
  } catch {
    // A malformed form records as empty; the route then answers 400 as a real server would.
    return upload;
  }
  for (const [field, value] of form) {
    if (typeof value === 'string') {
      upload.fields[field] = value;
    } else {
      const bytes = Buffer.from(await value.arrayBuffer());
      upload.files.push({ field, name: value.name, type: value.type, size: bytes.length, bytes });
    }
  }
  return upload;
}

function parseJsonBody(text: string): RecordedChatBody | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as RecordedChatBody)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Splits into `count` pieces of near-equal length (fewer if the text is shorter), never inside a character. */
function splitEvenly(text: string, count: number): string[] {
  const characters = Array.from(text);
  const pieces = Math.max(1, Math.min(Math.floor(count), characters.length));
  return Array.from({ length: pieces }, (_, index) =>
    characters
      .slice(Math.floor((index * characters.length) / pieces), Math.floor(((index + 1) * characters.length) / pieces))
      .join(''),
  );
}
