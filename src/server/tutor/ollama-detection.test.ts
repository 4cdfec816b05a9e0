import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@/testing/http-fakes/fake-openai-server';
import { detectOllama, withOllama } from './ollama-detection';

// A local Ollama answers GET /api/tags at its root and the OpenAI-compatible API under /v1: the fake does both.
let fake: FakeOpenAiServer;
let root: string;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  root = fake.url.replace(/\/v1$/, '');
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

describe('looking for a local Ollama', () => {
  it('is on by default only when nothing chose the partner, and never under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).ollama).toEqual({ url: 'http://127.0.0.1:11434', model: undefined });
    expect(loadConfig({ NODE_ENV: 'production', OPENAI_CHAT_MODEL: 'qwen2.5' }).ollama).toEqual({
      url: 'http://127.0.0.1:11434',
      model: 'qwen2.5',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).ollama).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', OLLAMA_URL: 'off' }).ollama).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', TUTOR_ENGINE: 'builtin' }).ollama).toBeNull();
    expect(loadConfig({ NODE_ENV: 'development', OPENAI_API_KEY: 'sk-test' }).ollama).toBeNull();
    expect(() => loadConfig({ OLLAMA_URL: 'ollama' })).toThrow(/OLLAMA_URL/);
  });

  it('takes the first model that can chat, passing over embedding models', async () => {
    fake.setOllamaModels([
      { name: 'nomic-embed-text:latest', family: 'nomic-bert' },
      { name: 'llama3.1:8b', family: 'llama' },
      { name: 'qwen2.5:7b', family: 'qwen2' },
    ]);
    expect(await detectOllama({ url: root, model: undefined })).toEqual({ baseURL: fake.url, model: 'llama3.1:8b' });
  });

  it('takes the configured model when Ollama has it, and says so when it does not', async () => {
    fake.setOllamaModels([
      { name: 'llama3.1:8b', family: 'llama' },
      { name: 'qwen2.5:latest', family: 'qwen2' },
    ]);
    expect(await detectOllama({ url: root, model: 'qwen2.5' })).toEqual({ baseURL: fake.url, model: 'qwen2.5:latest' });
    expect(await detectOllama({ url: root, model: 'mistral' })).toEqual({
      missing: `Ollama at ${root} has no model mistral (ollama pull mistral)`,
    });
  });

  it('goes on without it when nothing answers, something else answers, or it has no chat model', async () => {
    const refused = await detectOllama({ url: 'http://127.0.0.1:1', model: undefined });
    expect('missing' in refused && refused.missing).toMatch(/^no Ollama at http:\/\/127\.0\.0\.1:1/);
    expect(await detectOllama({ url: root, model: undefined })).toEqual({ missing: `${root} answered 404` });
    fake.setOllamaModels([{ name: 'nomic-embed-text', family: 'nomic-bert' }]);
    expect(await detectOllama({ url: root, model: undefined })).toEqual({
      missing: `Ollama at ${root} has no chat model (ollama pull llama3.1)`,
    });
  });

  it('makes it the partner and the language helpers’ model', async () => {
    fake.setOllamaModels([{ name: 'llama3.1:8b', family: 'llama' }]);
    const found = await detectOllama({ url: root, model: undefined });
    if (!('model' in found)) throw new Error(found.missing);
    const config = withOllama(loadConfig({ NODE_ENV: 'development' }), found);
    expect(config.tutor).toEqual({ engine: 'openai', apiKey: undefined, baseURL: fake.url, model: 'llama3.1:8b' });
    expect(config.language.chat).toEqual({ apiKey: undefined, baseURL: fake.url, model: 'llama3.1:8b' });
  });
});
