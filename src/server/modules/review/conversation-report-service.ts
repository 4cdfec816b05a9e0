import { CORRECTION_CATEGORY_LABELS, type CorrectionCategory } from '@/contract/corrections';
import { WORDS_LIMIT, type ConversationReport, type ReportWord } from '@/contract/conversation-report';
import {
  buildGlossary,
  CATEGORY_GRAMMAR_POINTS,
  entriesAt,
  entrySpellsWords,
  FAMILIAR_RANK,
  isFamiliarEntry,
  lessonForMistakes,
  mistakeContexts,
  lessonWords,
  type CandidateLesson,
  glossaryLookup,
  glossaryWordsIn,
  mistakeCounts,
  nextSteps,
  reportFigures,
  reportWords,
  type GlossaryEntry,
} from '@/domain/conversation-report';
import type { Catalogue } from '@/server/content/lesson-catalogue';
import { spanishFrequencyRank, type FrequencyRank } from '@/server/language/spanish';
import type { Glossary } from '@/server/tutor/builtin/glossary';
import type { ConversationService } from '@/server/modules/conversation/conversation-service';
import type { ReviewRepo } from './review-repo';

/** The course's words and phrases with their English: what the report can name and the deck can take. */
function courseGlossary(catalogue: Catalogue): Map<string, GlossaryEntry> {
  const entries: GlossaryEntry[] = [];
  for (const lesson of catalogue.lessons)
    for (const section of lesson.sections)
      if (section.type === 'vocabulary' || section.type === 'phrases')
        for (const item of section.content) entries.push({ spanish: item.spanish, english: item.english });
  return buildGlossary(entries);
}

/** Every string a lesson holds (titles, explanations, examples, exercises), found by walking its data. */
function lessonTexts(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) lessonTexts(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) lessonTexts(item, into);
  return into;
}

/** For each mistake category, the lessons (course order) introducing one of its grammar points, with their words. */
export function lessonsByCategory(catalogue: Catalogue): Map<string, CandidateLesson[]> {
  const found = new Map<string, CandidateLesson[]>();
  for (const [category, points] of Object.entries(CATEGORY_GRAMMAR_POINTS)) {
    const lessons = catalogue.lessons
      .filter((candidate) => candidate.grammar.introduces.some((point) => points.includes(point)))
      .map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        level: lesson.level,
        // Everything the lesson says, its title and description too ("Busco un piso que tenga…").
        words: lessonWords(lessonTexts(lesson)),
      }));
    if (lessons.length > 0) found.set(category, lessons);
  }
  return found;
}

/** GET /api/conversations/:id/report (docs/product.md#conversation-report). */
export function createConversationReportService(deps: {
  conversations: Pick<ConversationService, 'detail'>;
  catalogue: Catalogue;
  /** The learner's lesson standings (the lessons module's repo answers it). */
  lessonProgress: { listForUser(userId: string): Promise<{ lessonId: string; completedAt: Date | null }[]> };
  review: Pick<ReviewRepo, 'cardsFromConversation'>;
  /**
   * A Spanish dictionary beyond the course's words (the partner's lexicon), made when first needed: a tapped word the
   * course does not gloss is looked up there, never guessed.
   */
  dictionary?: () => Pick<Glossary, 'spanish' | 'listedForm'>;
  /** How common a Spanish word is (a frequency list's rank); the Spanish core's list when not given. */
  frequencyRank?: FrequencyRank;
}) {
  const rankOf = deps.frequencyRank ?? spanishFrequencyRank;
  const { conversations, catalogue, lessonProgress, review } = deps;
  let dictionary: Pick<Glossary, 'spanish' | 'listedForm'> | undefined;
  // The course is loaded once, so its glossary and lesson map are built once, when first asked for.
  let glossary: Map<string, GlossaryEntry> | undefined;
  let lessons: Map<string, CandidateLesson[]> | undefined;

  return {
    /**
     * The course words and phrases in a text (a partner's message), each once, with their English; given a word's
     * position, those covering that word only, with the dictionary's entry for the word when the course has none.
     */
    wordsIn(text: string, word?: number): ReportWord[] {
      glossary ??= courseGlossary(catalogue);
      const course = glossaryLookup(glossary);
      // The course first, then the partner's dictionary; an entry must spell the words as written (lookups fold
      // accents: "esta" is not "está"), or be a curated inflected form's word ("hiciste": "hacer").
      const lookup = (words: readonly string[]): GlossaryEntry | undefined => {
        const known = course(words);
        if (known && entrySpellsWords(known.spanish, words)) return known;
        if (!deps.dictionary) return undefined;
        dictionary ??= deps.dictionary();
        const phrase = words.join(' ');
        const entry = dictionary.spanish(phrase);
        if (entry && entrySpellsWords(entry.es, words)) return { spanish: entry.es, english: entry.en };
        const form = words.length === 1 ? dictionary.listedForm(phrase) : undefined;
        return form && { spanish: form.es, english: form.en };
      };
      const entries = word === undefined ? glossaryWordsIn(text, glossary) : entriesAt(text, word, lookup);
      const found = new Map(entries.map((entry) => [entry.spanish, entry]));
      return [...found.values()].slice(0, WORDS_LIMIT);
    },

    async report(userId: string, conversationId: string): Promise<ConversationReport> {
      // detail() answers 404 for an unknown or someone else's conversation; the other two read only the learner's own
      // rows, so all three are asked at once.
      const [detail, progress, reviewCards] = await Promise.all([
        conversations.detail(userId, conversationId),
        lessonProgress.listForUser(userId),
        review.cardsFromConversation(userId, conversationId),
      ]);
      glossary ??= courseGlossary(catalogue);
      lessons ??= lessonsByCategory(catalogue);
      const learner = detail.messages
        .filter((message) => message.role === 'user')
        .map((message) => ({
          id: message.id,
          text: message.text,
          speakingMs: message.speakingMs,
          changes: message.check?.changes ?? [],
          corrected: message.check && message.check.changes.length > 0 ? message.check.corrected : null,
        }));
      const partner = detail.messages.filter((message) => message.role === 'assistant').map((message) => message.text);
      const figures = reportFigures(learner);
      const mistakes = mistakeCounts(learner) as { category: CorrectionCategory; count: number }[];
      const completed = new Set(progress.filter((row) => row.completedAt !== null).map((row) => row.lessonId));
      const knownLessons = lessons;
      return {
        conversationId: detail.id,
        topicTitle: detail.topicTitle,
        startedAt: detail.startedAt,
        endedAt: detail.endedAt,
        messages: learner.map(({ speakingMs: _speakingMs, ...message }) => message),
        cleanShare: figures.cleanShare,
        figures: {
          learnerMessages: figures.learnerMessages,
          wordsPerMessage: figures.wordsPerMessage,
          distinctWords: figures.distinctWords,
          durationSeconds: detail.duration,
          speaking: figures.speaking,
        },
        mistakes,
        // What the partner said that is news at the level the learner practised at (docs/product.md#conversation-report).
        ...reportWords(learner, partner, glossary, (entry) =>
          isFamiliarEntry(entry, rankOf, FAMILIAR_RANK[detail.difficulty]),
        ),
        nextSteps: nextSteps({
          mistakes,
          label: (category) => CORRECTION_CATEGORY_LABELS[category as CorrectionCategory] ?? category,
          // The lesson for the exact point: the one whose sentences are most like the learner's mistaken ones.
          lessonFor: (category) => {
            const sentences = learner.flatMap((message) => mistakeContexts(message, category));
            const lesson = lessonForMistakes(sentences, knownLessons.get(category) ?? [], detail.difficulty);
            return lesson ? { id: lesson.id, title: lesson.title, completed: completed.has(lesson.id) } : undefined;
          },
          reviewCards,
        }),
      };
    },
  };
}
export type ConversationReportService = ReturnType<typeof createConversationReportService>;
