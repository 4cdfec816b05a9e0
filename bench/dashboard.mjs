// docs/ARCHITECTURE.md#performance: GET /api/dashboard p95 < 50 ms at 200 req/s on PostgreSQL and
// < 100 ms at 50 req/s on PGlite, 0 errors, for a learner with 500 activities (lesson attempts and
// conversations over half a year) among 20 other learners with as many. PostgreSQL runs in a throw-away
// database created and dropped here, on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// The load is open-loop at a constant rate (open-loop.mjs).
import { loadContent, seedHistory, seedNeighbours } from './dashboard-seed.mjs';
import { constantRate } from './open-loop.mjs';
import { describeRun, onPgliteWithLearner, onPostgresWithLearner } from './seeded-learner.mjs';

const ACTIVITIES = 500;
const NEIGHBOURS = 20;
const PORT = 3906;

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

export async function dashboard() {
  const postgres = await onPostgresWithLearner({
    name: 'dashboard',
    port: PORT,
    seed,
    load: (url, cookie) => load(url, cookie, 200),
  }).catch((error) => ({ failure: error.message }));
  const pglite = await onPgliteWithLearner({
    name: 'dashboard',
    port: PORT,
    seed,
    load: (url, cookie) => load(url, cookie, 50),
  });
  const figures = {};
  const describe = (label, run) => describeRun(figures, label, run);
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
