import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END } from './topic-figures';

/** The words of content/tutor/scenes.json `endTimes`: what asks when a thing ends, and how long a thing lasts. */
export interface EndTimeWords {
  /** "¿A qué hora termina?", "¿Cuándo volvemos?", "What time does it finish?". */
  asks: readonly string[];
  /** Before a length a thing lasts: "dura", "duración", "lasts". */
  lasts: readonly string[];
  /** The units of that length and their minutes: "hora" 60, "minutos" 1. */
  units: Readonly<Record<string, number>>;
  /** Parts of the day that pick one of several start times: "tarde" from 12:00 to 20:00. */
  dayParts: Readonly<Record<string, readonly [number, number]>>;
  /** How the answer is said: `{start}`, `{length}`, `{end}` ("a las 14:00", "3 horas", "a las 17:00"). */
  line: string;
}

export interface EndTimes {
  /**
   * "¿A qué hora termina el tour de la tarde?" of "el tour sale a las 9:00 y a las 14:00; dura 3 horas": the start the
   * turn picks (the only one, a part of the day, or a clock time told) and the one length the topic gives, added
   * ("Si empieza a las 14:00, dura 3 horas: termina a las 17:00."). Undefined unless one start and one length are certain.
   */
  answerFor(message: string, earlier: readonly string[], topic: TutorTopic): string | undefined;
}

const CLOCK = /(?<!\d)(\d{1,2})[:.](\d{2})(?!\d)/gu;

export function createEndTimes(table: EndTimeWords | undefined): EndTimes {
  if (!table) return { answerFor: () => undefined };
  const words = table;
  const asks = words.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const lasts = words.lasts.map(normaliseText);
  const units = new Map(Object.entries(words.units).map(([unit, minutes]) => [normaliseText(unit), minutes]));
  const lengthAfter = new RegExp(
    `(?<!\\p{L})(?:${lasts.join('|')})(?:\\s+(?:de|unas?|about|around))?\\s+(\\d+(?:[.,]\\d+)?)\\s+(\\p{L}+)`,
    'gu',
  );

  /** Every length the topic says a thing lasts, in minutes. */
  function lengthsIn(text: string): { minutes: number }[] {
    return [...normaliseText(text).matchAll(lengthAfter)].flatMap((match) => {
      const perUnit = units.get(match[2]!);
      const count = Number(match[1]!.replace(',', '.'));
      return perUnit ? [{ minutes: count * perUnit }] : [];
    });
  }

  /** The one start time the turn picks of the topic's: the only one, a clock time told, or a part of the day. */
  function startPicked(starts: readonly number[], told: string): number | undefined {
    if (starts.length === 1) return starts[0];
    const clock = [...told.matchAll(CLOCK)].map((match) => Number(match[1]) * 60 + Number(match[2]));
    const named = starts.filter((start) => clock.includes(start));
    if (named.length === 1) return named[0];
    const padded = ` ${normaliseText(told)} `;
    const parts = Object.entries(words.dayParts).filter(([part]) => padded.includes(` ${normaliseText(part)} `));
    const inPart = starts.filter((start) => parts.some(([, [from, to]]) => start >= from * 60 && start < to * 60));
    return parts.length === 1 && inPart.length === 1 ? inPart[0] : undefined;
  }

  return {
    answerFor(message, earlier, topic) {
      const question = ` ${normaliseText(lastQuestionOf(message))} `;
      if (!asks.some((phrase) => question.includes(phrase))) return undefined;
      const text = `${topic.description}\n${topic.prompt}`;
      // the sentence (or clause) that gives a length: its start times are the thing's
      const lengths = lengthsIn(text);
      if (new Set(lengths.map(({ minutes }) => minutes)).size !== 1) return undefined;
      const withLength = text.split(SENTENCE_END).filter((sentence) => lengthsIn(sentence).length > 0);
      const starts = [
        ...new Set(
          withLength.flatMap((sentence) =>
            [...sentence.matchAll(CLOCK)].map((match) => Number(match[1]) * 60 + Number(match[2])),
          ),
        ),
      ];
      const start = startPicked(starts, [...earlier, message].join(' '));
      if (start === undefined) return undefined;
      const end = (start + lengths[0]!.minutes) % (24 * 60);
      return words.line
        .replace('{start}', clockOf(start))
        .replace('{length}', lengthOf(lengths[0]!.minutes))
        .replace('{end}', clockOf(end));
    },
  };
}

/** A length in Spanish, whatever the topic's language: "3 horas", "1 hora", "90 minutos". */
function lengthOf(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutos`;
  return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
}

/** "a las 17:00", "a la 1:30". */
function clockOf(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  return `${hour === 1 ? 'a la' : 'a las'} ${hour}:${String(minutes % 60).padStart(2, '0')}`;
}
