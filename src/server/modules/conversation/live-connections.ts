import type { WebSocket } from 'ws';

/** Close codes the client can tell apart (4000-4999 are the application's own). */
export const CLOSE_SIGNED_OUT = 4001;
export const CLOSE_TOO_MANY_MESSAGES = 1008;

interface Connection {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  alive: boolean;
}

/**
 * Every open live socket of this process: logout closes a session's sockets, and a heartbeat drops
 * sockets whose peer stopped answering pings (a laptop lid closed, a network gone) so they do not hold
 * memory forever.
 */
export function createLiveConnections(options: { heartbeatMs: number }) {
  const connections = new Set<Connection>();
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
  }, options.heartbeatMs);
  heartbeat.unref();

  return {
    add(socket: WebSocket, owner: { userId: string; sessionId: string }): void {
      const connection: Connection = { socket, ...owner, alive: true };
      connections.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => connections.delete(connection));
    },

    /** Closes the sockets opened with a session, e.g. when it signs out. */
    closeSession(sessionId: string): number {
      let closed = 0;
      for (const connection of connections) {
        if (connection.sessionId !== sessionId) continue;
        connection.socket.close(CLOSE_SIGNED_OUT, 'Signed out');
        connections.delete(connection);
        closed++;
      }
      return closed;
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
