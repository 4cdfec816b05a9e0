import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseErrorKind } from '@/server/errors';
import { registerProcessMetrics } from './process-metrics';

/** How a measured call ended: `aborted` when the learner left before it finished. */
export type Outcome = 'ok' | 'error' | 'aborted';

/** A database's connections as a scrape sees them. */
export type PoolStats = { total: number; idle: number; waiting: number };

// Seconds. Requests are mostly milliseconds; model calls take seconds (the partner's deadline is 60 s).
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const MODEL_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];

/**
 * Every metric of one app, in its own registry (never prom-client's global one), so tests can build several
 * apps side by side. Always on: the services record into it whether or not anything scrapes it.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const processMetrics = registerProcessMetrics(registry);

  const httpRequestSeconds = new Histogram({
    name: 'charla_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern ("unmatched" when no route matched) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const conversationTurns = new Counter({
    name: 'charla_conversation_turns_total',
    help: "The partner's turns (opening lines and replies) by engine and outcome.",
    labelNames: ['engine', 'outcome'] as const,
    registers,
  });
  const partnerReplySeconds = new Histogram({
    name: 'charla_partner_reply_duration_seconds',
    help: 'How long the partner took to produce a turn, by engine and outcome.',
    labelNames: ['engine', 'outcome'] as const,
    buckets: MODEL_BUCKETS,
    registers,
  });
  const correctionSeconds = new Histogram({
    name: 'charla_correction_duration_seconds',
    help: 'How long a correction took, by corrector and outcome.',
    labelNames: ['corrector', 'outcome'] as const,
    buckets: MODEL_BUCKETS,
    registers,
  });
  const translationSeconds = new Histogram({
    name: 'charla_translation_duration_seconds',
    help: 'How long a translation took, by the source that answered ("none" when none could) and outcome.',
    labelNames: ['source', 'outcome'] as const,
    buckets: MODEL_BUCKETS,
    registers,
  });
  const databaseErrors = new Counter({
    name: 'charla_database_errors_total',
    help: 'Database errors by kind: unavailable, unstorable_text, query (any other error the database raised), connection_lost (an idle pooled connection dropped).',
    labelNames: ['kind'] as const,
    registers,
  });

  return {
    registry,

    /** Live gauges read at scrape time from what the app holds: open sockets and database connections. */
    watch(sources: { liveSockets: () => number; databasePool: () => PoolStats }): void {
      new Gauge({
        name: 'charla_live_sockets',
        help: 'Open live conversation sockets in this process.',
        registers,
        collect() {
          this.set(sources.liveSockets());
        },
      });
      const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read(sources.databasePool()));
          },
        });
      pool('charla_database_pool_connections', 'Database connections open (PGlite: always 1).', (s) => s.total);
      pool('charla_database_pool_idle_connections', 'Open database connections not in use.', (s) => s.idle);
      pool('charla_database_pool_waiting_requests', 'Queries waiting for a free connection.', (s) => s.waiting);
    },

    httpRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
      httpRequestSeconds.observe({ method, route: route ?? 'unmatched', status_code: String(statusCode) }, seconds);
    },

    /** Times one partner turn and counts it. */
    partnerTurn<T>(engine: string, signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
      return timed(call, signal, (outcome, seconds) => {
        conversationTurns.inc({ engine, outcome });
        partnerReplySeconds.observe({ engine, outcome }, seconds);
      });
    },

    correction<T>(corrector: string, call: () => Promise<T>): Promise<T> {
      return timed(call, undefined, (outcome, seconds) => correctionSeconds.observe({ corrector, outcome }, seconds));
    },

    /** Times a translation; the source is known only once one has answered. */
    translation<T extends { source: string }>(call: () => Promise<T>): Promise<T> {
      const started = performance.now();
      return call().then(
        (result) => {
          translationSeconds.observe({ source: result.source, outcome: 'ok' }, elapsed(started));
          return result;
        },
        (error: unknown) => {
          translationSeconds.observe({ source: 'none', outcome: 'error' }, elapsed(started));
          throw error;
        },
      );
    },

    databaseError(kind: DatabaseErrorKind): void {
      databaseErrors.inc({ kind });
    },

    /** Stops the event-loop monitor; the app calls it when it closes. */
    close(): void {
      processMetrics.stop();
    },
  };
}
export type AppMetrics = ReturnType<typeof createMetrics>;

const elapsed = (started: number) => (performance.now() - started) / 1000;

async function timed<T>(
  call: () => Promise<T>,
  signal: AbortSignal | undefined,
  record: (outcome: Outcome, seconds: number) => void,
): Promise<T> {
  const started = performance.now();
  try {
    const result = await call();
    record('ok', elapsed(started));
    return result;
  } catch (error) {
    record(signal?.aborted ? 'aborted' : 'error', elapsed(started));
    throw error;
  }
}
