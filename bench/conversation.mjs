// Live conversations on the built app (PGlite, built-in partner):
// - 200 concurrent sessions, each sending a message, waiting for the reply, then pausing ~1 s as a person
//   would: reply p95 < 50 ms (measured at the client, so it includes the loopback and is an upper bound
//   on the server-side time);
// - 1,000 idle signed-in sockets add <= 50 MB to the server's RSS;
// - a 300-session burst: 300 signed-in learners each send startSession at the same moment, then talk for
//   ~25 s (a message every 0.5-1.5 s): reply p99 < 100 ms at the client and the server's event-loop lag p99
//   (its own /metrics, over the whole burst) < 50 ms; the last opening line arrives within 600 ms of the
//   startSession frames on PGlite, and within 300 ms on PostgreSQL, where the same burst runs again in a
//   throw-away database on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// The per-message overhead excluding the engine, and the streaming latency with an OpenAI-compatible
// engine, are measured in-process by bench/conversation-overhead.ts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { onThrowawayPostgres } from './seeded-learner.mjs';
import { registerBenchLearner, ROOT, startCharla } from './support.mjs';
/** The last of the burst's opening lines, from the moment every startSession left: PGlite, PostgreSQL. */
const LAST_OPENING_LINE_MS = { pglite: 600, postgres: 300 };

const PORT = 3905;
const USERS = 20;
const BURST_LEARNERS = 300;
/** How long each burst learner keeps talking after the opening line. */
const BURST_TALK_MS = 25_000;
// Metrics need a token (or a port of their own); the benchmark reads the server's event-loop lag from them.
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

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

/**
 * The server's own event-loop statistics since its previous scrape (every scrape resets them), in ms.
 */
async function eventLoopLagMs(url) {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const read = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]) * 1000;
  return { p99: read('nodejs_eventloop_lag_p99_seconds'), max: read('nodejs_eventloop_lag_max_seconds') };
}

/**
 * One burst learner: the socket is already open; `go` resolves for everyone at once, so all the startSession
 * frames leave in the same tick. Then a message every 0.5-1.5 s until `talkUntil`.
 */
async function burstSession(socket, index, go, talkUntil, results) {
  await go;
  const opening = nextFrame(socket, 'transcript');
  const started = performance.now();
  socket.send(
    JSON.stringify({
      type: 'startSession',
      topic: index % 2 ? 'daily-routine' : 'introducing-yourself',
      difficulty: 'beginner',
    }),
  );
  await opening;
  results.starts.push(performance.now() - started);
  for (let turn = 0; performance.now() < talkUntil; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
    const reply = nextFrame(socket, 'transcript');
    const sent = performance.now();
    socket.send(
      JSON.stringify({
        type: 'userMessage',
        text: LEARNER_LINES[(index + turn) % LEARNER_LINES.length],
        difficulty: 'beginner',
        requestFeedback: true,
      }),
    );
    await reply;
    results.replies.push(performance.now() - sent);
  }
  socket.close();
}

/** The 300-session burst on the running server: every learner holds one socket, all start at once. */
async function burst(url, cookies) {
  const sockets = [];
  for (const cookie of cookies) sockets.push(await openSocket(cookie));
  let release;
  const go = new Promise((resolve) => {
    release = resolve;
  });
  const results = { starts: [], replies: [] };
  const begun = performance.now();
  const talkUntil = begun + BURST_TALK_MS;
  const running = Promise.all(sockets.map((socket, i) => burstSession(socket, i, go, talkUntil, results)));
  await eventLoopLagMs(url); // resets the server's statistics: the next reading covers the burst alone
  release();
  await running;
  const lag = await eventLoopLagMs(url);
  return { ...results, lag, seconds: (performance.now() - begun) / 1000 };
}

/** Signs up `count` learners a few at a time (password hashing runs off the event loop, on the two cores). */
async function registerLearners(url, count, offset) {
  const cookies = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) => registerBenchLearner(url, offset + i + j));
    for (const learner of await Promise.all(batch)) cookies.push(learner.cookie);
  }
  return cookies;
}

/**
 * The burst alone on PostgreSQL, in a database created here and dropped after: the learners sign up on the
 * measured server itself (PostgreSQL hands the memory back to no one here, so no second process is needed).
 */
function burstOnPostgres(env) {
  return onThrowawayPostgres('burst', async (url) => {
    const charla = await startCharla(PORT, { ...env, DATABASE_URL: url });
    try {
      return await burst(charla.url, await registerLearners(charla.url, BURST_LEARNERS, 0));
    } finally {
      await charla.stop();
    }
  });
}

export async function conversation() {
  // Each simulated learner starts many conversations: the free plan's daily limit would stop the load.
  const env = {
    TRUST_PROXY: 'true',
    FREE_DAILY_CONVERSATIONS: '100000',
    // 20 learners hold 1,000 sockets (50 each): the per-learner cap of live sockets would close most of them.
    LIVE_SOCKETS_PER_LEARNER: '1000',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'charla-bench-conversation-')),
    METRICS_TOKEN,
  };
  // The learners sign up on a first server process; sessions live in the database, so the measured process
  // starts clean, without the hundreds of MB the sign-ups' password hashing leaves for the allocator to return.
  const registrar = await startCharla(PORT, env);
  const cookies = [];
  const burstCookies = [];
  try {
    for (let i = 0; i < USERS; i++) cookies.push((await registerBenchLearner(registrar.url, i)).cookie);
    burstCookies.push(...(await registerLearners(registrar.url, BURST_LEARNERS, USERS)));
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

    const burstRun = await burst(charla.url, burstCookies);
    await charla.stop();
    const { DATA_DIR: _embeddedOnly, ...serverEnv } = env;
    const postgresBurst = await burstOnPostgres(serverEnv).catch((error) => ({ failure: error.message }));

    const overhead = JSON.parse(
      execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['bench/conversation-overhead.ts'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const replyP95 = percentile(latencies, 95);
    const added = after - before;
    const burstReplyP99 = percentile(burstRun.replies, 99);
    const lastOpening = Math.max(...burstRun.starts);
    const lastOpeningPostgres = postgresBurst.failure ? Infinity : Math.max(...postgresBurst.starts);
    return {
      name: 'conversation: 200 concurrent sessions, 1,000 idle sockets, a 300-session burst (built-in partner, PGlite)',
      figures: {
        'replies measured': latencies.length,
        'reply p50 ms': percentile(latencies, 50).toFixed(2),
        'reply p95 ms': replyP95.toFixed(2),
        'RSS before idle sockets MB': before.toFixed(1),
        'RSS added by 1,000 idle sockets MB': added.toFixed(1),
        'burst: opening lines received': burstRun.starts.length,
        'burst: startSession to opening line p50 / p99 / max ms': [50, 99, 100]
          .map((p) => percentile(burstRun.starts, p).toFixed(0))
          .join(' / '),
        'burst on PostgreSQL: startSession to opening line p50 / p99 / max ms': postgresBurst.failure
          ? `not run: ${postgresBurst.failure}`
          : [50, 99, 100].map((p) => percentile(postgresBurst.starts, p).toFixed(0)).join(' / '),
        'burst: replies measured': burstRun.replies.length,
        'burst: reply p50 / p99 ms': `${percentile(burstRun.replies, 50).toFixed(2)} / ${burstReplyP99.toFixed(2)}`,
        'burst: server event-loop lag p99 / max ms': `${burstRun.lag.p99.toFixed(1)} / ${burstRun.lag.max.toFixed(1)}`,
        'burst: duration s': burstRun.seconds.toFixed(1),
        'engine p95 ms (in-process)': overhead.engineP95.toFixed(3),
        'per-message overhead excluding the engine p95 ms': overhead.overheadP95.toFixed(2),
        'streaming: first words before the reply is complete': overhead.firstWordsEarly,
        'streaming: our added latency on the first words p95 ms': overhead.streamingAddedP95.toFixed(2),
      },
      pass:
        latencies.length === 1600 &&
        replyP95 < 50 &&
        added <= 50 &&
        burstRun.starts.length === BURST_LEARNERS &&
        lastOpening <= LAST_OPENING_LINE_MS.pglite &&
        lastOpeningPostgres <= LAST_OPENING_LINE_MS.postgres &&
        burstReplyP99 < 100 &&
        burstRun.lag.p99 < 50 &&
        overhead.overheadP95 < 5 &&
        overhead.firstWordsEarly &&
        overhead.streamingAddedP95 <= 50,
      target:
        'reply p95 < 50 ms; idle sockets <= 50 MB; burst reply p99 < 100 ms, event-loop lag p99 < 50 ms, last opening line <= 600 ms (PGlite) / 300 ms (PostgreSQL); overhead p95 < 5 ms; streamed first words early, added p95 <= 50 ms',
    };
  } finally {
    await charla.stop();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}
