import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md#memory. V8's flags are the process's own, so each case runs in a process of its own.
const PROBE = path.resolve(import.meta.dirname, 'testing/young-generation-probe.ts');

async function probe(env: Record<string, string> = {}, execArgv: string[] = []) {
  const { stdout } = await promisify(execFile)(process.execPath, [...execArgv, '--import', 'tsx', PROBE], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return JSON.parse(stdout) as { initial: number; held: number; released: number; cap: number };
}

describe("V8's young generation", () => {
  it('grows with what survives when nothing holds it (what the hold prevents)', async () => {
    const sizes = await probe({ PROBE_HOLD: '0' });
    expect(sizes.held).toBeGreaterThan(sizes.initial);
    expect(sizes.released).toBeGreaterThan(2 * sizes.cap);
  });

  it('stays at its first size while held, then grows under load and stops at the cap', async () => {
    const sizes = await probe();
    expect(sizes.held).toBe(sizes.initial);
    expect(sizes.released).toBeGreaterThan(sizes.initial);
    expect(sizes.released).toBeGreaterThanOrEqual(sizes.cap);
    expect(sizes.released).toBeLessThanOrEqual(2 * sizes.cap);
  });

  it("leaves an operator's own sizes alone", async () => {
    const sizes = await probe({}, ['--max-semi-space-size=16']);
    expect(sizes.held).toBeGreaterThan(sizes.initial);
    expect(sizes.released).toBeGreaterThan(2 * sizes.cap);
  });
});
