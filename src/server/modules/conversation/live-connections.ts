import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  DEFAULT_LIVE_SOCKETS_PER_LEARNER,
  LIVE_CLOSE_CODES,
  TOO_MANY_SOCKETS_MESSAGE,
} from '@/contract/conversation-constants';
import { hashSessionId } from '@/server/modules/auth/session-id';
import type { LiveSocketLedger } from '@/server/limits/live-socket-ledger';
import type { SessionEvent } from '@/server/session-events/session-events';

/** Close codes the client can tell apart (4000-4999 are the application's own). */
export const CLOSE_SIGNED_OUT = LIVE_CLOSE_CODES.SIGNED_OUT;
export const CLOSE_TOO_MANY_MESSAGES = 1008;

/** How long a drain waits for clients to answer the close before cutting them off. */
const DRAIN_GRACE_MS = 2_000;

interface Connection {
  id: string;
  socket: WebSocket;
  userId: string;
  sessionIdHash: string;
  alive: boolean;
}

/** Where the cap across processes is counted, and how a socket held by another process is told to close. */
export interface FleetSocketCap {
  ledger: LiveSocketLedger;
  /** Publishes a sockets-evicted event to every process (this one included). */
  evict(socketIds: string[]): Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Every open live socket of this process: session events (from any process) close a session's or a
 * learner's sockets, a learner holds at most `maxPerUser` across the fleet (the oldest gives way, wherever it is
 * open: `fleet` counts them in the shared store), a drain closes them all with 1012 at shutdown, and a heartbeat
 * drops sockets whose peer stopped answering pings (a laptop lid closed, a network gone) so they do not hold
 * memory forever, and tells the shared store the rest are still open.
 */
export function createLiveConnections(options: { heartbeatMs: number; maxPerUser?: number; fleet?: FleetSocketCap }) {
  const maxPerUser = options.maxPerUser ?? DEFAULT_LIVE_SOCKETS_PER_LEARNER;
  const fleet = options.fleet;
  // Insertion order is age order: a learner's first entry is their oldest socket.
  const connections = new Set<Connection>();
  const entryOf = (connection: Connection) => ({ id: connection.id, userId: connection.userId });
  // The shared store being away must not cost a learner their socket: the per-process cap still holds meanwhile.
  const inFleet = (action: string, work: () => Promise<unknown>) => {
    if (!fleet) return;
    work().catch((error: unknown) =>
      fleet.log.warn({ err: error }, `live socket cap: could not ${action} in the shared store`),
    );
  };
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        connections.delete(connection);
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    inFleet('refresh the open sockets', () => fleet!.ledger.refresh([...connections].map(entryOf)));
  }, options.heartbeatMs);
  heartbeat.unref();

  function closeWhere(match: (connection: Connection) => boolean, code: number, reason: string): number {
    let closed = 0;
    for (const connection of connections) {
      if (!match(connection)) continue;
      connection.socket.close(code, reason);
      connections.delete(connection);
      closed++;
    }
    return closed;
  }

  const ofUser = (userId: string) => (connection: Connection) => connection.userId === userId;

  return {
    add(socket: WebSocket, owner: { userId: string; sessionId: string }): void {
      // Taken now, not when the shared store hears of it: the order of opening decides which socket gives way.
      const openedAt = new Date();
      const mine = [...connections].filter(ofUser(owner.userId));
      // One socket more than allowed: the oldest ones give way, so the tab the learner is using now works.
      for (const oldest of mine.slice(0, Math.max(0, mine.length - maxPerUser + 1))) {
        oldest.socket.close(LIVE_CLOSE_CODES.TOO_MANY_SOCKETS, TOO_MANY_SOCKETS_MESSAGE);
        connections.delete(oldest);
      }
      const connection: Connection = {
        id: randomUUID(),
        socket,
        userId: owner.userId,
        sessionIdHash: hashSessionId(owner.sessionId),
        alive: true,
      };
      connections.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        connections.delete(connection);
        inFleet('forget a closed socket', () => fleet!.ledger.forget([entryOf(connection)]));
      });
      // Across the fleet: the learner's sockets on other processes count too; those over the cap close there.
      inFleet('count the learner’s sockets', async () => {
        const over = await fleet!.ledger.open({ ...entryOf(connection), openedAt }, maxPerUser);
        if (over.length > 0) await fleet!.evict(over);
      });
    },

    /** Applies a session event from any process to this process's sockets; returns how many closed. */
    apply(event: SessionEvent): number {
      switch (event.type) {
        case 'signed-out':
          return closeWhere((c) => c.sessionIdHash === event.sessionIdHash, CLOSE_SIGNED_OUT, 'Signed out');
        case 'plan-changed':
          return closeWhere(ofUser(event.userId), LIVE_CLOSE_CODES.PLAN_CHANGED, 'Plan changed');
        // A password change ends every other session of the learner; a deletion ends them all.
        case 'password-changed':
          return closeWhere(
            (c) => c.userId === event.userId && c.sessionIdHash !== event.keepSessionIdHash,
            CLOSE_SIGNED_OUT,
            'Signed out',
          );
        case 'account-deleted':
          return closeWhere(ofUser(event.userId), CLOSE_SIGNED_OUT, 'Signed out');
        case 'sockets-evicted': {
          const evicted = new Set(event.socketIds);
          return closeWhere((c) => evicted.has(c.id), LIVE_CLOSE_CODES.TOO_MANY_SOCKETS, TOO_MANY_SOCKETS_MESSAGE);
        }
      }
    },

    /**
     * Shutdown: every socket is told 1012 (service restart) so its client reconnects, through the load
     * balancer, to a process that stays, and resumes its conversation there. Resolves once all have closed,
     * cutting off any that do not answer within the grace period.
     */
    async drain(): Promise<void> {
      const closing = [...connections].map(
        ({ socket }) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            const cutOff = setTimeout(() => socket.terminate(), DRAIN_GRACE_MS);
            socket.once('close', () => {
              clearTimeout(cutOff);
              resolve();
            });
            socket.close(LIVE_CLOSE_CODES.SERVICE_RESTART, 'Server restarting');
          }),
      );
      const drained = [...connections].map(entryOf);
      connections.clear();
      // Awaited: the database closes right after the drain.
      await fleet?.ledger
        .forget(drained)
        .catch((error: unknown) => fleet.log.warn({ err: error }, 'live socket cap: could not forget drained sockets'));
      await Promise.all(closing);
    },

    get size(): number {
      return connections.size;
    },

    stop(): void {
      clearInterval(heartbeat);
    },
  };
}
export type LiveConnections = ReturnType<typeof createLiveConnections>;
