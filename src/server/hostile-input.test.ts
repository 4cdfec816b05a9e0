import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOO_DEEPLY_NESTED_MESSAGE } from '@/contract/json-nesting';
import { freePort, startMain, waitForReady, type MainProcess } from '@/server/testing/main-process';
import { signUpRemotely, until, type RemoteLearner } from '@/server/testing/remote-learner';

// The payloads that took the server down or answered 500 (issue: "No input can take the server down"), sent to a
// real server process over real HTTP and a real socket: each gets a 4xx or an error frame, and the process serves on.
const DEEP_ARRAY = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const DEEP_OBJECT = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

let main: MainProcess;
let origin: string;
let learner: RemoteLearner;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-hostile-'));

beforeAll(async () => {
  const port = await freePort();
  const url = inject('testDatabaseUrl');
  main = startMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
  origin = `http://127.0.0.1:${port}`;
  await waitForReady(`${origin}/api/health/ready`, main, 60_000);
  learner = await signUpRemotely(origin);
}, 90_000);

afterAll(async () => {
  main.child.kill('SIGTERM');
  await main.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: unknown) =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function expectServing() {
  expect(main.hasExited()).toBe(false);
  expect((await fetch(`${origin}/api/health`)).status).toBe(200);
}

describe('hostile input against a running server process', () => {
  it('answers 400 naming the problem for bodies nested 3,000 and 20,000 deep, signed in or not', async () => {
    for (const body of [DEEP_ARRAY(3_000), DEEP_ARRAY(20_000), DEEP_OBJECT(3_000)]) {
      const login = await post('/api/auth/login', body);
      expect(login.status).toBe(400);
      expect(await login.json()).toEqual({ message: TOO_DEEPLY_NESTED_MESSAGE });
      const topic = await learner.post('/api/conversation-topics', body);
      expect(topic.status).toBe(400);
      expect(await topic.json()).toEqual({ message: TOO_DEEPLY_NESTED_MESSAGE });
    }
    await expectServing();
  });

  it('answers a socket frame nested 3,000 deep with an error frame, and the socket and the process carry on', async () => {
    const { socket, frames } = await learner.openSocket();
    socket.send(DEEP_ARRAY(3_000));
    const error = await until(() => frames.find((frame) => frame.type === 'error'));
    expect(error.message).toBe(TOO_DEEPLY_NESTED_MESSAGE);
    socket.send(JSON.stringify({ type: 'startSession', topic: 'introducing-yourself', difficulty: 'beginner' }));
    await until(() => frames.find((frame) => frame.type === 'transcript'));
    socket.close();
    await expectServing();
  });

  it('refuses a review card of combining marks with a zero-width space as its English, and keeps serving', async () => {
    const card = await learner.post('/api/review/cards', {
      kind: 'word',
      spanish: '\u0301\u0308\u0301',
      english: '\u200B',
    });
    expect(card.status).toBe(400);
    expect(((await card.json()) as { message: string }).message).toMatch(/visible characters/);
    await expectServing();
  });
});
