import { createHash } from 'node:crypto';
import type { MessageCheck } from '@/contract/corrections';
import {
  DEFAULT_NEW_CARDS_PER_DAY,
  REVIEW_ALREADY_GRADED_MESSAGE,
  REVIEW_ANSWER_REQUIRED_MESSAGE,
  REVIEW_CARD_NOT_FOUND_MESSAGE,
  REVIEW_EXERCISE_NOT_FOUND_MESSAGE,
  REVIEW_EXERCISE_NOT_REVIEWABLE_MESSAGE,
  REVIEW_QUEUE_LIMIT,
  REVIEW_RATING_REQUIRED_MESSAGE,
  REVIEW_SUSPENDED_MESSAGE,
  REVIEW_XP_DAILY_CAP,
  REVIEW_XP_PER_CARD,
  type AddReviewCardBody,
  type AddReviewCardResponse,
  type GradeReviewCardBody,
  type GradeReviewCardResponse,
  type ReviewCard,
  type ReviewCardContent,
  type ReviewCardList,
  type ReviewQueue,
  type ReviewSettings,
  type ReviewSummary,
  type MistakeCategoryCount,
} from '@/contract/review';
import { CORRECTION_CATEGORIES } from '@/contract/corrections';
import { isReviewable, typedAnswerOf } from '@/contract/lessons';
import type { TypedAnswer } from '@/domain/answers';
import { checkReviewAnswer, correctionAnswer, reviewItemKey, reviewXp, typedAnswerGrade } from '@/domain/review-rules';
import { advanceStreak, currentStreak, localDay, localDayBounds } from '@/domain/streak';
import type { Clock } from '@/server/clock';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '@/server/errors';
import type { NewCard, ReviewCardRow, ReviewRepo } from './review-repo';
import { newCardMemory, schedule, stateName } from './review-scheduler';

/** The window "what you keep getting wrong" looks back over. */
export const MISTAKE_WINDOW_DAYS = 30;
const MAX_CHANGES_PER_CARD = 20;
const DAY_MS = 86_400_000;

/** Item keys are hashed: a long sentence keys its card as briefly as a word does. */
const hashKey = (key: string) => `${key.slice(0, key.indexOf(':'))}:${createHash('sha256').update(key).digest('hex')}`;

const knownCategories = new Set<string>(CORRECTION_CATEGORIES);

export function toReviewCard(row: ReviewCardRow): ReviewCard {
  return {
    id: String(row.id),
    kind: row.content.kind,
    content: row.content,
    state: stateName(row.state),
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    suspended: row.suspended,
    createdAt: row.createdAt.toISOString(),
    lastReview: row.lastReview?.toISOString() ?? null,
  };
}

/** The card a corrected learner message makes: their sentence to fix, the corrected one as the answer. */
export function correctionCard(
  message: { text: string; check: MessageCheck | null },
  conversationId: string,
  now: Date,
): NewCard | null {
  const check = message.check;
  if (!check || check.changes.length === 0) return null;
  return {
    itemKey: hashKey(reviewItemKey({ kind: 'correction', original: message.text })),
    kind: 'correction',
    content: {
      kind: 'correction',
      original: message.text.slice(0, 2000),
      corrected: check.corrected.slice(0, 2000),
      changes: check.changes.slice(0, MAX_CHANGES_PER_CARD),
      conversationId,
    },
    conversationId,
    memory: newCardMemory(now),
  };
}

export interface ReviewServiceDeps {
  repo: ReviewRepo;
  catalogue: Catalogue;
  clock: Clock;
  /** Whether an answer to a "Fix it" card is another correct way of saying it (the language core's check). */
  isCorrectionVariant: (expected: string, given: string) => Promise<boolean>;
}
type Deps = ReviewServiceDeps;

/** How far ahead a session takes cards due soon: longer than the deck's learning step (ten minutes), as Anki does. */
const LEARN_AHEAD_MS = 20 * 60_000;

async function learnerDay(deps: Deps, userId: string) {
  const { repo, clock } = deps;
  const learner = await repo.learner(userId);
  if (!learner) throw new UnauthorizedError();
  const now = clock();
  const today = localDayBounds(localDay(now, learner.timeZone), learner.timeZone);
  return {
    now,
    timeZone: learner.timeZone,
    dayStart: today.start,
    // a card missed at 23:55 comes back in the same session: its next step is due within the learn-ahead window,
    // even when that falls after midnight
    dayEnd: new Date(Math.max(today.end.getTime(), now.getTime() + LEARN_AHEAD_MS)),
    newCardsPerDay: learner.newCardsPerDay ?? DEFAULT_NEW_CARDS_PER_DAY,
  };
}

function cardId(id: string): number {
  return Number(id);
}

function exerciseCard(deps: Deps, lessonId: string, exerciseIndex: number, now: Date): NewCard {
  const { catalogue } = deps;
  const lesson = catalogue.byId.get(lessonId);
  const exercise = lesson?.exercises[exerciseIndex];
  if (!lesson || !exercise) throw new NotFoundError(REVIEW_EXERCISE_NOT_FOUND_MESSAGE);
  if (!isReviewable(exercise)) throw new BadRequestError(REVIEW_EXERCISE_NOT_REVIEWABLE_MESSAGE);
  return {
    itemKey: hashKey(reviewItemKey({ kind: 'exercise', lessonId, exerciseIndex })),
    kind: 'exercise',
    content: { kind: 'exercise', lessonId, lessonTitle: lesson.title, exerciseIndex, exercise },
    conversationId: null,
    memory: newCardMemory(now),
  };
}

/** The answer a typed card is checked against; recall cards (words) have none. */
function typedItem(content: ReviewCardContent): TypedAnswer | null {
  if (content.kind === 'correction') return correctionAnswer(content.corrected);
  if (content.kind === 'exercise') return typedAnswerOf(content.exercise);
  return null;
}

/**
 * Every corrected learner message of the conversation becomes a card (docs/product.md#review-deck); a sentence
 * already in the deck is not added twice. Answers how many cards were added.
 */
async function addConversationCorrections(deps: Deps, userId: string, conversationId: string): Promise<number> {
  const { repo, clock } = deps;
  const now = clock();
  const messages = await repo.correctedMessages(userId, conversationId);
  const byKey = new Map<string, NewCard>();
  for (const message of messages) {
    const card = correctionCard(message, conversationId, now);
    if (card && !byKey.has(card.itemKey)) byKey.set(card.itemKey, card);
  }
  return (await repo.insertNew(userId, [...byKey.values()], now)).length;
}

async function addCard(deps: Deps, userId: string, body: AddReviewCardBody): Promise<AddReviewCardResponse> {
  const { repo, clock } = deps;
  const now = clock();
  const card: NewCard =
    body.kind === 'word'
      ? {
          itemKey: hashKey(reviewItemKey({ kind: 'word', spanish: body.spanish })),
          kind: 'word',
          content: { kind: 'word', spanish: body.spanish, english: body.english },
          conversationId: null,
          memory: newCardMemory(now),
        }
      : exerciseCard(deps, body.lessonId, body.exerciseIndex, now);
  const [created] = await repo.insertNew(userId, [card], now);
  if (created) return { card: toReviewCard(created), created: true };
  const existing = await repo.findByKey(userId, card.itemKey);
  if (!existing) throw new UnauthorizedError();
  return { card: toReviewCard(existing), created: false };
}

async function reviewQueue(deps: Deps, userId: string): Promise<ReviewQueue> {
  const { repo } = deps;
  const day = await learnerDay(deps, userId);
  const found = await repo.queue(userId, {
    dayStart: day.dayStart,
    dayEnd: day.dayEnd,
    newLimit: day.newCardsPerDay,
    limit: REVIEW_QUEUE_LIMIT,
  });
  return {
    cards: [...found.due, ...found.fresh].map(toReviewCard),
    dueCount: found.dueCount,
    newCount: found.newCount,
    newCardsPerDay: day.newCardsPerDay,
    reviewedToday: found.reviewedToday,
    xpToday: found.xpToday,
    timeZone: day.timeZone,
  };
}

/**
 * Grades a card with FSRS at the clock's time. Typed cards are graded by the answer checker (wrong: again;
 * right: good, or the hard/easy the learner chose); recall cards by the learner. The grade names the card's
 * `reps`: once the card has been graded again, the same request is refused with 409 and changes nothing.
 */
async function gradeCard(
  deps: Deps,
  userId: string,
  id: string,
  body: GradeReviewCardBody,
): Promise<GradeReviewCardResponse> {
  const { repo, clock } = deps;
  const card = await repo.findOwn(userId, cardId(id));
  if (!card) throw new NotFoundError(REVIEW_CARD_NOT_FOUND_MESSAGE);
  const item = typedItem(card.content);
  let check: ReturnType<typeof checkReviewAnswer> | null = null;
  let rating: GradeReviewCardResponse['rating'];
  if (item) {
    if (body.answer === undefined) throw new BadRequestError(REVIEW_ANSWER_REQUIRED_MESSAGE);
    check = checkReviewAnswer(item, body.answer);
    // "Estoy contenta" for "Estoy contento", "Me gusta leer mucho" for "Me gusta mucho leer": right, when only the
    // gender differs or one clause adverb moved, and the corrector finds nothing in the answer.
    if (!check.correct && card.content.kind === 'correction')
      if (await deps.isCorrectionVariant(check.expected, body.answer)) check = { ...check, correct: true };
    rating = typedAnswerGrade(check.correct, body.rating);
  } else {
    if (!body.rating) throw new BadRequestError(REVIEW_RATING_REQUIRED_MESSAGE);
    rating = body.rating;
  }
  const at = clock();
  const dayStart = (timeZone: string) => localDayBounds(localDay(at, timeZone), timeZone).start;
  const result = await repo.grade(
    { userId, cardId: card.id, expectedReps: body.reps, at, dayStart, timeZone: body.timeZone },
    (state, xpToday) => {
      const next = schedule(state.card, rating, at);
      const streak = advanceStreak(state.streakDays, state.streakLastDay, localDay(at, state.timeZone));
      return {
        ...next,
        xpGranted: reviewXp(xpToday, REVIEW_XP_PER_CARD, REVIEW_XP_DAILY_CAP),
        streakDays: streak.streakDays,
        streakLastDay: streak.lastActiveDay,
      };
    },
  );
  if ('refused' in result) {
    if (result.refused === 'not-found') throw new NotFoundError(REVIEW_CARD_NOT_FOUND_MESSAGE);
    if (result.refused === 'suspended') throw new ConflictError(REVIEW_SUSPENDED_MESSAGE);
    throw new ConflictError(REVIEW_ALREADY_GRADED_MESSAGE);
  }
  const today = localDayBounds(localDay(at, result.timeZone), result.timeZone);
  return {
    card: toReviewCard(result.card),
    rating,
    correct: check ? check.correct : null,
    accentsOnly: check?.accentsOnly ?? false,
    expected: check?.expected ?? null,
    xpGranted: result.outcome.xpGranted,
    xpPoints: result.xpPoints,
    streak: currentStreak(result.outcome.streakDays, result.outcome.streakLastDay, localDay(at, result.timeZone)),
    dueToday: result.card.due < today.end,
  };
}

async function setCardSuspended(deps: Deps, userId: string, id: string, suspended: boolean): Promise<ReviewCard> {
  const { repo, clock } = deps;
  const row = await repo.setSuspended(userId, cardId(id), suspended, clock());
  if (!row) throw new NotFoundError(REVIEW_CARD_NOT_FOUND_MESSAGE);
  return toReviewCard(row);
}

async function deleteCard(deps: Deps, userId: string, id: string): Promise<void> {
  const { repo } = deps;
  if (!(await repo.delete(userId, cardId(id)))) throw new NotFoundError(REVIEW_CARD_NOT_FOUND_MESSAGE);
}

async function listCards(deps: Deps, userId: string): Promise<ReviewCardList> {
  const { repo } = deps;
  const found = await repo.list(userId, REVIEW_QUEUE_LIMIT * 2);
  return { cards: found.cards.map(toReviewCard), total: found.total, suspended: found.suspended };
}

async function reviewSettings(deps: Deps, userId: string): Promise<ReviewSettings> {
  const day = await learnerDay(deps, userId);
  return { newCardsPerDay: day.newCardsPerDay };
}

async function saveReviewSettings(deps: Deps, userId: string, settings: ReviewSettings): Promise<ReviewSettings> {
  const { repo, clock } = deps;
  await repo.saveSettings(userId, settings.newCardsPerDay, clock());
  return settings;
}

/** The dashboard's figures: today's cards, how many came from the last conversation, the month's mistakes. */
async function reviewSummary(deps: Deps, userId: string): Promise<ReviewSummary> {
  const { repo } = deps;
  const day = await learnerDay(deps, userId);
  const [found, last, mistakes] = await Promise.all([
    repo.queue(userId, { dayStart: day.dayStart, dayEnd: day.dayEnd, newLimit: day.newCardsPerDay, limit: 0 }),
    repo.lastConversationCards(userId, day.dayEnd),
    repo.mistakeCategories(userId, new Date(day.now.getTime() - MISTAKE_WINDOW_DAYS * DAY_MS)),
  ]);
  return {
    dueToday: found.dueCount + found.newCount,
    dueCount: found.dueCount,
    newCount: found.newCount,
    fromLastConversation: last
      ? {
          count: last.count,
          conversationId: last.conversationId,
          topicTitle: last.topicTitle,
          endedAt: last.endedAt.toISOString(),
        }
      : null,
    mistakes: mistakes.filter((row): row is MistakeCategoryCount => knownCategories.has(row.category)),
  };
}

/** The learner's review deck: cards from conversations, lessons and words, scheduled, graded and summed up. */
export function createReviewService(deps: ReviewServiceDeps) {
  return {
    addConversationCorrections: addConversationCorrections.bind(null, deps),
    add: addCard.bind(null, deps),
    queue: reviewQueue.bind(null, deps),
    grade: gradeCard.bind(null, deps),
    setSuspended: setCardSuspended.bind(null, deps),
    delete: deleteCard.bind(null, deps),
    list: listCards.bind(null, deps),
    settings: reviewSettings.bind(null, deps),
    saveSettings: saveReviewSettings.bind(null, deps),
    summary: reviewSummary.bind(null, deps),
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
