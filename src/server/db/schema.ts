import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    /** Lower-cased username: uniqueness is case-insensitive. */
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    xpPoints: integer('xp_points').notNull().default(0),
    streakDays: integer('streak_days').notNull().default(0),
    /** The learner's local calendar day of their last completed activity. */
    streakLastDay: date('streak_last_day', { mode: 'string' }),
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_username_key_idx').on(table.usernameKey)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session id: a leaked table does not yield usable cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_idle_expires_at_idx').on(table.idleExpiresAt),
  ],
);

/** Failed sign-ins, counted per account and per client address to throttle guessing. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_failures_username_key_created_at_idx').on(table.usernameKey, table.createdAt),
    index('auth_failures_ip_created_at_idx').on(table.ip, table.createdAt),
  ],
);

/** Small operational values the app generates once and every process must share (e.g. the session secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Each learner's standing in each lesson of the catalogue (lessons themselves are content files, keyed by slug). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    bestScore: integer('best_score').notNull(),
    /** The most XP any attempt at this lesson has been worth; grants only ever top it up. */
    bestXpAward: integer('best_xp_award').notNull(),
    /** When the lesson first reached the completion score; null while it has not. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/** Every submitted lesson attempt, kept for recent activity and weekly figures. */
export const lessonAttempts = pgTable(
  'lesson_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    score: integer('score').notNull(),
    xpGranted: integer('xp_granted').notNull(),
    completed: boolean('completed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lesson_attempts_user_id_created_at_idx').on(table.userId, table.createdAt)],
);
