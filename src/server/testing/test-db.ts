import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';

const WORKER_DATABASE = Symbol.for('charla.testDatabase');
type WorkerGlobal = typeof globalThis & { [WORKER_DATABASE]?: Promise<DatabaseHandle> };

/**
 * The worker's migrated database, opened once and shared by every test file the worker runs
 * (the integration project runs with isolate: false). Tests keep to their own users, so they
 * need no truncation between files.
 */
export function getTestDatabase(): Promise<DatabaseHandle> {
  const scope = globalThis as WorkerGlobal;
  scope[WORKER_DATABASE] ??= openWorkerDatabase();
  return scope[WORKER_DATABASE];
}

async function openWorkerDatabase(): Promise<DatabaseHandle> {
  const url = inject('testDatabaseUrl');
  if (url) return openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('The integration global setup did not prepare a database');
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(snapshotPath)]) });
}
