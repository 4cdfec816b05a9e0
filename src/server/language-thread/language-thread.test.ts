import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
import type { TutorTurnRequest } from '@/server/tutor/tutor-engine';
import { createTestApp, signedInLearner, testConfig } from '@/server/testing/test-app';
import { createLanguageThread, LanguageThreadTimeoutError, type LanguageThread } from './language-thread';

const contentDir = defaultContentDir(new URL('../app.ts', import.meta.url).href);
const topics = loadTopicCatalogue(contentDir);
const lessons = loadCatalogue(contentDir);
const fixture = (name: string) => ({
  url: new URL(`../../testing/language-thread/${name}`, import.meta.url),
  typescript: false,
});
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

const routine = topics.byId.get('daily-routine')!;
const request: TutorTurnRequest = {
  topic: { title: routine.title, description: routine.description, prompt: routine.prompt, defaultTopicId: routine.id },
  difficulty: 'beginner',
  history: [
    { role: 'assistant', text: '¡Hola! ¿A qué hora te levantas?' },
    { role: 'user', text: 'Me levanto a las siete y desayuno café.' },
  ],
  requestFeedback: false,
  variety: 'spain',
};

let thread: LanguageThread | undefined;
afterEach(async () => thread?.close());

describe('the language thread', () => {
  it('corrects and answers on its own thread exactly as the same code does in-process', async () => {
    const log = quietLog();
    thread = createLanguageThread({ contentDir, topics, lessons, log });
    // As when a learner opens a conversation: the thread starts and reads its data, answering without a warning.
    thread.engine.prepare?.();
    thread.corrector.prepare?.();
    const sentence = 'Mi hermana son muy alto y tu eres simpatico.';
    expect(await thread.corrector.correct(sentence)).toEqual(correctSpanish(sentence));
    const inProcess = createBuiltinTutorEngine({ topics, glossary: lessons });
    expect(await thread.engine.reply(request)).toEqual(await inProcess.reply(request));
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  }, 60_000);

  it('answers in-process when the thread cannot start, and stops trying after three starts', async () => {
    const log = quietLog();
    thread = createLanguageThread({ contentDir, topics, lessons, log, entry: fixture('failing-worker.mjs') });
    for (let call = 0; call < 4; call++) {
      expect(await thread.corrector.correct('Yo es cansado.')).toEqual(correctSpanish('Yo es cansado.'));
    }
    expect(log.error).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/cannot run/));
    // Three starts were tried (each failed with its call answered in-process); the fourth call went in-process at once.
    expect(log.warn).toHaveBeenCalledTimes(2);
  }, 30_000);

  it('frees the caller of a call the thread does not answer in time, with an error, never an in-process retry', async () => {
    const log = quietLog();
    thread = createLanguageThread({
      contentDir,
      topics,
      lessons,
      log,
      deadlineMs: 300,
      entry: fixture('silent-worker.mjs'),
    });
    const started = performance.now();
    await expect(thread.engine.reply(request)).rejects.toBeInstanceOf(LanguageThreadTimeoutError);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'reply' }),
      expect.stringMatching(/deadline/),
    );
    // A new thread takes the next call (this one is silent too).
    await expect(thread.corrector.correct('Hola')).rejects.toBeInstanceOf(LanguageThreadTimeoutError);
  }, 30_000);

  it('refuses a turn already aborted without sending it', async () => {
    thread = createLanguageThread({
      contentDir,
      topics,
      lessons,
      log: quietLog(),
      entry: fixture('silent-worker.mjs'),
    });
    const aborted = AbortSignal.abort();
    await expect(thread.engine.reply({ ...request, signal: aborted })).rejects.toThrow(/aborted/);
  });

  it('the app with the thread on answers a correction asked over HTTP', async () => {
    const app = await createTestApp({ config: testConfig({ languageThread: true }) });
    try {
      const learner = await signedInLearner(app);
      const response = await learner.post('/api/conversation/correct', { text: 'Mi hermana son alto.' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ correction: correctSpanish('Mi hermana son alto.').correction });
    } finally {
      await app.close();
    }
  }, 60_000);
});
