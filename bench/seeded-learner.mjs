// One bench learner with a large seeded history, on a throw-away PostgreSQL database and on PGlite: the
// dashboard and review benchmarks measure their routes against it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { registerBenchLearner, startCharla } from './support.mjs';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Registers a learner on a server over a database created here (on BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped after, seeds it with `seed(client, userId)`, then
 * returns `load(url, cookie, seeded)`, where `seeded` is what the seed returned.
 */
export function onPostgresWithLearner({ name, port, seed, load }) {
  return onThrowawayPostgres(name, async (url) => {
    const charla = await startCharla(port, { DATABASE_URL: url, TRUST_PROXY: 'true' });
    try {
      const { cookie, userId } = await registerBenchLearner(charla.url);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const seeded = await seed(client, userId).finally(() => client.end());
      return await load(charla.url, cookie, seeded);
    } finally {
      await charla.stop();
    }
  });
}

/**
 * Runs `use(url)` on a PostgreSQL database created here (on BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped after, whatever happens.
 */
export async function onThrowawayPostgres(name, use) {
  const database = `charla_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  try {
    return await use(url.href);
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

/** The same on PGlite in a temporary data dir. */
export async function onPgliteWithLearner({ name, port, seed, load }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `charla-bench-${name}-`));
  try {
    // The first start creates and migrates the database; it is seeded while no server holds it (PGlite
    // allows one process per data dir), then served again.
    const first = await startCharla(port, { DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    const { cookie, userId } = await registerBenchLearner(first.url).finally(() => first.stop());
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const seeded = await seed(db, userId).finally(() => db.close());
    const charla = await startCharla(port, { DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    try {
      return await load(charla.url, cookie, seeded);
    } finally {
      await charla.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Adds an open-loop run's rate, latencies and errors to a benchmark's figures under `label`. */
export function describeRun(figures, label, run) {
  figures[`${label}: achieved req/s`] = run.requestsPerSecond.toFixed(1);
  figures[`${label}: p50 / p95 / p99 ms`] = [run.p50, run.p95, run.p99].map((ms) => ms.toFixed(2)).join(' / ');
  figures[`${label}: errors`] = run.errors;
}
