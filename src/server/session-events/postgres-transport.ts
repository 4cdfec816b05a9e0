import type pg from 'pg';
import { SESSION_EVENTS_CHANNEL, type EventTransport, type SessionEventsLog } from './session-events';

const MAX_RECONNECT_DELAY_MS = 10_000;

export interface PostgresTransportOptions {
  connectionString: string;
  /** NOTIFY through the app's pool, so publishing does not wait for the listener's own connection. */
  notify: (channel: string, payload: string) => Promise<void>;
  log: SessionEventsLog;
  /** The first wait before reconnecting a lost listener; it doubles up to 10 s. */
  reconnectMs?: number;
  /** Names the listener's connection in pg_stat_activity. */
  applicationName?: string;
}

/**
 * LISTEN needs a connection of its own for as long as the process runs (a pooled one would be handed back
 * and reused). When it is lost (a server restart, a failover, a killed backend) it is reopened with a
 * growing delay; events sent while it was down are missed, which costs only a socket closing late.
 */
export function createPostgresTransport(options: PostgresTransportOptions): EventTransport {
  const { log } = options;
  const firstDelay = options.reconnectMs ?? 1_000;
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = firstDelay;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onPayload: (payload: string) => void = () => {};

  async function connect(): Promise<void> {
    // Loaded here rather than at start-up: on the embedded database no process ever needs the pg driver.
    const { default: pgDriver } = await import('pg');
    const candidate = new pgDriver.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 3_000,
      // A peer that vanished without closing (a cut network) is noticed by TCP keepalive, not left for ever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: options.applicationName ?? 'charla-session-events',
    });
    candidate.on('error', (error) => log.warn({ err: error }, 'the session events listener lost its connection'));
    candidate.on('notification', (message) => {
      if (message.channel === SESSION_EVENTS_CHANNEL && message.payload) onPayload(message.payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${SESSION_EVENTS_CHANNEL}`);
    } catch (error) {
      candidate.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await candidate.end();
      return;
    }
    candidate.once('end', () => {
      if (client === candidate) client = null;
      scheduleReconnect();
    });
    client = candidate;
    delay = firstDelay;
  }

  function scheduleReconnect(): void {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => log.info({}, 'the session events listener is listening again'),
        (error: unknown) => {
          log.warn({ err: error, retryInMs: delay }, 'could not reopen the session events listener');
          delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
          scheduleReconnect();
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    send: (payload) => options.notify(SESSION_EVENTS_CHANNEL, payload),
    async start(handler) {
      onPayload = handler;
      try {
        await connect();
      } catch (error) {
        // Start-up goes on: the app works without the bus, and the listener keeps trying.
        log.warn({ err: error }, 'could not open the session events listener; retrying');
        scheduleReconnect();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
