import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOPIC_COUNT } from '@/contract/topics';
import { loadTopicCatalogue, topicCatalogueProblems } from '@/server/content/topic-catalogue';
import { MIN_QUESTIONS_PER_DIFFICULTY, topicFileSchema, wordCount } from '@/server/content/topic-file-schema';
import { createSpellChecker, topicStrings } from './spell-check';

const contentDir = fileURLToPath(new URL('.', import.meta.url));
const catalogue = loadTopicCatalogue(contentDir);

describe('the default conversation topics', () => {
  it('are the 14 the product promises, at every level, each with a plan for every difficulty', () => {
    expect(catalogue.topics).toHaveLength(DEFAULT_TOPIC_COUNT);
    expect(new Set(catalogue.topics.map((topic) => topic.level))).toEqual(
      new Set(['beginner', 'intermediate', 'advanced']),
    );
    for (const topic of catalogue.topics) {
      for (const difficulty of ['beginner', 'intermediate', 'advanced'] as const) {
        expect(topic.plan.questions[difficulty].length, `${topic.id} ${difficulty}`).toBeGreaterThanOrEqual(
          MIN_QUESTIONS_PER_DIFFICULTY,
        );
      }
    }
  });

  it('rejects a plan with a repeated question, a long beginner line or a statement posing as a question', () => {
    const topic = structuredClone(catalogue.topics[0]!);
    const [first] = topic.plan.questions.beginner;
    topic.plan.questions.beginner[1] = { ...first! };
    topic.plan.questions.beginner[2] = {
      ...first!,
      es: '¿Cuál es la palabra más larga que conoces en este idioma tan bonito y complicado?',
    };
    topic.plan.questions.intermediate[0] = { ...topic.plan.questions.intermediate[0]!, es: 'Cuéntame de tu día.' };
    const messages = topicFileSchema.safeParse(topic).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['question repeats', 'beginner lines have at most 12 words', 'a question ends with ?']),
    );
    expect(wordCount('¿Qué tal? ¡Muy bien!')).toBe(4);
  });

  it('names a missing or duplicated topic', () => {
    const topics = [...catalogue.topics.slice(1), catalogue.topics[1]!];
    expect(topicCatalogueProblems(topics)).toEqual([`duplicate topic id ${catalogue.topics[1]!.id}`]);
    expect(topicCatalogueProblems(catalogue.topics.slice(1))).toEqual([
      `13 default topics, the product has ${DEFAULT_TOPIC_COUNT}`,
    ]);
  });

  it('is spelled correctly in Spanish and English apart from the reviewed allowlist', () => {
    const checker = createSpellChecker(fileURLToPath(new URL('./spelling-allowlist.json', import.meta.url)));
    const misspellings = checker.check(catalogue.topics.flatMap(topicStrings));
    expect(misspellings.map(({ where, word }) => `${where}: ${word}`)).toEqual([]);
  }, 60_000);
});
