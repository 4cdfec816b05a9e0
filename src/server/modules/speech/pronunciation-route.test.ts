import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUDIO_MISSING_MESSAGE,
  AUDIO_UNSUPPORTED_MESSAGE,
  PRONUNCIATION_NOT_EXERCISE_MESSAGE,
  PRONUNCIATION_UNSCORED_MESSAGE,
  PRONUNCIATION_RECOGNITION_FAILED_MESSAGE,
} from '@/contract/language-constants';
import type { PronunciationResult } from '@/contract/language';
import { LESSON_LOCKED_MESSAGE, LESSON_NOT_FOUND_MESSAGE, type Exercise } from '@/contract/lessons';
import { loadConfig } from '@/server/config';
import { captureLogs, createTestApp, signedInLearner, TestClient, testConfig } from '@/server/testing/test-app';
import { createTestCatalogue } from '@/server/testing/test-catalogue';
import {
  fakeOpenAiResponses as respond,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '@/testing/http-fakes/fake-openai-server';
import { indexCatalogue } from '@/server/content/lesson-catalogue';
import { audioForm, type FormFile, recordings } from './testing/audio-forms';

const PHRASE = 'Buenos días, ¿cómo estás?';
const sayPhrase: Exercise = {
  type: 'pronunciation',
  question: `Say: "${PHRASE}"`,
  hint: 'A morning greeting',
  audio_text: PHRASE,
  answer: PHRASE,
};
// The test course with a pronunciation exercise first in the first two beginner lessons (the second is locked
// for a new learner); exercise 1 stays a fill-in-the-blank.
const catalogue = indexCatalogue(
  createTestCatalogue().lessons.map((lesson) =>
    lesson.id === 'beginner-1' || lesson.id === 'beginner-2'
      ? { ...lesson, exercises: [sayPhrase, ...lesson.exercises.slice(1)] }
      : lesson,
  ),
);

let fake: FakeOpenAiServer;
let app: FastifyInstance;
let plain: FastifyInstance;
const logs = captureLogs();
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const { language } = loadConfig({
    NODE_ENV: 'test',
    TUTOR_ENGINE: 'builtin',
    OPENAI_AUDIO_BASE_URL: fake.url,
    OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
  });
  app = await createTestApp({ config: testConfig({ language, logLevel: 'info' }), logStream: logs.stream, catalogue });
  plain = await createTestApp({ catalogue });
});
afterAll(async () => {
  await app.close();
  await plain.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const webm: FormFile = { bytes: recordings.webm(), type: 'audio/webm' };

async function attempt(
  client: TestClient,
  fields: Record<string, string>,
  { lessonId = 'beginner-1', files = [webm] }: { lessonId?: string; files?: FormFile[] } = {},
) {
  return client.request({
    method: 'POST',
    url: `/api/lessons/${lessonId}/pronunciation`,
    ...(await audioForm(files, fields)),
  });
}

describe('POST /api/lessons/:id/pronunciation with server speech recognition', () => {
  it('needs a signed-in learner', async () => {
    expect((await attempt(new TestClient(app), { exerciseIndex: '0', targetText: PHRASE })).statusCode).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('scores a sentence said right as correct, whatever the recogniser does with accents and punctuation', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.transcription('buenos dias como estas'));
    const response = await attempt(client, { exerciseIndex: '0', targetText: PHRASE });
    expect(response.statusCode, response.body).toBe(200);
    const result: PronunciationResult = response.json();
    expect(result).toMatchObject({ isCorrect: true, similarity: 1, transcribed: 'buenos dias como estas' });
    expect(fake.requests[0]?.upload?.fields).toMatchObject({ model: 'whisper-1', language: 'es' });
    expect(fake.requests[0]?.upload?.files[0]?.bytes.equals(webm.bytes)).toBe(true);
  });

  it('names a missed word in the feedback', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.transcription('Buenos días, ¿estás?'));
    const result: PronunciationResult = (await attempt(client, { exerciseIndex: '0', targetText: PHRASE })).json();
    expect(result.isCorrect).toBe(false);
    expect(result.similarity).toBeLessThan(1);
    expect(result.feedback).toContain("'cómo'");
  });

  it('scores against the lesson’s own sentence, not the one the page sent, and logs the difference', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.transcription('Hola'));
    const result: PronunciationResult = (await attempt(client, { exerciseIndex: '0', targetText: 'Hola' })).json();
    expect(result.isCorrect).toBe(false);
    expect(logs.text()).toContain('differs from the lesson');
  });

  it('scores silence as a wrong answer rather than failing', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.transcription(''));
    const response = await attempt(client, { exerciseIndex: '0' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isCorrect: false, similarity: 0, transcribed: '' });
  });

  it('answers 403 for a locked lesson and 404 for an unknown one, without transcribing', async () => {
    const client = await signedInLearner(app);
    const locked = await attempt(client, { exerciseIndex: '0' }, { lessonId: 'beginner-2' });
    expect([locked.statusCode, locked.json()]).toEqual([403, { message: LESSON_LOCKED_MESSAGE }]);
    const unknown = await attempt(client, { exerciseIndex: '0' }, { lessonId: 'no-such-lesson' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: LESSON_NOT_FOUND_MESSAGE }]);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['a fill-in-the-blank exercise', '1', PRONUNCIATION_NOT_EXERCISE_MESSAGE],
    ['an index past the last exercise', '42', PRONUNCIATION_NOT_EXERCISE_MESSAGE],
    ['a non-numeric index', 'first', 'exerciseIndex must be a whole number'],
  ])('answers 400 for %s', async (_label, exerciseIndex, message) => {
    const client = await signedInLearner(app);
    const response = await attempt(client, { exerciseIndex });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 400 without an exercise index or without a recording, and 415 for a non-audio file', async () => {
    const client = await signedInLearner(app);
    const noIndex = await attempt(client, { targetText: PHRASE });
    expect(noIndex.statusCode).toBe(400);
    expect(noIndex.json().message).toMatch(/exerciseIndex/);
    const noAudio = await attempt(client, { exerciseIndex: '0' }, { files: [] });
    expect([noAudio.statusCode, noAudio.json()]).toEqual([400, { message: AUDIO_MISSING_MESSAGE }]);
    const text = await attempt(
      client,
      { exerciseIndex: '0' },
      { files: [{ bytes: Buffer.from('hola'), type: 'audio/webm' }] },
    );
    expect([text.statusCode, text.json()]).toEqual([415, { message: AUDIO_UNSUPPORTED_MESSAGE }]);
  });

  it('answers 502 when the transcription server fails', async () => {
    const client = await signedInLearner(app);
    fake.enqueue(respond.error(503));
    const response = await attempt(client, { exerciseIndex: '0', targetText: PHRASE });
    // Worded for a pronunciation item: record again, not 'type your message'.
    expect([response.statusCode, response.json()]).toEqual([
      502,
      { message: PRONUNCIATION_RECOGNITION_FAILED_MESSAGE },
    ]);
  });
});

describe('POST /api/lessons/:id/pronunciation without server speech recognition', () => {
  it('scores the transcript the browser heard', async () => {
    const client = await signedInLearner(plain);
    const response = await attempt(client, {
      exerciseIndex: '0',
      targetText: PHRASE,
      transcript: 'Buenos días, ¿cómo estás?',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      isCorrect: true,
      similarity: 1,
      transcribed: 'Buenos días, ¿cómo estás?',
      feedback: expect.any(String),
    });
  });

  it('needs no recording with a transcript', async () => {
    const client = await signedInLearner(plain);
    const response = await attempt(client, { exerciseIndex: '0', transcript: 'Buenos estás' }, { files: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isCorrect: false, transcribed: 'Buenos estás' });
    expect(response.json().feedback).toContain("'cómo'");
  });

  it('answers 503 when there is neither server recognition nor a transcript, so the page counts the answer', async () => {
    const client = await signedInLearner(plain);
    const response = await attempt(client, { exerciseIndex: '0', targetText: PHRASE });
    expect([response.statusCode, response.json()]).toEqual([503, { message: PRONUNCIATION_UNSCORED_MESSAGE }]);
  });

  it('still checks the lesson is open', async () => {
    const client = await signedInLearner(plain);
    expect(
      (await attempt(client, { exerciseIndex: '0', transcript: PHRASE }, { lessonId: 'beginner-2' })).statusCode,
    ).toBe(403);
  });
});
