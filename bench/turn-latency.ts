// One hands-free turn as the browser drives it (docs/product.md#turn-latency), against the built server with
// local fakes of the OpenAI audio and chat APIs that take FIXED times: the utterance is uploaded for
// transcription, its words go over the live socket, the partner's reply arrives, and the reply's voice is
// requested until its first audio byte. Our added latency is each turn's total minus the fakes' fixed delays on
// its path: the transcription, every chat call the turn made (the corrector checks the learner's message before
// the partner answers with the check in hand, so a turn waits for two), and the voice.
// Detection (the end-of-speech silence) happens in the browser and is a configured figure, not measured here.
// Prints one JSON line: { turns, stages: { name: [p50, p95] }, addedP50, addedP95, completionCallsPerTurn }.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startFakeOpenAiServer } from '@/testing/http-fakes/fake-openai-server';

const PORT = 3907;
const URL_BASE = `http://127.0.0.1:${PORT}`;
/** 25 turns: the first 3 warm the server up; transcription allows 30 a minute per learner. */
const TURNS = 25;
const WARM_UP = 3;
const PROVIDER_DELAYS = { transcription: 300, completion: 400, speech: 250 };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

const utterance = readFileSync(new URL('../e2e/fixtures/spanish-speech.wav', import.meta.url));
const fake = await startFakeOpenAiServer();
fake.setDelays(PROVIDER_DELAYS);

const dataDir = mkdtempSync(join(tmpdir(), 'charla-turn-latency-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_CHAT_MODEL: 'fake-chat',
    OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
    OPENAI_SPEECH_MODEL: 'tts-1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitUntilReady() {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${URL_BASE}/api/health/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not come up');
}

// Production cookies are Secure: requests present themselves as https through the trusted proxy.
const HTTPS = { 'x-forwarded-proto': 'https' };

async function register(): Promise<string> {
  const response = await fetch(`${URL_BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...HTTPS },
    body: JSON.stringify({ username: `turns_${Date.now()}`, password: 'bench password 123' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

function nextFrame(socket: WebSocket, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const onMessage = (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      if (frame.type === 'error' || frame.type === type) {
        socket.off('message', onMessage);
        if (frame.type === 'error') reject(new Error(String(frame.message)));
        else resolve(frame);
      }
    };
    socket.on('message', onMessage);
  });
}

async function transcribe(cookie: string): Promise<string> {
  const form = new FormData();
  form.append('audio', new Blob([utterance], { type: 'audio/wav' }), 'utterance.wav');
  const response = await fetch(`${URL_BASE}/api/conversation/transcribe`, {
    method: 'POST',
    headers: { cookie, ...HTTPS },
    body: form,
  });
  if (!response.ok) throw new Error(`transcribe answered ${response.status}`);
  return ((await response.json()) as { text: string }).text;
}

/** Asks for the reply's voice and resolves when its first audio byte arrives (then drains the rest). */
async function firstAudioByte(cookie: string, text: string): Promise<void> {
  const response = await fetch(`${URL_BASE}/api/speech`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...HTTPS },
    body: JSON.stringify({ text }),
  });
  if (!response.ok || !response.body) throw new Error(`speech answered ${response.status}`);
  const reader = response.body.getReader();
  const first = await reader.read();
  if (first.done || first.value.length === 0) throw new Error('speech answered no audio');
  while (!(await reader.read()).done) {
    // the rest of the clip
  }
}

try {
  await waitUntilReady();
  const cookie = await register();
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/ws`, {
    headers: { cookie, origin: `https://127.0.0.1:${PORT}`, ...HTTPS },
    perMessageDeflate: false,
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'startSession', topic: 'introducing-yourself', difficulty: 'beginner' }));
  await nextFrame(socket, 'transcript');

  const stages = { transcription: [] as number[], partner: [] as number[], voice: [] as number[] };
  const added: number[] = [];
  let completionCalls = 0;
  for (let turn = 0; turn < TURNS; turn++) {
    const callsBefore = fake.requests.filter((request) => request.path.includes('/chat/completions')).length;
    const speechEnd = performance.now();
    const text = await transcribe(cookie);
    const transcribed = performance.now();
    socket.send(JSON.stringify({ type: 'userMessage', text, difficulty: 'beginner', requestFeedback: true }));
    const reply = await nextFrame(socket, 'transcript');
    const replied = performance.now();
    await firstAudioByte(cookie, String(reply.text));
    const firstAudio = performance.now();
    if (turn < WARM_UP) continue;
    const calls = fake.requests.filter((request) => request.path.includes('/chat/completions')).length - callsBefore;
    completionCalls += calls;
    const fixed = PROVIDER_DELAYS.transcription + calls * PROVIDER_DELAYS.completion + PROVIDER_DELAYS.speech;
    stages.transcription.push(transcribed - speechEnd);
    stages.partner.push(replied - transcribed);
    stages.voice.push(firstAudio - replied);
    added.push(firstAudio - speechEnd - fixed);
  }
  socket.close();
  const measured = TURNS - WARM_UP;
  console.log(
    JSON.stringify({
      turns: measured,
      providerDelays: PROVIDER_DELAYS,
      stages: Object.fromEntries(
        Object.entries(stages).map(([name, values]) => [name, [percentile(values, 50), percentile(values, 95)]]),
      ),
      addedP50: percentile(added, 50),
      addedP95: percentile(added, 95),
      completionCallsPerTurn: completionCalls / measured,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
