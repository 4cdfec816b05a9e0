import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL under test, when DATABASE_URL is set; already migrated. */
    testDatabaseUrl: string | null;
    /** Otherwise: a migrated PGlite data dir (tar) each worker loads instead of paying initdb again. */
    pgliteSnapshotPath: string | null;
  }
}

/** Migrates once per run; workers reuse the result (see test-db.ts). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('testDatabaseUrl', url);
    project.provide('pgliteSnapshotPath', null);
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const snapshot = await database.dumpDataDir!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-test-db-'));
  const snapshotPath = path.join(dir, 'migrated.tar');
  fs.writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabaseUrl', null);
  project.provide('pgliteSnapshotPath', snapshotPath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
