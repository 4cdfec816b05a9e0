import { spawn } from 'node:child_process';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SourceLanguage, TranslationLogger, Translator } from './translator';

export interface ApertiumOptions {
  /** The executable, as configured by APERTIUM_COMMAND (a name on PATH or a path); never run through a shell. */
  command: string;
  timeoutMs?: number;
  logger?: TranslationLogger;
}

export const APERTIUM_TIMEOUT_MS = 5_000;
const LANGUAGE_PAIRS: Record<SourceLanguage, string> = { es: 'spa-eng', en: 'eng-spa' };
/** More than any translation of a 1000-character text: a runaway process is stopped rather than buffered. */
const MAX_OUTPUT_BYTES = 64 * 1024;

/** `-u` removes the "*" on unknown words; "@" (no transfer) and "#" (no generation) still mark words left as they were. */
const DEBUG_MARKS = /(^|\s)[#@](?=\p{L})/gu;

export class ApertiumError extends Error {
  override name = 'ApertiumError';
}

/**
 * Offline machine translation through the Apertium command-line tool (`apertium -u spa-eng`), the text on
 * stdin. `-u` drops the marks Apertium puts on words it does not know, which are left as written. When the
 * command is not installed it is remembered after the first try, logged once, and skipped from then on.
 */
export function createApertiumTranslator(options: ApertiumOptions): Translator {
  const timeoutMs = options.timeoutMs ?? APERTIUM_TIMEOUT_MS;
  let installed = true;

  return {
    source: 'apertium',
    async translate(text, from, signal) {
      if (!installed) return null;
      try {
        return await run(options.command, ['-u', LANGUAGE_PAIRS[from]], text, timeoutMs, signal);
      } catch (error) {
        const { code, syscall } = error as NodeJS.ErrnoException;
        if (code === 'ENOENT' && syscall?.startsWith('spawn')) {
          installed = false;
          options.logger?.warn(
            { command: options.command },
            'Apertium is not installed: offline translation is off until restart (set APERTIUM_COMMAND=off to silence this)',
          );
          return null;
        }
        throw error;
      }
    },
  };
}

/**
 * The apertium script reads its input by opening /dev/stdin, which fails on the socket Node gives a child for a
 * piped stdin. Its stdin is therefore a private temporary file holding the text, removed straight afterwards.
 */
async function run(
  command: string,
  args: string[],
  input: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'charla-apertium-'));
  try {
    const path = join(dir, 'input.txt');
    await writeFile(path, input, { mode: 0o600 });
    const stdin = await open(path, 'r');
    try {
      return await runWithInput(command, args, stdin.fd, timeoutMs, signal);
    } finally {
      await stdin.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runWithInput(
  command: string,
  args: string[],
  stdinFd: number,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout kills the whole pipeline the apertium script starts, not just the script.
    const child = spawn(command, args, {
      shell: false,
      stdio: [stdinFd, 'pipe', 'pipe'],
      windowsHide: true,
      detached: true,
    });
    const output: Buffer[] = [];
    let outputBytes = 0;
    let errorText = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      try {
        if (child.pid === undefined) throw new Error('not started');
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(
      () => stop(new ApertiumError(`apertium gave no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onAbort = () => stop(new ApertiumError('apertium stopped: the caller gave up'));
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });

    // Both are pipes here; the types cannot tell, as stdin is a file descriptor.
    child.stdout?.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES)
        stop(new ApertiumError('apertium wrote more output than any translation needs'));
      else output.push(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (errorText.length < 500) errorText += chunk.toString('utf8');
    });
    child.once('error', (error) => {
      failure ??= error;
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (code !== 0)
        return reject(new ApertiumError(`apertium exited with ${code}: ${errorText.trim().slice(0, 200)}`));
      resolve(Buffer.concat(output).toString('utf8').replace(DEBUG_MARKS, '$1').trim());
    });
  });
}
