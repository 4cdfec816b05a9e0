import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startMain, waitForReady } from '@/server/testing/main-process';
import { signUpRemotely, until } from '@/server/testing/remote-learner';
import {
  DEFAULT_FAKE_TUTOR_TURN,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';

// With no AI configured, the real server process finds a local Ollama (here the fake, answering Ollama's model list
// and its OpenAI-compatible API) at start-up, says so, and the partner answers through it.
let fake: FakeOpenAiServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-ollama-'));
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  fake.setOllamaModels([
    { name: 'nomic-embed-text:latest', family: 'nomic-bert' },
    { name: 'llama3.1:8b', family: 'llama' },
  ]);
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a local Ollama found at start-up', () => {
  it('plays the partner, named in the ready line', async () => {
    const port = await freePort();
    const main = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      OLLAMA_URL: fake.url.replace(/\/v1$/, ''),
    });
    try {
      await waitForReady(`http://127.0.0.1:${port}/api/health/ready`, main, 60_000);
      await until(() => (main.output().includes('partner: Ollama llama3.1:8b') ? true : undefined));
      const learner = await signUpRemotely(`http://127.0.0.1:${port}`);
      const { socket, frames } = await learner.openSocket();
      socket.send(JSON.stringify({ type: 'startSession', topic: 'introducing-yourself', difficulty: 'beginner' }));
      const opening = await until(() => frames.find((frame) => frame.type === 'transcript'));
      expect(opening.text).toBe(DEFAULT_FAKE_TUTOR_TURN.reply);
      const chat = fake.requests.find((request) => request.path === '/v1/chat/completions');
      expect(chat?.body?.model).toBe('llama3.1:8b');
      socket.close();
    } finally {
      main.child.kill('SIGTERM');
      await main.exited;
    }
  }, 90_000);
});
