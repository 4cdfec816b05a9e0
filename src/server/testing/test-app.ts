import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '@/server/app';
import { buildApp } from '@/server/app';
import { loadConfig, type AppConfig } from '@/server/config';
import { defaultContentDir } from '@/server/content/content-dir';
import { loadTopicCatalogue } from '@/server/content/topic-catalogue';
import { createTestCatalogue } from './test-catalogue';
import { getTestDatabase } from './test-db';

const testCatalogue = createTestCatalogue();
// The shipped default topics: tests talk to the real built-in partner about them.
const topicCatalogue = loadTopicCatalogue(defaultContentDir(new URL('../app.ts', import.meta.url).href));

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test' }), ...overrides };
}

/** The real app on the worker's real database; only the web bundle is left out. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  const database = overrides.database ?? (await getTestDatabase());
  const app = await buildApp({
    config: testConfig(),
    webRoot: null,
    registrationsPerHour: 1000,
    catalogue: testCatalogue,
    topicCatalogue,
    ...overrides,
    database,
  });
  await app.ready();
  return app;
}

/** A log sink for asserting what the app writes to its logs. */
export function captureLogs(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** A browser stand-in: keeps its cookies, comes from its own address, sends JSON like the web app. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = randomIp(),
  ) {}

  async request(options: InjectOptions & { json?: unknown }): Promise<LightMyRequestResponse> {
    const { json, ...rest } = options;
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0 && !('cookie' in headers)) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (json !== undefined) headers['content-type'] ??= 'application/json';
    const response = await this.app.inject({
      remoteAddress: this.ip,
      ...rest,
      headers,
      ...(json !== undefined ? { payload: JSON.stringify(json) } : {}),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, json?: unknown) {
    return this.request({ method: 'POST', url, ...(json !== undefined ? { json } : {}) });
  }

  async register(username = uniqueUsername(), password = 'correct horse battery') {
    const response = await this.post('/api/auth/register', { username, password });
    if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
    return { username, password, user: response.json().user as { id: string; username: string } };
  }
}

/** A new learner, registered and signed in on their own client, with their user id. */
export async function signedInLearner(app: FastifyInstance): Promise<TestClient & { userId: string }> {
  const client = new TestClient(app);
  const { user } = await client.register();
  return Object.assign(client, { userId: user.id });
}
