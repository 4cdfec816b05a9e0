import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * What every app process must hear about a learner's sessions, whichever process the change happened on:
 * a session signed out (its sockets close), a plan changed (the learner's sockets reconnect so it applies).
 * a password changed (the learner's other sessions were ended: their sockets close, the session that changed it
 * keeps its own), an account deleted (every socket of the learner closes).
 * A signed-out session travels as its SHA-256 (as the sessions table keys it): the payload crosses the
 * database or Redis, where a raw id would be a credential.
 */
export const sessionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('signed-out'), sessionIdHash: z.string().min(1).max(200) }),
  z.object({ type: z.literal('plan-changed'), userId: z.string().min(1).max(100) }),
  z.object({
    type: z.literal('password-changed'),
    userId: z.string().min(1).max(100),
    /** The session that changed the password (its SHA-256): it stays signed in, and so do its sockets. */
    keepSessionIdHash: z.string().min(1).max(200).optional(),
  }),
  z.object({ type: z.literal('account-deleted'), userId: z.string().min(1).max(100) }),
  /** Sockets over the learner's cap, wherever they are open: the process holding each closes it (4002). */
  z.object({ type: z.literal('sockets-evicted'), socketIds: z.array(z.string().min(1).max(100)).min(1).max(100) }),
]);
export type SessionEvent = z.infer<typeof sessionEventSchema>;

const envelopeSchema = z.object({ origin: z.string(), event: sessionEventSchema });

/** The channel name on PostgreSQL and Redis alike. */
export const SESSION_EVENTS_CHANNEL = 'charla_session_events';

export type SessionEventHandler = (event: SessionEvent) => void;

export interface SessionEvents {
  /** Delivers to this process's subscribers at once and to every other process through the transport. */
  publish(event: SessionEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: SessionEventHandler): () => void;
  close(): Promise<void>;
}

export interface SessionEventsLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** How one transport moves text between processes; the shared part (envelope, local delivery) is below. */
export interface EventTransport {
  send(payload: string): Promise<void>;
  /** Starts receiving; the transport reconnects by itself after a lost connection. */
  start(onPayload: (payload: string) => void): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The bus over a transport. Events are applied locally when published, so this process's own sockets close
 * even while the transport is down; the echo of our own event is recognised by its origin and skipped.
 */
export async function createSessionEventBus(transport: EventTransport, log: SessionEventsLog): Promise<SessionEvents> {
  const origin = randomUUID();
  const handlers = new Set<SessionEventHandler>();
  const deliver = (event: SessionEvent) => {
    for (const handler of handlers) {
      try {
        handler(event);
      } catch (error) {
        log.warn({ err: error, type: event.type }, 'a session event handler failed');
      }
    }
  };
  await transport.start((payload) => {
    let raw: unknown;
    try {
      raw = JSON.parse(payload);
    } catch {
      raw = undefined;
    }
    const parsed = envelopeSchema.safeParse(raw);
    // An event type a newer process knows and this one does not is skipped, not an error.
    if (!parsed.success) return log.info({ payloadLength: payload.length }, 'ignored an unknown session event');
    if (parsed.data.origin !== origin) deliver(parsed.data.event);
  });

  return {
    async publish(event) {
      deliver(event);
      try {
        await transport.send(JSON.stringify({ origin, event }));
      } catch (error) {
        // The change itself is committed; only other processes' sockets stay open until they next check.
        log.warn({ err: error, type: event.type }, 'could not publish a session event to other processes');
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await transport.stop();
    },
  };
}
