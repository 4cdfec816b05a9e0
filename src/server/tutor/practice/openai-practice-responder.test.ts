import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { ChatModelError, createChatModelClient } from '@/server/language/chat-model/chat-model-client';
import { createOpenAiPracticeResponder, practiceInstructions } from './openai-practice-responder';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const responder = () =>
  createOpenAiPracticeResponder(
    createChatModelClient({ baseURL: server.url, model: 'practice' }, { timeoutMs: 2_000 }),
  );
const request = {
  question: '¿Qué desayunas normalmente?',
  difficulty: 'intermediate' as const,
  topic: { title: 'Daily Routine', defaultTopicId: 'daily-routine' },
};

describe('AI practice answers', () => {
  it('asks for a first-person answer at the learner’s level about the conversation’s topic', async () => {
    server.enqueue(
      respond.text(
        JSON.stringify({
          response: 'Normalmente desayuno café con tostadas.',
          translation: 'I usually have coffee with toast for breakfast.',
        }),
      ),
    );
    await expect(responder().respond(request)).resolves.toEqual({
      response: 'Normalmente desayuno café con tostadas.',
      translation: 'I usually have coffee with toast for breakfast.',
    });
    const sent = server.requests[0]!.body!;
    expect(sent.messages).toEqual([
      { role: 'system', content: practiceInstructions(request) },
      { role: 'user', content: request.question },
    ]);
    expect(sent.response_format).toMatchObject({ json_schema: { name: 'practice_response', strict: true } });
    expect(practiceInstructions(request)).toContain('Daily Routine');
    expect(practiceInstructions(request)).toMatch(/first person, one or two sentences/);
    expect(practiceInstructions({ ...request, difficulty: 'beginner' })).toMatch(/at most 12 words/);
  });

  it('leaves the translation out when the model sends an empty one', async () => {
    server.enqueue(respond.text(JSON.stringify({ response: 'Desayuno fruta.', translation: '' })));
    await expect(responder().respond(request)).resolves.toEqual({ response: 'Desayuno fruta.' });
  });

  it('fails on an empty or malformed answer, and retries a server error once', async () => {
    server.enqueue(respond.text(JSON.stringify({ response: '  ', translation: 'x' })));
    await expect(responder().respond(request)).rejects.toBeInstanceOf(ChatModelError);
    server.enqueue(
      respond.error(503),
      respond.text(JSON.stringify({ response: 'Desayuno fruta.', translation: 'I have fruit for breakfast.' })),
    );
    await expect(responder().respond(request)).resolves.toMatchObject({ response: 'Desayuno fruta.' });
  });
});
