import type { DatabaseHandle } from '@/server/db/client';
import { createPgliteTransport } from './pglite-transport';
import { createPostgresTransport } from './postgres-transport';
import { createRedisTransport } from './redis-transport';
import {
  createSessionEventBus,
  type EventTransport,
  type SessionEvents,
  type SessionEventsLog,
} from './session-events';

export interface SessionEventsOptions {
  redisUrl: string | undefined;
  database: Pick<DatabaseHandle, 'kind' | 'connectionString' | 'notify' | 'listen'>;
  log: SessionEventsLog;
  /** PostgreSQL: the listener's first reconnect delay (tests shorten it). */
  reconnectMs?: number;
}

interface TransportEntry {
  name: string;
  applies: (options: SessionEventsOptions) => boolean;
  create: (options: SessionEventsOptions) => EventTransport;
}

/** The first entry that applies carries the events: Redis when configured, else the database the app runs on. */
const TRANSPORTS: TransportEntry[] = [
  {
    name: 'redis',
    applies: (options) => options.redisUrl !== undefined,
    create: (options) => createRedisTransport(options.redisUrl as string, options.log),
  },
  {
    name: 'postgres',
    applies: (options) => options.database.kind === 'postgres' && options.database.connectionString !== undefined,
    create: ({ database, log, reconnectMs }) =>
      createPostgresTransport({
        connectionString: database.connectionString as string,
        notify: database.notify,
        log,
        ...(reconnectMs !== undefined ? { reconnectMs } : {}),
      }),
  },
  {
    name: 'pglite',
    applies: (options) => options.database.listen !== undefined,
    create: ({ database }) => {
      const { listen, notify } = database;
      if (!listen) throw new Error('PGlite handle without listen');
      return createPgliteTransport({ listen, notify });
    },
  },
];

export async function createSessionEvents(options: SessionEventsOptions): Promise<SessionEvents> {
  const entry = TRANSPORTS.find((candidate) => candidate.applies(options));
  if (!entry) throw new Error(`No session events transport for a ${options.database.kind} database`);
  return createSessionEventBus(entry.create(options), options.log);
}
