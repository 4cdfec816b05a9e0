import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { isCi } from '@/server/testing/system-programs';
import { createTestApp, signedInLearner } from '@/server/testing/test-app';

// A frozen PostgreSQL (stopped, not down: connections stay open and nothing answers) must give a 503 within the
// client-side deadline, never a hang, and the app must recover by itself when the server continues. The test
// freezes the server processes serving this app's connections with SIGSTOP, so other tests sharing the server
// are not disturbed. It needs PostgreSQL: the suite's PostgreSQL run (DATABASE_URL set, as in CI) runs it.
const url = inject('testDatabaseUrl');
if (!url) console.warn('Skipping the frozen-database test: it needs PostgreSQL (run the suite with DATABASE_URL set).');

const QUERY_TIMEOUT_MS = 1_500;
const applicationName = `charla-freeze-${randomBytes(4).toString('hex')}`;
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: pg.Client;

describe.runIf(url)('a frozen database', () => {
  beforeAll(async () => {
    database = await openDatabase({
      kind: 'postgres',
      url: url!,
      poolSize: 2,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
      connectTimeoutMs: 1_000,
      applicationName,
    });
    app = await createTestApp({ database });
    admin = new pg.Client({ connectionString: url! });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
    await database.close();
  });

  async function backendPids(): Promise<number[]> {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return rows.map((row) => row.pid);
  }

  function signal(pids: number[], name: 'SIGSTOP' | 'SIGCONT'): boolean {
    try {
      for (const pid of pids) process.kill(pid, name);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
      if (isCi())
        throw new Error('CI must be able to signal the PostgreSQL server processes (run as root or as postgres).', {
          cause: error,
        });
      console.warn('Skipping the frozen-database checks: no permission to signal the PostgreSQL server processes.');
      return false;
    }
  }

  it('answers 503 within the deadline while the server is frozen, and serves again once it continues', async () => {
    const learner = await signedInLearner(app);
    // Both pooled connections open, so every statement lands on a frozen server process.
    await Promise.all([database.ping(), database.ping(), learner.get('/api/auth/user')]);
    const pids = await backendPids();
    expect(pids).toHaveLength(2);
    if (!signal(pids, 'SIGSTOP')) return;
    // Whatever happens to this test, the server processes continue: a hang must not freeze them for other tests.
    const thaw = setTimeout(() => signal(pids, 'SIGCONT'), 8_000);
    try {
      const started = Date.now();
      const frozen = await learner.get('/api/auth/user');
      const waited = Date.now() - started;
      expect(frozen.statusCode, frozen.body).toBe(503);
      expect(frozen.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again shortly.' });
      expect(waited).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 100);
      expect(waited).toBeLessThan(QUERY_TIMEOUT_MS + 2_000);
    } finally {
      clearTimeout(thaw);
      signal(pids, 'SIGCONT');
    }
    const recovered = await learner.get('/api/auth/user');
    expect(recovered.statusCode, recovered.body).toBe(200);
  }, 20_000);
});
