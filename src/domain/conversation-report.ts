/**
 * The conversation report's rules (docs/product.md#conversation-report): its figures, the course words found in the
 * messages, and the next steps drawn from the mistakes. Pure: the server hands in the messages and the course.
 */
import { foldAccents, matchWords } from './spanish-text';

export interface ReportChange {
  category: string;
  original: string;
  corrected: string;
  explanation: string;
}

export interface ReportMessage {
  text: string;
  /** The corrector's changes; empty when it found nothing. */
  changes: readonly ReportChange[];
  /** A spoken message's speaking time in ms; null or absent when it was typed. */
  speakingMs?: number | null;
}

/** Speaking time over the spoken messages; null when none was spoken (the report then says nothing about it). */
export interface SpeakingFigures {
  totalMs: number;
  spokenMessages: number;
}

export interface GlossaryEntry {
  spanish: string;
  english: string;
}

/** A word or phrase of up to this many words is a glossary entry; longer lines are sentences. */
export const GLOSSARY_MAX_WORDS = 3;
const LIST_LIMIT = 20;

export const wordsOf = (text: string): string[] => [...matchWords(text)].map((match) => foldAccents(match[0]));

export function reportFigures(messages: readonly ReportMessage[]) {
  const words = messages.map((message) => wordsOf(message.text));
  const total = words.reduce((sum, list) => sum + list.length, 0);
  const clean = messages.filter((message) => message.changes.length === 0).length;
  return {
    learnerMessages: messages.length,
    wordsPerMessage: messages.length === 0 ? 0 : Math.round((total / messages.length) * 10) / 10,
    distinctWords: new Set(words.flat()).size,
    cleanShare: messages.length === 0 ? 0 : Math.round((clean / messages.length) * 100),
    speaking: speakingFigures(messages),
  };
}

export function speakingFigures(messages: readonly ReportMessage[]): SpeakingFigures | null {
  const spoken = messages.flatMap((message) =>
    message.speakingMs === null || message.speakingMs === undefined ? [] : [message.speakingMs],
  );
  if (spoken.length === 0) return null;
  return { totalMs: spoken.reduce((sum, ms) => sum + ms, 0), spokenMessages: spoken.length };
}

/** Mistakes per category, most frequent first (ties by name, so the order is stable). */
export function mistakeCounts(messages: readonly ReportMessage[]): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const change of messages.flatMap((message) => message.changes))
    counts.set(change.category, (counts.get(change.category) ?? 0) + 1);
  return [...counts]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

/** A lookup of the course's short entries by their folded words ("¿Qué tal?" and "que tal" are one key). */
export function buildGlossary(entries: Iterable<GlossaryEntry>): Map<string, GlossaryEntry> {
  const glossary = new Map<string, GlossaryEntry>();
  for (const entry of entries) {
    const words = wordsOf(entry.spanish);
    if (words.length === 0 || words.length > GLOSSARY_MAX_WORDS) continue;
    const key = words.join(' ');
    if (!glossary.has(key)) glossary.set(key, entry);
  }
  return glossary;
}

/** The glossary entries a text uses, longest phrase first where they overlap, in the order they appear. */
export function glossaryWordsIn(text: string, glossary: ReadonlyMap<string, GlossaryEntry>): GlossaryEntry[] {
  const words = wordsOf(text);
  const found: GlossaryEntry[] = [];
  for (let start = 0; start < words.length;) {
    let matched = 0;
    for (let length = Math.min(GLOSSARY_MAX_WORDS, words.length - start); length > 0; length--) {
      const entry = glossary.get(words.slice(start, start + length).join(' '));
      if (entry) {
        found.push(entry);
        matched = length;
        break;
      }
    }
    start += Math.max(1, matched);
  }
  return found;
}

/**
 * The entries covering the word at `index` of a text (counted as `wordsOf` counts, from 0): the word on its own first,
 * then the phrases of up to GLOSSARY_MAX_WORDS words it is part of, shortest first, each once. `lookup` is handed each
 * span's words as written and answers its entry or nothing: empty when none is known, as the app never guesses a
 * translation (docs/product.md#review-deck).
 */
export function entriesAt(
  text: string,
  index: number,
  lookup: (words: readonly string[]) => GlossaryEntry | undefined,
): GlossaryEntry[] {
  const words = [...matchWords(text)].map((match) => match[0]);
  const found = new Map<string, GlossaryEntry>();
  if (index < 0 || index >= words.length) return [];
  for (let length = 1; length <= GLOSSARY_MAX_WORDS; length++)
    for (let start = Math.max(0, index - length + 1); start <= index && start + length <= words.length; start++) {
      const entry = lookup(words.slice(start, start + length));
      const key = entry ? wordsOf(entry.spanish).join(' ') : '';
      if (entry && !found.has(key)) found.set(key, entry);
    }
  return [...found.values()];
}

const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una']);
const writtenWords = (text: string) => [...matchWords(text)].map((match) => match[0].toLowerCase());

/**
 * Whether an entry is for exactly these words as written, accents included ("está" is not "esta"), case ignored: one
 * of its forms ("encantado / encantada"), an article before a single word allowed ("el perro" for "perro"), and the
 * last word possibly its plural ("perros", "canciones"). Lookups fold accents; this keeps a folded match from
 * teaching the wrong word.
 */
export function entrySpellsWords(spanish: string, words: readonly string[]): boolean {
  const span = words.map((word) => word.toLowerCase());
  return spanish.split(' / ').some((form) => {
    let entry = writtenWords(form);
    if (span.length === 1 && entry.length === 2 && ARTICLES.has(entry[0]!)) entry = entry.slice(1);
    if (entry.length !== span.length) return false;
    return entry.every((word, index) => {
      const written = span[index]!;
      if (word === written) return true;
      const last = index === entry.length - 1;
      return last && [`${foldAccents(word)}s`, `${foldAccents(word)}es`].includes(foldAccents(written));
    });
  });
}

/** The glossary's entry for a span of words as written ("Qué tal" finds "¿Qué tal?"). */
export const glossaryLookup =
  (glossary: ReadonlyMap<string, GlossaryEntry>) =>
  (words: readonly string[]): GlossaryEntry | undefined =>
    glossary.get(words.map(foldAccents).join(' '));

const uniqueBySpanish = (entries: readonly GlossaryEntry[]) => [
  ...new Map(entries.map((entry) => [wordsOf(entry.spanish).join(' '), entry])).values(),
];

/**
 * How far into a frequency list of Spanish (its rank, 1 the most common) a learner practising at each difficulty
 * is taken to know already: a partner's word that common is not news to them. Roughly the vocabulary sizes the
 * CEFR levels are usually given (A1 about 500 words, A2-B1 1,500, B1-B2 3,000).
 */
export const FAMILIAR_RANK: Readonly<Record<'beginner' | 'intermediate' | 'advanced', number>> = {
  beginner: 500,
  intermediate: 1500,
  advanced: 3000,
};

/**
 * Whether a glossary entry is common enough to be known at `familiarRank`: every word of it (articles aside) is
 * within that rank. A word the list does not rank is rare, so an entry with one is never familiar.
 */
export function isFamiliarEntry(
  entry: GlossaryEntry,
  rankOf: (word: string) => number | undefined,
  familiarRank: number,
): boolean {
  const words = [...matchWords(entry.spanish)]
    .map((match) => match[0].toLowerCase())
    .filter((word) => !ARTICLES.has(word));
  return words.length > 0 && words.every((word) => (rankOf(word) ?? Infinity) <= familiarRank);
}

/**
 * Words the learner used well: course entries in their messages with no mistake. New words: course entries the
 * partner used that the learner never did, leaving out those `familiar` says the learner's level already knows.
 * Each list is capped.
 */
export function reportWords(
  learner: readonly ReportMessage[],
  partnerTexts: readonly string[],
  glossary: ReadonlyMap<string, GlossaryEntry>,
  familiar: (entry: GlossaryEntry) => boolean = () => false,
): { usedWell: GlossaryEntry[]; newWords: GlossaryEntry[] } {
  const learnerUsed = new Set(
    learner
      .flatMap((message) => glossaryWordsIn(message.text, glossary))
      .map((entry) => wordsOf(entry.spanish).join(' ')),
  );
  const usedWell = uniqueBySpanish(
    learner
      .filter((message) => message.changes.length === 0)
      .flatMap((message) => glossaryWordsIn(message.text, glossary)),
  );
  const newWords = uniqueBySpanish(partnerTexts.flatMap((text) => glossaryWordsIn(text, glossary))).filter(
    (entry) => !learnerUsed.has(wordsOf(entry.spanish).join(' ')) && !familiar(entry),
  );
  return { usedWell: usedWell.slice(0, LIST_LIMIT), newWords: newWords.slice(0, LIST_LIMIT) };
}

/**
 * The grammar points (lesson files' `grammar.introduces`) whose lessons teach each mistake category. A category
 * spans several points (the subjunctive after wishes, after doubt, in si-clauses…): `lessonForMistakes` picks,
 * among their lessons, the one whose own sentences share the most words with the learner's mistaken ones.
 */
export const CATEGORY_GRAMMAR_POINTS: Readonly<Record<string, readonly string[]>> = {
  'ser-estar': ['ser-vs-estar', 'ser-estar-nuances'],
  articles: ['articles-gender'],
  adjectives: ['adjective-agreement'],
  gustar: ['gustar-type-verbs'],
  tener: ['tener-expressions'],
  'personal-a': ['personal-a'],
  'por-para': ['por-para'],
  subjunctive: [
    'present-subjunctive',
    'subjunctive-wishes',
    'subjunctive-emotion-doubt',
    'subjunctive-time-clauses',
    'subjunctive-purpose-clauses',
    'subjunctive-relative-clauses',
    'present-perfect-subjunctive',
    'imperfect-subjunctive',
    'pluperfect-subjunctive',
    'si-clauses',
  ],
  'preterite-imperfect': ['preterite-vs-imperfect'],
  'double-negation': ['indefinites-negation'],
  'subject-verb': ['present-regular'],
  'verb-forms': [
    'present-regular',
    'present-stem-changing',
    'present-irregular-yo',
    'preterite-regular',
    'preterite-irregular',
    'imperfect',
    'future-simple',
    'conditional',
  ],
};

/** A lesson that may teach a mistake, with the words of its own sentences (lower case, accents kept). */
export interface CandidateLesson {
  id: string;
  title: string;
  level: string;
  words: ReadonlySet<string>;
}

/** A mistake as `lessonForMistakes` reads it: the corrected words, and the few words before them that called for them. */
export interface MistakeContext {
  before: string;
  corrected: string;
}

/**
 * What called for a corrected span: the words before it in its clause (back to the sentence's start or the last
 * comma, colon or semicolon), at most this many ("dudo que él", "si", "busco un compañero que").
 */
const TRIGGER_WORDS = 6;
/** What called for a form says more about the point than the form itself ("dudo que" → doubt, "venga" → any). */
const TRIGGER_WEIGHT = 2;

/**
 * The lesson that best teaches the mistakes: the candidate whose own sentences share the most with them, each
 * shared word weighed by how few candidates use it (a word every candidate uses, "que", says nothing about which
 * point it is; "dudo" or "si" says much), the words before a correction twice. Ties go to a lesson at `level`, then
 * to course order (the candidates' order). Undefined when there is no candidate.
 */
export function lessonForMistakes(
  mistakes: readonly MistakeContext[],
  candidates: readonly CandidateLesson[],
  level: string,
): CandidateLesson | undefined {
  const weights = new Map<string, number>();
  const add = (text: string, factor: number) => {
    for (const word of new Set(writtenWords(text))) {
      const using = candidates.filter((candidate) => candidate.words.has(word)).length;
      if (using > 0) weights.set(word, (weights.get(word) ?? 0) + factor * Math.log(candidates.length / using));
    }
  };
  for (const mistake of mistakes) {
    add(mistake.before, TRIGGER_WEIGHT);
    add(mistake.corrected, 1);
  }
  let best: CandidateLesson | undefined;
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    let score = candidate.level === level ? 1e-6 : 0;
    for (const [word, weight] of weights) if (candidate.words.has(word)) score += weight;
    if (score > bestScore + 1e-9) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The mistakes of `category` in a message, for `lessonForMistakes`: each corrected span with the words before it
 * in its clause of the corrected sentence (the learner's own wrong forms would match lessons by accident); the whole corrected
 * sentence when a span cannot be found in it.
 */
export function mistakeContexts(
  message: { corrected: string | null; changes: readonly ReportChange[] },
  category: string,
): MistakeContext[] {
  const corrected = message.corrected;
  if (!corrected) return [];
  const lower = corrected.toLowerCase();
  return message.changes
    .filter((change) => change.category === category)
    .map((change) => {
      const at = change.corrected ? lower.indexOf(change.corrected.toLowerCase()) : -1;
      if (at < 0) return { before: '', corrected };
      const clause =
        corrected
          .slice(0, at)
          .split(/[,;:.!?¡¿]/)
          .at(-1) ?? '';
      const before = writtenWords(clause).slice(-TRIGGER_WORDS).join(' ');
      return { before, corrected: change.corrected };
    });
}

/** The words of a text as `CandidateLesson.words` keeps them. */
export const lessonWords = (texts: readonly string[]): Set<string> => new Set(texts.flatMap(writtenWords));

export interface NextStep {
  kind: 'lesson' | 'review';
  text: string;
  href: string;
}

/**
 * One or two next steps: the lesson teaching the most frequent mistake category that has one ("3 of your 5
 * mistakes were Ser and estar: take lesson 'Ser y estar' again"), and the review session when the conversation
 * gave the deck cards.
 */
export function nextSteps(input: {
  mistakes: readonly { category: string; count: number }[];
  label: (category: string) => string;
  lessonFor: (category: string) => { id: string; title: string; completed: boolean } | undefined;
  reviewCards: number;
}): NextStep[] {
  const steps: NextStep[] = [];
  const total = input.mistakes.reduce((sum, row) => sum + row.count, 0);
  for (const row of input.mistakes) {
    const lesson = input.lessonFor(row.category);
    if (!lesson) continue;
    const share =
      total === 1 ? 'Your mistake was' : `${row.count} of your ${total} mistakes ${row.count === 1 ? 'was' : 'were'}`;
    const action = lesson.completed ? `take lesson '${lesson.title}' again` : `take lesson '${lesson.title}'`;
    steps.push({
      kind: 'lesson',
      text: `${share} ${input.label(row.category)}: ${action}.`,
      href: `/lessons/${lesson.id}`,
    });
    break;
  }
  if (input.reviewCards > 0) {
    const cards =
      input.reviewCards === 1
        ? '1 card from this conversation is'
        : `${input.reviewCards} cards from this conversation are`;
    steps.push({
      kind: 'review',
      text: `Practise your corrections: ${cards} in your review deck.`,
      href: '/review',
    });
  }
  return steps;
}
