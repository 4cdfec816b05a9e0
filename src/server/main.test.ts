import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort, startMain, waitForReady } from '@/server/testing/main-process';

describe('main (the process)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-main-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on bad configuration, naming every bad variable, with a non-zero exit', async () => {
    const { exited, output } = startMain({ PORT: 'eighty', DATABASE_URL: 'mysql://somewhere/db' });
    expect(await exited).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT');
    expect(output()).toContain('DATABASE_URL');
  });

  it('migrates, serves, and exits 0 within 10 s of SIGTERM', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const url = inject('testDatabaseUrl');
    const main = startMain({
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(url ? { DATABASE_URL: url } : {}),
    });
    const { child, exited } = main;
    try {
      await waitForReady(`http://127.0.0.1:${port}/api/health/ready`, main, 30_000);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    const user = await fetch(`http://127.0.0.1:${port}/api/auth/user`);
    expect(user.status).toBe(401);
    // METRICS_PORT: the metrics are on their own port, counting the main port's requests, and not on the main port.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(
      /^charla_http_request_duration_seconds_count\{.*route="\/api\/auth\/user".*\} 1$/m,
    );
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);

    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  }, 45_000);

  it('refuses a second process on the same data dir, naming the directory and the running pid', async () => {
    // Always the embedded database: this is about PGlite's directory, whatever the suite runs on.
    const ownDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-owner-'));
    const firstPort = await freePort();
    const first = startMain({ PORT: String(firstPort), HOST: '127.0.0.1', DATA_DIR: ownDataDir });
    try {
      await waitForReady(`http://127.0.0.1:${firstPort}/api/health/ready`, first, 30_000);
      const second = startMain({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: ownDataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `${path.join(ownDataDir, 'pglite')} is in use by another Charla process (pid ${first.child.pid})`,
      );
      // The first process was not disturbed.
      expect((await fetch(`http://127.0.0.1:${firstPort}/api/health/ready`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
      fs.rmSync(ownDataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
