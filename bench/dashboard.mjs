// docs/ARCHITECTURE.md#performance: GET /api/dashboard p95 < 50 ms at 200 req/s on PostgreSQL and
// < 100 ms at 50 req/s on PGlite, 0 errors, for a learner with 500 activities (lesson attempts and
// conversations over half a year) among 20 other learners with as many. PostgreSQL runs in a throw-away
// database created and dropped here, on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// The load is open-loop at a constant rate (open-loop.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadContent, seedHistory, seedNeighbours } from './dashboard-seed.mjs';
import { constantRate } from './open-loop.mjs';
import { registerBenchLearner, startCharla } from './support.mjs';

const ACTIVITIES = 500;
const NEIGHBOURS = 20;
const PORT = 3906;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function seed(db, userId) {
  const now = Date.now();
  const content = loadContent();
  await seedNeighbours(db, { count: NEIGHBOURS, activities: ACTIVITIES, now, content });
  await seedHistory(db, { userId, activities: ACTIVITIES, now, content, seed: 1 });
  // Fresh statistics, as autovacuum would have gathered on a database that grew over months.
  await db.query('analyze');
}

/** A check that the learner really has the history before timing it, then a warm-up and the run. */
async function load(url, cookie, rate) {
  const response = await fetch(`${url}/api/dashboard`, { headers: { cookie } });
  if (!response.ok) throw new Error(`dashboard answered ${response.status}`);
  const body = await response.json();
  if (body.recentActivity.length !== 10 || body.progress.conversationsHad !== (ACTIVITIES * 2) / 5) {
    throw new Error(`the seeded history is not what the dashboard shows: ${JSON.stringify(body.progress)}`);
  }
  const options = { url: `${url}/api/dashboard`, headers: { cookie }, rate };
  await constantRate({ ...options, durationSeconds: 3 });
  return constantRate({ ...options, durationSeconds: 10 });
}

async function onPostgres() {
  const database = `charla_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  try {
    const charla = await startCharla(PORT, { DATABASE_URL: url.href, TRUST_PROXY: 'true' });
    try {
      const { cookie, userId } = await registerBenchLearner(charla.url);
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      await seed(client, userId).finally(() => client.end());
      return await load(charla.url, cookie, 200);
    } finally {
      await charla.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charla-bench-dashboard-'));
  try {
    // The first start creates and migrates the database; it is seeded while no server holds it (PGlite
    // allows one process per data dir), then served again.
    const first = await startCharla(PORT, { DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    const { cookie, userId } = await registerBenchLearner(first.url).finally(() => first.stop());
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    await seed(db, userId).finally(() => db.close());
    const charla = await startCharla(PORT, { DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    try {
      return await load(charla.url, cookie, 50);
    } finally {
      await charla.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function dashboard() {
  const postgres = await onPostgres().catch((error) => ({ failure: error.message }));
  const pglite = await onPglite();
  const figures = {};
  const describe = (label, run) => {
    figures[`${label}: achieved req/s`] = run.requestsPerSecond.toFixed(1);
    figures[`${label}: p50 / p95 / p99 ms`] = [run.p50, run.p95, run.p99].map((ms) => ms.toFixed(2)).join(' / ');
    figures[`${label}: errors`] = run.errors;
  };
  if (postgres.failure) figures['PostgreSQL'] = `not measured: ${postgres.failure}`;
  else describe('PostgreSQL at 200 req/s', postgres);
  describe('PGlite at 50 req/s', pglite);
  return {
    name: `dashboard: GET /api/dashboard, a learner with ${ACTIVITIES} activities among ${NEIGHBOURS} others`,
    figures,
    // The rate must have been held, or the latencies describe a lighter load than the budget's.
    pass:
      !postgres.failure &&
      postgres.p95 < 50 &&
      postgres.errors === 0 &&
      postgres.requestsPerSecond >= 190 &&
      pglite.p95 < 100 &&
      pglite.errors === 0 &&
      pglite.requestsPerSecond >= 47.5,
    target: 'p95 < 50 ms at 200 req/s on PostgreSQL, < 100 ms at 50 req/s on PGlite, 0 errors',
  };
}
