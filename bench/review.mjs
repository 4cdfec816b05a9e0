// docs/ARCHITECTURE.md#performance: the review deck's due queue (GET /api/review/queue) and a conversation report
// (GET /api/conversations/:id/report) for a learner with 20,000 cards, 20,000 grades and 2,000 ended conversations
// of 10 messages each (every learner message corrected): p95 < 20 ms on PostgreSQL and < 50 ms on PGlite at
// 50 req/s each, 0 errors. The load is open-loop at a constant rate (open-loop.mjs); PostgreSQL runs in a
// throw-away database on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { constantRate } from './open-loop.mjs';
import { describeRun, onPgliteWithLearner, onPostgresWithLearner } from './seeded-learner.mjs';

const CARDS = 20_000;
const CONVERSATIONS = 2_000;
const RATE = 50;
const PORT = 3916;

const CHECK = JSON.stringify({
  corrected: 'Mi hermana está muy cansada.',
  changes: [
    {
      category: 'ser-estar',
      original: 'es muy cansada',
      corrected: 'está muy cansada',
      explanation: "Use estar for temporary states and feelings: 'está muy cansada'.",
    },
  ],
  summary: 'One mistake found.',
  checkedBy: 'builtin',
});

/**
 * The learner's history in a few set-based statements: conversations an hour apart, their messages (learner and
 * partner in turn), word and correction cards (a tenth new, the rest seen, due from 60 days ago to 60 days ahead,
 * one in 50 suspended), and a grade per card over the last 60 days.
 */
async function seed(db, userId) {
  await db.query(
    `insert into conversations (user_id, topic_id, topic_title, topic_description, topic_prompt, difficulty,
       started_at, ended_at, duration_seconds, learner_messages, xp_earned)
     select $1, 'family-and-friends', 'Family and Friends', 'Talk about family.', 'Family', 'beginner',
       now() - i * interval '1 hour', now() - i * interval '1 hour' + interval '10 minutes', 600, 5, 15
     from generate_series(1, ${CONVERSATIONS}) i`,
    [userId],
  );
  await db.query(
    `insert into conversation_messages (conversation_id, role, text, learner_check, created_at)
     select c.id, case when m % 2 = 0 then 'assistant' else 'user' end,
       case when m % 2 = 0 then '¿Cómo está tu hermana hoy? ¿Tienes hermanos?' else 'Mi hermana es muy cansada.' end,
       case when m % 2 = 0 then null else $2::jsonb end, c.started_at + m * interval '20 seconds'
     from conversations c cross join generate_series(1, 10) m where c.user_id = $1`,
    [userId, CHECK],
  );
  await db.query(
    `insert into review_cards (user_id, item_key, kind, content, conversation_id, due, stability, difficulty,
       elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, suspended, created_at, updated_at)
     select $1, 'word:' || i, 'word', jsonb_build_object('kind', 'word', 'spanish', 'palabra ' || i, 'english', 'word ' || i),
       null, now() + ((i % 120) - 60) * interval '1 day', 8.5, 5.2, 0, 8, 0,
       case when i % 10 = 0 then 0 else 3 end, 0, case when i % 10 = 0 then 0 else 2 end,
       case when i % 10 = 0 then null else now() - interval '8 days' end, i % 50 = 0,
       now() - i * interval '3 minutes', now()
     from generate_series(1, ${CARDS}) i`,
    [userId],
  );
  await db.query(
    `insert into review_logs (user_id, card_id, rating, state, due, stability, difficulty, scheduled_days,
       learning_steps, reviewed_at, xp_granted)
     select $1, id, 3, 2, due, stability, difficulty, 8, 0, now() - (id % 60) * interval '1 day', 1
     from review_cards where user_id = $1`,
    [userId],
  );
  // What autovacuum would have done on a database that grew over months: fresh statistics, and the visibility map
  // set (insert-driven autovacuum), so counting due cards reads the index alone.
  await db.query('vacuum analyze');
}

async function latestConversation(db, userId) {
  const { rows } = await db.query('select id from conversations where user_id = $1 order by ended_at desc limit 1', [
    userId,
  ]);
  return rows[0].id;
}

/** Checks that the learner really has the deck and the report, then a warm-up and a timed run of each. */
async function load(url, cookie, conversationId) {
  const headers = { cookie };
  const queue = await (await fetch(`${url}/api/review/queue`, { headers })).json();
  if (queue.cards?.length !== 50 || queue.dueCount < 5_000) throw new Error(`unexpected queue: ${queue.dueCount}`);
  const reportUrl = `${url}/api/conversations/${conversationId}/report`;
  const report = await (await fetch(reportUrl, { headers })).json();
  if (report.messages?.length !== 5) throw new Error(`unexpected report: ${JSON.stringify(report).slice(0, 200)}`);
  const runs = {};
  for (const [name, target] of [
    ['queue', `${url}/api/review/queue`],
    ['report', reportUrl],
  ]) {
    await constantRate({ url: target, headers, rate: RATE, durationSeconds: 3 });
    runs[name] = await constantRate({ url: target, headers, rate: RATE, durationSeconds: 10 });
  }
  return runs;
}

const held = (run) => run.p95 !== undefined && run.requestsPerSecond >= RATE * 0.95 && run.errors === 0;

export async function review() {
  const seedAndFindReport = (db, userId) => seed(db, userId).then(() => latestConversation(db, userId));
  const postgres = await onPostgresWithLearner({ name: 'review', port: PORT, seed: seedAndFindReport, load }).catch(
    (error) => ({ failure: error.message }),
  );
  const pglite = await onPgliteWithLearner({ name: 'review', port: PORT, seed: seedAndFindReport, load });
  const figures = {};
  const describe = (label, run) => describeRun(figures, label, run);
  if (postgres.failure) figures['PostgreSQL'] = `not measured: ${postgres.failure}`;
  else {
    describe(`PostgreSQL queue at ${RATE} req/s`, postgres.queue);
    describe(`PostgreSQL report at ${RATE} req/s`, postgres.report);
  }
  describe(`PGlite queue at ${RATE} req/s`, pglite.queue);
  describe(`PGlite report at ${RATE} req/s`, pglite.report);
  return {
    name: `review: due queue and conversation report, ${CARDS} cards and ${CONVERSATIONS} conversations`,
    figures,
    pass:
      !postgres.failure &&
      [postgres.queue, postgres.report].every((run) => held(run) && run.p95 < 20) &&
      [pglite.queue, pglite.report].every((run) => held(run) && run.p95 < 50),
    target: `p95 < 20 ms on PostgreSQL and < 50 ms on PGlite at ${RATE} req/s, 0 errors`,
  };
}
