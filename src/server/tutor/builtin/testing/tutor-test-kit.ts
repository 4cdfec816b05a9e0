import type { SpanishVariety } from '@/contract/settings-constants';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Difficulty } from '@/contract/conversation';
import type { MessageCheck } from '@/contract/corrections';
import { loadCatalogue, type Catalogue } from '@/server/content/lesson-catalogue';
import { indexTopics, type TopicCatalogue } from '@/server/content/topic-catalogue';
import { topicFileSchema, wordCount, type PlanQuestion, type TopicFile } from '@/server/content/topic-file-schema';
import type { TutorEngine, TutorHistoryMessage, TutorTopic, TutorTurn } from '@/server/tutor/tutor-engine';
import { createBuiltinTutorEngine } from '@/server/tutor/builtin/builtin-tutor-engine';
import { correctSpanish } from '@/server/language/correction/builtin/builtin-corrector';
import { toMessageCheck } from '@/server/language/correction/message-check';

/** The shipped content folder (lessons, topics, tutor), four levels up from this file. */
export const contentDir = fileURLToPath(new URL('../../../../../content', import.meta.url));

let lessons: Catalogue | undefined;
/** The real lesson catalogue, the engine's glossary in production. */
export function lessonCatalogue(): Catalogue {
  lessons ??= loadCatalogue(contentDir);
  return lessons;
}

/** A curated topic written for these tests, so they do not depend on the default topics being finished. */
export const foodTopic: TopicFile = topicFileSchema.parse(
  JSON.parse(readFileSync(fileURLToPath(new URL('./fixture-topic-food.json', import.meta.url)), 'utf8')),
);

export function fixtureCatalogue(): TopicCatalogue {
  return indexTopics([foodTopic]);
}

export function createTestEngine(topics: TopicCatalogue = fixtureCatalogue()): TutorEngine {
  return createBuiltinTutorEngine({ topics, glossary: lessonCatalogue() });
}

export function asTutorTopic(topic: TopicFile): TutorTopic {
  return { title: topic.title, description: topic.description, prompt: topic.prompt, defaultTopicId: topic.id };
}

export const customTopic = (title: string): TutorTopic => ({
  title,
  description: 'Learner-written topic',
  prompt: 'Chat with me about it.',
});

/**
 * Drives one conversation turn by turn the way the conversation service does: the history kept, and each learner
 * message checked by the built-in corrector before the partner answers it.
 */
export class Conversation {
  readonly history: TutorHistoryMessage[] = [];
  readonly replies: TutorTurn[] = [];

  constructor(
    private readonly engine: TutorEngine,
    private readonly topic: TutorTopic,
    public difficulty: Difficulty,
    private readonly variety?: SpanishVariety,
  ) {}

  async open(): Promise<TutorTurn> {
    return this.turn();
  }

  /** A conversation already opened, its opening line in `replies`: the first line of most tests. */
  static async opened(
    engine: TutorEngine,
    topic: TutorTopic,
    difficulty: Difficulty,
    variety?: SpanishVariety,
  ): Promise<Conversation> {
    const conversation = new Conversation(engine, topic, difficulty, variety);
    await conversation.open();
    return conversation;
  }

  async say(text: string, options: { difficulty?: Difficulty; requestFeedback?: boolean } = {}): Promise<TutorTurn> {
    if (options.difficulty) this.difficulty = options.difficulty;
    const check = toMessageCheck(correctSpanish(text), 'builtin');
    this.history.push(
      check.changes.length > 0 ? { role: 'user', text, corrected: check.corrected } : { role: 'user', text },
    );
    return this.turn(options.requestFeedback ?? false, check);
  }

  private async turn(requestFeedback = false, learnerCheck?: MessageCheck): Promise<TutorTurn> {
    const reply = await this.engine.reply({
      topic: this.topic,
      difficulty: this.difficulty,
      history: [...this.history],
      requestFeedback,
      ...(learnerCheck ? { learnerCheck } : {}),
      ...(this.variety ? { variety: this.variety } : {}),
    });
    this.history.push({ role: 'assistant', text: reply.text });
    this.replies.push(reply);
    return reply;
  }
}

/** Every question a plan can ask, in all three lists. */
export function allPlanQuestions(topic: TopicFile): PlanQuestion[] {
  return [...topic.plan.questions.beginner, ...topic.plan.questions.intermediate, ...topic.plan.questions.advanced];
}

/** The plan question a reply ends with (as asked, or in its simpler form), or undefined. */
export function endingQuestion(reply: string, questions: readonly PlanQuestion[]): PlanQuestion | undefined {
  return questions.find((question) => reply.endsWith(question.es) || reply.endsWith(question.simpler.es));
}

/** How many of the replies contain each question (as asked or in its simpler form), for no-repeat checks. */
export function questionRepeats(replies: readonly string[], questions: readonly PlanQuestion[]): string[] {
  return questions
    .filter(
      (question) =>
        replies.filter((reply) => reply.includes(question.es) || reply.includes(question.simpler.es)).length > 1,
    )
    .map((question) => question.es);
}

export { wordCount };
