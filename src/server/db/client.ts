import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { guardPglite, type FatalListener } from './database-fatal';
import { lockDataDir } from './data-dir-lock';
import { shareTheThread } from './pglite-turns';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath: repos see only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of the app's database, as Drizzle hands it to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: lets migrations take a dedicated connection. */
  connectionString?: string;
  /** PGlite on disk only: the directory it writes to. */
  dataDir?: string;
  /** PGlite only: the whole data directory as a tar, which `loadDataDir` can restore. */
  dumpDataDir?: () => Promise<Blob>;
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  /** Connections open, idle, and queries waiting for one (PGlite is one connection that queues inside itself). */
  poolStats: () => { total: number; idle: number; waiting: number };
  /** PostgreSQL: calls `listener` when an idle pooled connection fails (a server restart); returns the unsubscribe. */
  onConnectionError: (listener: (error: Error) => void) => () => void;
  /** NOTIFY on a channel, delivered to every connection that LISTENs on it (this process's too). */
  notify: (channel: string, payload: string) => Promise<void>;
  /** PGlite only: LISTEN on its one connection (PostgreSQL listeners take a dedicated client instead). */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Called once when the database can no longer be used by this process (PGlite after a PANIC or an aborted
   * instance), so the owner of the process can exit for a restart. PostgreSQL never calls it: the server recovers
   * from its own crashes and the pool reconnects, while calls fail fast with 503s in the meantime.
   */
  onFatal: (listener: FatalListener) => void;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      queryTimeoutMs?: number;
      connectTimeoutMs?: number;
      applicationName?: string;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// Each driver is imported when its database is opened: a process holds only the one it uses (PGlite's is about
// 3 MB resident, pg's and its Drizzle adapter's about as much).
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const url = options.url;
  const queryTimeoutMs = options.queryTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Fail fast when the server is down or frozen, so requests answer 503 instead of hanging: a deadline for a
    // connection (new or from a full pool), and one for every statement's answer measured here, since the
    // server's own statement_timeout cannot fire when the server itself is stopped or cut off.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
    query_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: queryTimeoutMs * 3,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    connectionString: url,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onConnectionError: (listener) => {
      pool.on('error', listener);
      return () => void pool.off('error', listener);
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    onFatal: () => {},
    close: () => pool.end(),
  };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  // One owner per data dir, decided before PGlite touches it (see data-dir-lock.ts).
  const [{ PGlite: PgliteClient }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  let client: PGlite;
  try {
    client = await PgliteClient.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const gate = guardPglite(client);
  shareTheThread(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    dumpDataDir: () => client.dumpDataDir('none'),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    onConnectionError: () => () => {},
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    onFatal: (listener) => gate.onFatal(listener),
    close: async () => {
      try {
        // Closing runs PostgreSQL's shutdown inside the dead instance, which would spin like any other call.
        if (!gate.error) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The embedded database lives in DATA_DIR; PostgreSQL is used when DATABASE_URL is set. */
export function databaseOptionsFromConfig(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
  databasePoolSize: number;
  databaseQueryTimeoutMs: number;
  databaseConnectTimeoutMs: number;
}): DatabaseOptions {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        queryTimeoutMs: config.databaseQueryTimeoutMs,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
      }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}
