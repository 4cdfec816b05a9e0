// Live conversations on the built app (PGlite, built-in partner):
// - 200 concurrent sessions, each sending a message, waiting for the reply, then pausing ~1 s as a person
//   would: reply p95 < 50 ms (measured at the client, so it includes the loopback and is an upper bound
//   on the server-side time);
// - 1,000 idle signed-in sockets add <= 50 MB to the server's RSS.
// The per-message overhead excluding the engine, and the streaming latency with an OpenAI-compatible
// engine, are measured in-process by bench/conversation-overhead.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { registerBenchLearner, ROOT, startCharla } from './support.mjs';

const PORT = 3905;
const USERS = 20;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * RSS once it has stopped moving (three readings 0.5 s apart within 1 MB, at most 20 s): the sign-ups' password
 * hashing frees tens of MB that the allocator hands back over the next seconds, which would otherwise make the
 * sockets' memory look negative.
 */
async function settledRssMb(pid) {
  const readings = [rssMb(pid)];
  for (let waited = 0; waited < 20_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    readings.push(rssMb(pid));
    const last = readings.slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) < 1) break;
  }
  return readings.at(-1);
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

function openSocket(cookie) {
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`, {
    headers: { cookie, origin: `https://127.0.0.1:${PORT}`, 'x-forwarded-proto': 'https' },
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake answered ${response.statusCode}`)),
    );
  });
}

function nextFrame(socket, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'error') {
        socket.off('message', onMessage);
        reject(new Error(frame.message));
      } else if (frame.type === type) {
        socket.off('message', onMessage);
        resolve(frame);
      }
    };
    socket.on('message', onMessage);
  });
}

const LEARNER_LINES = [
  'Hola, me llamo Ana.',
  'Soy de Chile y vivo en Madrid.',
  'Me gusta mucho el café.',
  'Tengo veinte años.',
  'Sí, trabajo en una oficina.',
  'No entiendo.',
  '¿Y tú?',
  'Me levanto a las siete.',
];

async function session(cookie, index, turns, latencies) {
  const socket = await openSocket(cookie);
  socket.send(
    JSON.stringify({
      type: 'startSession',
      topic: index % 2 ? 'daily-routine' : 'introducing-yourself',
      difficulty: 'beginner',
    }),
  );
  await nextFrame(socket, 'transcript');
  for (let turn = 0; turn < turns; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
    const started = performance.now();
    socket.send(
      JSON.stringify({
        type: 'userMessage',
        text: LEARNER_LINES[(index + turn) % LEARNER_LINES.length],
        difficulty: 'beginner',
        requestFeedback: true,
      }),
    );
    await nextFrame(socket, 'transcript');
    latencies.push(performance.now() - started);
  }
  socket.close();
}

export async function conversation() {
  // Each simulated learner starts many conversations: the free plan's daily limit would stop the load.
  const env = {
    TRUST_PROXY: 'true',
    FREE_DAILY_CONVERSATIONS: '100000',
    // 20 learners hold 1,000 sockets (50 each): the per-learner cap of live sockets would close most of them.
    LIVE_SOCKETS_PER_LEARNER: '1000',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'charla-bench-conversation-')),
  };
  // The learners sign up on a first server process; sessions live in the database, so the measured process
  // starts clean, without the hundreds of MB the sign-ups' password hashing leaves for the allocator to return.
  const registrar = await startCharla(PORT, env);
  const cookies = [];
  try {
    for (let i = 0; i < USERS; i++) cookies.push((await registerBenchLearner(registrar.url, i)).cookie);
  } finally {
    await registrar.stop();
  }
  const charla = await startCharla(PORT, env);
  try {
    // Idle sockets first, on a quiet server: after the load phase the database's freed memory would hide them.
    const warm = [];
    for (const cookie of cookies) warm.push(await openSocket(cookie));
    for (const socket of warm) socket.close();
    const before = await settledRssMb(charla.pid);
    const idle = [];
    for (let i = 0; i < 1000; i++) idle.push(await openSocket(cookies[i % USERS]));
    const after = await settledRssMb(charla.pid);
    for (const socket of idle) socket.close();

    const latencies = [];
    await Promise.all(Array.from({ length: 200 }, (_, i) => session(cookies[i % USERS], i, 8, latencies)));

    const overhead = JSON.parse(
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['bench/conversation-overhead.ts'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const replyP95 = percentile(latencies, 95);
    const added = after - before;
    return {
      name: 'conversation: 200 concurrent sessions, 1,000 idle sockets (built-in partner, PGlite)',
      figures: {
        'replies measured': latencies.length,
        'reply p50 ms': percentile(latencies, 50).toFixed(2),
        'reply p95 ms': replyP95.toFixed(2),
        'RSS before idle sockets MB': before.toFixed(1),
        'RSS added by 1,000 idle sockets MB': added.toFixed(1),
        'engine p95 ms (in-process)': overhead.engineP95.toFixed(3),
        'per-message overhead excluding the engine p95 ms': overhead.overheadP95.toFixed(2),
        'streaming: first words before the reply is complete': overhead.firstWordsEarly,
        'streaming: our added latency on the first words p95 ms': overhead.streamingAddedP95.toFixed(2),
      },
      pass:
        latencies.length === 1600 &&
        replyP95 < 50 &&
        added <= 50 &&
        overhead.overheadP95 < 5 &&
        overhead.firstWordsEarly &&
        overhead.streamingAddedP95 <= 50,
      target:
        'reply p95 < 50 ms; idle sockets <= 50 MB; overhead p95 < 5 ms; streamed first words early, added p95 <= 50 ms',
    };
  } finally {
    await charla.stop();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
