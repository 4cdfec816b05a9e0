import { z } from 'zod';
import { bilingualLineSchema, planQuestionSchema, wordCount } from './topic-file-schema';

/**
 * The built-in partner's own words, in content/tutor/*.json: reactions and help phrases per difficulty, the
 * persona's facts, the general question bank for custom topics, and a small lexicon. Spanish lines may hold
 * `{slot}` placeholders that the engine fills ({x}, {name}, {topic} ...).
 */

const byDifficulty = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ beginner: schema, intermediate: schema, advanced: schema });
const variants = byDifficulty(z.array(bilingualLineSchema).min(1).max(12));
export type LineVariants = z.infer<typeof variants>;

export const REACTION_KINDS = [
  'greeting',
  'thanks',
  'yes',
  'no',
  'dontKnow',
  'name',
  'placeFrom',
  'placeLive',
  'like',
  'love',
  'dislike',
  'hate',
  'prefer',
  'number',
  'keyword',
  'question',
  'acknowledge',
] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const tutorPhrasesSchema = z.strictObject({
  reactions: z.strictObject(
    Object.fromEntries(REACTION_KINDS.map((kind) => [kind, variants])) as Record<ReactionKind, typeof variants>,
  ),
  help: z.strictObject({
    simpler: variants,
    simplerAgain: variants,
    repeat: variants,
    meaning: variants,
    verbForm: variants,
    howToSay: variants,
    unknownWord: variants,
    notUnderstood: variants,
    reask: variants,
  }),
  english: z.strictObject({ item: bilingualLineSchema, intro: variants, nothingKnown: variants, invitation: variants }),
  goodbye: variants,
  exhausted: variants,
});
export type TutorPhrases = z.infer<typeof tutorPhrasesSchema>;

export const personaSchema = z.strictObject({
  name: z.string().min(1),
  facts: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z]+$/),
        /** Questions a learner may put to the partner, most specific first across the whole list. */
        triggers: z.array(z.string().min(2)).min(1),
        answer: byDifficulty(bilingualLineSchema),
      }),
    )
    .min(10),
});
export type Persona = z.infer<typeof personaSchema>;

/** A topic title quoted in beginner lines may take this many words; longer titles become "este tema". */
export const BEGINNER_TOPIC_MAX_WORDS = 6;
const TOPIC_SLOT = '{topic}';

export const generalQuestionsSchema = z
  .strictObject({
    opening: byDifficulty(bilingualLineSchema),
    questions: byDifficulty(z.array(planQuestionSchema).min(12)),
    likes: z.array(bilingualLineSchema).min(2),
    closing: bilingualLineSchema,
  })
  .superRefine((bank, ctx) => {
    for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
      bank.questions[difficulty].forEach((question, index) => {
        if (!question.es.includes(TOPIC_SLOT) || !question.en.includes(TOPIC_SLOT)) {
          ctx.addIssue({
            code: 'custom',
            path: ['questions', difficulty, index],
            message: 'a bank question names the topic in both languages',
          });
        }
      });
    }
    // Beginner replies stay under 25 words: a reaction plus a question with a six-word title must fit.
    const beginnerLines = [
      bank.opening.beginner,
      ...bank.questions.beginner.flatMap((question) => [question, question.answer, question.simpler]),
    ];
    beginnerLines.forEach((line) => {
      const words = wordCount(line.es.replace(TOPIC_SLOT, ''));
      const limit = line.es.includes(TOPIC_SLOT) ? 12 - BEGINNER_TOPIC_MAX_WORDS : 12;
      if (words > limit)
        ctx.addIssue({
          code: 'custom',
          path: ['questions', 'beginner'],
          message: `"${line.es}" is too long for a beginner`,
        });
    });
  });
export type GeneralQuestions = z.infer<typeof generalQuestionsSchema>;

export const lexiconSchema = z.strictObject({
  /** General words a learner may ask about ("¿qué significa …?") beyond the lessons and the topic. */
  spanish: z.array(bilingualLineSchema).min(50),
  /** English phrases a learner may fall back on, with the Spanish to offer; "#" stands for a number. */
  englishPhrases: z.array(z.strictObject({ en: z.string().min(1), es: z.string().min(1) })).min(200),
  /**
   * English words with no one Spanish the partner could offer ("for" is por or para, "get" a dozen verbs):
   * asked for them, the partner offers none rather than a wrong one: a learner trusts what it offers.
   */
  englishUnclear: z.array(z.string().regex(/^[a-z]+$/)),
});
export type Lexicon = z.infer<typeof lexiconSchema>;

export interface TutorContent {
  phrases: TutorPhrases;
  persona: Persona;
  generalQuestions: GeneralQuestions;
  lexicon: Lexicon;
}
