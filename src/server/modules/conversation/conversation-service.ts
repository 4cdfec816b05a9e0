import { randomUUID } from 'node:crypto';
import { dailyLimitMessage } from '@/contract/billing';
import {
  CONVERSATION_ENDED_MESSAGE,
  CONVERSATION_HAS_MESSAGES_MESSAGE,
  CONVERSATION_NOT_FOUND_MESSAGE,
  NO_LEARNER_MESSAGES_MESSAGE,
  type ConversationAllowance,
  type ConversationDetail,
  type ConversationSummary,
  type Difficulty,
  type EndConversationResponse,
} from '@/contract/conversation';
import { conversationXp, elapsedSeconds } from '@/domain/conversation-xp';
import { conversationsLeft } from '@/domain/plans';
import { learnerLevel } from '@/domain/levels';
import { placedLevelOfRow } from '@/server/modules/learner-settings/placement-of-row';
import { advanceStreak, currentStreak, localDay, localDayBounds } from '@/domain/streak';
import type { Clock } from '@/server/clock';
import type { AppMetrics } from '@/server/metrics/app-metrics';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '@/server/errors';
import type { MessageCheck } from '@/contract/corrections';
import type { SpanishVariety } from '@/contract/settings-constants';
import type { MessageChecker } from '@/server/language/correction/message-checker';
import { correctionFeedback } from '@/server/tutor/correction-feedback';
import type { TutorEngine, TutorHistoryMessage } from '@/server/tutor/tutor-engine';
import { toUserPlan } from '@/server/modules/billing/user-plan';
import type { TopicsService } from '@/server/modules/topics/topics-service';
import type {
  ConversationListRow,
  ConversationRow,
  ConversationsRepo,
  DailyAllowance,
  LearnerAllowanceInput,
  NewMessage,
} from './conversations-repo';

/** The messages a live session keeps for the partner: enough context, bounded memory per socket. */
export const LIVE_HISTORY_LIMIT = 40;

/** The learner has started as many conversations today as their plan allows. */
export class DailyConversationLimitError extends AppError {
  constructor(readonly limit: number) {
    super(403, dailyLimitMessage(limit));
  }
}

/** A conversation as a live socket holds it between frames. */
export interface LiveConversation {
  id: string;
  userId: string;
  difficulty: Difficulty;
  topic: { title: string; description: string; prompt: string; defaultTopicId?: string };
  history: TutorHistoryMessage[];
  /** The learner's Spanish when the conversation started or resumed: the partner's plural "you" follows it. */
  variety?: SpanishVariety;
  /**
   * Whether the learner has sent a message in it, so it counts toward the daily limit (docs/product.md#daily-limits);
   * the first such message is stored only within the allowance.
   */
  counted?: boolean;
}

export interface PartnerTurn {
  id: string;
  text: string;
  translation?: string;
  feedback?: string;
  /** The check of the learner message this turn answers (none for the opening line). */
  learnerCheck?: MessageCheck;
  /** The partner answered the learner's goodbye (TutorTurn.farewell). */
  farewell?: boolean;
}

/**
 * The conversation module's port for what follows an ended conversation: the review module implements it (its deck
 * takes the conversation's corrections). It is told after the end is stored and its XP granted, and an
 * implementation keeps its own failures: the learner's end always answers.
 */
export interface EndedConversationFeed {
  conversationEnded(userId: string, conversationId: string): Promise<void>;
}

function summary(row: ConversationRow, learnerCount: number, lastMessageAt: Date | null): ConversationSummary {
  const end = row.endedAt ?? lastMessageAt ?? row.startedAt;
  return {
    id: row.id,
    topicId: row.topicId,
    topicTitle: row.topicTitle,
    difficulty: row.difficulty,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    duration: row.durationSeconds ?? elapsedSeconds(row.startedAt, end),
    messageCount: row.learnerMessages ?? learnerCount,
    xpEarned: row.xpEarned,
    notes: row.notes,
  };
}

/** A history message; a learner message the corrector changed also carries what the learner meant. */
function learnerSaid(
  role: 'user' | 'assistant',
  text: string,
  check: MessageCheck | null | undefined,
): TutorHistoryMessage {
  return role === 'user' && check && check.changes.length > 0
    ? { role, text, corrected: check.corrected }
    : { role, text };
}

export interface ConversationServiceDeps {
  repo: ConversationsRepo;
  topics: TopicsService;
  tutor: TutorEngine;
  /** Checks every learner message before the partner answers it (docs/product.md#message-checks). */
  checker: MessageChecker;
  clock: Clock;
  /** The free plan's daily allowance (FREE_DAILY_CONVERSATIONS); paid plans' come from the plans themselves. */
  freeDailyConversations: number;
  /** Counts and times the partner's turns by engine. */
  metrics: Pick<AppMetrics, 'partnerTurn'>;
  /** Told of every ended conversation. */
  endedConversations?: EndedConversationFeed;
  /** The learner's chosen Spanish (docs/product.md#spanish-variety); Latin America without it. */
  varietyOf?: (userId: string) => Promise<SpanishVariety>;
}

/** The dependencies with their defaults filled in. */
type Deps = ConversationServiceDeps & { varietyOf: (userId: string) => Promise<SpanishVariety> };

/** The learner's allowance on `now`'s day in their own time zone, or null on an unlimited plan. */
const allowanceOn =
  (freeDailyConversations: number, now: Date) =>
  (learner: LearnerAllowanceInput): DailyAllowance | null => {
    const limit = toUserPlan(learner, now, freeDailyConversations).dailyConversationLimit;
    if (limit === null) return null;
    // Conversations stored as started on the learner's own calendar day count.
    const today = localDayBounds(localDay(now, learner.timeZone), learner.timeZone);
    return { limit, from: today.start, until: today.end };
  };

const trim = (history: TutorHistoryMessage[]) => {
  if (history.length > LIVE_HISTORY_LIMIT) history.splice(0, history.length - LIVE_HISTORY_LIMIT);
};

async function partnerTurn(
  { tutor, metrics }: Pick<Deps, 'tutor' | 'metrics'>,
  live: LiveConversation,
  options: {
    requestFeedback: boolean;
    learnerCheck?: MessageCheck;
    signal?: AbortSignal;
    onDelta?: (id: string, chunk: string) => void;
  },
): Promise<PartnerTurn> {
  const id = randomUUID();
  const turn = await metrics.partnerTurn(tutor.name, options.signal, () =>
    tutor.reply({
      topic: live.topic,
      difficulty: live.difficulty,
      history: live.history,
      requestFeedback: options.requestFeedback,
      ...(live.variety ? { variety: live.variety } : {}),
      ...(options.learnerCheck ? { learnerCheck: options.learnerCheck } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onDelta ? { onDelta: (chunk: string) => options.onDelta!(id, chunk) } : {}),
    }),
  );
  // Whatever the engine wrote, feedback on a message the corrector changed is that correction, so it always
  // agrees with the stored check (docs/product.md#message-checks).
  const feedback = (options.requestFeedback && correctionFeedback(options.learnerCheck)) || turn.feedback;
  return {
    id,
    text: turn.text,
    ...(turn.translation ? { translation: turn.translation } : {}),
    ...(feedback ? { feedback } : {}),
    ...(options.learnerCheck ? { learnerCheck: options.learnerCheck } : {}),
    ...(turn.farewell ? { farewell: true } : {}),
  };
}

/**
 * Creates the conversation, within the learner's daily limit: conversations stored as started on their
 * own calendar day in which they sent a message count, whatever socket or tab started them. The opening line
 * comes from `open`.
 */
async function startConversation(
  deps: Deps,
  userId: string,
  input: { topic: string; prompt?: string | undefined; difficulty: Difficulty },
): Promise<LiveConversation> {
  const { repo, topics, clock, varietyOf } = deps;
  const topic = await topics.resolve(userId, input.topic, input.prompt);
  const now = clock();
  // The learner's variety is read beside the insert, not after it: one wait fewer before the opening line.
  const [created, variety] = await Promise.all([
    repo.createWithinDailyLimit(
      {
        userId,
        topicId: topic.id,
        topicTitle: topic.title,
        topicDescription: topic.description,
        topicPrompt: topic.prompt,
        difficulty: input.difficulty,
        startedAt: now,
      },
      allowanceOn(deps.freeDailyConversations, now),
    ),
    varietyOf(userId),
  ]);
  if ('refusedAtLimit' in created) throw new DailyConversationLimitError(created.refusedAtLimit);
  return {
    id: created.id,
    userId,
    difficulty: input.difficulty,
    topic: {
      title: topic.title,
      description: topic.description,
      prompt: topic.prompt,
      ...(topic.defaultTopicId ? { defaultTopicId: topic.defaultTopicId } : {}),
    },
    history: [],
    variety,
    counted: false,
  };
}

/** Picks an open conversation up again after a reconnect, with its stored history. */
async function resumeConversation(deps: Deps, userId: string, conversationId: string): Promise<LiveConversation> {
  const { repo, varietyOf } = deps;
  const row = await repo.findOwn(userId, conversationId);
  if (!row) throw new NotFoundError(CONVERSATION_NOT_FOUND_MESSAGE);
  if (row.endedAt) throw new BadRequestError(CONVERSATION_ENDED_MESSAGE);
  const messages = await repo.messages(row.id);
  const defaultTopicId =
    row.topicId.startsWith('custom-') || row.topicId.startsWith('adhoc:') ? undefined : row.topicId;
  const history = messages.map((message) => learnerSaid(message.role, message.text, message.check));
  trim(history);
  return {
    id: row.id,
    userId,
    difficulty: row.difficulty,
    topic: {
      title: row.topicTitle,
      description: row.topicDescription,
      prompt: row.topicPrompt,
      ...(defaultTopicId ? { defaultTopicId } : {}),
    },
    history,
    variety: await varietyOf(userId),
    counted: messages.some((message) => message.role === 'user'),
  };
}

/** The partner's opening line, stored before it is sent. */
async function openConversation(
  deps: Deps,
  live: LiveConversation,
  options: { signal?: AbortSignal; onDelta?: (id: string, chunk: string) => void } = {},
): Promise<PartnerTurn> {
  const { repo, clock } = deps;
  const turn = await partnerTurn(deps, live, { ...options, requestFeedback: false });
  await repo.appendMessages(live.id, [
    {
      role: 'assistant',
      text: turn.text,
      translation: turn.translation ?? null,
      feedback: null,
      createdAt: clock(),
    },
  ]);
  live.history.push({ role: 'assistant', text: turn.text });
  return turn;
}

/** The learner's message with its check and the partner's reply, as they are stored, in the order they came. */
function storedExchange(
  input: { text: string; speakingMs?: number | undefined },
  learnerCheck: MessageCheck,
  turn: PartnerTurn,
  receivedAt: Date,
  repliedAt: Date,
): NewMessage[] {
  return [
    {
      role: 'user',
      text: input.text,
      translation: null,
      feedback: null,
      check: learnerCheck,
      speakingMs: input.speakingMs ?? null,
      createdAt: receivedAt,
    },
    {
      role: 'assistant',
      text: turn.text,
      translation: turn.translation ?? null,
      feedback: turn.feedback ?? null,
      createdAt: repliedAt < receivedAt ? receivedAt : repliedAt,
    },
  ];
}

/**
 * One exchange: the learner's message is checked, the partner answers with the check in hand, and the message
 * (with its check) and the reply are stored together once the reply exists, so a failed reply leaves nothing
 * half-recorded and the learner can simply send again.
 */
async function exchangeMessages(
  deps: Deps,
  live: LiveConversation,
  input: {
    text: string;
    difficulty?: Difficulty | undefined;
    requestFeedback: boolean;
    /** A spoken message's speaking time (ms), as the client measured it; typed messages have none. */
    speakingMs?: number | undefined;
  },
  options: { signal?: AbortSignal; onDelta?: (id: string, chunk: string) => void } = {},
): Promise<PartnerTurn> {
  const { repo, clock, checker } = deps;
  const receivedAt = clock();
  if (input.difficulty) live.difficulty = input.difficulty;
  // (the topic's own words, "chicha morada", are the scene's: never respelled)
  const topicText = `${live.topic.title}\n${live.topic.description}\n${live.topic.prompt}`;
  const learnerCheck = await checker.check(input.text, options.signal, { topicText });
  const said = learnerSaid('user', input.text, learnerCheck);
  const history = [...live.history, said];
  const turn = await partnerTurn(
    deps,
    { ...live, history },
    { ...options, requestFeedback: input.requestFeedback, learnerCheck },
  );
  const exchange = storedExchange(input, learnerCheck, turn, receivedAt, clock());
  if (live.counted === false) {
    // The learner's first message makes the conversation count: only within today's allowance.
    const refused = await repo.appendFirstLearnerExchange(
      { userId: live.userId, conversationId: live.id, messages: exchange },
      allowanceOn(deps.freeDailyConversations, receivedAt),
    );
    if (refused) throw new DailyConversationLimitError(refused.refusedAtLimit);
    live.counted = true;
  } else {
    await repo.appendMessages(live.id, exchange);
  }
  live.history.push(said, { role: 'assistant', text: turn.text });
  trim(live.history);
  return turn;
}

/**
 * Ends the conversation and grants its XP from the stored messages; the client's own figures are only
 * compared (and logged when they disagree), never trusted.
 */
async function endConversation(deps: Deps, userId: string, conversationId: string): Promise<EndConversationResponse> {
  const { repo, clock, endedConversations } = deps;
  const at = clock();
  const result = await repo.end(
    { userId, conversationId, at },
    ({ conversation, learnerMessages, lastMessageAt, user }) => {
      if (learnerMessages === 0) throw new BadRequestError(NO_LEARNER_MESSAGES_MESSAGE);
      const xpEarned = conversationXp(learnerMessages);
      const streak = advanceStreak(user.streakDays, user.streakLastDay, localDay(at, user.timeZone));
      return {
        xpEarned,
        // Until the end call: time the learner spent with the screen open, not only until the last reply.
        durationSeconds: elapsedSeconds(
          conversation.startedAt,
          lastMessageAt && lastMessageAt > at ? lastMessageAt : at,
        ),
        streakDays: streak.streakDays,
        streakLastDay: streak.lastActiveDay,
      };
    },
  );
  if (!result) throw new NotFoundError(CONVERSATION_NOT_FOUND_MESSAGE);
  await endedConversations?.conversationEnded(userId, conversationId);
  const { outcome, learnerMessages, alreadyEnded, xpPoints, timeZone, placedLevel } = result;
  return {
    xpEarned: outcome.xpEarned,
    duration: outcome.durationSeconds,
    messageCount: learnerMessages,
    alreadyEnded,
    xpPoints,
    currentLevel: learnerLevel(xpPoints, placedLevelOfRow({ placedLevel })),
    streak: currentStreak(outcome.streakDays, outcome.streakLastDay, localDay(at, timeZone)),
  };
}

/** Today's conversations under the learner's plan (docs/product.md#daily-limits). */
async function allowanceToday(deps: Deps, userId: string): Promise<ConversationAllowance> {
  const { repo, clock } = deps;
  const today = await repo.allowanceToday(userId, allowanceOn(deps.freeDailyConversations, clock()));
  const limit = today?.allowance?.limit ?? null;
  const used = today?.used ?? 0;
  return { limit, used, left: conversationsLeft(limit, used) };
}

/**
 * Throws away a conversation the learner never spoke in (Reset before saying anything): it cost nothing and
 * leaves no history. One the learner spoke in is kept (409): it counts, and giving it back would let Reset undo
 * the limit.
 */
async function discardConversation(deps: Deps, userId: string, conversationId: string): Promise<void> {
  const { repo } = deps;
  const outcome = await repo.deleteIfEmpty(userId, conversationId);
  if (outcome === 'not_found') throw new NotFoundError(CONVERSATION_NOT_FOUND_MESSAGE);
  if (outcome === 'has_messages') throw new ConflictError(CONVERSATION_HAS_MESSAGES_MESSAGE);
}

async function saveConversationNotes(deps: Deps, userId: string, conversationId: string, notes: string) {
  const { repo, clock } = deps;
  const row = await repo.saveNotes(userId, conversationId, notes.trim(), clock());
  if (!row) throw new NotFoundError(CONVERSATION_NOT_FOUND_MESSAGE);
  return { id: row.id, notes: row.notes ?? '', savedAt: (row.notesSavedAt ?? clock()).toISOString() };
}

async function listConversations(deps: Deps, userId: string, limit: number): Promise<ConversationSummary[]> {
  const { repo } = deps;
  const rows = await repo.listOwn(userId, limit);
  return rows.map((row: ConversationListRow) => summary(row, row.learnerCount, row.lastMessageAt));
}

async function conversationDetail(deps: Deps, userId: string, conversationId: string): Promise<ConversationDetail> {
  const { repo } = deps;
  const row = await repo.findOwn(userId, conversationId);
  if (!row) throw new NotFoundError(CONVERSATION_NOT_FOUND_MESSAGE);
  const messages = await repo.messages(row.id);
  const learnerCount = messages.filter((message) => message.role === 'user').length;
  return {
    ...summary(row, learnerCount, messages.at(-1)?.createdAt ?? null),
    messages: messages.map((message) => ({
      id: String(message.id),
      role: message.role,
      text: message.text,
      translation: message.translation,
      feedback: message.feedback,
      check: message.check ?? null,
      speakingMs: message.role === 'user' ? message.speakingMs : null,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/** The conversations a learner has with the partner: started, resumed, exchanged, ended, listed. */
export function createConversationService(service: ConversationServiceDeps) {
  const deps: Deps = { ...service, varietyOf: service.varietyOf ?? (async () => 'latam' as const) };
  return {
    start: startConversation.bind(null, deps),
    resume: resumeConversation.bind(null, deps),
    open: openConversation.bind(null, deps),
    exchange: exchangeMessages.bind(null, deps),
    end: endConversation.bind(null, deps),
    allowance: allowanceToday.bind(null, deps),
    discard: discardConversation.bind(null, deps),
    saveNotes: saveConversationNotes.bind(null, deps),
    list: listConversations.bind(null, deps),
    detail: conversationDetail.bind(null, deps),
    /**
     * A learner opened the conversation screen: the partner and the corrector read their language data in the
     * background (docs/ARCHITECTURE.md#hot-paths), so the first message after a start is not the one that pays.
     */
    prepare: () => {
      deps.tutor.prepare?.();
      deps.checker.prepare();
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
