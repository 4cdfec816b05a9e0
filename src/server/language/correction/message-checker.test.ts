import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChatModelClient } from '@/server/language/chat-model/chat-model-client';
import { createMetrics } from '@/server/metrics/app-metrics';
import { metricValue } from '@/server/testing/metric-value';
import {
  fakeOpenAiResponses,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { createBuiltinCorrector } from './builtin/builtin-corrector';
import { createMessageChecker } from './message-checker';
import { createOpenAiCorrector } from './openai-corrector';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const aiCorrector = () =>
  createOpenAiCorrector(
    createChatModelClient({ apiKey: 'sk-test', baseURL: server.url, model: 'corrector' }, { timeoutMs: 5_000 }),
  );
const warnings: object[] = [];
const log = { warn: (obj: object) => warnings.push(obj) };

describe('the message checker', () => {
  it('checks with the built-in corrector when no model is configured, and records which one checked', async () => {
    const metrics = createMetrics();
    const checker = createMessageChecker({
      corrector: createBuiltinCorrector(),
      fallback: createBuiltinCorrector(),
      metrics,
    });
    const check = await checker.check('Ella es muy cansada.');
    expect(check).toMatchObject({ corrected: 'Ella está muy cansada.', checkedBy: 'builtin' });
    expect(check.changes[0]).toMatchObject({
      category: 'ser-estar',
      original: 'es muy cansada',
      corrected: 'está muy cansada',
    });
    expect(
      await metricValue(metrics, 'charla_correction_duration_seconds', { corrector: 'builtin', outcome: 'ok' }),
    ).toBe(1);
  });

  it('never respells a word the topic writes and the lexicon lacks, and still fixes the rest', async () => {
    const checker = createMessageChecker({
      corrector: createBuiltinCorrector(),
      fallback: createBuiltinCorrector(),
      metrics: createMetrics(),
    });
    const message = 'Quiero una jarra de chicha morada, esta muy rica.';
    expect((await checker.check(message)).corrected).toMatch(/chica morada/u);
    const topicText = 'Carta: ceviche mixto, 45 soles; chicha morada, 18 soles la jarra.';
    const check = await checker.check(message, undefined, { topicText });
    expect(check.corrected).toBe('Quiero una jarra de chicha morada, está muy rica.');
  });

  it('uses the AI corrector when one is configured', async () => {
    server.enqueue(
      fakeOpenAiResponses.text(
        JSON.stringify({
          correction: 'Quiero que vengas.',
          explanation: "After 'quiero que' with a new subject, use the subjunctive.",
          changes: [
            {
              original: 'vienes',
              corrected: 'vengas',
              explanation: "After 'quiero que' with a new subject, use the subjunctive.",
              category: 'subjunctive',
            },
          ],
        }),
      ),
    );
    const checker = createMessageChecker({
      corrector: aiCorrector(),
      fallback: createBuiltinCorrector(),
      metrics: createMetrics(),
    });
    await expect(checker.check('Quiero que vienes.')).resolves.toMatchObject({
      corrected: 'Quiero que vengas.',
      checkedBy: 'openai',
      changes: [{ category: 'subjunctive', original: 'vienes', corrected: 'vengas' }],
    });
  });

  it('falls back to the built-in corrector when the AI one fails, and says so in the log', async () => {
    server.enqueue(fakeOpenAiResponses.error(500), fakeOpenAiResponses.error(500), fakeOpenAiResponses.error(500));
    const metrics = createMetrics();
    const checker = createMessageChecker({
      corrector: aiCorrector(),
      fallback: createBuiltinCorrector(),
      metrics,
      log,
    });
    const check = await checker.check('La problema es grande.');
    expect(check).toMatchObject({ corrected: 'El problema es grande.', checkedBy: 'builtin' });
    expect(warnings.at(-1)).toMatchObject({ corrector: 'openai', timedOut: false });
    expect(
      await metricValue(metrics, 'charla_correction_duration_seconds', { corrector: 'openai', outcome: 'error' }),
    ).toBe(1);
  });

  it('falls back when the AI corrector misses its deadline', async () => {
    server.enqueue(fakeOpenAiResponses.stall());
    const checker = createMessageChecker({
      corrector: aiCorrector(),
      fallback: createBuiltinCorrector(),
      metrics: createMetrics(),
      log,
      deadlineMs: 200,
    });
    const started = Date.now();
    await expect(checker.check('Soy cansado.')).resolves.toMatchObject({
      corrected: 'Estoy cansado.',
      checkedBy: 'builtin',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warnings.at(-1)).toMatchObject({ timedOut: true });
  });

  it('gives up, without a fallback, when the learner has left', async () => {
    server.enqueue(fakeOpenAiResponses.stall());
    const checker = createMessageChecker({
      corrector: aiCorrector(),
      fallback: createBuiltinCorrector(),
      metrics: createMetrics(),
    });
    const controller = new AbortController();
    const checking = checker.check('Soy cansado.', controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(checking).rejects.toThrow();
  });
});
