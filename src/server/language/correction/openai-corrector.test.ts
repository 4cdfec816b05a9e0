import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { ChatModelError, createChatModelClient } from '@/server/language/chat-model/chat-model-client';
import { AI_FOUND_NO_MISTAKES } from './spanish-corrector';
import { NOT_SPANISH_SUMMARY } from './builtin/builtin-corrector';
import { MODEL_CHANGES_UNVERIFIED } from './model-correction-check';
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
    const accent = {
      original: 'dificil',
      corrected: 'difícil',
      explanation: 'Difícil has an accent.',
      category: 'style',
    };
    server.enqueue(answer({ ...fixed, changes: [uncategorised, accent] }));
    const result = await corrector().correct('La problema es dificil.');
    expect(result.changes.map((change) => change.category)).toEqual(['other', 'other']);
  });

  it('shows only changes the built-in guard verifies, and only the words they change', async () => {
    const wrong = {
      correction: 'Dudo que los turistas sepa den cuenta.',
      explanation: 'Subjunctive.',
      changes: [{ original: 'se den', corrected: 'sepa den', explanation: 'Subjunctive.', category: 'subjunctive' }],
    };
    server.enqueue(answer(wrong));
    await expect(corrector().correct('Dudo que los turistas se den cuenta.')).resolves.toEqual({
      correction: 'Dudo que los turistas se den cuenta.',
      explanation: MODEL_CHANGES_UNVERIFIED,
      changes: [],
    });
    const invented = {
      correction: 'Mi gatto es negro y muy bonito.',
      explanation: 'Fixed.',
      changes: [{ original: 'gato', corrected: 'gatto', explanation: 'Spelling.', category: 'spelling' }],
    };
    server.enqueue(answer(invented));
    expect((await corrector().correct('Mi gato es negro.')).changes).toEqual([]);
    // The model also rewrote words it did not list: only the listed, verified change is shown.
    server.enqueue(answer({ ...fixed, correction: 'El problema resulta complicado.' }));
    expect((await corrector().correct('La problema es difícil.')).correction).toBe('El problema es difícil.');
  });

  it('does not correct English: it says so, whatever the model answered', async () => {
    server.enqueue(answer({ ...fixed, correction: '¿I would like a coffee?' }));
    await expect(corrector().correct('I would like a coffee please')).resolves.toMatchObject({
      correction: 'I would like a coffee please',
      explanation: NOT_SPANISH_SUMMARY,
      changes: [],
    });
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
