import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

// Any number, the same in every process: it serialises concurrent start-ups on one PostgreSQL.
const MIGRATION_LOCK_ID = 4_711_2026;

/** Finds drizzle/ from wherever this module runs (src/ under tsx, dist/ when built). */
export function findMigrationsFolder(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No drizzle/ migrations folder found above ${start}`);
  }
}

export class MigrationError extends Error {
  constructor(cause: unknown) {
    super(`Database migration failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = findMigrationsFolder(),
): Promise<void> {
  try {
    // The migrator of the database in use only (see openDatabase on loading one driver).
    if (handle.kind === 'pglite') {
      const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
      return;
    }
    // One dedicated connection holds the advisory lock for the whole run, so concurrent starts migrate once.
    const [{ default: pg }, { drizzle }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const client = new pg.Client({ connectionString: handle.connectionString, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      await client.end();
    }
  } catch (error) {
    throw new MigrationError(error);
  }
}
