// Per-message overhead of a live conversation excluding the partner engine: the app runs in-process on a
// fresh PGlite database with the real built-in engine, timed around each reply; each message's overhead is
// its round trip at the client minus the engine's time for that same reply (p95 < 5 ms).
// Then, with the OpenAI-compatible engine against a local fake that streams each reply in five pieces 150 ms
// apart: the first words reach the client before the reply is finished, and our added latency on the first
// words (their arrival minus the fake's 150 ms before its first piece) has p95 <= 50 ms.
// Prints one JSON line: { engineP95, overheadP95, messages, streamingAddedP95, firstWordsEarly }.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
import type { TutorEngine } from '@/server/tutor/tutor-engine';
import {
  DEFAULT_FAKE_TUTOR_TURN,
  fakeOpenAiResponses,
  startFakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';

const MESSAGES = 400;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

const contentDir = defaultContentDir(new URL('../src/server/app.ts', import.meta.url).href);
const catalogue = loadCatalogue(contentDir);
const topicCatalogue = loadTopicCatalogue(contentDir);
const builtin = createBuiltinTutorEngine({ topics: topicCatalogue, glossary: catalogue });
const engineTimes: number[] = [];
const timedEngine: TutorEngine = {
  name: builtin.name,
  streams: builtin.streams,
  async reply(request) {
    const started = performance.now();
    try {
      return await builtin.reply(request);
    } finally {
      engineTimes.push(performance.now() - started);
    }
  },
};

const dataDir = mkdtempSync(join(tmpdir(), 'charla-overhead-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await migrateDatabase(database);
const app = await buildApp({
  // One learner starts every conversation: lift the free plan's daily limit.
  config: loadConfig({ NODE_ENV: 'test', FREE_DAILY_CONVERSATIONS: '100000' }),
  database,
  catalogue,
  topicCatalogue,
  tutor: timedEngine,
  webRoot: null,
  // One client sends back to back here, far faster than a person: lift the per-connection frame budget.
  liveSocket: { rate: { capacity: 1_000_000, refillMs: 1 } },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const origin = `http://127.0.0.1:${port}`;

const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { username: `overhead_${Date.now()}`, password: 'bench password 123' },
});
const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { origin, cookie }, perMessageDeflate: false });
await new Promise((resolve, reject) => {
  socket.once('open', resolve);
  socket.once('error', reject);
});
const nextTranscript = () =>
  new Promise<void>((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      // The socket's binaryType is ws's default, 'nodebuffer': every message arrives as one Buffer.
      const frame = JSON.parse((data as Buffer).toString()) as { type: string; message?: string };
      if (frame.type === 'transcript') {
        socket.off('message', onMessage);
        resolve();
      } else if (frame.type === 'error') {
        socket.off('message', onMessage);
        reject(new Error(frame.message));
      }
    };
    socket.on('message', onMessage);
  });

const overheads: number[] = [];
const lines = ['Hola, me llamo Ana.', 'Me gusta el café.', 'Tengo veinte años.', 'Sí.', 'Vivo en Madrid.'];
for (let conversation = 0; conversation * 10 < MESSAGES; conversation++) {
  socket.send(JSON.stringify({ type: 'startSession', topic: 'introducing-yourself', difficulty: 'beginner' }));
  await nextTranscript();
  for (let turn = 0; turn < 10; turn++) {
    const engineCalls = engineTimes.length;
    const started = performance.now();
    socket.send(
      JSON.stringify({
        type: 'userMessage',
        text: lines[turn % lines.length],
        difficulty: 'beginner',
        requestFeedback: true,
      }),
    );
    await nextTranscript();
    const roundTrip = performance.now() - started;
    // Skip the first conversation: it warms up the JIT and the database's caches.
    if (conversation > 0) overheads.push(roundTrip - engineTimes[engineCalls]!);
  }
}
socket.close();
await app.close();

// Streaming: the same app wired to an OpenAI-compatible endpoint, as an operator would configure it.
const CHUNK_DELAY_MS = 150;
const fake = await startFakeOpenAiServer();
fake.setDefault(() => fakeOpenAiResponses.turn(DEFAULT_FAKE_TUTOR_TURN, { chunks: 5, chunkDelayMs: CHUNK_DELAY_MS }));
const streamingApp = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    FREE_DAILY_CONVERSATIONS: '100000',
    OPENAI_BASE_URL: fake.url,
    OPENAI_CHAT_MODEL: 'bench-model',
  }),
  database,
  catalogue,
  topicCatalogue,
  webRoot: null,
  liveSocket: { rate: { capacity: 1_000_000, refillMs: 1 } },
});
await streamingApp.listen({ port: 0, host: '127.0.0.1' });
const streamingPort = (streamingApp.server.address() as { port: number }).port;
const streamingSocket = new WebSocket(`ws://127.0.0.1:${streamingPort}/ws`, {
  headers: { origin: `http://127.0.0.1:${streamingPort}`, cookie },
  perMessageDeflate: false,
});
await new Promise((resolve, reject) => {
  streamingSocket.once('open', resolve);
  streamingSocket.once('error', reject);
});
const timedReply = (frame: object) =>
  new Promise<{ firstDelta: number; done: number }>((resolve, reject) => {
    const started = performance.now();
    let firstDelta = Number.NaN;
    const onMessage = (data: WebSocket.RawData) => {
      const reply = JSON.parse((data as Buffer).toString()) as { type: string; message?: string };
      if (reply.type === 'transcript_delta' && Number.isNaN(firstDelta)) firstDelta = performance.now() - started;
      if (reply.type === 'transcript') {
        streamingSocket.off('message', onMessage);
        resolve({ firstDelta, done: performance.now() - started });
      } else if (reply.type === 'error') {
        streamingSocket.off('message', onMessage);
        reject(new Error(reply.message));
      }
    };
    streamingSocket.on('message', onMessage);
    streamingSocket.send(JSON.stringify(frame));
  });
const added: number[] = [];
let firstWordsEarly = true;
await timedReply({ type: 'startSession', topic: 'introducing-yourself', difficulty: 'beginner' });
for (let turn = 0; turn < 40; turn++) {
  const { firstDelta, done } = await timedReply({
    type: 'userMessage',
    text: lines[turn % lines.length],
    difficulty: 'beginner',
    requestFeedback: true,
  });
  added.push(firstDelta - CHUNK_DELAY_MS);
  firstWordsEarly &&= firstDelta < done - 2 * CHUNK_DELAY_MS;
}
streamingSocket.close();
await streamingApp.close();
await fake.close();

await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    engineP95: percentile(engineTimes, 95),
    overheadP95: percentile(overheads, 95),
    messages: overheads.length,
    streamingAddedP95: percentile(added, 95),
    firstWordsEarly,
  }),
);
