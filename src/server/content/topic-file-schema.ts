import { z } from 'zod';
import { levelSchema } from '@/contract/common';
import { TOPIC_LIMITS } from '@/contract/topics';

/** Words in a line, as a learner would count them (punctuation and ¿¡ are not words). */
export function wordCount(line: string): number {
  return line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export const MIN_QUESTIONS_PER_DIFFICULTY = 10;
/** Beginner replies stay under 25 words: a reaction plus one of these lines must fit. */
export const BEGINNER_LINE_MAX_WORDS = 12;

const line = (max = 300) => z.string().trim().min(1).max(max);
/** A Spanish line with its English translation: the built-in partner never writes a line without one. */
export const bilingualLineSchema = z.strictObject({ es: line(), en: line() });
export type BilingualLine = z.infer<typeof bilingualLineSchema>;

export const planQuestionSchema = z.strictObject({
  /** The question, at the difficulty it is listed under. */
  es: line(),
  en: line(),
  /** The partner's own answer, used when the learner asks back ("¿Y tú?"). */
  answer: bilingualLineSchema,
  /** The same question said more simply, used after "no entiendo" / "más despacio". */
  simpler: bilingualLineSchema,
  /**
   * What it asks about ("transport", "wake-time", "siblings"...): once the learner has given that (in any message)
   * or a question with the same slot was asked, the partner does not ask it again (docs/product.md#message-checks).
   * Every default topic question has one; the general bank's questions need none.
   */
  slot: z
    .string()
    .regex(/^[a-z]+(?:-[a-z]+)*$/, { error: 'Slots are lower-case slugs' })
    .optional(),
});
export type PlanQuestion = z.infer<typeof planQuestionSchema>;

export const topicKeywordSchema = z.strictObject({
  /** The word or short phrase as the partner would say it ("el pescado"). */
  es: line(80),
  en: line(80),
  /** Other spellings a learner may use: plural, without article, without accents ("pescados", "pescado"). */
  forms: z.array(line(80)).max(10).default([]),
  /** What the partner says on hearing it; a generic echo is used when absent. */
  reply: bilingualLineSchema.optional(),
});
export type TopicKeyword = z.infer<typeof topicKeywordSchema>;

/**
 * How the partner addresses the learner in a topic: "tú", or "usted" where the situation calls for it (a doctor,
 * a job interview). Every line said in the topic, shared reactions included, keeps to it.
 */
export const REGISTERS = ['tú', 'usted'] as const;
export const registerSchema = z.enum(REGISTERS);
export type Register = z.infer<typeof registerSchema>;

/** The partner's answer to a question learners predictably put to it in this topic ("¿Es grave?", "¿Qué me recomienda?"). */
export const topicAnswerSchema = z.strictObject({
  /** Phrases that identify the question, matched as whole words without accents ("es grave", "que me recomienda"). */
  triggers: z.array(line(80)).min(1).max(12),
  /** Short enough for a beginner reply: the first sentence is kept when the reply runs long. */
  answer: bilingualLineSchema,
});
export type TopicAnswer = z.infer<typeof topicAnswerSchema>;

const byDifficulty = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ beginner: schema, intermediate: schema, advanced: schema });

export const dialoguePlanSchema = z.strictObject({
  /** The first line of a session, before the first question. */
  opening: byDifficulty(bilingualLineSchema),
  questions: byDifficulty(z.array(planQuestionSchema).min(MIN_QUESTIONS_PER_DIFFICULTY).max(30)),
  /** Topic words the partner recognises in what the learner says, and echoes back. */
  keywords: z.array(topicKeywordSchema).min(12).max(80),
  /** What the partner itself likes about the topic, for "¿Qué te gusta?". */
  likes: z.array(bilingualLineSchema).min(2).max(10),
  /** The partner's closing line when the learner says goodbye. */
  closing: bilingualLineSchema,
  /** Answers to the questions learners put to the partner in this topic, most specific first. */
  answers: z.array(topicAnswerSchema).min(3).max(30),
});
export type DialoguePlan = z.infer<typeof dialoguePlanSchema>;

/** One default topic: content/topics/<NN>-<slug>.json */
export const topicFileSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Topic ids are lower-case slugs' })
      .max(60),
    title: line(TOPIC_LIMITS.title),
    description: line(TOPIC_LIMITS.description),
    /** Instructions for an AI partner (English): role, setting, what to talk about. */
    prompt: line(TOPIC_LIMITS.prompt),
    level: levelSchema,
    register: registerSchema,
    plan: dialoguePlanSchema,
  })
  .superRefine((topic, ctx) => {
    const beginner = topic.plan.questions.beginner;
    const checkBeginner = (text: string, path: (string | number)[]) => {
      if (wordCount(text) > BEGINNER_LINE_MAX_WORDS) {
        ctx.addIssue({ code: 'custom', path, message: `beginner lines have at most ${BEGINNER_LINE_MAX_WORDS} words` });
      }
    };
    checkBeginner(topic.plan.opening.beginner.es, ['plan', 'opening', 'beginner', 'es']);
    beginner.forEach((question, index) => {
      checkBeginner(question.es, ['plan', 'questions', 'beginner', index, 'es']);
      checkBeginner(question.answer.es, ['plan', 'questions', 'beginner', index, 'answer', 'es']);
      checkBeginner(question.simpler.es, ['plan', 'questions', 'beginner', index, 'simpler', 'es']);
    });
    for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
      const seen = new Set<string>();
      topic.plan.questions[difficulty].forEach((question, index) => {
        const key = question.es.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: ['plan', 'questions', difficulty, index], message: 'question repeats' });
        seen.add(key);
        if (!question.es.includes('?')) {
          ctx.addIssue({
            code: 'custom',
            path: ['plan', 'questions', difficulty, index, 'es'],
            message: 'a question ends with ?',
          });
        }
      });
    }
  });
export type TopicFile = z.infer<typeof topicFileSchema>;
