import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APERTIUM } from '@/server/testing/system-programs';
import { needsProgram } from '@/server/testing/needs-program';
import { TRANSLATION_UNAVAILABLE_MESSAGE } from '@/contract/language-constants';
import { ServiceUnavailableError } from '@/server/errors';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadCatalogue } from '@/server/content/lesson-catalogue';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import {
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { createChatModelClient } from '@/server/language/chat-model/chat-model-client';
import { buildKnownTranslations } from './known-translations';
import { translationInstructions } from './openai-translator';
import { createTranslation } from './translation-registry';

const withApertium = needsProgram(APERTIUM, 'the Apertium tests in translation-chain');

const contentDir = defaultContentDir(new URL('../../app.ts', import.meta.url).href);
const topics = loadTopicCatalogue(contentDir);
const known = buildKnownTranslations({ topics, tutor: loadTutorContent(), lessons: loadCatalogue(contentDir) });
const curated = topics.byId.get('daily-routine')!.plan.questions.beginner[0]!;
const UNKNOWN = 'Mi hermana vive en Madrid.';

let server: FakeOpenAiServer;
let warnings: { obj: object; msg: string }[];
const logger = { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) };
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  warnings = [];
});

const chat = () =>
  createChatModelClient({ apiKey: 'sk-test', baseURL: server.url, model: 'translator' }, { timeoutMs: 2_000, logger });

describe('the translation chain', () => {
  it('answers curated text from the known translations without asking the AI', async () => {
    const translation = createTranslation({ known, chat: chat(), apertiumCommand: 'apertium', logger });
    await expect(translation.translate(curated.es, 'es')).resolves.toEqual({
      translation: curated.en,
      source: 'known',
    });
    await expect(translation.translate(curated.en, 'en')).resolves.toEqual({
      translation: curated.es,
      source: 'known',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('asks the AI next, in the right direction, when it is configured', async () => {
    const translation = createTranslation({ known, chat: chat(), apertiumCommand: 'apertium', logger });
    server.enqueue(respond.text(JSON.stringify({ translation: 'My sister lives in Madrid.' })));
    await expect(translation.translate(UNKNOWN, 'es')).resolves.toEqual({
      translation: 'My sister lives in Madrid.',
      source: 'ai',
    });
    const sent = server.requests[0]!.body!;
    expect(sent.messages).toEqual([
      { role: 'system', content: translationInstructions('es') },
      { role: 'user', content: UNKNOWN },
    ]);
    expect(translationInstructions('es')).toMatch(/Spanish texts .* into natural English/);
    expect(translationInstructions('en')).toMatch(/English texts .* into natural Spanish/);
  });

  withApertium.it('falls back to Apertium when the AI fails, and logs why', async () => {
    const translation = createTranslation({ known, chat: chat(), apertiumCommand: 'apertium', logger });
    server.enqueue(respond.error(500), respond.error(500));
    await expect(translation.translate(UNKNOWN, 'es')).resolves.toEqual({
      translation: 'My sister lives in Madrid.',
      source: 'apertium',
    });
    expect(server.requests).toHaveLength(2);
    expect(warnings.map((warning) => warning.msg)).toContain('translator failed; trying the next one');
  });

  withApertium.it('uses Apertium after the known translations when there is no AI', async () => {
    const translation = createTranslation({ known, chat: null, apertiumCommand: 'apertium', logger });
    expect(translation.sources).toEqual(['known', 'apertium']);
    await expect(translation.translate('The dog eats.', 'en')).resolves.toEqual({
      translation: 'El perro come.',
      source: 'apertium',
    });
  });

  it('answers 503 when nothing can translate the text', async () => {
    for (const apertiumCommand of [null, '/nonexistent/apertium']) {
      const translation = createTranslation({ known, chat: null, apertiumCommand, logger });
      const error = await translation.translate(UNKNOWN, 'es').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ServiceUnavailableError);
      expect(error).toMatchObject({ statusCode: 503, message: TRANSLATION_UNAVAILABLE_MESSAGE });
    }
  });

  it('answers 503 when the AI fails and Apertium is off', async () => {
    const translation = createTranslation({ known, chat: chat(), apertiumCommand: null, logger });
    server.enqueue(respond.text('not json at all'));
    await expect(translation.translate(UNKNOWN, 'es')).rejects.toMatchObject({ statusCode: 503 });
  });
});
