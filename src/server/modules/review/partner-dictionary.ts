import type { Catalogue } from '@/server/content/lesson-catalogue';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import { loadTutorContent } from '@/server/content/tutor-content';
import { buildGlossary, type Glossary } from '@/server/tutor/builtin/glossary';

/**
 * The partner's own dictionary for the conversation report (its curated lexicon with the inflected forms it uses,
 * the lessons and the topics' keywords): a tapped word the course glossary lacks may be in it. Built when a word is
 * first looked up, not at start-up.
 */
export function partnerDictionary({ lessons, topics }: { lessons: Catalogue; topics: TopicCatalogue }): () => Glossary {
  return () => {
    const content = loadTutorContent();
    return buildGlossary({
      lexicon: content.lexicon.spanish,
      forms: content.lexicon.forms,
      lessons,
      topics: topics.topics,
    });
  };
}
