import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
