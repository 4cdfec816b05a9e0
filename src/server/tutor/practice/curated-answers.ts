import type { Difficulty } from '@/contract/conversation';
import type { TopicCatalogue } from '@/server/content/topic-catalogue';
import type { BilingualLine, PlanQuestion } from '@/server/content/topic-file-schema';
import { fillLine } from '@/server/tutor/builtin/templates';
import { normaliseText } from '@/server/tutor/builtin/text-normalisation';
import type { GeneralQuestions } from '@/server/content/tutor-content-schema';
import { questionClauses } from '@/server/tutor/builtin/tutor-plan';

const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
// How the built-in partner names the topic in bank questions: "este tema", or a custom topic's title in «».
const THIS_TOPIC: BilingualLine = { es: 'este tema', en: 'this topic' };
const QUOTED_TITLE = /«[^»]*»/g;

interface CuratedEntry {
  /** The default topic whose plan holds the question; absent for the general question bank. */
  topicId?: string;
  difficulty: Difficulty;
  answer: BilingualLine;
}

export interface CuratedLookup {
  /** The curated answer to the partner's question, preferring the conversation's topic and the learner's difficulty. */
  find(
    question: string,
    prefer: { difficulty: Difficulty; topicId?: string | undefined; customTopic?: boolean },
  ): BilingualLine | undefined;
}

/**
 * The forms a partner question may arrive in, most complete first: the whole text; its last "¿…?" clause (the
 * partner often reacts before asking); the text after its last "¿" when the client cut the "?" off (the
 * original client's Copy last question split on question marks; docs/product.md#language-help); and its last
 * sentence.
 */
export function questionForms(text: string): string[] {
  const forms = [normaliseText(text), questionClauses(text).at(-1)];
  const opening = text.lastIndexOf('¿');
  if (opening >= 0) forms.push(normaliseText(text.slice(opening + 1).split('?')[0] ?? ''));
  forms.push(
    normaliseText(
      text
        .split(/[.!¡]/)
        .filter((part) => normaliseText(part))
        .at(-1) ?? '',
    ),
  );
  return [...new Set(forms.filter((form): form is string => Boolean(form)))];
}

const SLOT_MARK = 'zzslotzz';

/** "¿Qué sabes de {topic}?" -> /^que sabes (de|del) .+$/ over normalised text; undefined for a line with no slot. */
function slotPattern(template: string): RegExp | undefined {
  if (!/\{(topic|keyword)\}/.test(template)) return undefined;
  const normalised = normaliseText(template.replace(/\{(topic|keyword)\}/g, SLOT_MARK));
  const source = normalised
    .split(' ')
    .map((word) => (word === SLOT_MARK ? '.+' : word))
    .join(' ')
    .replace(/\bde \.\+/g, '(?:de|del) .+')
    .replace(/\ba \.\+/g, '(?:a|al) .+');
  return new RegExp(`^${source}$`);
}

/** The keys a curated question is found by: its whole text and last clause, and those of its simpler form. */
function keysOf(question: PlanQuestion): string[] {
  return [question.es, question.simpler.es]
    .flatMap((text) => [normaliseText(text), questionClauses(text).at(-1) ?? ''])
    .filter(Boolean);
}

/**
 * Indexes the partner's own answers to every curated question: the default topics' plans (first person model
 * answers, a sentence a learner could say) and the general question bank. The partner puts bank questions about
 * "este tema", or about a custom topic's title in «», which is read as "este tema" too.
 */
export function buildCuratedAnswers(sources: { topics: TopicCatalogue; bank?: GeneralQuestions }): CuratedLookup {
  const byKey = new Map<string, CuratedEntry[]>();
  const add = (question: PlanQuestion, entry: CuratedEntry) => {
    for (const key of keysOf(question)) {
      const list = byKey.get(key) ?? [];
      list.push(entry);
      byKey.set(key, list);
    }
  };
  for (const topic of sources.topics.topics) {
    for (const difficulty of DIFFICULTIES) {
      for (const question of topic.plan.questions[difficulty])
        add(question, { topicId: topic.id, difficulty, answer: question.answer });
    }
  }
  for (const difficulty of DIFFICULTIES) {
    for (const question of sources.bank?.questions[difficulty] ?? []) {
      const asked = fillLine(question, { topic: THIS_TOPIC });
      add(
        { ...question, es: asked.es, en: asked.en, simpler: fillLine(question.simpler, { topic: THIS_TOPIC }) },
        { difficulty, answer: question.answer },
      );
    }
  }

  // A custom topic is named in its own words ("¿Qué sabes de cocinar en casa?"), so bank questions are also
  // matched as patterns with the name left open.
  const patterns: { pattern: RegExp; entry: CuratedEntry }[] = [];
  for (const difficulty of DIFFICULTIES) {
    const questions = [
      ...(sources.bank?.questions[difficulty] ?? []),
      ...(sources.bank?.keywordQuestions[difficulty] ?? []),
    ];
    for (const question of questions) {
      const pattern = slotPattern(question.es);
      if (pattern) patterns.push({ pattern, entry: { difficulty, answer: question.answer } });
    }
  }

  const rank = (entry: CuratedEntry, prefer: { difficulty: Difficulty; topicId?: string | undefined }) =>
    (prefer.topicId !== undefined && entry.topicId === prefer.topicId ? 4 : 0) +
    (entry.difficulty === prefer.difficulty ? 2 : 0) +
    (entry.topicId ? 1 : 0);
  const best = (entries: readonly CuratedEntry[], prefer: { difficulty: Difficulty; topicId?: string | undefined }) =>
    entries.reduce((chosen, entry) => (rank(entry, prefer) > rank(chosen, prefer) ? entry : chosen));

  return {
    find(question, prefer) {
      const forms = questionForms(question.replace(QUOTED_TITLE, THIS_TOPIC.es));
      for (const form of forms) {
        const entries = byKey.get(form);
        if (entries?.length) return best(entries, prefer).answer;
      }
      // Only in a learner-written topic: elsewhere "¿Qué te gusta de tu barrio?" is not a question about a topic.
      if (!prefer.customTopic) return undefined;
      for (const form of forms) {
        const entries = patterns.filter(({ pattern }) => pattern.test(form)).map(({ entry }) => entry);
        if (entries.length) return best(entries, prefer).answer;
      }
      return undefined;
    },
  };
}
