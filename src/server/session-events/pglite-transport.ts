import { SESSION_EVENTS_CHANNEL, type EventTransport } from './session-events';

/**
 * The embedded database's own LISTEN/NOTIFY. PGlite serves one process, so this reaches the apps sharing
 * that process's database (tests run several); nothing can be lost, since there is no connection to lose.
 */
export function createPgliteTransport(database: {
  notify: (channel: string, payload: string) => Promise<void>;
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
}): EventTransport {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    send: (payload) => database.notify(SESSION_EVENTS_CHANNEL, payload),
    async start(onPayload) {
      unlisten = await database.listen(SESSION_EVENTS_CHANNEL, onPayload);
    },
    async stop() {
      // The database may already be closed at shutdown; there is nothing left to unlisten then.
      await unlisten?.().catch(() => {});
    },
  };
}
