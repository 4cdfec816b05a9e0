import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md#memory. V8's flags are the process's own, so each case runs in a process of its own.
type YoungSizes = { initial: number; held: number; released: number; cap: number };
type OldSizes = { live: number; largest: number };

async function probe<Sizes>(script: string, env: Record<string, string> = {}, execArgv: string[] = []) {
  const file = path.resolve(import.meta.dirname, script);
  const { stdout } = await promisify(execFile)(process.execPath, [...execArgv, '--import', 'tsx', file], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return JSON.parse(stdout) as Sizes;
}

describe("V8's young generation", () => {
  it('grows with what survives when nothing holds it (what the hold prevents)', async () => {
    const sizes = await probe<YoungSizes>('testing/young-generation-probe.ts', { PROBE_HOLD: '0' });
    expect(sizes.held).toBeGreaterThan(sizes.initial);
    expect(sizes.released).toBeGreaterThan(2 * sizes.cap);
  });

  it('stays at its first size while held, then grows under load and stops at the cap', async () => {
    const sizes = await probe<YoungSizes>('testing/young-generation-probe.ts');
    expect(sizes.held).toBe(sizes.initial);
    expect(sizes.released).toBeGreaterThan(sizes.initial);
    expect(sizes.released).toBeGreaterThanOrEqual(sizes.cap);
    expect(sizes.released).toBeLessThanOrEqual(2 * sizes.cap);
  });

  it("leaves an operator's own sizes alone", async () => {
    const sizes = await probe<YoungSizes>('testing/young-generation-probe.ts', {}, ['--max-semi-space-size=16']);
    expect(sizes.held).toBeGreaterThan(sizes.initial);
    expect(sizes.released).toBeGreaterThan(2 * sizes.cap);
  });
});

describe("V8's old generation", () => {
  it('grows to several times what is live before it is collected when nothing bounds it', async () => {
    const sizes = await probe<OldSizes>('testing/old-generation-probe.ts', { PROBE_BOUND: '0' });
    expect(sizes.largest).toBeGreaterThan(3 * sizes.live);
  });

  it('is collected before it grows far past what is live once bounded', async () => {
    const sizes = await probe<OldSizes>('testing/old-generation-probe.ts');
    expect(sizes.largest).toBeLessThan(2.5 * sizes.live);
  });

  it("leaves an operator's own growth setting alone", async () => {
    const sizes = await probe<OldSizes>('testing/old-generation-probe.ts', {}, ['--heap-growing-percent=300']);
    expect(sizes.largest).toBeGreaterThan(3 * sizes.live);
  });
});
