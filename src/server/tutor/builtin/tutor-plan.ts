import type { Difficulty } from '@/contract/conversation';
import {
  wordCount,
  type BilingualLine,
  type PlanQuestion,
  type Register,
  type TopicAnswer,
  type TopicFile,
  type TopicKeyword,
} from '@/server/content/topic-file-schema';
import type { GeneralQuestions } from '@/server/content/tutor-content-schema';
import { isPresentTense } from './past-tense';
import { fillLine, type Slots } from './templates';
import type { QuestionSubject } from './persona';
import { normaliseText } from './text-normalisation';
import type { ToldFactId } from './told-facts';

const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
export type ByDifficulty<T> = Readonly<Record<Difficulty, T>>;

/** A question with its normalised forms, so it can be recognised in the partner's earlier messages. */
export interface PlannedQuestion extends PlanQuestion {
  normalised: string;
  simplerNormalised: string;
  /** Its wording to tú, when the plan was turned to usted mid-conversation: asked in it, it was asked. */
  formerly?: { normalised: string; simplerNormalised: string };
  /** The personal fact it asks for, skipped once the learner has given it unasked. */
  about?: ToldFactId;
}

/** A question as it is put to the learner: the question itself, or its simpler form when borrowed from a harder list. */
export interface QuestionChoice {
  question: PlannedQuestion;
  line: BilingualLine;
}

export interface IndexedKeyword {
  keyword: TopicKeyword;
  /** " el pescado ", " pescados " ...: whole-word forms, longest first across the plan. */
  padded: string;
  /** Matched with accents: "té" must not match the pronoun "te". */
  accented: boolean;
}

const LEADING_ARTICLE = /^(el|la|los|las)\s+/i;
/** Words that turn into other, very common words without their accent (té/te, más/mas, sí/si, tú/tu ...). */
const ACCENT_MATTERS = new Set([
  'te',
  'se',
  'el',
  'tu',
  'mi',
  'mas',
  'si',
  'de',
  'que',
  'como',
  'solo',
  'aun',
  'esta',
  'este',
  'cual',
  'quien',
  'donde',
  'cuando',
]);

/** Everything the partner needs about one topic, prepared once (default topics) or per title (custom topics). */
export interface TutorPlan {
  opening: ByDifficulty<BilingualLine>;
  /** Per difficulty, every question the partner may ask, in the order it asks them. */
  questionOrder: ByDifficulty<readonly QuestionChoice[]>;
  /** Every question, keyed by the last "¿…?" clause of its text and of its simpler form. */
  questionsByClause: ReadonlyMap<string, readonly PlannedQuestion[]>;
  keywords: readonly IndexedKeyword[];
  keywordByForm: ReadonlyMap<string, TopicKeyword>;
  likes: readonly BilingualLine[];
  closing: BilingualLine;
  /** How the partner addresses the learner; tú when absent (custom topics). */
  register?: Register;
  /** The partner's answers to the learner's predictable questions in this topic, triggers normalised. */
  answers?: readonly IndexedAnswer[];
  /**
   * The partner plays a role it keeps to (a custom topic's landlord, mechanic, interviewer): when its questions are
   * used up it asks what else the learner needs instead of offering to finish, since the learner ends a scene.
   */
  playsARole?: boolean;
  /** The role is a neighbour or a friend: after bad news it asks how the learner is, as anyone would. */
  asksAfterNews?: boolean;
  /** The name the topic's prompt gives the partner ("Eres Carmen…"): said wherever the partner's own name would be. */
  partnerName?: string;
  /** The partner's own words about itself for a role that is a man ("Encantada" → "Encantado"). */
  partnerWords?: ReadonlyMap<string, string>;
  /** What the prompt says the role is ("Eres Álvaro, ingeniero…": "Soy ingeniero."), its answer to "¿A qué te dedicas?". */
  roleWork?: BilingualLine;
}

export interface IndexedAnswer extends TopicAnswer {
  /** " es grave ", ...: whole-word forms to find in the learner's normalised, padded message. */
  padded: readonly string[];
}

export function indexAnswers(answers: readonly TopicAnswer[]): IndexedAnswer[] {
  return answers.map((answer) => ({
    ...answer,
    padded: answer.triggers.map((trigger) => ` ${normaliseText(trigger)} `),
  }));
}

function planQuestion(question: PlanQuestion, subject: QuestionSubject): PlannedQuestion {
  const normalised = normaliseText(question.es);
  const about = subject(normalised);
  return {
    ...question,
    normalised,
    simplerNormalised: normaliseText(question.simpler.es),
    ...(about ? { about } : {}),
  };
}

function fillQuestion(question: PlanQuestion, slots: Slots): PlanQuestion {
  const line = fillLine(question, slots);
  return {
    es: line.es,
    en: line.en,
    answer: fillLine(question.answer, slots),
    simpler: fillLine(question.simpler, slots),
    // A role frame's questions have slots: once one is asked, its other wordings are not (custom-topic-plan.ts).
    ...(question.slot ? { slot: question.slot } : {}),
  };
}

const CLAUSE_END = new Set(['.', '!', '¡', ':', ';', '\n']);

/**
 * The questions in a text, each from its "¿" (or the start of its sentence) to its "?", normalised. Used both
 * to index plan questions and to find them in history, so the two always agree.
 */
export function questionClauses(text: string): string[] {
  const clauses: string[] = [];
  let sentenceStart = 0;
  let openedAt = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '¿') openedAt = index + 1;
    else if (char === '?') {
      clauses.push(normaliseText(text.slice(openedAt >= 0 ? openedAt : sentenceStart, index)));
      openedAt = -1;
      sentenceStart = index + 1;
    } else if (CLAUSE_END.has(char) && openedAt < 0) sentenceStart = index + 1;
  }
  return clauses;
}

/**
 * The order questions are asked in at each difficulty: that difficulty's own list, then the other lists
 * (a harder question is put in its simpler form), then the general bank in the same way. Beginners only borrow
 * simpler forms in the present tense: the intermediate list's simpler forms are often past ("¿Jugabas…?").
 */
export function questionOrder(
  lists: ByDifficulty<readonly PlannedQuestion[]>,
  bank: ByDifficulty<readonly PlannedQuestion[]>,
): ByDifficulty<QuestionChoice[]> {
  const asIs = (questions: readonly PlannedQuestion[]) =>
    questions.map((question) => ({ question, line: { es: question.es, en: question.en } }));
  const simpler = (questions: readonly PlannedQuestion[], maxWords: number) =>
    questions
      .filter(
        (question) =>
          question.simpler.es.includes('?') &&
          wordCount(question.simpler.es) <= maxWords &&
          (maxWords === Infinity || isPresentTense(question.simpler.es)),
      )
      .map((question) => ({ question, line: question.simpler }));
  const forSource = (source: ByDifficulty<readonly PlannedQuestion[]>) => ({
    beginner: [...asIs(source.beginner), ...simpler(source.intermediate, 12), ...simpler(source.advanced, 12)],
    intermediate: [...asIs(source.intermediate), ...asIs(source.beginner), ...simpler(source.advanced, Infinity)],
    advanced: [...asIs(source.advanced), ...asIs(source.intermediate), ...asIs(source.beginner)],
  });
  const fromPlan = forSource(lists);
  const fromBank = forSource(bank);
  return {
    beginner: [...fromPlan.beginner, ...fromBank.beginner],
    intermediate: [...fromPlan.intermediate, ...fromBank.intermediate],
    advanced: [...fromPlan.advanced, ...fromBank.advanced],
  };
}

export function indexQuestions(
  order: ByDifficulty<readonly QuestionChoice[]>,
  /** Other wordings a question was asked in (its tú wording, for a plan turned to usted). */
  formerWordings: (question: PlannedQuestion) => readonly string[] = () => [],
): Map<string, PlannedQuestion[]> {
  const index = new Map<string, PlannedQuestion[]>();
  const add = (text: string, question: PlannedQuestion) => {
    const key = questionClauses(text).at(-1);
    if (key === undefined) return;
    const list = index.get(key) ?? [];
    if (!list.includes(question)) list.push(question);
    index.set(key, list);
  };
  for (const difficulty of DIFFICULTIES) {
    for (const { question } of order[difficulty]) {
      for (const text of [question.es, question.simpler.es, ...formerWordings(question)]) add(text, question);
    }
  }
  return index;
}

export function indexKeywords(keywords: readonly TopicKeyword[]): {
  keywords: IndexedKeyword[];
  keywordByForm: Map<string, TopicKeyword>;
} {
  const keywordByForm = new Map<string, TopicKeyword>();
  const indexed: IndexedKeyword[] = [];
  for (const keyword of keywords) {
    const withoutArticle = keyword.es.replace(LEADING_ARTICLE, '');
    for (const form of [keyword.es, withoutArticle, ...keyword.forms]) {
      const normalised = normaliseText(form);
      if (!normalised) continue;
      if (ACCENT_MATTERS.has(normalised)) {
        const accentedForm = form.trim().toLowerCase();
        if (accentedForm !== normalised) indexed.push({ keyword, padded: ` ${accentedForm} `, accented: true });
        continue;
      }
      if (keywordByForm.has(normalised)) continue;
      keywordByForm.set(normalised, keyword);
      indexed.push({ keyword, padded: ` ${normalised} `, accented: false });
    }
  }
  indexed.sort((a, b) => b.padded.length - a.padded.length);
  return { keywords: indexed, keywordByForm };
}

/** The general bank phrased around "este tema", asked on a default topic once its own questions run out. */
export function bankFor(
  bank: GeneralQuestions,
  topicSlot: ByDifficulty<BilingualLine>,
  subject: QuestionSubject,
): ByDifficulty<PlannedQuestion[]> {
  const fill = (difficulty: Difficulty) =>
    bank.questions[difficulty].map((question) =>
      planQuestion(fillQuestion(question, { topic: topicSlot[difficulty] }), subject),
    );
  return { beginner: fill('beginner'), intermediate: fill('intermediate'), advanced: fill('advanced') };
}

const THIS_TOPIC: BilingualLine = { es: 'este tema', en: 'this topic' };

export function buildDefaultTopicPlan(topic: TopicFile, bank: GeneralQuestions, subject: QuestionSubject): TutorPlan {
  const plan = (difficulty: Difficulty) =>
    topic.plan.questions[difficulty].map((question) => planQuestion(question, subject));
  const lists = { beginner: plan('beginner'), intermediate: plan('intermediate'), advanced: plan('advanced') };
  // The general bank says "tú": an usted topic (the doctor, the job interview) keeps to its own questions.
  const general =
    topic.register === 'usted'
      ? { beginner: [], intermediate: [], advanced: [] }
      : bankFor(bank, { beginner: THIS_TOPIC, intermediate: THIS_TOPIC, advanced: THIS_TOPIC }, subject);
  const order = questionOrder(lists, general);
  return {
    opening: topic.plan.opening,
    questionOrder: order,
    questionsByClause: indexQuestions(order),
    ...indexKeywords(topic.plan.keywords),
    likes: topic.plan.likes,
    closing: topic.plan.closing,
    register: topic.register,
    answers: indexAnswers(topic.plan.answers),
  };
}
