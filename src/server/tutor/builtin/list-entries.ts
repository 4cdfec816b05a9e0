import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { englishFiguresIn } from './english-figures';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END, addsUpSeveral, figureAskedFor, inSpanish, kindsOf, type FigureKind } from './topic-figures';

type FigureCues = ScenesFile['topicText']['figures'];

/**
 * One entry of a list a learner's topic gives, a named thing with its own figures: "Cusco, 150 soles (22 horas;
 * salida a las 13:00)" of "Destinos: Arequipa, 120 soles (…); Cusco, …", or "2) Teotihuacán pyramids tour: 8 hours,
 * 1,200 pesos per person…". A question that names it (or follows a message that did) and asks one kind of figure is
 * answered with that figure of it, never with another entry's.
 */
interface ListEntry {
  name: string;
  /** The words that tell it from the other entries of its list ("cusco"; not "tour", which every tour has). */
  own: ReadonlySet<string>;
  /** The first word of its name that names ("consulta" of "consulta general"). */
  head?: string;
  /** Its details in order ("150 soles", "22 horas", "salida a las 13:00"), each with the kinds of figure it gives. */
  parts: readonly { text: string; kinds: ReadonlySet<FigureKind> }[];
  english: boolean;
  /** The words of the lead the list is under ("Destinos y precio del pasaje de ida"): what every entry is. */
  lead: ReadonlySet<string>;
  /** The sentence of the topic it is read from. */
  source: string;
  /** One of a numbered list ("2) …"), each item its own sentence. */
  numbered?: boolean;
}

const MAX_NAME_WORDS = 6;
const GRAMMAR = new Set<string>([
  'determiner',
  'pronoun',
  'preposition',
  'coordinating-conjunction',
  'subordinating-conjunction',
]);
// "1) Historic centre walking tour: 3 hours, …"
// (after the list's lead: "Your tours: 1) …")
const NUMBERED = /^(?:[^:]{2,80}:\s*)?\d{1,2}[).]\s+([^:]{2,80}?):\s*(.+)$/su;
// "Cusco, 150 soles (22 horas…)", "Corte de pelo: 18 euros", "Paseo en barca (2 horas, 15 euros)"
const ENTRY = /^\s*(?:(?:y|e|and)\s+)?([^,:()\d]{2,60}?)\s*(?:[,:]|(?=\())\s*(.+)$/su;
// a list after its lead's colon; a clock time's colon ("10:15") brings in no list
const LEAD = /^([^:]{2,80}?):(?!\d)\s*(.+)$/su;
const ENGLISH_WORD = /^(?:the|a|an|and|of|with|for|to|is|are|you|your|per|each)$/u;

export interface ListEntryAnswers {
  /** "Cusco: 22 horas." for "¿Cuánto dura el viaje?" after "Quiero viajar a Cusco"; undefined unless one entry fits. */
  figureOf(question: string, told: string, earlier: readonly string[], topic: TutorTopic): string | undefined;
}

export function createListEntryAnswers(
  cues: FigureCues,
  englishWordsFor: (lemma: string) => readonly string[],
): ListEntryAnswers {
  const cache = new Map<string, ListEntry[]>();
  const totals = cues.totalWords.map(normaliseText);
  // "¿A qué hora…?", "¿Cuánto tiempo…?": the nouns a question asks a figure with name no thing of the topic
  const frame = new Set(
    [...cues.askPrice, ...cues.askTime, ...cues.askDuration, ...cues.durationUnits, ...cues.priceUnits].flatMap(
      (phrase) => normaliseText(phrase).split(' '),
    ),
  );
  const entriesOf = (topic: TutorTopic) => {
    const text = `${topic.description}\n${topic.prompt}`;
    let entries = cache.get(text);
    if (!entries) {
      if (cache.size >= 50) cache.clear();
      // the title's words name the scene ("Tours por Ciudad de México"), not one entry of it
      const scene = new Set(wordsOf(topic.title, true));
      entries = distinguished(
        text.split(SENTENCE_END).map((sentence) => entriesIn(sentence, cues, inSpanish(analysed(sentence).tokens))),
      ).map((entry) => ({ ...entry, own: new Set([...entry.own].filter((word) => !scene.has(word))) }));
      cache.set(text, entries);
    }
    return entries;
  };

  /** The words a learner's text names things with, and, for an English topic, their English. */
  const namedIn = (text: string, english: boolean) => {
    const words = new Set<string>();
    for (const token of analysed(text).tokens) {
      if (token.kind !== 'word') continue;
      words.add(normaliseText(token.text));
      const lemma = token.reading ? normaliseText(token.reading.lemma) : undefined;
      if (lemma) words.add(lemma);
      if (english && token.reading)
        for (const word of englishWordsFor(token.reading.lemma)) words.add(normaliseText(word));
    }
    return words;
  };
  /** The entries a text names, the one whose head it names before one it names only by another word. */
  const namedEntries = (text: string, entries: readonly ListEntry[]) => {
    const scored = entries.map((entry) => {
      const words = namedIn(text, entry.english);
      const own = [...entry.own].filter((word) => words.has(word));
      return own.length === 0 ? 0 : own.length + (entry.head !== undefined && words.has(entry.head) ? 1 : 0);
    });
    const best = Math.max(0, ...scored);
    return best === 0 ? [] : entries.filter((_, at) => scored[at] === best);
  };

  return {
    figureOf(question, told, earlier, topic) {
      if (topic.defaultTopicId) return undefined;
      const kind = figureAskedFor(question, cues);
      // "¿Cuánto es todo junto?" asks a sum, which no one entry's figure is
      const padded = ` ${normaliseText(question)} `;
      if (!kind || kind === 'count' || totals.some((words) => padded.includes(` ${words} `))) return undefined;
      if (addsUpSeveral(`${told} ${question}`, cues)) return undefined;
      const entries = entriesOf(topic);
      if (entries.length === 0) return undefined;
      const inQuestion = namedEntries(question, entries);
      let entry = inQuestion.length === 1 ? inQuestion[0] : undefined;
      if (inQuestion.length === 0 && asksOfNoOtherThing(question, topic, entries)) {
        // the entry the learner named last ("Quiero viajar a Cusco"), when their last message naming any names one
        for (const message of [...earlier, told].reverse()) {
          const named = namedEntries(message, entries);
          if (named.length === 0) continue;
          entry = named.length === 1 ? named[0] : undefined;
          break;
        }
      }
      // "Soy estudiante. ¿Cuánto cuesta una limpieza?": what the turn tells of another thing the topic names (a
      // discount for students) may change the figure
      if (!entry || toldChanges(told, topic, entry)) return undefined;
      const part = entry.parts.find((candidate) => candidate.kinds.has(kind));
      if (!part) return undefined;
      if (entry.english) return englishFiguresIn(part.text, cues, () => false).find((f) => f.kind === kind)?.said;
      return `${entry.name}: ${part.text}.`;
    },
  };

  /**
   * Whether the turn tells a thing that a sentence of the topic, other than the entry's own, ties to the entry:
   * "Soy estudiante" where "Los estudiantes tienen un 15 % de descuento en la limpieza".
   */
  function toldChanges(told: string, topic: TutorTopic, entry: ListEntry): boolean {
    // ("jubilado" may be read as an adjective)
    const naming = new Set(['noun', 'adjective']);
    const nouns = analysed(told)
      .tokens.filter(
        (token) => naming.has(token.reading?.pos ?? '') && !entry.own.has(normaliseText(token.reading!.lemma)),
      )
      .map((token) => normaliseText(token.reading!.lemma));
    if (nouns.length === 0) return false;
    return `${topic.description}\n${topic.prompt}`.split(SENTENCE_END).some((sentence) => {
      if (sentence === entry.source) return false;
      const words = namedIn(sentence, entry.english);
      return [...entry.own].some((word) => words.has(word)) && nouns.some((noun) => words.has(noun));
    });
  }

  /**
   * "¿Cuánto dura el viaje?" asks of the entry told before; "¿Cuánto cuesta la maleta extra?" asks of a thing the
   * topic names elsewhere, which no entry is. A noun of the topic's title or of the list's lead is the scene's own.
   */
  function asksOfNoOtherThing(question: string, topic: TutorTopic, entries: readonly ListEntry[]): boolean {
    const topicWords = namedIn(`${topic.description}\n${topic.prompt}`, false);
    const scene = namedIn(topic.title, false);
    const lemmas = analysed(question)
      .tokens.filter((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'proper-noun')
      .map((token) => token.reading!.lemma);
    const english = entries.some((entry) => entry.english);
    const text = normaliseText(`${topic.description} ${topic.prompt}`);
    return lemmas.every((lemma) => {
      const noun = normaliseText(lemma);
      if (frame.has(noun) || scene.has(noun) || entries.some((entry) => entry.lead.has(noun))) return true;
      if (!english) return !topicWords.has(noun);
      return !englishWordsFor(lemma).some((word) => ` ${text} `.includes(` ${normaliseText(word)} `));
    });
  }
}

/** The entries of one sentence of the topic: a numbered item, or a list of two or more between semicolons. */
function entriesIn(sentence: string, cues: FigureCues, spanish: boolean): ListEntry[] {
  const numbered = NUMBERED.exec(sentence);
  if (numbered) {
    const entry = entryOf(numbered[1]!, numbered[2]!, new Set(), cues, spanish);
    return entry ? [{ ...entry, source: sentence, numbered: true }] : [];
  }
  const lead = LEAD.exec(sentence);
  const body = lead ? lead[2]! : sentence;
  const leadWords = new Set(lead ? wordsOf(lead[1]!, spanish) : []);
  const pieces = splitOutsideBrackets(body, ';');
  if (pieces.length < 2) return [];
  const entries = pieces.flatMap((piece) => {
    const match = ENTRY.exec(piece);
    const entry = match ? entryOf(match[1]!, match[2]!, leadWords, cues, spanish) : undefined;
    return entry ? [{ ...entry, source: sentence }] : [];
  });
  return entries.length < 2 ? [] : entries;
}

/**
 * The entries with only the words that tell each from the others of its list ("tour" of every tour tells none
 * apart); the numbered entries of consecutive sentences make one list.
 */
function distinguished(bySentence: readonly ListEntry[][]): ListEntry[] {
  const lists: ListEntry[][] = [];
  let numbered: ListEntry[] | undefined;
  for (const entries of bySentence) {
    const one = entries.length === 1 ? entries[0]! : undefined;
    if (one?.numbered && numbered) numbered.push(one);
    else if (entries.length > 0) lists.push((numbered = one?.numbered ? [one] : [...entries]));
    if (!one?.numbered) numbered = undefined;
  }
  return lists
    .filter((list) => list.length >= 2)
    .flatMap((list) => {
      const counts = new Map<string, number>();
      for (const entry of list) for (const word of entry.own) counts.set(word, (counts.get(word) ?? 0) + 1);
      return list.map((entry) => ({
        ...entry,
        own: new Set([...entry.own].filter((word) => counts.get(word)! < list.length)),
      }));
    });
}

function entryOf(
  written: string,
  rest: string,
  lead: ReadonlySet<string>,
  cues: FigureCues,
  spanish: boolean,
): Omit<ListEntry, 'source'> | undefined {
  const trimmed = written.trim();
  if (trimmed.split(/\s+/u).length > MAX_NAME_WORDS) return undefined;
  const parts = rest
    .split(/[;()]|,(?!\d)/u)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => ({ text, kinds: kindsOf(text, cues) }));
  if (!parts.some((part) => part.kinds.size > 0)) return undefined;
  const words = wordsOf(trimmed, spanish);
  if (words.length === 0) return undefined;
  const name = `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}`;
  return { name, own: new Set(words), head: words[0], parts, english: !spanish, lead };
}

/** The words that name a thing: in Spanish all but grammar words (as written and as lemmas); in English, content words. */
function wordsOf(text: string, spanish: boolean): string[] {
  if (!spanish)
    return normaliseText(text)
      .split(' ')
      .filter((word) => word.length > 2 && !ENGLISH_WORD.test(word));
  // every word but the grammar's: "consulta general" names a consulta, though the tagger may read a verb
  return analysed(text).tokens.flatMap((token) => {
    if (token.kind !== 'word' || GRAMMAR.has(token.reading?.pos ?? '')) return [];
    return [normaliseText(token.text), ...(token.reading ? [normaliseText(token.reading.lemma)] : [])];
  });
}

function splitOutsideBrackets(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      pieces.push(text.slice(start, at));
      start = at + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}
