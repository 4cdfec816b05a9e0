import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { fillDisk, mountSmallFilesystem } from '@/server/testing/small-filesystem';
import { DatabaseFatalError } from './database-fatal';

// A WAL write that fails on a full disk is a PANIC, after which PGlite's next statement spins for ever on the
// event loop's thread. The handle must report the PANIC once and refuse every later call at once instead.
const disk = mountSmallFilesystem(64);
if (typeof disk === 'string') console.warn(`Skipping the PGlite PANIC test: ${disk}.`);

describe.runIf(typeof disk !== 'string')('PGlite after a PANIC on a full disk', () => {
  const { dir, unmount } = disk as Exclude<typeof disk, string>;
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    await database?.close();
    unmount();
  });

  it('reports the fatal error once, fails every later call at once, and closes without entering PGlite', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    const fatal: DatabaseFatalError[] = [];
    database.onFatal((error) => fatal.push(error));
    await database.db.execute(sql`create table filler_rows (id serial primary key, note text)`);

    fillDisk(dir, 256 * 1024);
    // The next WAL write needs a new 16 MB segment, which the full disk cannot hold: PostgreSQL PANICs.
    await database.db.execute(sql`select pg_switch_wal()`);
    const insert = database.db.execute(sql`insert into filler_rows (note) values ('one more')`);
    await expect(insert).rejects.toThrow();
    const cause = await insert.catch((error: unknown) => (error as { cause?: unknown }).cause);
    expect(cause).toBeInstanceOf(DatabaseFatalError);
    expect((cause as Error).message).toMatch(/PANIC: .*No space left on device/);
    expect(fatal).toHaveLength(1);

    // Without the gate this statement would never return, and nothing else in the process would run.
    const refused = { cause: expect.any(DatabaseFatalError) as unknown };
    await expect(database.ping()).rejects.toMatchObject(refused);
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toBeInstanceOf(
      DatabaseFatalError,
    );
    const late: DatabaseFatalError[] = [];
    database.onFatal((error) => late.push(error));
    expect(late).toEqual(fatal);
    expect(fatal).toHaveLength(1);

    await database.close();
    database = undefined;
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  }, 60_000);
});
