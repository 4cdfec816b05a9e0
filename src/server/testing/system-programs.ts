// System programs some tests drive for real (never faked): each with the Debian packages that provide it and a
// probe that proves it works. Shared by the Vitest suites and the Playwright configuration.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface SystemProgram {
  name: string;
  /** What a developer installs to run the tests that need it. */
  install: string;
  isInstalled: () => boolean;
}

function shellSucceeds(script: string): boolean {
  const result = spawnSync('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 });
  return result.status === 0 && result.stdout.toString().trim() !== '';
}

export const APERTIUM: SystemProgram = {
  name: 'Apertium (Spanish-English)',
  install: 'apt-get install apertium apertium-eng-spa',
  // The language pair must be there too, not only the command: translate one word through a shell pipe, as CI does.
  isInstalled: () => shellSucceeds('echo Hola | apertium -u spa-eng'),
};

export const CHROMIUM: SystemProgram = {
  name: 'Chromium',
  install: 'apt-get install chromium',
  isInstalled: () => existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium'),
};

/** CI proves every path, so there a missing program is a failure, never a skip. */
export function isCi(): boolean {
  return process.env.CI === 'true' || process.env.CI === '1';
}

const probed = new Map<SystemProgram, boolean>();

/**
 * Whether the program is usable here. Outside CI a missing one prints a one-line reason naming the packages to
 * install; under CI it throws, so the run fails instead of silently skipping what it must prove.
 */
export function systemProgramAvailable(program: SystemProgram, neededBy: string): boolean {
  let installed = probed.get(program);
  if (installed === undefined) {
    installed = program.isInstalled();
    probed.set(program, installed);
  }
  if (installed) return true;
  if (isCi())
    throw new Error(`${program.name} is required in CI for ${neededBy}, but it is not installed (${program.install}).`);
  console.warn(`Skipping ${neededBy}: ${program.name} is not installed (${program.install}).`);
  return false;
}
