import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const PROBE = path.resolve(import.meta.dirname, 'testing/loaded-sdks-probe.ts');

/** Builds the app in a fresh process with `env` and answers which optional SDKs it loaded. */
async function sdksLoadedWith(env: Record<string, string>): Promise<{ stripe: boolean; openAi: boolean }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', PROBE], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { stripe: boolean; openAi: boolean };
}

// The optional services' SDKs are loaded only by a process configured for them (see optional-sdks.ts); that a
// configured process loads them is what every Stripe and OpenAI test shows by working.
describe('optional SDKs', () => {
  it('an app on embedded defaults loads neither Stripe nor the OpenAI SDK', async () => {
    expect(await sdksLoadedWith({})).toEqual({ stripe: false, openAi: false });
  }, 60_000);
});
