import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md#memory. V8's flags are the process's own, so each case runs in a process of its own.
const PROBE = path.resolve(import.meta.dirname, 'testing/old-generation-probe.ts');

async function probe(env: Record<string, string> = {}, execArgv: string[] = []) {
  const { stdout } = await promisify(execFile)(process.execPath, [...execArgv, '--import', 'tsx', PROBE], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return JSON.parse(stdout) as { live: number; largest: number };
}

describe("V8's old generation", () => {
  it('grows to several times what is live before it is collected when nothing bounds it', async () => {
    const sizes = await probe({ PROBE_BOUND: '0' });
    expect(sizes.largest).toBeGreaterThan(3 * sizes.live);
  });

  it('is collected before it grows far past what is live once bounded', async () => {
    const sizes = await probe();
    expect(sizes.largest).toBeLessThan(2.5 * sizes.live);
  });

  it("leaves an operator's own growth setting alone", async () => {
    const sizes = await probe({}, ['--heap-growing-percent=300']);
    expect(sizes.largest).toBeGreaterThan(3 * sizes.live);
  });
});
