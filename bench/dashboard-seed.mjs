// A learner's history written straight into the database, spread over half a year as months of use
// would leave it: lesson attempts through the course with their progress rows, and ended conversations.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './support.mjs';

const LEVELS = ['beginner', 'intermediate', 'advanced'];
const DAY_MS = 86_400_000;
const SPREAD_DAYS = 180;

function readJsonDir(dir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
}

/** The shipped course in course order, and the default topics. */
export function loadContent() {
  const lessons = LEVELS.flatMap((level) => readJsonDir(path.join(ROOT, 'content', 'lessons', level)));
  const topics = readJsonDir(path.join(ROOT, 'content', 'topics'));
  return { lessons, topics };
}

/** A small deterministic generator (mulberry32): every run seeds the same history. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Multi-row insert with numbered parameters; `db` is a pg client or a PGlite instance (both have query(text, params)). */
async function insertRows(db, table, columns, rows) {
  const chunk = 500;
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk);
    const params = slice.flat();
    const values = slice
      .map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ');
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, params);
  }
}

/**
 * Gives `userId` `activities` finished activities (3 lesson attempts for every 2 conversations) spread over
 * the last 180 days, plus one conversation left open; answers the XP they add up to.
 */
export async function seedHistory(db, { userId, activities, now, content, seed }) {
  const rand = random(seed);
  const when = () => new Date(now - Math.floor(rand() * SPREAD_DAYS * DAY_MS));
  const lessonCount = Math.round((activities * 3) / 5);

  // Attempts walk the course in order, a few tries per lesson, as a learner moving on would.
  const times = Array.from({ length: lessonCount }, when).sort((a, b) => a - b);
  const progress = new Map();
  const attempts = [];
  let xp = 0;
  times.forEach((at, index) => {
    const lesson = content.lessons[Math.floor(index / 4) % content.lessons.length];
    const score = 30 + Math.floor(rand() * 71);
    const award = Math.round((lesson.experiencePoints * score) / 100);
    const row = progress.get(lesson.id) ?? { bestScore: 0, bestXp: 0, completedAt: null, attempts: 0, updatedAt: at };
    const granted = Math.max(0, award - row.bestXp);
    xp += granted;
    attempts.push([userId, lesson.id, score, granted, score >= 50, at]);
    progress.set(lesson.id, {
      bestScore: Math.max(row.bestScore, score),
      bestXp: Math.max(row.bestXp, award),
      completedAt: row.completedAt ?? (score >= 50 ? at : null),
      attempts: row.attempts + 1,
      updatedAt: at,
    });
  });
  await insertRows(
    db,
    'lesson_attempts',
    ['user_id', 'lesson_id', 'score', 'xp_granted', 'completed', 'created_at'],
    attempts,
  );
  await insertRows(
    db,
    'lesson_progress',
    ['user_id', 'lesson_id', 'best_score', 'best_xp_award', 'completed_at', 'attempts', 'updated_at'],
    [...progress].map(([lessonId, row]) => [
      userId,
      lessonId,
      row.bestScore,
      row.bestXp,
      row.completedAt,
      row.attempts,
      row.updatedAt,
    ]),
  );

  const conversations = [];
  for (let index = 0; index <= activities - lessonCount; index++) {
    const topic = content.topics[Math.floor(rand() * content.topics.length)];
    const startedAt = when();
    const open = index === activities - lessonCount;
    const messages = 1 + Math.floor(rand() * 15);
    const duration = 60 + Math.floor(rand() * 840);
    const earned = Math.min(30, messages * 3);
    if (!open) xp += earned;
    conversations.push([
      userId,
      topic.id,
      topic.title,
      topic.description,
      topic.prompt,
      topic.level,
      startedAt,
      open ? null : new Date(startedAt.getTime() + duration * 1000),
      open ? null : duration,
      open ? null : messages,
      open ? null : earned,
    ]);
  }
  await insertRows(
    db,
    'conversations',
    [
      'user_id',
      'topic_id',
      'topic_title',
      'topic_description',
      'topic_prompt',
      'difficulty',
      'started_at',
      'ended_at',
      'duration_seconds',
      'learner_messages',
      'xp_earned',
    ],
    conversations,
  );

  // Active yesterday with a streak: the dashboard's streak-at-risk rule has work to do.
  const yesterday = new Date(now - DAY_MS).toISOString().slice(0, 10);
  await db.query(
    'update users set xp_points = $2, streak_days = 12, streak_last_day = $3, time_zone = $4 where id = $1',
    [userId, xp, yesterday, 'Europe/Madrid'],
  );
  return xp;
}

/** Other learners with histories of their own, so every read has to find this learner's rows by index. */
export async function seedNeighbours(db, { count, activities, now, content }) {
  for (let index = 0; index < count; index++) {
    const username = `neighbour_${index}_${now}`;
    const { rows } = await db.query(
      'insert into users (username, username_key, password_hash) values ($1, $1, $2) returning id',
      [username, 'not-a-hash'],
    );
    await seedHistory(db, { userId: rows[0].id, activities, now, content, seed: 1000 + index });
  }
}
