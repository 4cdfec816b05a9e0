// The real server process (`node --import tsx src/server/main.ts`) for tests about the process itself: start-up
// refusals, exit codes, behaviour on a failing disk.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

export interface MainProcess {
  child: ChildProcess;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  hasExited: () => boolean;
  output: () => string;
}

export function startMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    // A developer's own Ollama must not play the partner in tests: a test that wants one says where it is.
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', OLLAMA_URL: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let done = false;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  return { child, exited, hasExited: () => done, output: () => output };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until url answers 2xx; throws with the process's output when it exits or the time runs out. */
export async function waitForReady(url: string, main: MainProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !main.hasExited()) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready\n${main.output()}`);
}
