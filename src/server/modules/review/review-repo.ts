import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { ReviewCardContent } from '@/contract/review';
import type { Database } from '@/server/db/client';
import {
  conversationMessages,
  conversations,
  reviewCards,
  reviewLogs,
  reviewSettings,
  users,
} from '@/server/db/schema';
import { grantLearnerStanding, lockLearnerStanding } from '@/server/db/learner-standing';

export type ReviewCardRow = typeof reviewCards.$inferSelect;

/** A card's FSRS memory state, as the columns hold it (ts-fsrs's Card with our names). */
export interface CardMemory {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

export interface NewCard {
  itemKey: string;
  kind: ReviewCardContent['kind'];
  content: ReviewCardContent;
  conversationId: string | null;
  memory: CardMemory;
}

/** One grade as ts-fsrs logs it: the card's state before it. */
export interface GradeLog {
  rating: number;
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
}

/** The learner's standing and their card when a grade arrives, read under the learner's row lock. */
export interface GradeState {
  card: ReviewCardRow;
  streakDays: number;
  streakLastDay: string | null;
  timeZone: string;
}

export interface GradeOutcome {
  memory: CardMemory;
  log: GradeLog;
  /** Decided from the day's review XP so far (`xpToday`), which the repo reads under the same lock. */
  xpGranted: number;
  streakDays: number;
  streakLastDay: string | null;
}

/** Conflicts the repo reports to the service; it maps them to the learner's messages. */
export type GradeRefusal = 'not-found' | 'stale' | 'suspended';

const memoryColumns = (memory: CardMemory) => ({
  due: memory.due,
  stability: memory.stability,
  difficulty: memory.difficulty,
  elapsedDays: memory.elapsedDays,
  scheduledDays: memory.scheduledDays,
  learningSteps: memory.learningSteps,
  reps: memory.reps,
  lapses: memory.lapses,
  state: memory.state,
  lastReview: memory.lastReview,
});

/** A card's columns as json_agg names them: the fields of ReviewCardRow, timestamps as text. */
const cardColumns = sql.raw(
  [
    'id',
    'user_id as "userId"',
    'item_key as "itemKey"',
    'kind',
    'content',
    'conversation_id as "conversationId"',
    'due',
    'stability',
    'difficulty',
    'elapsed_days as "elapsedDays"',
    'scheduled_days as "scheduledDays"',
    'learning_steps as "learningSteps"',
    'reps',
    'lapses',
    'state',
    'last_review as "lastReview"',
    'suspended',
    'created_at as "createdAt"',
    'updated_at as "updatedAt"',
  ]
    .map((column) => `rc.${column}`)
    .join(', '),
);

interface QueueRow {
  due: unknown;
  fresh: unknown;
  dueCount: number;
  newCount: number;
  newMetToday: number;
  reviewedToday: number;
  xpToday: number;
}

type JsonCard = Omit<ReviewCardRow, 'due' | 'lastReview' | 'createdAt' | 'updatedAt'> & {
  due: string;
  lastReview: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Cards as json_agg hands them over (parsed by both drivers; a string is parsed here all the same). */
function jsonCards(value: unknown): ReviewCardRow[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as JsonCard[];
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    due: new Date(row.due),
    lastReview: row.lastReview === null ? null : new Date(row.lastReview),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  }));
}

const ownCard = (userId: string, id: number) => and(eq(reviewCards.id, id), eq(reviewCards.userId, userId));

/** What the deck's queries need: the database and the queue's statement, prepared once. */
type Deps = { db: Database; queueStatement: ReturnType<typeof prepareQueue> };

/**
 * Prepared once: the queue is read at every review screen and answer. Today's new cards allowed are the limit
 * less the new cards met today; the parameters are the learner, their local day's bounds and the two limits.
 */
function prepareQueue(db: Database) {
  const p = {
    userId: sql.placeholder('userId'),
    dayStart: sql`${sql.placeholder('dayStart')}::timestamptz`,
    dayEnd: sql`${sql.placeholder('dayEnd')}::timestamptz`,
    newLimit: sql`${sql.placeholder('newLimit')}::int`,
    limit: sql`${sql.placeholder('limit')}::int`,
  };
  const seen = sql`rc.user_id = ${p.userId} and rc.suspended = false and rc.state <> 0 and rc.due < ${p.dayEnd}`;
  const fresh = sql`rc.user_id = ${p.userId} and rc.suspended = false and rc.state = 0`;
  const today = sql`rl.user_id = ${p.userId} and rl.reviewed_at >= ${p.dayStart}`;
  const metToday = sql`(select count(*)::int from ${reviewLogs} rl where ${today} and rl.state = 0)`;
  const allowed = sql`greatest(0, ${p.newLimit} - ${metToday})`;
  const queueStatement = db
    .select({
      due: sql<unknown>`(select coalesce(json_agg(d), '[]'::json) from (
        select ${cardColumns} from ${reviewCards} rc where ${seen} order by rc.due, rc.id limit ${p.limit}) d)`,
      fresh: sql<unknown>`(select coalesce(json_agg(f), '[]'::json) from (
        select ${cardColumns} from ${reviewCards} rc where ${fresh} order by rc.created_at, rc.id
        limit least(${allowed}, ${p.limit})) f)`,
      dueCount: sql<number>`(select count(*)::int from ${reviewCards} rc where ${seen})`,
      newCount: sql<number>`(select count(*)::int from (select 1 from ${reviewCards} rc where ${fresh} limit ${allowed}) n)`,
      newMetToday: sql<number>`${metToday}`,
      reviewedToday: sql<number>`(select count(*)::int from ${reviewLogs} rl where ${today})`,
      xpToday: sql<number>`(select coalesce(sum(rl.xp_granted), 0)::int from ${reviewLogs} rl where ${today})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('charla_review_queue');
  return queueStatement;
}

/** The learner's time zone and new-card limit; undefined when the learner is gone. */
async function reviewLearner(
  deps: Deps,
  userId: string,
): Promise<{ timeZone: string; newCardsPerDay: number | null } | undefined> {
  const { db } = deps;
  const [row] = await db
    .select({ timeZone: users.timeZone, newCardsPerDay: reviewSettings.newCardsPerDay })
    .from(users)
    .leftJoin(reviewSettings, eq(reviewSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

async function saveNewCardLimit(deps: Deps, userId: string, newCardsPerDay: number, at: Date): Promise<void> {
  const { db } = deps;
  await db
    .insert(reviewSettings)
    .values({ userId, newCardsPerDay, updatedAt: at })
    .onConflictDoUpdate({ target: reviewSettings.userId, set: { newCardsPerDay, updatedAt: at } });
}

/** Adds the cards the deck does not hold yet (by item key); answers the ones it added. */
async function insertNewCards(
  deps: Deps,
  userId: string,
  cards: readonly NewCard[],
  at: Date,
): Promise<ReviewCardRow[]> {
  const { db } = deps;
  if (cards.length === 0) return [];
  return db
    .insert(reviewCards)
    .values(
      cards.map((card) => ({
        userId,
        itemKey: card.itemKey,
        kind: card.kind,
        content: card.content,
        conversationId: card.conversationId,
        ...memoryColumns(card.memory),
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.itemKey] })
    .returning();
}

async function findCardByKey(deps: Deps, userId: string, itemKey: string): Promise<ReviewCardRow | undefined> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.itemKey, itemKey)));
  return row;
}

async function findOwnCard(deps: Deps, userId: string, id: number): Promise<ReviewCardRow | undefined> {
  const { db } = deps;
  const [row] = await db.select().from(reviewCards).where(ownCard(userId, id));
  return row;
}

/**
 * Today's queue and its counts in one statement (`dayStart`/`dayEnd` bound the learner's local day): the cards
 * already seen that are due before the day ends, oldest first; the new cards still allowed today (the limit less
 * the new cards met today), oldest first; how many of each there are; and today's grades and review XP.
 */
async function queueOf(
  deps: Deps,
  userId: string,
  options: { dayStart: Date; dayEnd: Date; newLimit: number; limit: number },
) {
  const { queueStatement } = deps;
  const rows: QueueRow[] = await queueStatement.execute({
    userId,
    dayStart: options.dayStart.toISOString(),
    dayEnd: options.dayEnd.toISOString(),
    newLimit: options.newLimit,
    limit: options.limit,
  });
  const [row] = rows;
  if (!row) throw new Error('The queue statement answered no row');
  return {
    due: jsonCards(row.due),
    fresh: jsonCards(row.fresh),
    dueCount: row.dueCount,
    newCount: row.newCount,
    newMetToday: row.newMetToday,
    reviewedToday: row.reviewedToday,
    xpToday: row.xpToday,
  };
}

/**
 * Grades a card once: in one transaction holding the learner's row lock (so the streak and XP are granted in
 * turn with lessons and conversations), the card is read for update and changed only if its `reps` is still
 * the one the learner saw. A second grade of the same card, concurrent or repeated, is refused as stale.
 */
async function recordGrade(
  deps: Deps,
  input: {
    userId: string;
    cardId: number;
    expectedReps: number;
    at: Date;
    dayStart: (timeZone: string) => Date;
    /** The browser's zone now: a learner who travels keeps counting days where they are. */
    timeZone?: string | undefined;
  },
  decide: (state: GradeState, xpToday: number) => GradeOutcome,
): Promise<
  { refused: GradeRefusal } | { card: ReviewCardRow; outcome: GradeOutcome; xpPoints: number; timeZone: string }
> {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const learner = await lockLearnerStanding(tx, input.userId);
    if (!learner) return { refused: 'not-found' as const };
    if (input.timeZone && input.timeZone !== learner.timeZone) {
      await tx.update(users).set({ timeZone: input.timeZone }).where(eq(users.id, input.userId));
      learner.timeZone = input.timeZone;
    }
    const [card] = await tx.select().from(reviewCards).where(ownCard(input.userId, input.cardId)).for('update');
    if (!card) return { refused: 'not-found' as const };
    if (card.suspended) return { refused: 'suspended' as const };
    if (card.reps !== input.expectedReps) return { refused: 'stale' as const };
    const [today] = await tx
      .select({ xp: sql<number>`coalesce(sum(${reviewLogs.xpGranted}), 0)::int` })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, input.userId), gte(reviewLogs.reviewedAt, input.dayStart(learner.timeZone))));
    const outcome = decide({ card, ...learner }, today?.xp ?? 0);
    const [updated] = await tx
      .update(reviewCards)
      .set({ ...memoryColumns(outcome.memory), updatedAt: input.at })
      .where(and(ownCard(input.userId, input.cardId), eq(reviewCards.reps, input.expectedReps)))
      .returning();
    if (!updated) return { refused: 'stale' as const };
    await tx.insert(reviewLogs).values({
      userId: input.userId,
      cardId: card.id,
      ...outcome.log,
      reviewedAt: input.at,
      xpGranted: outcome.xpGranted,
    });
    const xpAfter = await grantLearnerStanding(tx, input.userId, {
      xp: outcome.xpGranted,
      streakDays: outcome.streakDays,
      streakLastDay: outcome.streakLastDay,
    });
    return {
      card: updated,
      outcome,
      xpPoints: xpAfter ?? learner.xpPoints + outcome.xpGranted,
      timeZone: learner.timeZone,
    };
  });
}

async function setCardSuspended(
  deps: Deps,
  userId: string,
  id: number,
  suspended: boolean,
  at: Date,
): Promise<ReviewCardRow | undefined> {
  const { db } = deps;
  const [row] = await db.update(reviewCards).set({ suspended, updatedAt: at }).where(ownCard(userId, id)).returning();
  return row;
}

async function deleteCard(deps: Deps, userId: string, id: number): Promise<boolean> {
  const { db } = deps;
  const rows = await db.delete(reviewCards).where(ownCard(userId, id)).returning({ id: reviewCards.id });
  return rows.length > 0;
}

/** The learner's newest cards, suspended ones included, with the deck's totals. */
async function listCards(deps: Deps, userId: string, limit: number) {
  const { db } = deps;
  const [cards, totals] = await Promise.all([
    db
      .select()
      .from(reviewCards)
      .where(eq(reviewCards.userId, userId))
      .orderBy(desc(reviewCards.createdAt), desc(reviewCards.id))
      .limit(limit),
    db
      .select({ total: count(), suspended: sql<number>`count(*) filter (where ${reviewCards.suspended})::int` })
      .from(reviewCards)
      .where(eq(reviewCards.userId, userId)),
  ]);
  return { cards, total: totals[0]?.total ?? 0, suspended: totals[0]?.suspended ?? 0 };
}

/** How many of the learner's cards came from the conversation. */
async function countCardsFromConversation(deps: Deps, userId: string, conversationId: string): Promise<number> {
  const { db } = deps;
  const [row] = await db
    .select({ n: count() })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.conversationId, conversationId)));
  return row?.n ?? 0;
}

/** The learner messages of the learner's own conversation that the corrector changed. */
async function correctedMessagesOf(deps: Deps, userId: string, conversationId: string) {
  const { db } = deps;
  return db
    .select({ text: conversationMessages.text, check: conversationMessages.check })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.userId, userId),
        eq(conversationMessages.role, 'user'),
        sql`jsonb_array_length(${conversationMessages.check} -> 'changes') > 0`,
      ),
    )
    .orderBy(asc(conversationMessages.id));
}

/** Mistakes per category in the learner's conversations started since `since`, most frequent first. */
async function mistakeCategoriesSince(
  deps: Deps,
  userId: string,
  since: Date,
): Promise<{ category: string; count: number }[]> {
  const { db } = deps;
  const result: unknown = await db.execute(sql`
        select change ->> 'category' as "category", count(*)::int as "count"
        from ${conversations} c
        join ${conversationMessages} m on m.conversation_id = c.id and m.role = 'user' and m.learner_check is not null
        cross join lateral jsonb_array_elements(m.learner_check -> 'changes') as change
        where c.user_id = ${userId} and c.started_at >= ${since.toISOString()}::timestamptz
        group by 1 order by 2 desc, 1 limit 40`);
  return (result as { rows: { category: string; count: number }[] }).rows;
}

/**
 * The learner's most recent ended conversation that gave the deck cards, with how many of its cards are in
 * today's queue (seen and due before `dayEnd`, or still new).
 */
async function lastConversationCardsOf(deps: Deps, userId: string, dayEnd: Date) {
  const { db } = deps;
  // Raw SQL: the correlated subquery needs the outer table named (Drizzle leaves select columns unqualified).
  const result: unknown = await db.execute(sql`
        select c.id as "conversationId", c.topic_title as "topicTitle", c.ended_at as "endedAt",
          (select count(*)::int from ${reviewCards} rc where rc.conversation_id = c.id and rc.user_id = ${userId}
            and rc.suspended = false and (rc.state = 0 or rc.due < ${dayEnd.toISOString()}::timestamptz)) as "count"
        from ${conversations} c
        where c.user_id = ${userId} and c.ended_at is not null
          and exists (select 1 from ${reviewCards} rc where rc.conversation_id = c.id)
        order by c.ended_at desc limit 1`);
  const [row] = (result as { rows: { conversationId: string; topicTitle: string; endedAt: unknown; count: number }[] })
    .rows;
  return row ? { ...row, endedAt: new Date(row.endedAt as string) } : undefined;
}

/**
 * The deck's SQL. Every query is filtered by the owner; the queue reads the partial indexes on (user_id, due) for
 * cards already seen and (user_id, created_at, id) for new ones, so it stays short whatever the deck holds.
 */
export function createReviewRepo(db: Database) {
  const deps: Deps = { db, queueStatement: prepareQueue(db) };
  return {
    learner: reviewLearner.bind(null, deps),
    saveSettings: saveNewCardLimit.bind(null, deps),
    insertNew: insertNewCards.bind(null, deps),
    findByKey: findCardByKey.bind(null, deps),
    findOwn: findOwnCard.bind(null, deps),
    queue: queueOf.bind(null, deps),
    grade: recordGrade.bind(null, deps),
    setSuspended: setCardSuspended.bind(null, deps),
    delete: deleteCard.bind(null, deps),
    list: listCards.bind(null, deps),
    cardsFromConversation: countCardsFromConversation.bind(null, deps),
    correctedMessages: correctedMessagesOf.bind(null, deps),
    mistakeCategories: mistakeCategoriesSince.bind(null, deps),
    lastConversationCards: lastConversationCardsOf.bind(null, deps),
  };
}
export type ReviewRepo = ReturnType<typeof createReviewRepo>;
