import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startMain, waitForReady } from '@/server/testing/main-process';

// The free-space thresholds, set beyond any disk so the checks fire wherever the tests run. Always the embedded
// database: with DATABASE_URL the data dir is not used and neither check applies.
const BEYOND_ANY_DISK_MB = '10000000';

describe('free space in the data dir', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-disk-space-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start below DISK_FREE_MIN_MB, naming the directory and the setting, with exit 1', async () => {
    const main = startMain({ PORT: String(await freePort()), DATA_DIR: dataDir, DISK_FREE_MIN_MB: BEYOND_ANY_DISK_MB });
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain('Not enough free disk space for the embedded database');
    expect(main.output()).toContain(dataDir);
    expect(main.output()).toContain('DISK_FREE_MIN_MB');
    // Refused before the database was touched.
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 30_000);

  it('answers readiness 503 with the reason below DISK_FREE_WARN_MB, while liveness stays 200', async () => {
    const port = await freePort();
    const main = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DISK_FREE_WARN_MB: BEYOND_ANY_DISK_MB,
    });
    try {
      await waitForReady(`http://127.0.0.1:${port}/api/health`, main, 60_000);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        reason: expect.stringMatching(
          /^low disk space: \d+ MB free in the data directory \(warning below 10000000 MB\)$/,
        ) as unknown,
      });
    } finally {
      main.child.kill('SIGTERM');
      await main.exited;
    }
  }, 90_000);
});
