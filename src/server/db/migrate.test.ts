import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '@/server/testing/test-db';
import { findMigrationsFolder, migrateDatabase, MigrationError } from './migrate';

describe('migrations', () => {
  it('find the drizzle folder from the source tree', () => {
    expect(fs.existsSync(path.join(findMigrationsFolder(), 'meta', '_journal.json'))).toBe(true);
  });

  it('are idempotent: running them again changes nothing', async () => {
    await expect(migrateDatabase(await getTestDatabase())).resolves.toBeUndefined();
  });

  it('stop with a clear MigrationError when a migration is broken', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-broken-migrations-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when: 4_102_444_800_000, tag: '9999_broken', breakpoints: true }],
      }),
    );
    fs.writeFileSync(
      path.join(folder, '9999_broken.sql'),
      'CREATE TABLE broken (id int REFERENCES no_such_table(id));',
    );
    try {
      const error = await migrateDatabase(await getTestDatabase(), folder).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toMatch(/^Database migration failed: /);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
