import fs from 'node:fs';
import type { Session } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { ServiceUnavailableError } from '@/server/errors';
import { createDatabaseSessionStore } from './session-store';
import { createSessionsRepo } from './sessions-repo';

/** A real database of the suite's kind, already closed: every statement on it fails as a dead database does. */
async function closedDatabase() {
  const url = inject('testDatabaseUrl');
  const snapshot = inject('pgliteSnapshotPath');
  const handle = url
    ? await openDatabase({ kind: 'postgres', url, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(snapshot!)]) });
  await handle.close();
  return handle;
}

function outcome(run: (callback: (error?: unknown) => void) => void): Promise<unknown> {
  return new Promise((resolve) => run((error) => resolve(error)));
}

describe('the session store when the database fails', () => {
  it('hands a safe 503 to the session plugin on save and destroy, keeping the database error as its cause', async () => {
    const { db } = await closedDatabase();
    const store = createDatabaseSessionStore({ repo: createSessionsRepo(db), clock: () => new Date() });
    const session = { userId: '00000000-0000-4000-8000-000000000000' } as Session;

    for (const error of [
      await outcome((callback) => store.set('a-session-id', session, callback)),
      await outcome((callback) => store.destroy('a-session-id', callback)),
    ]) {
      expect(error).toBeInstanceOf(ServiceUnavailableError);
      expect((error as Error).message).toBe('The service is temporarily unavailable. Please try again shortly.');
      expect((error as Error).cause).toBeInstanceOf(Error);
    }
  });
});
