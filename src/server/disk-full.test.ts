import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startMain, waitForReady, type MainProcess } from '@/server/testing/main-process';
import { fillDisk, mountSmallFilesystem } from '@/server/testing/small-filesystem';

// The issue: a full disk froze the process (one 500, then 100 % CPU, not even /api/health answered). On a disk of
// its own, the app must answer 503 or exit non-zero within seconds of the disk filling, and after a restart with
// space again every sign-up it acknowledged must still be there. Always the embedded database: it is about DATA_DIR.
const disk = mountSmallFilesystem(64);
if (typeof disk === 'string') console.warn(`Skipping the full-disk process test: ${disk}.`);

const PASSWORD = 'a full disk is no excuse';
const REQUEST_TIMEOUT_MS = 5_000;

let addresses = 0;
/** A distinct client address per call (TRUST_PROXY=true), so the per-address sign-up and login limits stay out of the way. */
function nextAddress(): string {
  addresses += 1;
  return `10.9.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function post(port: number, route: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** The answer's status, or 'exited' when the process has gone (refused connection after its exit). */
async function statusOrExit(main: MainProcess, request: () => Promise<Response>): Promise<number | 'exited'> {
  try {
    const response = await request();
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    // A request that timed out on a live process is the freeze this test is about.
    await Promise.race([main.exited, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    if (main.hasExited()) return 'exited';
    throw new Error(`The process did not answer within ${REQUEST_TIMEOUT_MS} ms\n${main.output()}`, { cause: error });
  }
}

describe.runIf(typeof disk !== 'string')('the app on a disk that fills up', () => {
  const { dir, unmount } = disk as Exclude<typeof disk, string>;
  const running: MainProcess[] = [];
  afterAll(async () => {
    for (const main of running) {
      if (!main.hasExited()) main.child.kill('SIGKILL');
      await main.exited;
    }
    unmount();
  });

  async function start(port: number): Promise<MainProcess> {
    const main = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      TRUST_PROXY: 'true',
      // The whole disk is 64 MB, most of it PGlite's own files: the thresholds are for this test's own checks.
      DISK_FREE_MIN_MB: '0',
      DISK_FREE_WARN_MB: '1',
    });
    running.push(main);
    await waitForReady(`http://127.0.0.1:${port}/api/health/ready`, main, 60_000);
    return main;
  }

  it('answers 503 or exits within seconds, never hangs, and keeps every acknowledged sign-up', async () => {
    const port = await freePort();
    const first = await start(port);
    const acknowledged: string[] = [];
    // A few learners before the disk fills: how much the first write after the fill still finds room for depends
    // on PGlite's pages, and these must survive whatever happens next.
    for (let i = 0; i < 3; i++) {
      const username = `before_full_${i}`;
      expect((await post(port, '/api/auth/register', { username, password: PASSWORD })).status).toBe(201);
      acknowledged.push(username);
    }
    const filler = fillDisk(dir, 64 * 1024);

    let failure: number | 'exited' | undefined;
    for (let i = 0; i < 3_000 && failure === undefined; i++) {
      const username = `full_disk_${i}`;
      const status = await statusOrExit(first, () =>
        post(port, '/api/auth/register', { username, password: PASSWORD }),
      );
      if (status === 201) acknowledged.push(username);
      else failure = status;
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    if (failure === 'exited') expect(await first.exited).not.toBe(0);
    else expect(failure).toBe(503);

    // For a few seconds more: every call is answered at once (503 for writes), or the process is gone, non-zero.
    const until = Date.now() + 3_000;
    while (Date.now() < until && !first.hasExited()) {
      const write = await statusOrExit(first, () =>
        post(port, '/api/auth/register', { username: `refused_${Date.now()}`, password: PASSWORD }),
      );
      if (write !== 'exited') expect(write).toBe(503);
      const live = await statusOrExit(first, () => fetch(`http://127.0.0.1:${port}/api/health`));
      if (live !== 'exited') expect(live).toBe(200);
    }
    if (!first.hasExited()) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { reason?: string }).reason).toMatch(/low disk space/);
      first.child.kill('SIGTERM');
    }
    const code = await first.exited;
    if (failure === 'exited') expect(code).not.toBe(0);

    fs.rmSync(filler);
    const second = await start(port);
    const lost: string[] = [];
    for (const username of acknowledged) {
      const status = await statusOrExit(second, () => post(port, '/api/auth/login', { username, password: PASSWORD }));
      if (status !== 200) lost.push(`${username}: ${status}`);
    }
    expect(lost).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  }, 240_000);
});
