import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageCheck } from '@/contract/corrections';
import type { ReviewCardContent } from '@/contract/review';
import type { PlacementAnswer } from '@/domain/placement';

// Column definitions many tables share, written once. Each call makes a new column: Drizzle binds a column to the
// table it is placed in. They produce exactly the SQL the migrations already hold (npm run db:generate finds nothing).

/** A random UUID primary key, made by the database. */
const randomId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** The learner a row belongs to: it goes with them when their account is deleted. */
const learnerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A moment, with its time zone. */
const moment = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: randomId(),
    username: text('username').notNull(),
    /** Lower-cased username: uniqueness is case-insensitive. */
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    xpPoints: integer('xp_points').notNull().default(0),
    streakDays: integer('streak_days').notNull().default(0),
    /** The learner's local calendar day of their last completed activity. */
    streakLastDay: date('streak_last_day', { mode: 'string' }),
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: moment('created_at').notNull().defaultNow(),
    /** free, annual or premium; what it entitles the learner to also depends on the status and period end. */
    planTier: text('plan_tier').notNull().default('free'),
    /** active, past_due or canceled. */
    planStatus: text('plan_status').notNull().default('active'),
    /** When the paid period ends; null on the free plan. */
    planPeriodEnd: moment('plan_period_end'),
    /** The learner's Stripe customer, made at their first Stripe checkout and reused after it. */
    stripeCustomerId: text('stripe_customer_id'),
    /** The Stripe subscription the plan columns describe (null for the free plan and demo purchases). */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The daily XP goal (docs/product.md#daily-goal). */
    dailyGoalXp: integer('daily_goal_xp').notNull().default(20),
    /** 'spain' or 'latam': the voice, recognition locale, the partner's plural "you" and the regional notes first. */
    spanishVariety: text('spanish_variety').notNull().default('latam'),
    /** When the learner finished or skipped the welcome flow; null while it is still to show. */
    onboardedAt: moment('onboarded_at'),
    /** Where a placement test put the learner (docs/product.md#level-floor): a level and the lesson they start at. */
    placedLevel: text('placed_level'),
    placedLessonOrder: integer('placed_lesson_order'),
    placedAt: moment('placed_at'),
  },
  (table) => [
    uniqueIndex('users_username_key_idx').on(table.usernameKey),
    // Webhooks find the learner by customer; two learners never share one.
    uniqueIndex('users_stripe_customer_id_idx').on(table.stripeCustomerId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session id: a leaked table does not yield usable cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    idleExpiresAt: moment('idle_expires_at').notNull(),
    absoluteExpiresAt: moment('absolute_expires_at').notNull(),
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
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('auth_failures_username_key_created_at_idx').on(table.usernameKey, table.createdAt),
    index('auth_failures_ip_created_at_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * Rate-limit windows shared by every app process (sign-ups per address, per-learner limits): one row per limit
 * and key, counting hits until the window ends. Rows of ended windows are pruned hourly.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    endsAt: moment('ends_at').notNull(),
  },
  (table) => [index('rate_limit_windows_ends_at_idx').on(table.endsAt)],
);

/**
 * Every open live socket of every app process, so one learner's cap holds across the fleet. Each process refreshes
 * its own rows' `seen_at` on its heartbeat; rows a dead process left behind stop counting once they go stale.
 */
export const liveSockets = pgTable(
  'live_sockets',
  {
    id: text('id').primaryKey(),
    userId: learnerId(),
    openedAt: moment('opened_at').notNull(),
    seenAt: moment('seen_at').notNull(),
  },
  (table) => [index('live_sockets_user_id_idx').on(table.userId, table.openedAt)],
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
    userId: learnerId(),
    lessonId: text('lesson_id').notNull(),
    bestScore: integer('best_score').notNull(),
    /** The most XP any attempt at this lesson has been worth; grants only ever top it up. */
    bestXpAward: integer('best_xp_award').notNull(),
    /** When the lesson first reached the completion score; null while it has not. */
    completedAt: moment('completed_at'),
    attempts: integer('attempts').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/** Every submitted lesson attempt, kept for recent activity and weekly figures. */
export const lessonAttempts = pgTable(
  'lesson_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: learnerId(),
    lessonId: text('lesson_id').notNull(),
    score: integer('score').notNull(),
    xpGranted: integer('xp_granted').notNull(),
    completed: boolean('completed').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('lesson_attempts_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/** Topics a learner wrote for themself; each belongs to the level the learner was at when they made it. */
export const customTopics = pgTable(
  'custom_topics',
  {
    id: randomId(),
    userId: learnerId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    prompt: text('prompt').notNull(),
    userLevel: text('user_level').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('custom_topics_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/**
 * One practice conversation. The topic's title and prompt are copied in, so a conversation stays readable
 * after its custom topic is deleted. `endedAt` is set once, by the end call that grants the XP.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: randomId(),
    userId: learnerId(),
    /** A default topic's slug or `custom-<uuid>`. */
    topicId: text('topic_id').notNull(),
    topicTitle: text('topic_title').notNull(),
    topicDescription: text('topic_description').notNull(),
    topicPrompt: text('topic_prompt').notNull(),
    difficulty: text('difficulty').notNull(),
    startedAt: moment('started_at').notNull(),
    endedAt: moment('ended_at'),
    durationSeconds: integer('duration_seconds'),
    learnerMessages: integer('learner_messages'),
    xpEarned: integer('xp_earned'),
    notes: text('notes'),
    notesSavedAt: moment('notes_saved_at'),
  },
  (table) => [
    index('conversations_user_id_started_at_idx').on(table.userId, table.startedAt),
    // The dashboard reads ended conversations only (recent ones, this week's): open ones never need this index.
    index('conversations_user_id_ended_at_idx')
      .on(table.userId, table.endedAt)
      .where(sql`${table.endedAt} is not null`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    text: text('text').notNull(),
    translation: text('translation'),
    feedback: text('feedback'),
    /** A learner message's check by the corrector (docs/product.md#message-checks); null for the partner's. */
    check: jsonb('learner_check').$type<MessageCheck>(),
    /** How long the learner spoke a spoken message, in ms (docs/product.md#conversation-report); null when typed. */
    speakingMs: integer('speaking_ms'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [index('conversation_messages_conversation_id_id_idx').on(table.conversationId, table.id)],
);

/**
 * The demo checkout's sessions (the app's own test-mode stand-in for Stripe Checkout). The id is a random,
 * unguessable token; a session is paid once, and is no longer payable after `expiresAt`.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: learnerId(),
    /** ANNUAL or PREMIUM. */
    planType: text('plan_type').notNull(),
    /** open or paid; an open session past `expiresAt` reads as expired. */
    status: text('status').notNull().default('open'),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    paidAt: moment('paid_at'),
  },
  (table) => [index('checkout_sessions_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/**
 * Every payment event acted on (Stripe event ids, and `demo:<session>` for demo payments). It is inserted in
 * the same transaction as the event's effect, so a replayed or concurrently redelivered event changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  receivedAt: moment('received_at').notNull(),
});

/**
 * The learner's review deck (docs/product.md#review-deck): one card per item (`itemKey`, unique per learner), with
 * its FSRS memory state as ts-fsrs keeps it. Suspended cards stay but are never queued.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: learnerId(),
    /** reviewItemKey (src/domain/review-rules.ts), hashed: what makes two cards the same item. */
    itemKey: text('item_key').notNull(),
    /** correction, word or exercise. */
    kind: text('kind').notNull(),
    content: jsonb('content').$type<ReviewCardContent>().notNull(),
    /** The conversation a correction came from: "5 of them from yesterday's conversation". */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    due: moment('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: moment('last_review'),
    suspended: boolean('suspended').notNull().default(false),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('review_cards_user_id_item_key_idx').on(table.userId, table.itemKey),
    // The queue: cards already seen, by due date; new cards in the order they were made.
    index('review_cards_user_id_due_idx')
      .on(table.userId, table.due)
      .where(sql`${table.suspended} = false and ${table.state} <> 0`),
    index('review_cards_user_id_new_idx')
      .on(table.userId, table.createdAt, table.id)
      .where(sql`${table.suspended} = false and ${table.state} = 0`),
    index('review_cards_conversation_id_idx').on(table.conversationId),
  ],
);

/** Every grade given, as ts-fsrs logs it (the card's state before the grade), with the XP it earned. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: learnerId(),
    cardId: bigint('card_id', { mode: 'number' }).references(() => reviewCards.id, { onDelete: 'set null' }),
    /** ts-fsrs Rating: 1 again, 2 hard, 3 good, 4 easy. */
    rating: smallint('rating').notNull(),
    /** The card's state before this grade: 0 means a new card met for the first time. */
    state: smallint('state').notNull(),
    due: moment('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reviewedAt: moment('reviewed_at').notNull(),
    xpGranted: integer('xp_granted').notNull(),
  },
  (table) => [index('review_logs_user_id_reviewed_at_idx').on(table.userId, table.reviewedAt)],
);

/** Each learner's review preferences; a learner without a row has the defaults. */
export const reviewSettings = pgTable('review_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newCardsPerDay: integer('new_cards_per_day').notNull().default(10),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * Placement tests (docs/product.md#placement). The server holds the state, so the learner answers the item it
 * chose and cannot pick items: `currentItemId` is the item awaiting an answer, `answers` those already given.
 */
export const placementAttempts = pgTable(
  'placement_attempts',
  {
    id: randomId(),
    userId: learnerId(),
    answers: jsonb('answers').$type<PlacementAnswer[]>().notNull(),
    currentItemId: text('current_item_id'),
    startedAt: moment('started_at').notNull(),
    finishedAt: moment('finished_at'),
    /** The band the answers gave; null for a beginner (or before the end). */
    resultBand: text('result_band'),
  },
  (table) => [index('placement_attempts_user_id_started_at_idx').on(table.userId, table.startedAt)],
);
