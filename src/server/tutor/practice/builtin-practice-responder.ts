import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import type { TutorContent } from '@/server/content/tutor-content-schema';
import { buildCuratedAnswers, type CuratedLookup } from './curated-answers';
import { buildInfinitives } from './first-person';
import { modelAnswer, personalAnswer, personalKind } from './model-answers';
import { forTheLearner } from './persona-answers';
import type { PracticeResponder } from './practice-responder';

export interface BuiltinPracticeSources {
  topics: TopicCatalogue;
  /** The partner's content: its general question bank (custom topics) and lexicon (known verbs). */
  tutor: TutorContent;
  /** The course, whose vocabulary tells verbs apart from other words ending in -as or -es. */
  lessons?: Catalogue;
}

/**
 * Practice answers without a model, for the learner to say. A question about the learner's own life (name, age,
 * home, work…) gets a model with blanks to fill in. A question the partner asks from a curated plan gets the
 * partner's own answer to it (a first-person sentence in that question's tense and level), found whatever
 * difficulty list it is in and also by its simpler rewording, with her names and places blanked out and never one
 * that rests on her life (persona-answers.ts); the conversation's topic and the learner's difficulty break ties.
 * Any other question gets a model answer by its kind, or says plainly that there is none (model-answers.ts).
 */
export function createBuiltinPracticeResponder(sources: BuiltinPracticeSources): PracticeResponder {
  // Built on first use rather than at start-up: most sessions never ask for a practice answer.
  let indexes: { curated: CuratedLookup; infinitives: ReadonlySet<string> } | undefined;
  const prepared = () =>
    (indexes ??= {
      curated: buildCuratedAnswers({ topics: sources.topics, bank: sources.tutor.generalQuestions }),
      infinitives: buildInfinitives({
        lexicon: sources.tutor.lexicon,
        ...(sources.lessons ? { lessons: sources.lessons } : {}),
      }),
    });
  return {
    name: 'builtin',
    async respond({ question, difficulty, topic }) {
      const { curated, infinitives } = prepared();
      // "¿Cómo te llamas?" is answered with a blank for the learner's own name, never with the partner's.
      const personal = personalKind(question);
      if (personal) return personalAnswer(personal, difficulty);
      const found = curated.find(question, {
        difficulty,
        topicId: topic?.defaultTopicId,
        customTopic: topic !== undefined && topic.defaultTopicId === undefined,
      });
      const answer = found ? forTheLearner(found) : undefined;
      if (answer) return { response: answer.es, translation: answer.en };
      return modelAnswer(question, difficulty, infinitives);
    },
  };
}
