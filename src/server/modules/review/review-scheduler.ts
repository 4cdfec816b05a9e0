import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { ReviewCardState, ReviewRating } from '@/contract/review';
import type { CardMemory, GradeLog } from './review-repo';

/**
 * FSRS as the deck uses it (docs/product.md#review-scheduling): ts-fsrs's default weights and 90 % retention, no
 * fuzz (the same grade at the same time always gives the same interval), and one 10-minute learning and
 * relearning step: a card answered wrong comes back in the same session, a card answered right leaves today's queue.
 */
export const REVIEW_FSRS_PARAMETERS = {
  enable_fuzz: false,
  learning_steps: ['10m'],
  relearning_steps: ['10m'],
} as const;

const scheduler = fsrs({
  ...REVIEW_FSRS_PARAMETERS,
  learning_steps: [...REVIEW_FSRS_PARAMETERS.learning_steps],
  relearning_steps: [...REVIEW_FSRS_PARAMETERS.relearning_steps],
});

const RATINGS: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATES: readonly ReviewCardState[] = ['new', 'learning', 'review', 'relearning'];

export const stateName = (state: number): ReviewCardState => STATES[state] ?? 'new';

function toCard(memory: CardMemory): Card {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: memory.elapsedDays,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state,
    ...(memory.lastReview ? { last_review: memory.lastReview } : {}),
  };
}

function toMemory(card: Card): CardMemory {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/** A card never reviewed, due at once. */
export function newCardMemory(now: Date): CardMemory {
  return toMemory(createEmptyCard(now));
}

/** The card's memory after the grade at `now`, and the log entry ts-fsrs writes for it. */
export function schedule(memory: CardMemory, rating: ReviewRating, now: Date): { memory: CardMemory; log: GradeLog } {
  const { card, log } = scheduler.next(toCard(memory), now, RATINGS[rating]);
  return {
    memory: toMemory(card),
    log: {
      rating: log.rating,
      state: log.state,
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
    },
  };
}
