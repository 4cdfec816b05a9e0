import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { figureAskedFor, SENTENCE_END } from './topic-figures';
import { lastQuestionOf, normaliseText } from './text-normalisation';

type OrdinalCues = ScenesFile['topicText']['ordinalTimes'];
type FigureCues = ScenesFile['topicText']['figures'];

/**
 * "¿A qué hora sale el último bus?" of a topic that lists the times of its departures ("A La Serena … hay salidas a
 * las 8:00, a las 14:00 y a las 23:00"): the latest of them, or the earliest for "el primer tren". Said only where one
 * sentence of the topic lists two or more clock times of such things (a word of departing, or the thing the question
 * names), of the place the learner asks for or told of before when they name one; never of times past midnight, whose
 * day the list does not say.
 */
export interface OrdinalTimes {
  answer(question: string, learnerLines: readonly string[], topic: TutorTopic): string | undefined;
}

// "8:00", "14.30", "23:00": the clock times a list writes in digits
const CLOCK = /(?<![\d.,:])(\d{1,2})[:.](\d{2})(?![\d.,:]?\d)/gu;
/** Before this hour a time is of the night after the others ("00:30"): which is last, the list does not say. */
const SMALL_HOURS = 4;

export function createOrdinalTimes(
  cues: OrdinalCues,
  figures: FigureCues,
  /** The English of a Spanish lemma (the bilingual glossary): "Today's trains to Barcelona: 10:15…" lists trains. */
  englishOf: (lemma: string) => readonly string[] = () => [],
): OrdinalTimes {
  const first = new Set(cues.first.map(normaliseText));
  const last = new Set(cues.last.map(normaliseText));
  const departing = new Set(cues.departing.map(normaliseText));
  const things = new Set(cues.things.map(normaliseText));
  const saidVerbs = new Set(cues.verbs.map(normaliseText));
  const priceUnits = new Set(figures.priceUnits.map(normaliseText));

  return {
    answer(turn, learnerLines, topic) {
      if (topic.defaultTopicId) return undefined;
      const question = lastQuestionOf(turn);
      const words = analysed(question)
        .tokens.filter((token) => token.kind === 'word')
        .map((token) => normaliseText(token.text));
      const ordinalAt = words.findIndex((word) => first.has(word) || last.has(word));
      if (ordinalAt < 0) return undefined;
      // "¿Cuánto cuesta el último bus?" asks a price
      const kind = figureAskedFor(question, figures);
      if (kind !== undefined && kind !== 'time') return undefined;
      // "el último bus", "la primera salida", "¿Y el último?": of a thing that leaves at its times, never "el último
      // día" (of "check-out is until 11:00")
      const lemma = thingAfter(question, ordinalAt);
      const thing = lemma ? normaliseText(lemma) : lemma;
      if (thing === null || (thing !== undefined && !things.has(thing))) return undefined;
      const english = lemma ? englishOf(lemma).map(normaliseText) : [];
      const named = new Set(thing ? [thing, ...english.flatMap((word) => [word, `${word}s`])] : []);
      const text = `${topic.description}\n${topic.prompt}`;
      const timed = text
        .split(SENTENCE_END)
        .map((sentence) => ({ sentence, times: clockTimesIn(sentence, priceUnits) }))
        .filter(({ times }) => times.length >= 2);
      const departures = timed.filter(({ sentence }) => ofDepartures(sentence, named, departing));
      // ("Today's trains to Barcelona: …. To Madrid: every hour from 7:00 to 21:00": of a topic of departures, the one
      // list of the place asked need not say so again)
      const chosen =
        ofThePlaceAsked(departures, question, learnerLines, false) ??
        (ofDepartures(text, named, departing) ? ofThePlaceAsked(timed, question, learnerLines, true) : undefined);
      if (!chosen) return undefined;
      if (chosen.times.some((time) => time.hour < SMALL_HOURS)) return undefined;
      const byMinute = [...chosen.times].sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
      const time = last.has(words[ordinalAt]!) ? byMinute.at(-1)! : byMinute[0]!;
      const what = whatAsked(question);
      if (!what) return undefined;
      return (
        cues.line
          .replace('{what}', what)
          // ("la última salida es…", not "sale": the thing is the departing)
          .replace('{verb}', (!departing.has(thing ?? '') && verbAsked(question, saidVerbs)) || cues.defaultVerb)
          .replace('{time}', `${time.hour === 1 ? 'la' : 'las'} ${time.written}`)
      );
    },
  };
}

interface ClockTime {
  hour: number;
  minute: number;
  written: string;
}

/** The clock times a sentence writes, but figures of money ("1.40 euros"). */
function clockTimesIn(sentence: string, priceUnits: ReadonlySet<string>): ClockTime[] {
  return [...sentence.matchAll(CLOCK)].flatMap((match) => {
    const hour = Number(match[1]);
    const minute = Number(match[2]);
    const after = normaliseText(sentence.slice(match.index + match[0].length, match.index + match[0].length + 12));
    const money =
      priceUnits.has(after.split(' ')[0] ?? '') || /^\s*€/u.test(sentence.slice(match.index + match[0].length));
    if (money || hour > 24 || minute > 59) return [];
    return [{ hour, minute, written: `${hour}:${match[2]}` }];
  });
}

/**
 * The lemma of the noun right after the ordinal ("bus" of "el último bus"); undefined when none follows ("¿Y el
 * último?"), null when the next word is no noun the line could name.
 */
function thingAfter(question: string, ordinalAt: number): string | undefined | null {
  const words = analysed(question).tokens.filter((token) => token.kind === 'word');
  const next = words[ordinalAt + 1];
  if (!next) return undefined;
  const noun = next.readings.find((reading) => reading.pos === 'noun');
  if (noun) return noun.lemma;
  // "¿A qué hora sale el último?": a verb or a preposition after it names nothing
  return next.readings.some((reading) => reading.pos === 'adjective') ? null : undefined;
}

/** Whether a sentence tells of departures ("hay salidas", "trains leave") or of the very thing asked ("los tours"). */
function ofDepartures(sentence: string, nouns: ReadonlySet<string>, departing: ReadonlySet<string>): boolean {
  return analysed(sentence).tokens.some((token) => {
    const forms = [normaliseText(token.text), ...token.readings.map((reading) => normaliseText(reading.lemma))];
    return forms.some((form) => departing.has(form) || nouns.has(form));
  });
}

/**
 * The one list of the place the question names, or else of the place the learner told of before ("Necesito ir a La
 * Serena"); with no place named, the topic's only list. A place is a name the learner writes with a capital past the
 * first word of a sentence, which the list writes too: the lexicon knows few towns ("La Serena", "Valparaíso").
 */
function ofThePlaceAsked<List extends { sentence: string }>(
  lists: readonly List[],
  question: string,
  learnerLines: readonly string[],
  byPlaceOnly: boolean,
): List | undefined {
  const naming = (names: ReadonlySet<string>) =>
    lists.filter(({ sentence }) => [...capitalisedIn(sentence, false)].some((name) => names.has(name)));
  const asked = capitalisedIn(question, true);
  if (asked.size > 0) {
    const found = naming(asked);
    return found.length === 1 ? found[0] : undefined;
  }
  for (const line of [...learnerLines].reverse()) {
    const found = naming(capitalisedIn(line, true));
    if (found.length === 1) return found[0];
  }
  return lists.length === 1 && !byPlaceOnly ? lists[0] : undefined;
}

/** A name's letters at least: "La" or "Y" name nothing alone. */
const MIN_NAME_LETTERS = 3;

/** The words a text writes with a capital (normalised), past the first word of each sentence when `pastFirst`. */
function capitalisedIn(text: string, pastFirst: boolean): Set<string> {
  return new Set(
    text
      .split(/(?<=[.!?¿¡:;])\s*|\n/u)
      .flatMap((sentence) => {
        const words = sentence.match(/\p{L}+/gu) ?? [];
        return (pastFirst ? words.slice(1) : words).filter(
          (word) => /^\p{Lu}/u.test(word) && word.length >= MIN_NAME_LETTERS,
        );
      })
      .map(normaliseText),
  );
}

/**
 * "El último bus", "La primera salida": the question's own phrase from its article to its noun, or its article and
 * ordinal alone ("El último"); "el primero bus" is said "el primer bus", and "el primer" alone "el primero".
 */
function whatAsked(question: string): string | undefined {
  const match =
    /(?<!\p{L})(el|la|los|las)\s+(primero|primera|primer|último|ultimo|última|ultima)(?!\p{L})(?:\s+(\p{L}+))?/iu.exec(
      question,
    );
  if (!match) return undefined;
  const after = match[3];
  const noun = after && analysed(after).tokens[0]?.readings.some((reading) => reading.pos === 'noun') ? after : '';
  let ordinal = match[2]!.toLowerCase().replace(/^ultim/u, 'últim');
  if (ordinal.startsWith('primer') && ordinal !== 'primera') ordinal = noun ? 'primer' : 'primero';
  const article = match[1]!.toLowerCase();
  return `${article.charAt(0).toUpperCase()}${article.slice(1)} ${ordinal}${noun ? ` ${noun}` : ''}`;
}

/** The question's own verb of the third person singular when it is one the line may say ("sale", "empieza"). */
function verbAsked(question: string, verbs: ReadonlySet<string>): string | undefined {
  return analysed(question)
    .tokens.find(
      (token) =>
        token.reading?.pos === 'verb' &&
        token.reading.person === 3 &&
        token.reading.number === 'singular' &&
        verbs.has(normaliseText(token.reading.lemma)),
    )
    ?.text.toLowerCase();
}
