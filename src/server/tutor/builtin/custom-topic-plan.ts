import type { BilingualLine, TopicKeyword } from '@/server/content/topic-file-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { BEGINNER_TOPIC_MAX_WORDS, type GeneralQuestions } from '@/server/content/tutor-content-schema';
import type { Glossary } from './glossary';
import type { QuestionSubject } from './persona';
import { fillLine } from './templates';
import { tokenise } from './text-normalisation';
import { bankFor, indexKeywords, indexQuestions, questionOrder, type ByDifficulty, type TutorPlan } from './tutor-plan';

const QUOTES = /[«»"“”]/g;
const SPACES = /\s+/g;
/** Title and description words that say nothing about the subject, in either language. */
const UNINFORMATIVE = new Set([
  'para',
  'sobre',
  'como',
  'este',
  'esta',
  'esto',
  'estos',
  'estas',
  'todo',
  'todos',
  'cosas',
  'hablar',
  'tema',
  'temas',
  'with',
  'about',
  'that',
  'this',
  'from',
  'your',
  'have',
  'talk',
  'talking',
  'topic',
  'what',
  'things',
  'some',
  'into',
]);
const MAX_TOPIC_KEYWORDS = 12;
/** A keyword is echoed back as written, so only plain words qualify ("el pan", not "¿Te gusta…?"). */
const PLAIN_WORDS = /^[\p{L} ]+$/u;
const MAX_CACHED_PLANS = 200;

/**
 * Plans for learner-written topics: the general question bank phrased around the quoted title, plus keywords
 * found by looking the title's and description's words up in the glossary. Plans are cached per topic text, since
 * a conversation asks for the same one on every turn.
 */
export function createCustomPlanSource(
  bank: GeneralQuestions,
  glossary: Glossary,
  subject: QuestionSubject,
): (topic: TutorTopic) => TutorPlan {
  const cache = new Map<string, TutorPlan>();
  return (topic) => {
    const key = `${topic.title}\n${topic.description}`;
    const cached = cache.get(key);
    if (cached) {
      // Refresh its place so the oldest unused plan is the one evicted.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const plan = buildCustomTopicPlan(topic, bank, glossary, subject);
    if (cache.size >= MAX_CACHED_PLANS) cache.delete(cache.keys().next().value!);
    cache.set(key, plan);
    return plan;
  };
}

function buildCustomTopicPlan(
  topic: TutorTopic,
  bank: GeneralQuestions,
  glossary: Glossary,
  subject: QuestionSubject,
): TutorPlan {
  const title = topic.title.replace(QUOTES, '').replace(SPACES, ' ').trim();
  const quoted: BilingualLine = title ? { es: `«${title}»`, en: `"${title}"` } : { es: 'este tema', en: 'this topic' };
  // A long title would push a beginner question past its word budget, so beginners hear "este tema" instead.
  const beginnerSlot =
    title.split(' ').length > BEGINNER_TOPIC_MAX_WORDS ? { es: 'este tema', en: 'this topic' } : quoted;
  const topicSlot: ByDifficulty<BilingualLine> = { beginner: beginnerSlot, intermediate: quoted, advanced: quoted };
  const none = { beginner: [], intermediate: [], advanced: [] };
  const order = questionOrder(bankFor(bank, topicSlot, subject), none);
  return {
    opening: {
      beginner: fillLine(bank.opening.beginner, { topic: beginnerSlot }),
      intermediate: fillLine(bank.opening.intermediate, { topic: quoted }),
      advanced: fillLine(bank.opening.advanced, { topic: quoted }),
    },
    questionOrder: order,
    questionsByClause: indexQuestions(order),
    ...indexKeywords(topicKeywords(`${topic.title} ${topic.description}`, glossary)),
    // Likes and the closing serve every difficulty, beginners included, so they take the short slot.
    likes: bank.likes.map((like) => fillLine(like, { topic: beginnerSlot })),
    closing: fillLine(bank.closing, { topic: beginnerSlot }),
  };
}

/** Glossary words in the learner's title and description ("Cooking at home" -> cocinar, la casa). */
function topicKeywords(text: string, glossary: Glossary): TopicKeyword[] {
  const keywords: TopicKeyword[] = [];
  const seen = new Set<string>();
  for (const token of tokenise(text).tokens) {
    if (keywords.length >= MAX_TOPIC_KEYWORDS) break;
    if (token.norm.length < 4 || UNINFORMATIVE.has(token.norm)) continue;
    const spanish = glossary.spanish(token.norm);
    const entry = spanish ?? glossary.english(token.norm);
    if (!entry || seen.has(entry.es) || !PLAIN_WORDS.test(entry.es)) continue;
    seen.add(entry.es);
    // A Spanish word matches as the learner wrote it; an English one through its Spanish translation.
    const forms = spanish ? [token.norm] : [];
    keywords.push({ es: entry.es.split(' / ')[0]!, en: entry.en, forms });
  }
  return keywords;
}
