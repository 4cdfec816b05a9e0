import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { CONVERSATION_ENDED_MESSAGE, type Difficulty } from '@/contract/conversation';
import { batchWhileBusy } from '@/server/db/batch-while-busy';
import type { Database, Transaction } from '@/server/db/client';
import { conversationMessages, conversations, users } from '@/server/db/schema';
import { grantLearnerStanding, lockLearnerStanding } from '@/server/db/learner-standing';

export type ConversationRow = Omit<typeof conversations.$inferSelect, 'difficulty'> & { difficulty: Difficulty };
export type MessageRow = Omit<typeof conversationMessages.$inferSelect, 'role'> & { role: 'user' | 'assistant' };
export type NewMessage = Omit<typeof conversationMessages.$inferInsert, 'id' | 'conversationId'> & {
  role: 'user' | 'assistant';
};

/** A conversation with the figures a list shows, computed from its stored messages. */
export interface ConversationListRow extends ConversationRow {
  learnerCount: number;
  lastMessageAt: Date | null;
}

/** The learner's record when an end call arrives (read under the conversation's and the user's row locks). */
export interface EndState {
  conversation: ConversationRow;
  learnerMessages: number;
  lastMessageAt: Date | null;
  user: { xpPoints: number; streakDays: number; streakLastDay: string | null; timeZone: string };
}
export interface EndOutcome {
  xpEarned: number;
  durationSeconds: number;
  streakDays: number;
  streakLastDay: string | null;
}

/** What the daily limit is decided from: the learner's plan and time zone, read under their row lock. */
export interface LearnerAllowanceInput {
  timeZone: string;
  planTier: string;
  planStatus: string;
  planPeriodEnd: Date | null;
}
/** A learner's allowance today: `limit` conversations started from `from` until before `until` (their local day). */
export interface DailyAllowance {
  limit: number;
  from: Date;
  until: Date;
}

/** What a new conversation is stored with; the rest starts empty. */
export type NewConversation = Pick<
  typeof conversations.$inferInsert,
  'userId' | 'topicId' | 'topicTitle' | 'topicDescription' | 'topicPrompt' | 'difficulty' | 'startedAt'
>;

/**
 * The conversations of a learner's day that count toward the daily limit: those in which the learner sent a message
 * (`countsTowardDailyLimit` in src/domain/plans.ts, docs/product.md#daily-limits), optionally leaving one out.
 */
function countedToday(userId: string, day: { from: Date; until: Date }, except?: string) {
  return sql`select count(*)::int from ${conversations} c
    where c.user_id = ${userId}::uuid
      and c.started_at >= ${day.from.toISOString()}::timestamptz
      and c.started_at < ${day.until.toISOString()}::timestamptz
      ${except ? sql`and c.id <> ${except}::uuid` : sql``}
      and exists (select 1 from ${conversationMessages} m where m.conversation_id = c.id and m.role = 'user')`;
}

export class ConversationEndedError extends Error {
  override name = 'ConversationEndedError';
}

/** What an end call answers: the outcome decided (or the one stored by an earlier end) and the learner after it. */
export interface EndResult {
  outcome: EndOutcome;
  learnerMessages: number;
  alreadyEnded: boolean;
  xpPoints: number;
  timeZone: string;
  placedLevel: string | null;
}

type LearnerStanding = NonNullable<Awaited<ReturnType<typeof lockLearnerStanding>>>;
type BatchedAppend = { conversationId: string; messages: NewMessage[] };
type BatchedStart = { id: string; values: NewConversation; allowance: DailyAllowance | null };
type BatchedFirstExchange = BatchedAppend & { userId: string; allowance: DailyAllowance | null };

/** What the repo's functions need: the database and the statements prepared or batched once for it. */
type Deps = {
  db: Database;
  appendBatch: (call: BatchedAppend) => Promise<boolean>;
  allowanceInputs: (userId: string) => Promise<LearnerAllowanceInput | undefined>;
  insertWithinAllowance: (start: BatchedStart) => Promise<boolean>;
  firstExchanges: (first: BatchedFirstExchange) => Promise<boolean>;
  /** The database runs one statement at a time (PGlite): a check and a write in one statement cannot be split. */
  statementsRunAlone: boolean;
};

const learnerCount = count(sql`case when ${conversationMessages.role} = 'user' then 1 end`);
const lastMessageAt = max(conversationMessages.createdAt);

/** A message as its row stores it: what the learner or partner did not give is null. */
function storedMessage(conversationId: string, message: NewMessage) {
  const { role, text, createdAt } = message;
  return {
    conversationId,
    role,
    text,
    createdAt,
    translation: message.translation ?? null,
    feedback: message.feedback ?? null,
    check: message.check ?? null,
    speakingMs: message.speakingMs ?? null,
  };
}

/**
 * Prepared once, as it runs for every message: the messages travel as one array per column and unnest() turns them
 * back into rows in order, so the statement's text is the same whatever their number (and whatever the number of
 * conversations a batch serves). Drizzle inserts a select into every column, so the id is the column's own default
 * (its sequence), drawn row by row in order.
 */
function prepareAppend(db: Database) {
  const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  return db
    .insert(conversationMessages)
    .select(
      sql`select nextval('conversation_messages_id_seq'::regclass), c.id, v.role, v.text, v.translation, v.feedback,
            v.learner_check, v.speaking_ms, v.created_at
          from unnest(${param('conversationIds', 'uuid[]')}, ${param('roles', 'text[]')}, ${param('texts', 'text[]')},
              ${param('translations', 'text[]')}, ${param('feedbacks', 'text[]')}, ${param('checks', 'jsonb[]')},
              ${param('speakingMs', 'integer[]')}, ${param('createdAts', 'timestamptz[]')})
              with ordinality as v(conversation_id, role, text, translation, feedback, learner_check, speaking_ms,
                created_at, position)
            join ${conversations} c on c.id = v.conversation_id
          where c.ended_at is null
          order by v.position
          for share of c`,
    )
    .returning({ conversationId: conversationMessages.conversationId })
    .prepare('charla_append_messages');
}

/**
 * Appends to many conversations in one statement: answers, per call, whether its conversation was still open
 * (nothing is added to an ended one).
 */
async function appendToOpenConversations(
  statement: ReturnType<typeof prepareAppend>,
  calls: BatchedAppend[],
): Promise<boolean[]> {
  const rows = calls.flatMap((call) => call.messages.map((message) => storedMessage(call.conversationId, message)));
  const inserted = await statement.execute({
    conversationIds: rows.map((m) => m.conversationId),
    roles: rows.map((m) => m.role),
    texts: rows.map((m) => m.text),
    translations: rows.map((m) => m.translation),
    feedbacks: rows.map((m) => m.feedback),
    checks: rows.map((m) => (m.check ? JSON.stringify(m.check) : null)),
    speakingMs: rows.map((m) => m.speakingMs),
    createdAts: rows.map((m) => m.createdAt.toISOString()),
  });
  const open = new Set(inserted.map((row) => row.conversationId));
  return calls.map((call) => open.has(call.conversationId));
}

/** The plan and time zone of many learners in one statement. */
async function allowanceInputsOf(db: Database, userIds: string[]): Promise<(LearnerAllowanceInput | undefined)[]> {
  const rows = await db
    .select({
      id: users.id,
      timeZone: users.timeZone,
      planTier: users.planTier,
      planStatus: users.planStatus,
      planPeriodEnd: users.planPeriodEnd,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  const byId = new Map(rows.map(({ id, ...learner }) => [id, learner]));
  return userIds.map((id) => byId.get(id));
}

/**
 * Stores many new conversations in one statement, each only if its learner's day is not full (a null allowance: no
 * limit). The ids are drawn by the caller, so the answer says which of them were stored.
 */
async function insertStartsWithinAllowance(db: Database, starts: BatchedStart[]): Promise<boolean[]> {
  const column = <T>(pick: (start: BatchedStart) => T) => sql.param(starts.map(pick));
  const result: unknown = await db.execute(sql`
    insert into ${conversations} (id, user_id, topic_id, topic_title, topic_description, topic_prompt, difficulty, started_at)
    select v.id, v.user_id, v.topic_id, v.topic_title, v.topic_description, v.topic_prompt, v.difficulty, v.started_at
    from unnest(${column((s) => s.id)}::uuid[], ${column((s) => s.values.userId)}::uuid[],
        ${column((s) => s.values.topicId)}::text[], ${column((s) => s.values.topicTitle)}::text[],
        ${column((s) => s.values.topicDescription)}::text[], ${column((s) => s.values.topicPrompt)}::text[],
        ${column((s) => s.values.difficulty)}::text[], ${column((s) => s.values.startedAt.toISOString())}::timestamptz[],
        ${column((s) => s.allowance?.limit ?? null)}::integer[],
        ${column((s) => s.allowance?.from.toISOString() ?? null)}::timestamptz[],
        ${column((s) => s.allowance?.until.toISOString() ?? null)}::timestamptz[])
      as v(id, user_id, topic_id, topic_title, topic_description, topic_prompt, difficulty, started_at,
        day_limit, day_from, day_until)
    where v.day_limit is null or (
      select count(*) from ${conversations} c
      where c.user_id = v.user_id and c.started_at >= v.day_from and c.started_at < v.day_until
        and exists (select 1 from ${conversationMessages} m where m.conversation_id = c.id and m.role = 'user')
    ) < v.day_limit
    returning id`);
  // Both drivers (pg and PGlite) answer raw statements with `{ rows }`; the shared Database type cannot say so.
  const stored = new Set((result as { rows: { id: string }[] }).rows.map((row) => row.id));
  return starts.map((start) => stored.has(start.id));
}

/**
 * What the daily allowance is computed from: the learner's plan and time zone, read on `db`, or inside a
 * transaction with the learner's row lock taken.
 */
async function allowanceInputOf(
  executor: { db: Database } | { tx: Transaction },
  userId: string,
): Promise<LearnerAllowanceInput | undefined> {
  const query = ('tx' in executor ? executor.tx : executor.db)
    .select({
      timeZone: users.timeZone,
      planTier: users.planTier,
      planStatus: users.planStatus,
      planPeriodEnd: users.planPeriodEnd,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [learner] = 'tx' in executor ? await query.for('update') : await query;
  return learner;
}

/** How many of the learner's conversations of `day` count toward the daily limit (countedToday), read on `executor`. */
async function countToday(
  executor: Pick<Database, 'execute'>,
  userId: string,
  day: { from: Date; until: Date },
  except?: string,
): Promise<number> {
  const result: unknown = await executor.execute(countedToday(userId, day, except));
  const [row] = (result as { rows: { count: number }[] }).rows;
  return Number(row?.count ?? 0);
}

/** The learner's plan and time zone, and how many of their conversations of `dayOf`'s answer count. */
async function allowanceToday(
  deps: Deps,
  userId: string,
  dayOf: (learner: LearnerAllowanceInput) => DailyAllowance | null,
): Promise<{ allowance: DailyAllowance | null; used: number } | undefined> {
  const learner = await allowanceInputOf({ db: deps.db }, userId);
  if (!learner) return undefined;
  const allowance = dayOf(learner);
  if (!allowance) return { allowance: null, used: 0 };
  return { allowance, used: await countToday(deps.db, userId, allowance) };
}

/** Takes a share lock on the learner's conversation if it is still open; throws ConversationEndedError if not. */
async function lockOpenConversation(tx: Transaction, userId: string, conversationId: string): Promise<void> {
  const [open] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId), isNull(conversations.endedAt)))
    .for('share');
  if (!open) throw new ConversationEndedError(CONVERSATION_ENDED_MESSAGE);
}

/**
 * appendFirstLearnerExchange on a database that runs one statement at a time (PGlite): the check of the allowance
 * and the insert are one statement, so nothing can come between them, with no transaction to hold the database
 * while the event loop turns between its statements. Batched under load (insertFirstExchanges): 200 learners'
 * first messages within a second queued one statement each behind the others (bench/conversation.mjs, turn 0).
 */
async function appendFirstLearnerExchangeAlone(
  deps: Deps,
  input: { userId: string; conversationId: string; messages: NewMessage[] },
  allowanceOf: (learner: LearnerAllowanceInput) => DailyAllowance | null,
): Promise<{ refusedAtLimit: number } | null> {
  const learner = await deps.allowanceInputs(input.userId);
  const allowance = learner ? allowanceOf(learner) : null;
  if (await deps.firstExchanges({ ...input, allowance })) return null;
  // Nothing stored: the conversation has ended (or is not the learner's), or the day is full.
  const [open] = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, input.conversationId),
        eq(conversations.userId, input.userId),
        isNull(conversations.endedAt),
      ),
    );
  if (!open || !allowance) throw new ConversationEndedError(CONVERSATION_ENDED_MESSAGE);
  return { refusedAtLimit: allowance.limit };
}

/**
 * Stores many conversations' first learner exchanges, each only if its conversation is open and its learner's day is
 * not full, in one statement per round. A round holds one call per learner: two conversations of one learner in
 * the same statement would both pass the same count, and together take the learner over the limit.
 */
async function insertFirstExchanges(db: Database, calls: BatchedFirstExchange[]): Promise<boolean[]> {
  const stored = calls.map(() => false);
  let left = calls.map((call, index) => ({ call, index }));
  while (left.length > 0) {
    const learners = new Set<string>();
    const round = left.filter(({ call }) => !learners.has(call.userId) && learners.add(call.userId));
    left = left.filter((item) => !round.includes(item));
    const done = await insertFirstExchangesOfLearners(
      db,
      round.map(({ call }) => call),
    );
    round.forEach(({ index }, at) => (stored[index] = done[at]!));
  }
  return stored;
}

/** insertFirstExchanges for calls of distinct learners: one statement. */
async function insertFirstExchangesOfLearners(db: Database, calls: BatchedFirstExchange[]): Promise<boolean[]> {
  const rows = calls.flatMap((call) => call.messages.map((message) => storedMessage(call.conversationId, message)));
  const row = <T>(pick: (message: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  const call = <T>(pick: (first: BatchedFirstExchange) => T) => sql.param(calls.map(pick));
  const result: unknown = await db.execute(sql`
    insert into ${conversationMessages}
      (conversation_id, role, text, translation, feedback, learner_check, speaking_ms, created_at)
    select v.conversation_id, v.role, v.text, v.translation, v.feedback, v.learner_check, v.speaking_ms, v.created_at
    from unnest(${row((m) => m.conversationId)}::uuid[], ${row((m) => m.role)}::text[], ${row((m) => m.text)}::text[],
        ${row((m) => m.translation)}::text[], ${row((m) => m.feedback)}::text[],
        ${row((m) => (m.check ? JSON.stringify(m.check) : null))}::jsonb[], ${row((m) => m.speakingMs)}::integer[],
        ${row((m) => m.createdAt.toISOString())}::timestamptz[])
        with ordinality as v(conversation_id, role, text, translation, feedback, learner_check, speaking_ms, created_at,
          position)
    where v.conversation_id in (
      select k.conversation_id
      from unnest(${call((c) => c.userId)}::uuid[], ${call((c) => c.conversationId)}::uuid[],
          ${call((c) => c.allowance?.limit ?? null)}::integer[],
          ${call((c) => c.allowance?.from.toISOString() ?? null)}::timestamptz[],
          ${call((c) => c.allowance?.until.toISOString() ?? null)}::timestamptz[])
          as k(user_id, conversation_id, day_limit, day_from, day_until)
        join ${conversations} open on open.id = k.conversation_id and open.user_id = k.user_id
          and open.ended_at is null
      where k.day_limit is null or (
        select count(*) from ${conversations} c
        where c.user_id = k.user_id and c.started_at >= k.day_from and c.started_at < k.day_until
          and c.id <> k.conversation_id
          and exists (select 1 from ${conversationMessages} m where m.conversation_id = c.id and m.role = 'user')
      ) < k.day_limit)
    order by v.position
    returning conversation_id`);
  const stored = new Set((result as { rows: { conversation_id: string }[] }).rows.map((r) => r.conversation_id));
  return calls.map((first) => stored.has(first.conversationId));
}

/**
 * Stores the first exchange in which the learner speaks, the moment a conversation starts to count toward the daily
 * limit, unless that would take the learner over it: under the learner's row lock, like a start, so conversations
 * started at once in several tabs cannot all become counted ones (at most the allowance get their first message
 * stored; the others are refused and stay empty). Answers the refused limit, or null when stored.
 */
async function appendFirstLearnerExchange(
  deps: Deps,
  input: { userId: string; conversationId: string; messages: NewMessage[] },
  allowanceOf: (learner: LearnerAllowanceInput) => DailyAllowance | null,
): Promise<{ refusedAtLimit: number } | null> {
  if (deps.statementsRunAlone) return appendFirstLearnerExchangeAlone(deps, input, allowanceOf);
  return deps.db.transaction(async (tx) => {
    // The conversation's row first, then the learner's, in the order an end call takes them (no deadlock).
    await lockOpenConversation(tx, input.userId, input.conversationId);
    const learner = await allowanceInputOf({ tx }, input.userId);
    const allowance = learner ? allowanceOf(learner) : null;
    if (allowance && (await countToday(tx, input.userId, allowance, input.conversationId)) >= allowance.limit) {
      return { refusedAtLimit: allowance.limit };
    }
    await tx
      .insert(conversationMessages)
      .values(input.messages.map((message) => storedMessage(input.conversationId, message)));
    return null;
  });
}

/**
 * Deletes a conversation the learner never spoke in (docs/product.md#daily-limits: it cost nothing and leaves no
 * history). Answers 'deleted', 'has_messages' when the learner spoke in it (it stays), or 'not_found'.
 */
async function deleteIfEmpty(
  deps: Deps,
  userId: string,
  id: string,
): Promise<'deleted' | 'has_messages' | 'not_found'> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
      .for('update');
    if (!row) return 'not_found';
    const [spoken] = await tx
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, id), eq(conversationMessages.role, 'user')))
      .limit(1);
    if (spoken) return 'has_messages';
    await tx.delete(conversations).where(eq(conversations.id, id));
    return 'deleted';
  });
}

/**
 * Starts a conversation unless the learner's day is already full. No transaction and no row lock: a start costs
 * nothing until the learner speaks, and that first message is checked again under the learner's row lock
 * (appendFirstLearnerExchange), so two starts racing here cannot take anyone over the limit. Two plain statements
 * keep a burst of starts from queueing one whole transaction after another (on PGlite every transaction holds the
 * database), and under load each serves every start waiting for it (batchWhileBusy).
 */
async function createWithinDailyLimit(
  deps: Deps,
  values: NewConversation,
  allowanceOf: (learner: LearnerAllowanceInput) => DailyAllowance | null,
): Promise<{ id: string } | { refusedAtLimit: number }> {
  const learner = await deps.allowanceInputs(values.userId);
  const allowance = learner ? allowanceOf(learner) : null;
  const id = randomUUID();
  const stored = await deps.insertWithinAllowance({ id, values, allowance });
  return stored ? { id } : { refusedAtLimit: allowance!.limit };
}

async function findOwn(deps: Deps, userId: string, id: string): Promise<ConversationRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  return row as ConversationRow | undefined;
}

async function listOwn(deps: Deps, userId: string, limit: number): Promise<ConversationListRow[]> {
  const rows = await deps.db
    .select({ conversation: conversations, learnerCount, lastMessageAt })
    .from(conversations)
    .leftJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
    .where(eq(conversations.userId, userId))
    // Grouping by the primary key lets every conversation column be selected beside the aggregates.
    .groupBy(conversations.id)
    // A conversation the learner never spoke in is no history (docs/product.md#daily-limits).
    .having(gt(learnerCount, 0))
    .orderBy(desc(conversations.startedAt), desc(conversations.id))
    .limit(limit);
  return rows.map((row) => ({
    ...(row.conversation as ConversationRow),
    learnerCount: row.learnerCount,
    lastMessageAt: row.lastMessageAt,
  }));
}

async function messagesOf(deps: Deps, conversationId: string): Promise<MessageRow[]> {
  const rows = await deps.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.id));
  return rows as MessageRow[];
}

/**
 * Appends messages unless the conversation has ended, in one statement (this is on every message's path). It takes a
 * share lock on the conversation row, so it waits for an end call in progress (which holds the row for update) and
 * then sees it ended; an end call waits for it and counts its messages.
 */
async function appendMessages(deps: Deps, conversationId: string, messages: NewMessage[]): Promise<void> {
  if (!(await deps.appendBatch({ conversationId, messages })))
    throw new ConversationEndedError(CONVERSATION_ENDED_MESSAGE);
}

/** What an end call answers for a conversation already ended: what the first end stored. */
function alreadyEndedResult(conversation: typeof conversations.$inferSelect, user: LearnerStanding): EndResult {
  return {
    outcome: {
      xpEarned: conversation.xpEarned ?? 0,
      durationSeconds: conversation.durationSeconds ?? 0,
      streakDays: user.streakDays,
      streakLastDay: user.streakLastDay,
    },
    learnerMessages: conversation.learnerMessages ?? 0,
    alreadyEnded: true,
    xpPoints: user.xpPoints,
    timeZone: user.timeZone,
    placedLevel: user.placedLevel,
  };
}

/** Decides and stores the end of an open conversation, whose row and learner's row `tx` holds locked. */
async function endOpenConversation(
  tx: Transaction,
  input: { userId: string; at: Date },
  locked: { conversation: typeof conversations.$inferSelect; user: LearnerStanding },
  decide: (state: EndState) => EndOutcome,
): Promise<EndResult> {
  const { conversation, user } = locked;
  const [counts] = await tx
    .select({ learner: learnerCount, last: lastMessageAt })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversation.id));
  const learnerMessages = counts?.learner ?? 0;
  const outcome = decide({
    conversation: conversation as ConversationRow,
    learnerMessages,
    lastMessageAt: counts?.last ?? null,
    user,
  });
  await tx
    .update(conversations)
    .set({ endedAt: input.at, durationSeconds: outcome.durationSeconds, learnerMessages, xpEarned: outcome.xpEarned })
    .where(eq(conversations.id, conversation.id));
  const xpAfter = await grantLearnerStanding(tx, input.userId, {
    xp: outcome.xpEarned,
    streakDays: outcome.streakDays,
    streakLastDay: outcome.streakLastDay,
  });
  const { timeZone, placedLevel } = user;
  return { outcome, learnerMessages, alreadyEnded: false, xpPoints: xpAfter ?? user.xpPoints, timeZone, placedLevel };
}

/**
 * Ends a conversation once: the conversation row lock makes a second end call (double click, retry) see it already
 * ended, and the user row lock serialises the XP grant with lesson completions.
 */
async function endConversation(
  deps: Deps,
  input: { userId: string; conversationId: string; at: Date },
  decide: (state: EndState) => EndOutcome,
): Promise<EndResult | undefined> {
  return deps.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, input.conversationId), eq(conversations.userId, input.userId)))
      .for('update');
    if (!conversation) return undefined;
    const user = await lockLearnerStanding(tx, input.userId);
    if (!user) return undefined;
    if (conversation.endedAt) return alreadyEndedResult(conversation, user);
    return endOpenConversation(tx, input, { conversation, user }, decide);
  });
}

async function saveNotes(
  deps: Deps,
  userId: string,
  id: string,
  notes: string,
  at: Date,
): Promise<ConversationRow | undefined> {
  const [row] = await deps.db
    .update(conversations)
    .set({ notes, notesSavedAt: at })
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning();
  return row as ConversationRow | undefined;
}

async function practiceByTopic(
  deps: Deps,
  userId: string,
): Promise<{ topicId: string; conversations: number; lastStartedAt: Date }[]> {
  const rows = await deps.db
    .select({ topicId: conversations.topicId, conversations: count(), lastStartedAt: max(conversations.startedAt) })
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .groupBy(conversations.topicId);
  return rows.map((row) => ({
    topicId: row.topicId,
    conversations: row.conversations,
    lastStartedAt: row.lastStartedAt ?? new Date(0),
  }));
}

/**
 * `statementsRunAlone`: the database runs one statement at a time (PGlite, one connection in this process), so a
 * first exchange is checked and stored in one statement instead of a transaction under the learner's row lock.
 */
export function createConversationsRepo(db: Database, { statementsRunAlone = false } = {}) {
  const appendStatement = prepareAppend(db);
  // Batched under load (batchWhileBusy): a message, a first exchange, a start's plan read and a start's insert each
  // serve every call waiting for them in one statement.
  const deps: Deps = {
    db,
    appendBatch: batchWhileBusy((calls: BatchedAppend[]) => appendToOpenConversations(appendStatement, calls)),
    allowanceInputs: batchWhileBusy((userIds: string[]) => allowanceInputsOf(db, userIds)),
    insertWithinAllowance: batchWhileBusy((starts: BatchedStart[]) => insertStartsWithinAllowance(db, starts)),
    firstExchanges: batchWhileBusy((calls: BatchedFirstExchange[]) => insertFirstExchanges(db, calls)),
    statementsRunAlone,
  };
  return {
    allowanceToday: allowanceToday.bind(null, deps),
    appendFirstLearnerExchange: appendFirstLearnerExchange.bind(null, deps),
    deleteIfEmpty: deleteIfEmpty.bind(null, deps),
    createWithinDailyLimit: createWithinDailyLimit.bind(null, deps),
    findOwn: findOwn.bind(null, deps),
    listOwn: listOwn.bind(null, deps),
    messages: messagesOf.bind(null, deps),
    appendMessages: appendMessages.bind(null, deps),
    end: endConversation.bind(null, deps),
    saveNotes: saveNotes.bind(null, deps),
    practiceByTopic: practiceByTopic.bind(null, deps),
  };
}
export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
