import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { ChatModelError, createChatModelClient } from '@/server/language/chat-model/chat-model-client';
import { AI_FOUND_NO_MISTAKES } from './spanish-corrector';
import { CORRECTION_INSTRUCTIONS, createOpenAiCorrector } from './openai-corrector';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const corrector = () =>
  createOpenAiCorrector(
    createChatModelClient({ apiKey: 'sk-test', baseURL: server.url, model: 'corrector' }, { timeoutMs: 2_000 }),
  );
const answer = (value: unknown) => respond.text(JSON.stringify(value));

const fixed = {
  correction: 'El problema es difícil.',
  explanation: "'Problema' is masculine, so it takes 'el'.",
  changes: [
    {
      category: 'articles',
      original: 'La problema',
      corrected: 'El problema',
      explanation: "'Problema' is masculine: el problema.",
    },
  ],
};

describe('AI corrector', () => {
  it('files a change with no category, or one it invented, under "other"', async () => {
    const { category: _dropped, ...uncategorised } = fixed.changes[0]!;
    server.enqueue(answer({ ...fixed, changes: [uncategorised, { ...uncategorised, category: 'style' }] }));
    const result = await corrector().correct('La problema es difícil.');
    expect(result.changes.map((change) => change.category)).toEqual(['other', 'other']);
  });

  it('returns the model’s correction, asking for the learner’s text as it is', async () => {
    server.enqueue(answer(fixed));
    await expect(corrector().correct('  La problema es difícil.  ')).resolves.toEqual(fixed);
    const sent = server.requests[0]!.body!;
    expect(sent.messages).toEqual([
      { role: 'system', content: CORRECTION_INSTRUCTIONS },
      { role: 'user', content: 'La problema es difícil.' },
    ]);
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'spanish_correction', strict: true },
    });
  });

  it('tells the model to return correct Spanish unchanged', () => {
    expect(CORRECTION_INSTRUCTIONS).toMatch(/already correct Spanish, return it unchanged/);
  });

  it('reports an unchanged sentence as correct, with no changes, whatever else the model said', async () => {
    server.enqueue(
      answer({
        correction: 'Yo tengo veinte años.',
        explanation: 'You could drop "yo".',
        changes: [{ original: 'Yo', corrected: 'Yo', explanation: 'fine' }],
      }),
    );
    await expect(corrector().correct('Yo tengo veinte años.')).resolves.toEqual({
      correction: 'Yo tengo veinte años.',
      explanation: AI_FOUND_NO_MISTAKES,
      changes: [],
    });
  });

  it('drops changes that quote words the learner never wrote, or change nothing', async () => {
    server.enqueue(
      answer({
        ...fixed,
        changes: [
          ...fixed.changes,
          { original: 'las problemas', corrected: 'los problemas', explanation: 'invented' },
          { original: 'difícil', corrected: 'difícil', explanation: 'no change' },
          { original: '', corrected: 'muy', explanation: 'empty' },
        ],
      }),
    );
    const result = await corrector().correct('La problema es difícil.');
    expect(result.changes).toEqual(fixed.changes);
  });

  it('writes an explanation when the model leaves it empty', async () => {
    server.enqueue(answer({ ...fixed, explanation: '' }));
    expect((await corrector().correct('La problema es difícil.')).explanation).toBe(fixed.changes[0]!.explanation);
  });

  it('fails with a ChatModelError on an answer that is not JSON or not the right shape', async () => {
    server.enqueue(respond.text('La frase correcta es: El problema es difícil.'));
    await expect(corrector().correct('La problema es difícil.')).rejects.toBeInstanceOf(ChatModelError);
    server.enqueue(answer({ correction: 'El problema es difícil.' }));
    await expect(corrector().correct('La problema es difícil.')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('survives one server error by asking again', async () => {
    server.enqueue(respond.error(500), answer(fixed));
    await expect(corrector().correct('La problema es difícil.')).resolves.toEqual(fixed);
    expect(server.requests).toHaveLength(2);
  });
});
