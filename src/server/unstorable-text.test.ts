import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, LiveSocketClient } from '@/server/testing/live-socket-client';
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
// Every field name a request of ours carries, so each route's own schema sees a bad value wherever it reads one.
const FIELD_NAMES = [
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'timeZone',
  'title',
  'description',
  'prompt',
  'topic',
  'text',
  'from',
  'notes',
  'conversationId',
  'lessonId',
  'plan',
  'sessionId',
  'cardNumber',
  'expiry',
  'cvc',
  'name',
  'difficulty',
  'question',
  'answers',
  'transcript',
  'level',
  'id',
];

function routes(): { method: string; url: string }[] {
  const listing = app.printRoutes({ commonPrefix: false });
  const found: { method: string; url: string }[] = [];
  for (const match of listing.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)) {
    for (const method of match[2]!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, url: match[1]! });
    }
  }
  return found;
}

/** Percent-encoded as a client could send it: a lone surrogate becomes the (invalid) UTF-8 bytes it would have. */
function urlEncoded(text: string): string {
  return text
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function withBadParams(url: string, bad: string): string {
  return url.replace(/:[A-Za-z]+/g, urlEncoded(bad)).replace('*', urlEncoded(bad));
}

async function fuzz(client: Client, method: string, url: string, bad: string) {
  const query = FIELD_NAMES.map((name) => `${name}=${urlEncoded(bad)}`).join('&');
  const body = Object.fromEntries(FIELD_NAMES.map((name) => [name, bad]));
  return client.request({
    // The route table's methods are plain strings; light-my-request 6.6 (pinned for Node 20) types only the known ones.
    method: method as InjectOptions['method'],
    url: `${withBadParams(url, bad)}?${query}`,
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
