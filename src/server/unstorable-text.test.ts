import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
import { FIELD_NAMES } from '@/server/fuzz/hostile-values';
import { appRoutes, type RouteMethod, urlEncoded, withParams } from '@/server/testing/route-table';
import { createTestApp, signedInLearner, TestClient, type TestClient as Client } from '@/server/testing/test-app';

// Text PostgreSQL cannot store must never reach it as a 500: every route, signed in or not, answers such input with a
// 4xx, and the routes that read text answer 400 with a message naming the field.
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  origin = await listenLocally(app);
});
afterAll(() => app.close());

const NUL = '\u0000';
const BAD_STRINGS = [`a${NUL}b`, `${NUL}`, 'bell\u0007', 'lone \uD800 surrogate'];

const routes = () => appRoutes(app);

async function fuzz(client: Client, method: RouteMethod, url: string, bad: string) {
  const query = FIELD_NAMES.map((name) => `${name}=${urlEncoded(bad)}`).join('&');
  const body = Object.fromEntries(FIELD_NAMES.map((name) => [name, bad]));
  return client.request({
    method,
    url: `${withParams(url, bad)}?${query}`,
    headers: { origin: 'http://localhost:80' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { json: { ...body, nested: { [bad]: [bad] } } }),
  });
}

describe('text the database cannot store', () => {
  it('finds the app routes to try', () => {
    const list = routes();
    expect(list.length).toBeGreaterThan(30);
    expect(list).toContainEqual({ method: 'POST', url: '/api/auth/login' });
  });

  it('never answers 5xx on any route, signed in or not, for NUL bytes, control characters and lone surrogates', async () => {
    const learner = await signedInLearner(app);
    const visitor = new TestClient(app);
    const failures: string[] = [];
    for (const { method, url } of routes()) {
      for (const bad of BAD_STRINGS) {
        for (const client of [visitor, learner]) {
          const response = await fuzz(client, method, url, bad);
          if (response.statusCode >= 500)
            failures.push(`${method} ${url} ${JSON.stringify(bad)}: ${response.statusCode} ${response.body}`);
          else if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
            expect(typeof response.json<{ message: unknown }>().message, `${method} ${url}`).toBe('string');
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field: the login username, a custom topic, a note, a checkout id', async () => {
    const visitor = new TestClient(app);
    const login = await visitor.post('/api/auth/login', { username: `ana${NUL}`, password: 'secret-password' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      message: 'Text in "username" must not contain control characters such as a NUL byte',
    });

    const learner = await signedInLearner(app);
    const topic = await learner.post('/api/conversation-topics', {
      title: `Cocina${NUL}`,
      description: 'Recetas',
      prompt: '',
    });
    expect(topic.statusCode).toBe(400);
    expect(topic.json<{ message: string }>().message).toContain('"title"');

    const note = await learner.post('/api/conversations/00000000-0000-4000-8000-000000000000/save', {
      notes: `nota${NUL}`,
    });
    expect(note.statusCode).toBe(400);
    expect(note.json<{ message: string }>().message).toContain('"notes"');

    const checkout = await learner.get(`/api/checkout/demo/abc%00`);
    expect(checkout.statusCode).toBeGreaterThanOrEqual(400);
    expect(checkout.statusCode).toBeLessThan(500);
  });

  it('answers a socket frame holding a NUL byte with an error frame that says why, and keeps the socket open', async () => {
    const learner = await signedInLearner(app);
    const live = await LiveSocketClient.open(origin, learner);
    await live.start('introducing-yourself');
    live.send({ type: 'userMessage', text: `Me llamo Ana${NUL}`, difficulty: 'beginner' });
    const error = await live.next('error');
    expect(error.message).toBe('Text in "text" must not contain control characters such as a NUL byte');
    const reply = await live.say('Me llamo Ana.');
    expect(reply.text.length).toBeGreaterThan(0);
    live.close();
  });
});

describe('text that shows nothing', () => {
  const INVISIBLE = ['\u200B', '\u0301\u0308\u0301', '\uFEFF\u2060 ', '\u3164'];

  it('is refused where a learner writes content: cards, topics, notes, language help', async () => {
    const learner = await signedInLearner(app);
    for (const blank of INVISIBLE) {
      const card = await learner.post('/api/review/cards', { kind: 'word', spanish: 'hola', english: blank });
      expect(card.statusCode, JSON.stringify(blank)).toBe(400);
      expect(card.json()).toEqual({ message: 'The English side must contain letters or other visible characters' });

      const topic = await learner.post('/api/conversation-topics', {
        title: blank,
        description: 'Recetas',
        prompt: 'Hablemos de cocina',
      });
      expect(topic.statusCode).toBe(400);

      const note = await learner.post('/api/conversations/00000000-0000-4000-8000-000000000000/save', {
        notes: blank,
      });
      expect(note.statusCode).toBe(400);
      expect(note.json()).toEqual({ message: 'Notes must contain letters or other visible characters' });

      const correct = await learner.post('/api/conversation/correct', { text: blank });
      expect(correct.statusCode).toBe(400);
    }
    // Visible text with invisible characters around it is still welcome.
    const card = await learner.post('/api/review/cards', { kind: 'word', spanish: 'el café\u200B', english: 'coffee' });
    expect(card.statusCode).toBe(201);
  });

  it('is refused as a socket message with an error frame, and the conversation goes on', async () => {
    const learner = await signedInLearner(app);
    const live = await LiveSocketClient.open(origin, learner);
    await live.start('introducing-yourself');
    live.send({ type: 'userMessage', text: '\u0301\u200B', difficulty: 'beginner' });
    expect((await live.next('error')).message).toBe('Type or say something first: the message shows no letters');
    const reply = await live.say('Me llamo Ana.');
    expect(reply.text.length).toBeGreaterThan(0);
    live.close();
  });
});
