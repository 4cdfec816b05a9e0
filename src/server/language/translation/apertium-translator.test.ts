import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APERTIUM } from '@/server/testing/system-programs';
import { needsProgram } from '@/server/testing/needs-program';
import { ApertiumError, createApertiumTranslator } from './apertium-translator';

const withApertium = needsProgram(APERTIUM, 'the Apertium tests in apertium-translator');

// The real Apertium (installed on our machines and in CI) for translations; small scripts standing in for a
// broken or hanging installation.
let scripts: string;
let hanging: string;
let hangingPipeline: string;
let pipelinePidFile: string;
let failing: string;
beforeAll(() => {
  scripts = mkdtempSync(join(tmpdir(), 'charla-apertium-'));
  hanging = join(scripts, 'hanging-apertium');
  writeFileSync(hanging, '#!/bin/sh\nexec sleep 30\n');
  pipelinePidFile = join(scripts, 'pipeline.pid');
  hangingPipeline = join(scripts, 'hanging-pipeline');
  writeFileSync(hangingPipeline, `#!/bin/sh\nsleep 30 &\necho $! > '${pipelinePidFile}'\nwait\n`);
  chmodSync(hangingPipeline, 0o755);
  failing = join(scripts, 'failing-apertium');
  writeFileSync(failing, '#!/bin/sh\necho "Error: unknown pair" >&2\nexit 3\n');
  chmodSync(hanging, 0o755);
  chmodSync(failing, 0o755);
});
afterAll(() => rmSync(scripts, { recursive: true, force: true }));

/** Whether a process is alive: a killed one may linger as a zombie until its new parent reaps it. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

function logged() {
  const warnings: { obj: object; msg: string }[] = [];
  return { warnings, logger: { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) } };
}

describe('Apertium translator', () => {
  withApertium.it('translates Spanish to English and English to Spanish with the installed tool', async () => {
    const apertium = createApertiumTranslator({ command: 'apertium' });
    expect(apertium.source).toBe('apertium');
    await expect(apertium.translate('Mi hermana vive en Madrid.', 'es')).resolves.toBe('My sister lives in Madrid.');
    await expect(apertium.translate('I like the sea.', 'en')).resolves.toBe('Me gusta el mar.');
  });

  withApertium.it(
    'keeps line breaks and passes the text through stdin untouched, shell characters included',
    async () => {
      const apertium = createApertiumTranslator({ command: 'apertium' });
      const translation = await apertium.translate('Hola.\n$(touch /tmp/never) `hola`', 'es');
      expect(translation?.split('\n')).toHaveLength(2);
      expect(translation).toContain('$(touch');
    },
  );

  it('skips a missing command, remembers it and logs it only once', async () => {
    const { warnings, logger } = logged();
    const apertium = createApertiumTranslator({ command: join(scripts, 'not-installed'), logger });
    await expect(apertium.translate('Hola.', 'es')).resolves.toBeNull();
    await expect(apertium.translate('Adiós.', 'es')).resolves.toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/not installed/);
  });

  it('never runs the command through a shell', async () => {
    const apertium = createApertiumTranslator({ command: 'apertium -d /tmp; echo pwned' });
    await expect(apertium.translate('Hola.', 'es')).resolves.toBeNull();
  });

  it('kills a process that does not answer in time', async () => {
    const apertium = createApertiumTranslator({ command: hanging, timeoutMs: 200 });
    const started = Date.now();
    await expect(apertium.translate('Hola.', 'es')).rejects.toThrow(ApertiumError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('kills the processes a hanging command started too', async () => {
    const apertium = createApertiumTranslator({ command: hangingPipeline, timeoutMs: 300 });
    await expect(apertium.translate('Hola.', 'es')).rejects.toThrow(ApertiumError);
    const pid = Number(readFileSync(pipelinePidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    for (let waited = 0; isRunning(pid) && waited < 2_000; waited += 50) await delay(50);
    expect(isRunning(pid)).toBe(false);
  });

  it('reports a failing run as an error rather than a translation', async () => {
    const apertium = createApertiumTranslator({ command: failing });
    await expect(apertium.translate('Hola.', 'es')).rejects.toThrow(/exited with 3: Error: unknown pair/);
  });
});
