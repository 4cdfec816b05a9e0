// PGlite runs PostgreSQL inside this process. After a PANIC (a failed WAL write on a full disk is the usual one) or
// an aborted WebAssembly instance, the next statement sent into it never returns: it spins on the event loop's
// thread, so the process stops answering anything, /api/health included. So the first fatal error closes the gate:
// no statement reaches the dead instance again, every caller gets DatabaseFatalError at once (answered 503), and the
// listeners (main.ts) are told once, to log the cause and exit for a supervisor to restart the process.
import type { PGlite } from '@electric-sql/pglite';

/** The embedded database can no longer be used by this process; only a restart recovers it. */
export class DatabaseFatalError extends Error {
  constructor(cause: unknown) {
    super(`The embedded database stopped after a fatal error: ${describe(cause)}`, { cause });
    this.name = 'DatabaseFatalError';
  }
}

export type FatalListener = (error: DatabaseFatalError) => void;

export interface FatalGate {
  /** The fatal error, once one happened. */
  readonly error: DatabaseFatalError | null;
  /** Called once with the fatal error (at once when it already happened). */
  onFatal(listener: FatalListener): void;
}

// PostgreSQL ends its backend at these severities; PGlite has only the one backend.
const FATAL_SEVERITIES = new Set(['PANIC', 'FATAL']);

export function isFatalDatabaseError(error: unknown): boolean {
  // An aborted instance (RuntimeError: Aborted()) or Emscripten's exit of the runtime (proc_exit after a FATAL).
  if (error instanceof WebAssembly.RuntimeError || (error as { name?: unknown } | null)?.name === 'ExitStatus')
    return true;
  const severity = (error as { severity?: unknown } | null)?.severity;
  return typeof severity === 'string' && FATAL_SEVERITIES.has(severity);
}

/**
 * Puts the gate in front of PGlite's protocol entry points, which every query, exec and transaction goes through
 * (PGlite calls them on `this`, so shadowing them on the instance covers its own internal calls too).
 */
export function guardPglite(client: PGlite): FatalGate {
  let fatal: DatabaseFatalError | null = null;
  const listeners: FatalListener[] = [];

  const trip = (cause: unknown): DatabaseFatalError => {
    if (fatal) return fatal;
    fatal = new DatabaseFatalError(cause);
    for (const listener of listeners.splice(0)) listener(fatal);
    return fatal;
  };

  const guard = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async function guarded(...args: A): Promise<R> {
      if (fatal) throw fatal;
      try {
        return await run(...args);
      } catch (error) {
        // The fatal error carries the original as its cause, so the log still shows PostgreSQL's own words.
        throw isFatalDatabaseError(error) ? trip(error) : error;
      }
    };

  client.execProtocol = guard(client.execProtocol.bind(client));
  client.execProtocolStream = guard(client.execProtocolStream.bind(client));

  return {
    get error() {
      return fatal;
    },
    onFatal(listener) {
      if (fatal) listener(fatal);
      else listeners.push(listener);
    },
  };
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const severity = (cause as { severity?: unknown }).severity;
    return typeof severity === 'string' ? `${severity}: ${cause.message}` : `${cause.name}: ${cause.message}`;
  }
  return String(cause);
}
