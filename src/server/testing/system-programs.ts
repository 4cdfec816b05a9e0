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

/** The Redis the tests use (a unique key prefix per test keeps them apart from anything else in it). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

// Synchronous, like the other probes: a child process sends PING and prints the answer.
const REDIS_PING = `
const socket = require('node:net').connect(Number(process.argv[2]), process.argv[1]);
socket.setTimeout(3000, () => process.exit(1));
socket.on('error', () => process.exit(1));
socket.on('connect', () => socket.write('PING\\r\\n'));
socket.on('data', (data) => { process.stdout.write(String(data)); socket.end(); });
`;

export const REDIS: SystemProgram = {
  name: 'Redis at 127.0.0.1:6379',
  install: 'apt-get install redis-server, then start it',
  isInstalled: () => {
    const { hostname, port } = new URL(TEST_REDIS_URL);
    const result = spawnSync(process.execPath, ['-e', REDIS_PING, hostname, port || '6379'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return result.status === 0 && result.stdout.toString().startsWith('+PONG');
  },
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
