import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { englishFiguresIn } from './english-figures';
import { normaliseText } from './text-normalisation';
import { toldInThePast } from './scene-knowledge';
import { SENTENCE_END, figureAskedFor, inSpanish } from './topic-figures';

type FigureCues = ScenesFile['topicText']['figures'];

/**
 * A clause of a topic's hours that names its days: "de lunes a viernes, de 6:30 a 22:30", "domingos y lunes,
 * cerrado", "Saturday 10:00–13:30", "closed on Sunday". A question that names a day ("¿Puedo ir el lunes por la
 * mañana?", "¿Abrís el domingo?") is answered with what the topic says of that day, whatever the answer to its "yes
 * or no" is: the learner reads it in the hours.
 */
interface DayClause {
  /** The days it covers, 1 (Monday) to 7. */
  days: ReadonlySet<number>;
  /** What the partner says, in Spanish. */
  said: string;
  /** Its content words, to tell the hours of one thing from another's ("yoga (martes y jueves a las 19:00)"). */
  words: ReadonlySet<string>;
  sentence: number;
  /** Whether it says the days are closed ("domingos y lunes, cerrado"). */
  closed: boolean;
}

export interface OpeningDays {
  /** What the topic's hours say of the day a question names; undefined when no one clause does. */
  answerFor(question: string, topic: TutorTopic): string | undefined;
  /**
   * "Vuelvo en agosto y me gustaría traer mi bici", "¿Puedo ir el domingo?", "¿Abrís en agosto?" where the topic says
   * "closed on Sundays and the whole of August": «En agosto está cerrado.». Said when the text plans a visit (or asks of
   * the hours) on days or months the topic closes, every one of them; never of a past one ("Fui el domingo").
   */
  closedWhen(text: string, topic: TutorTopic): string | undefined;
}

// "9:00", "17.30", "10 h", "9am", "8 p.m."
const CLOCK = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?h\b|\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)/iu;
const RANGE_JOINERS = ['a', 'al', 'to', 'through', 'till', 'until'];
const MAX_CACHED = 50;

export function createOpeningDays(cues: FigureCues): OpeningDays {
  const schedule = cues.schedule;
  const dayNumber = new Map<string, number>();
  schedule?.weekdays.forEach((day, at) => {
    for (const form of [day, `${day}s`]) dayNumber.set(normaliseText(form), at + 1);
  });
  for (const [english, spanish] of Object.entries(cues.englishDays)) {
    const number = dayNumber.get(normaliseText(spanish));
    if (number) for (const form of [english, `${english}s`]) dayNumber.set(form, number);
  }
  const closed = new Set((schedule?.closed ?? []).map(normaliseText));
  const asksHours = new Set((schedule?.asks ?? []).map(normaliseText));
  const several = (schedule?.severalDays ?? []).map(({ phrase, days }) => ({ phrase: normaliseText(phrase), days }));
  const cache = new Map<string, DayClause[]>();

  /** The days a text names: ranges ("de lunes a viernes", "Mon–Fri"), days alone, and phrases of several. */
  function daysIn(text: string): Set<number> {
    const words = normaliseText(text.replace(/[–-]/gu, ' to ')).split(' ');
    const days = new Set<number>();
    const padded = ` ${words.join(' ')} `;
    for (const { phrase, days: named } of several)
      if (padded.includes(` ${phrase} `)) named.forEach((d) => days.add(d));
    for (let at = 0; at < words.length; at++) {
      const from = dayNumber.get(words[at]!);
      if (!from) continue;
      const to = RANGE_JOINERS.includes(words[at + 1] ?? '') ? dayNumber.get(words[at + 2] ?? '') : undefined;
      if (!to) {
        days.add(from);
        continue;
      }
      for (let day = from; ; day = (day % 7) + 1) {
        days.add(day);
        if (day === to) break;
      }
      at += 2;
    }
    return days;
  }

  const closes = (text: string) =>
    normaliseText(text)
      .split(' ')
      .some((word) => closed.has(word));

  /** The week's days said in Spanish: "Los domingos", "De lunes a viernes", "Los sábados y los domingos". */
  function daysSaid(days: ReadonlySet<number>): string | undefined {
    const names = schedule?.weekdays;
    const sorted = [...days].sort((a, b) => a - b);
    if (!names || sorted.length === 0) return undefined;
    const plural = (day: number) => (names[day - 1]!.endsWith('s') ? names[day - 1]! : `${names[day - 1]!}s`);
    const contiguous = sorted.every((day, at) => at === 0 || day === sorted[at - 1]! + 1);
    if (sorted.length > 2 && contiguous) return `De ${names[sorted[0]! - 1]!} a ${names[sorted.at(-1)! - 1]!}`;
    return `Los ${sorted.map(plural).join(' y los ')}`;
  }

  /** A clause as the partner says it: from its first day or time on ("Abrís de lunes a…" → "De lunes a…"). */
  function spanishSaid(clause: string): string {
    const opening = new RegExp(
      String.raw`(?:\b(?:de|desde|los|el|a\s+las|a\s+la)\s+)*(?:\b(?:${[...dayNumber.keys(), ...closed].join('|')})\b|\d)`,
      'iu',
    );
    const found = opening.exec(foldDays(clause));
    const from = found ? clause.slice(found.index) : clause;
    const trimmed = from.trim().replace(/[,;.\s]+$/u, '');
    return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
  }

  /**
   * Whether a clause closes its days: a word of closing, or a "no" before the topic's own thing ("No class on Sundays
   * and Mondays" of a cooking class; never "No dogs on Fridays", which closes nothing).
   */
  function closerOf(topic: TutorTopic): (clause: string) => boolean {
    const own = normaliseText(`${topic.title} ${topic.description}`)
      .split(' ')
      .filter((word) => word.length >= 4);
    return (clause) => {
      if (closes(clause)) return true;
      // ("There are no classes on Mondays" too)
      const words = normaliseText(clause)
        .replace(/^there (?:are|is) /u, '')
        .split(' ');
      const thing = words[0] === 'no' ? (words[1] === 'hay' ? words[2] : words[1]) : undefined;
      const stem = thing && thing.length > 4 ? thing.replace(/e?s$/u, '') : thing;
      return !!stem && stem.length >= 4 && !CLOCK.test(clause) && own.some((word) => word.startsWith(stem));
    };
  }

  function englishSaid(clause: string, days: ReadonlySet<number>, closing: (clause: string) => boolean) {
    if (closing(clause)) {
      const said = daysSaid(days);
      return said ? `${said}, cerrado.` : undefined;
    }
    // hours from one time to another: "after 6 p.m." is a condition, no hours of the day
    // ("9:30–14:00 and 17:00–20:30": both, one after the other)
    const hours = englishFiguresIn(clause, cues, () => false)
      .filter((figure) => figure.kind === 'time' && figure.days && / de .+ a /u.test(figure.said))
      .map((figure) => figure.said);
    if (hours.length === 0) return undefined;
    const rest = hours.slice(1).map((said) => said.replace(/^[^,]*,\s*/u, '').replace(/\.$/u, ''));
    return rest.length === 0 ? hours[0] : `${hours[0]!.replace(/\.$/u, '')} y ${rest.join(' y ')}.`;
  }

  function clausesOf(topic: TutorTopic): DayClause[] {
    const text = `${topic.description}\n${topic.prompt}`;
    const cached = cache.get(text);
    if (cached) return cached;
    const clauses: DayClause[] = [];
    const closing = closerOf(topic);
    const isHours = (part: string) => CLOCK.test(part) || closing(part);
    text.split(SENTENCE_END).forEach((sentence, at) => {
      const spanish = inSpanish(analysed(sentence).tokens);
      for (const clause of dayClausesIn(sentence, (part) => daysIn(part).size > 0, isHours)) {
        const days = daysIn(clause);
        // ("No hay clases los domingos" is said whole: from its day on it would say the opposite)
        const byNo = spanish && closing(clause) && !closes(clause);
        const whole = `${clause.trim().charAt(0).toUpperCase()}${clause
          .trim()
          .slice(1)
          .replace(/[,;.\s]+$/u, '')}.`;
        const said = spanish ? (byNo ? whole : spanishSaid(clause)) : englishSaid(clause, days, closing);
        if (said) clauses.push({ days, said, words: contentWords(clause), sentence: at, closed: closing(clause) });
      }
    });
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(text, clauses);
    return clauses;
  }

  const visits = new Set([...(schedule?.visits ?? []), ...(schedule?.asks ?? [])].map(normaliseText));
  const monthNames = (schedule?.months ?? []).map((names) => names.map(normaliseText));

  /**
   * The months a text names, 0 (January) to 11: a range ("from November to March", "de noviembre a marzo") whole. An
   * English name counts only capitalised ("May", never the "may" of "may not").
   */
  function monthsIn(text: string): number[] {
    const written = text.split(/[^\p{L}]+/u).filter(Boolean);
    const monthOf = (word: string) =>
      monthNames.findIndex((names) =>
        names.some((name, at) => name === normaliseText(word) && (at === 0 || /^\p{Lu}/u.test(word))),
      );
    const months: number[] = [];
    for (let at = 0; at < written.length; at++) {
      const from = monthOf(written[at]!);
      if (from < 0) continue;
      const joined = RANGE_JOINERS.includes(normaliseText(written[at + 1] ?? ''));
      const to = joined ? monthOf(written[at + 2] ?? '') : -1;
      if (to < 0) {
        months.push(from);
        continue;
      }
      for (let month = from; ; month = (month + 1) % 12) {
        months.push(month);
        if (month === to) break;
      }
      at += 2;
    }
    return months;
  }

  /** The months a topic closes: named after a word of closing in its sentence ("closed … the whole of August"). */
  function closedMonthsOf(topic: TutorTopic): Set<number> {
    const closedMonths = new Set<number>();
    for (const sentence of `${topic.description}\n${topic.prompt}`.split(SENTENCE_END)) {
      const words = sentence.split(/\s+/u);
      const at = words.findIndex((word) => closes(word));
      if (at >= 0) monthsIn(words.slice(at + 1).join(' ')).forEach((month) => closedMonths.add(month));
    }
    return closedMonths;
  }

  /** The week's days a topic closes: every clause of its hours that covers the day says closed. */
  function closedDaysOf(topic: TutorTopic): Set<number> {
    const clauses = clausesOf(topic);
    const days = new Set(clauses.filter((clause) => clause.closed).flatMap((clause) => [...clause.days]));
    for (const clause of clauses) if (!clause.closed) clause.days.forEach((day) => days.delete(day));
    return days;
  }

  return {
    closedWhen(text, topic) {
      if (topic.defaultTopicId || !schedule || toldInThePast(text)) return undefined;
      const lemmas = analysed(text).tokens.flatMap((token) => token.readings.map((r) => normaliseText(r.lemma)));
      if (!lemmas.some((lemma) => visits.has(lemma))) return undefined;
      const days = daysIn(text);
      const months = monthsIn(text);
      if (days.size + months.length === 0) return undefined;
      const closedDays = closedDaysOf(topic);
      const closedMonths = closedMonthsOf(topic);
      if (![...days].every((day) => closedDays.has(day)) || !months.every((month) => closedMonths.has(month)))
        return undefined;
      const monthsSaid = [...new Set(months)].map((month) => schedule.months[month]![0]!).join(' y en ');
      const when = [days.size > 0 ? daysSaid(days) : undefined, monthsSaid ? `En ${monthsSaid}` : undefined]
        .filter(Boolean)
        .join(' y ');
      return when ? schedule.closedLine.replace('{when}', when.replace(/ y En /u, ' y en ')) : undefined;
    },
    answerFor(question, topic) {
      if (topic.defaultTopicId || !schedule) return undefined;
      // "¿Cuánto cuesta el menú del domingo?" asks a price, not the day's hours; "¿Me hace una tarta el sábado?" a
      // service: only a question of opening, coming or the time is asked of the hours
      const kind = figureAskedFor(question, cues);
      const lemmas = analysed(question).tokens.flatMap((token) => token.readings.map((r) => normaliseText(r.lemma)));
      if ((kind && kind !== 'time') || (!kind && !lemmas.some((lemma) => asksHours.has(lemma)))) return undefined;
      // "Abrimos las 24 horas": open whatever the day or hour asked, unless a day of its own says otherwise
      const allDay = saysAllDay(topic) && schedule.allDayLine;
      const asked = daysIn(question);
      if (allDay && clausesOf(topic).every((clause) => ![...asked].some((day) => clause.days.has(day))))
        return schedule.allDayLine;
      if (asked.size === 0) return undefined;
      const covering = clausesOf(topic).filter((clause) => [...asked].some((day) => clause.days.has(day)));
      if (covering.length <= 1) return covering[0]?.said;
      // the hours of the thing the question names ("¿Hay yoga el martes?"), when clauses of several things cover it
      const words = contentWords(question);
      const naming = covering.filter((clause) => [...clause.words].some((word) => words.has(word)));
      const chosen = naming.length > 0 ? naming : covering;
      if (new Set(chosen.map((clause) => clause.sentence)).size !== 1) return undefined;
      return chosen.map((clause) => clause.said).join(' ');
    },
  };

  function saysAllDay(topic: TutorTopic): boolean {
    const text = ` ${normaliseText(`${topic.description} ${topic.prompt}`)} `;
    return (schedule?.allDay ?? []).some((phrase) => text.includes(` ${normaliseText(phrase)} `));
  }

  /** The text without its accents, each letter in its place ("sábados" → "sabados"), to find a day in it. */
  function foldDays(text: string): string {
    return [...text].map((char) => char.normalize('NFD')[0]!).join('');
  }

  function contentWords(text: string): Set<string> {
    return new Set(
      analysed(text)
        .tokens.filter((token) => token.reading?.pos === 'noun' && !dayNumber.has(normaliseText(token.text)))
        .map((token) => normaliseText(token.reading!.lemma)),
    );
  }
}

/**
 * The clauses of a sentence that give hours for days: after a lead's colon ("Horario: …"), between semicolons, and
 * before a day that starts hours of its own ("de 9:30 a 20:00 y los domingos de 10:00 a 14:00"); a clause whose
 * days come without hours ("sábados, domingos y festivos, de 9:00 a 14:00") stays with the hours after it.
 */
function dayClausesIn(
  sentence: string,
  namesDays: (text: string) => boolean,
  isHours: (text: string) => boolean,
): string[] {
  const body = sentence.replace(/^[^:]{2,60}:(?!\d)/u, '');
  const clauses: string[] = [];
  for (const piece of body.split(';')) {
    const splits = [...piece.matchAll(/(?:,\s*|\s+(?:y|and)\s+)(?=\S)/gu)].map((match) => match.index);
    let start = 0;
    for (const at of splits) {
      const left = piece.slice(start, at);
      const right = piece.slice(at);
      if (namesDays(left) && isHours(left) && namesDays(right) && isHours(right)) {
        clauses.push(left);
        start = at;
      }
    }
    const rest = piece.slice(start).replace(/^(?:,\s*|\s+(?:y|and)\s+)/u, '');
    if (namesDays(rest) && isHours(rest)) clauses.push(rest);
  }
  return clauses.map((clause) => clause.trim().replace(/^(?:y|and)\s+/u, ''));
}
