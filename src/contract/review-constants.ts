// No zod here: screens read these limits and texts without the schema library (docs/product.md#review-deck).

/** Where a card comes from: a corrected conversation message, a saved word or phrase, a lesson exercise missed. */
export const REVIEW_CARD_KINDS = ['correction', 'word', 'exercise'] as const;
export type ReviewCardKind = (typeof REVIEW_CARD_KINDS)[number];

/** FSRS grades as the learner sees them. Typed answers are graded again or good by the answer checker. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** FSRS card states. */
export const REVIEW_CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewCardState = (typeof REVIEW_CARD_STATES)[number];

/** New cards a learner meets per day unless they change it (docs/product.md#review-new-cards). */
export const DEFAULT_NEW_CARDS_PER_DAY = 10;
export const MAX_NEW_CARDS_PER_DAY = 100;

/** XP per graded card, and at most this much review XP per local day (docs/product.md#review-xp). */
export const REVIEW_XP_PER_CARD = 1;
export const REVIEW_XP_DAILY_CAP = 20;

/** The most due cards, and the most new cards, one queue request hands out; the session fetches more after them. */
export const REVIEW_QUEUE_LIMIT = 40;

export const REVIEW_CARD_NOT_FOUND_MESSAGE = 'That review card does not exist.';
export const REVIEW_ALREADY_GRADED_MESSAGE = 'This card was already graded. Load the queue again to continue.';
export const REVIEW_ANSWER_REQUIRED_MESSAGE = 'Type an answer to check this card.';
export const REVIEW_RATING_REQUIRED_MESSAGE = 'Choose how well you remembered this card: again, hard, good or easy.';
export const REVIEW_EXERCISE_NOT_FOUND_MESSAGE = 'That lesson exercise does not exist.';
export const REVIEW_EXERCISE_NOT_REVIEWABLE_MESSAGE =
  'Pronunciation, listening and reading exercises are practised in their lesson, not in the review deck.';
export const REVIEW_NEW_CARDS_MESSAGE = `New cards per day must be a whole number from 0 to ${MAX_NEW_CARDS_PER_DAY}.`;
export const REVIEW_SUSPENDED_MESSAGE = 'This card is suspended. Resume it before reviewing it.';
