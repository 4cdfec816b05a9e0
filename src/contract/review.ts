import { z } from 'zod';
import { invisibleTextMessage, timeZoneSchema, visibleText } from './common';
import { correctionCategorySchema, correctionChangeSchema } from './corrections';
import { exerciseSchema, lessonIdSchema } from './lessons';
import {
  MAX_NEW_CARDS_PER_DAY,
  REVIEW_ANSWER_REQUIRED_MESSAGE,
  REVIEW_CARD_KINDS,
  REVIEW_CARD_STATES,
  REVIEW_NEW_CARDS_MESSAGE,
  REVIEW_QUEUE_LIMIT,
  REVIEW_RATINGS,
} from './review-constants';

export * from './review-constants';

const text = (max: number) => z.string().trim().min(1).max(max);
/** What a learner types onto a card must show: a zero-width space is no English side. */
const learnerText = (field: string, max: number) => visibleText(text(max), invisibleTextMessage(field));
const instant = z.string().max(40);

export const reviewCardKindSchema = z.enum(REVIEW_CARD_KINDS);
export const reviewRatingSchema = z.enum(REVIEW_RATINGS);
export const reviewCardStateSchema = z.enum(REVIEW_CARD_STATES);

/** What a card asks and answers, by where it came from (docs/product.md#review-deck). */
export const reviewCardContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('correction'),
    /** The learner's sentence as they wrote it: the front, with "Fix it". */
    original: z.string().max(2000),
    /** The corrected sentence: the expected answer, checked with the lesson answer checker. */
    corrected: z.string().max(2000),
    changes: z.array(correctionChangeSchema).max(20),
    conversationId: z.uuid(),
  }),
  z.object({
    kind: z.literal('word'),
    spanish: text(200),
    english: text(300),
  }),
  z.object({
    kind: z.literal('exercise'),
    lessonId: lessonIdSchema,
    lessonTitle: z.string().max(200),
    exerciseIndex: z.number().int().min(0).max(100),
    exercise: exerciseSchema,
  }),
]);
export type ReviewCardContent = z.infer<typeof reviewCardContentSchema>;

export const reviewCardSchema = z.object({
  id: z.string().max(15),
  kind: reviewCardKindSchema,
  content: reviewCardContentSchema,
  state: reviewCardStateSchema,
  due: instant,
  /** How many times the card was graded: sent back with a grade so a second, concurrent grade is refused. */
  reps: z.number().int().min(0),
  lapses: z.number().int().min(0),
  suspended: z.boolean(),
  createdAt: instant,
  lastReview: instant.nullable(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewCardParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,14}$/, { error: 'Card ids are positive whole numbers' }),
});

/** Today's queue in the learner's time zone: due cards first (oldest due first), then new ones within today's limit. */
export const reviewQueueSchema = z.object({
  cards: z.array(reviewCardSchema).max(REVIEW_QUEUE_LIMIT * 2),
  /** Cards already seen that are due before the learner's day ends. */
  dueCount: z.number().int().min(0),
  /** New cards still to meet today: the daily limit less the new cards met today, at most the new cards there are. */
  newCount: z.number().int().min(0),
  newCardsPerDay: z.number().int().min(0),
  reviewedToday: z.number().int().min(0),
  xpToday: z.number().int().min(0),
  timeZone: z.string(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const addReviewCardBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('word'),
      spanish: learnerText('The Spanish side', 200),
      english: learnerText('The English side', 300),
    }),
    z.object({
      kind: z.literal('exercise'),
      lessonId: lessonIdSchema,
      exerciseIndex: z.number().int().min(0).max(100),
    }),
  ],
  { error: 'Say what to add: a word (spanish and english) or an exercise (lessonId and exerciseIndex).' },
);
export type AddReviewCardBody = z.infer<typeof addReviewCardBodySchema>;

export const addReviewCardResponseSchema = z.object({
  card: reviewCardSchema,
  /** False when the item was already in the deck: the existing card is answered, never a second one. */
  created: z.boolean(),
});
export type AddReviewCardResponse = z.infer<typeof addReviewCardResponseSchema>;

export const gradeReviewCardBodySchema = z.object({
  /** The card's `reps` as the learner saw it: a grade for a card graded since is refused with 409. */
  reps: z.number().int().min(0).max(100_000),
  /** Typed cards (corrections, exercises): the learner's answer, checked on the server. */
  answer: z.string().trim().min(1, { error: REVIEW_ANSWER_REQUIRED_MESSAGE }).max(2000).optional(),
  /**
   * Recall cards: the learner's grade. Typed cards: hard, good or easy after a right answer (good when left out);
   * a wrong answer is always again.
   */
  rating: reviewRatingSchema.optional(),
  timeZone: timeZoneSchema.optional(),
});
export type GradeReviewCardBody = z.infer<typeof gradeReviewCardBodySchema>;

export const gradeReviewCardResponseSchema = z.object({
  card: reviewCardSchema,
  rating: reviewRatingSchema,
  /** Typed cards: whether the answer was right; recall cards: null. */
  correct: z.boolean().nullable(),
  /** Right but for accents (the lesson checker's "check your accents"). */
  accentsOnly: z.boolean(),
  /** What was expected, for the feedback. */
  expected: z.string().nullable(),
  xpGranted: z.number().int().min(0),
  xpPoints: z.number().int(),
  streak: z.number().int().min(0),
  /** Whether the card is due again before the learner's day ends (it comes back in this session). */
  dueToday: z.boolean(),
});
export type GradeReviewCardResponse = z.infer<typeof gradeReviewCardResponseSchema>;

export const updateReviewCardBodySchema = z.object({ suspended: z.boolean() });
export type UpdateReviewCardBody = z.infer<typeof updateReviewCardBodySchema>;

export const reviewCardListSchema = z.object({
  cards: z.array(reviewCardSchema).max(REVIEW_QUEUE_LIMIT * 2),
  total: z.number().int().min(0),
  suspended: z.number().int().min(0),
});
export type ReviewCardList = z.infer<typeof reviewCardListSchema>;

export const reviewSettingsSchema = z.object({
  newCardsPerDay: z
    .number({ error: REVIEW_NEW_CARDS_MESSAGE })
    .int({ error: REVIEW_NEW_CARDS_MESSAGE })
    .min(0, { error: REVIEW_NEW_CARDS_MESSAGE })
    .max(MAX_NEW_CARDS_PER_DAY, { error: REVIEW_NEW_CARDS_MESSAGE }),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const mistakeCategoryCountSchema = z.object({ category: correctionCategorySchema, count: z.number().int() });
export type MistakeCategoryCount = z.infer<typeof mistakeCategoryCountSchema>;

/** The dashboard's and learning path's review figures. */
export const reviewSummarySchema = z.object({
  /** Cards to do today: due cards plus the new cards still allowed today. */
  dueToday: z.number().int().min(0),
  dueCount: z.number().int().min(0),
  newCount: z.number().int().min(0),
  /** Of today's cards, those from the learner's most recent ended conversation with corrections. */
  fromLastConversation: z
    .object({ count: z.number().int().min(0), conversationId: z.uuid(), topicTitle: z.string(), endedAt: instant })
    .nullable(),
  /** Mistakes per category in the learner's conversations of the last 30 days, most frequent first. */
  mistakes: z.array(mistakeCategoryCountSchema).max(40),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
