import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { SENTENCE_END, type FigureKind } from './topic-figures';
import { normaliseText } from './text-normalisation';

/**
 * Figures of a topic written in English ("The fare is 350 pesos", "the ride takes about 40 minutes", "Open 9am to
 * 8pm"): its sentences cannot be said, but a price, a length of time or its hours can, in Spanish ("Son 350
 * pesos.", "Unos 40 minutos.", "De nueve de la mañana a ocho de la noche."), with the words content/tutor/scenes.json
 * `topicText.figures.englishUnits` and `englishClock` give.
 */
export interface EnglishFigure {
  kind: FigureKind;
  /** The figure as the partner says it. */
  said: string;
  /** The normalised words of the English sentence it stands in. */
  words: ReadonlySet<string>;
  /** Hours said with their days ("De lunes a viernes, de nueve…"). */
  days?: true;
  /** A price's figure in Spanish digits and its unit ("650", "pesos"), to list several prices together. */
  price?: { figure: string; unit: string; threshold: boolean };
  /** Which sentence of the topic it stands in: only the prices of one list are said together. */
  sentence?: number;
  /** Its clause names what it is the figure of before its verb ("the monthly plan costs…"), not a price ("the fare"). */
  ofAThing?: true;
  /** What a price is for, written after it: "day" of "30 euros per day" (beside "8 euros per hour"). */
  rate?: string;
  /** The words of its part that a noun phrase of their own follows ("leave" of "leave their luggage"). */
  withAnObject?: ReadonlySet<string>;
  /** The words its clause counts two or more of, by their stem ("session" of "a card for 10 sessions"). */
  counted?: ReadonlySet<string>;
  /** The words its clause uses as a verb, by their stem ("start" of "Quiet hours start at 23:00"). */
  asVerbs?: ReadonlySet<string>;
}

type FigureCues = ScenesFile['topicText']['figures'];

// "about 40 minutes", "350 pesos", "€20", "20 €", "a 200-peso deposit", "6,000 Chilean pesos"
const FIGURE =
  /(?:\b(about|around|roughly|approximately)\s+)?(?:(€|£)\s?(\d[\d.,]*)|\b(\d[\d.,]*)(?:\s?|-)(?:[a-z]+(?:an|ine|ish|ese)\s(?=pesos?\b|dollars?\b|euros?\b|pounds?\b|soles?\b))?(€|£|[a-z]+\b))/giu;
const SYMBOLS: Readonly<Record<string, string>> = { '€': 'euros', '£': 'pounds' };

// "9am", "8 pm", "9:30 a.m.", "20:00"
// ("10 p.m" at a sentence's end, whose last point ended the sentence)
const CLOCK = String.raw`(\d{1,2})(?::(\d{2}))?\s?(am|pm|a\.m\.?|p\.m\.?)?`;
const CLOCK_RANGE = new RegExp(String.raw`\b${CLOCK}\s*(?:to|until|till|[-–])\s*${CLOCK}(?![\w:])`, 'giu');
const CLOCK_ONE = new RegExp(String.raw`\b${CLOCK}(?![\w:])`, 'giu');

type ClockWords = FigureCues['englishClock'];

/** The hour of the day (0-23) a written time means; undefined when it may be a plain number ("9 to 5"). */
function hourOfDay(hour: string, minutes: string | undefined, suffix: string | undefined): number | undefined {
  const h = Number(hour);
  if (suffix) return h < 1 || h > 12 ? undefined : (h % 12) + (suffix.toLowerCase().startsWith('p') ? 12 : 0);
  return minutes !== undefined && h <= 23 ? h : undefined;
}

/** "nueve de la mañana", "ocho y media de la tarde" (with its article: "las"/"la"); none for midnight or odd minutes. */
function clockSaid(hour: number, minutes: string | undefined, words: ClockWords): [string, string] | undefined {
  const minuteWords = words.minutes[minutes ?? '00'];
  const part = words.partsOfDay.find((candidate) => hour <= candidate.until);
  if (hour === 0 || minuteWords === undefined || !part) return undefined;
  const twelve = hour % 12 || 12;
  const said = [words.hours[twelve - 1]!, minuteWords, part.es].filter(Boolean).join(' ');
  return [twelve === 1 ? 'la' : 'las', said];
}

/** "las 18:45", "la 1:05", "la medianoche": a time of the day in figures, with its article. */
function inFigures(hour: number, minutes: string | undefined): [string, string] {
  // (midnight, "0:00" or "24:00", is said by its name)
  if ((hour === 0 || hour === 24) && (minutes ?? '00') === '00') return ['la', 'medianoche'];
  return [hour === 1 ? 'la' : 'las', `${hour}:${minutes ?? '00'}`];
}

/** What stands between two times of one list: "11:00 and 23:00", "9:00, 12:00 and 16:00". */
const LIST_JOINER = /^\s*(?:,|and|,\s*and)\s*(?:at\s+)?$/iu;

/** The clock times of an English sentence said in Spanish: ranges first ("9am to 8pm"), then times alone. */
function clockTimesIn(sentence: string, words: ClockWords): string[] {
  const said: string[] = [];
  type Part = string | undefined;
  const rest = sentence.replace(
    CLOCK_RANGE,
    (_whole: string, h1: string, m1: Part, s1: Part, h2: string, m2: Part, s2: Part) => {
      const to = hourOfDay(h2, m2, s2);
      // "9 to 5pm": the first takes the second's "am/pm" unless that puts it after the second
      let from = hourOfDay(h1, m1, s1);
      if (from === undefined && s2 && to !== undefined && m1 === undefined) {
        from = hourOfDay(h1, m1, s2);
        if (from !== undefined && from >= to) from = hourOfDay(h1, m1, 'am');
      }
      const first = from === undefined ? undefined : (clockSaid(from, m1, words) ?? inFigures(from, m1));
      const second = to === undefined ? undefined : (clockSaid(to, m2, words) ?? inFigures(to, m2));
      if (first && second) said.push(`De ${first[1]} a ${second[1]}.`);
      return ' ';
    },
  );
  // "leave every day at 11:00 and 23:00": times listed together are said together, as one answer; "opens at 8:30
  // and closes at 17:30" are two, each its own
  // "check-out is until 11:00": a time alone after a word that bounds it is said with its bound ("Hasta las once…")
  const groups: { times: string[]; bound?: string }[] = [];
  let end = -1;
  for (const match of rest.matchAll(CLOCK_ONE)) {
    const [whole, hour, minutes, suffix] = match;
    const at = hourOfDay(hour!, minutes, suffix);
    // (a time no words say, "18:45", is said in figures: a list is never said without one of its times)
    const one = at === undefined ? undefined : (clockSaid(at, minutes, words) ?? inFigures(at, minutes));
    if (!one) continue;
    const listed = end >= 0 && LIST_JOINER.test(rest.slice(end, match.index));
    const before = /(\p{L}+)\s*$/u.exec(rest.slice(0, match.index))?.[1]?.toLowerCase() ?? '';
    if (listed) groups.at(-1)!.times.push(`a ${one[0]} ${one[1]}`);
    else groups.push({ times: [`a ${one[0]} ${one[1]}`], bound: words.bounds[before] });
    end = match.index + whole.length;
  }
  for (const { times, bound } of groups)
    said.push(bound && times.length === 1 ? `${bound} ${times[0]!.slice(2)}.` : `A${times.join(' y ').slice(1)}.`);
  return said;
}

/**
 * "Check-in is from 14:00 and check-out is until 11:00": each side of an "and" that names something and gives a time
 * of its own is a clause with its own words (the check-out's time is not the check-in's); else the part stays whole.
 */
function timesOfTheirOwn(part: string, clock: ClockWords): string[] {
  const pieces = part.split(/,?\s+and\s+/iu);
  // ("shows at 19:30 and 22:00", "at 9 and at 14": a time listed after another is of the same thing)
  const ownWords = (piece: string) => (/^\D*/u.exec(piece)![0].match(/\p{L}+/gu) ?? []).length >= 2;
  const own = pieces.length > 1 && pieces.every((piece) => clockTimesIn(piece, clock).length > 0 && ownWords(piece));
  return own ? pieces : [part];
}

export function englishFiguresIn(
  text: string,
  cues: FigureCues,
  isSpanish: (sentence: string) => boolean,
): EnglishFigure[] {
  const priceUnits = new Set(cues.priceUnits.map(normaliseText));
  const figures: EnglishFigure[] = [];
  let at = 0;
  for (const sentence of text.split(SENTENCE_END)) {
    at++;
    if (isSpanish(sentence)) continue;
    // "open Monday to Saturday from 10 am to 8 pm": the days go with the hours ("De lunes a sábado, de diez…");
    // "Monday to Friday 9am to 4pm, Saturday 9am to 2pm": each part that names its own days has its own hours
    // "Yoga is at 7 p.m.; spinning at 6 a.m.": each clause of a semicolon has its own times and words
    // ("…, weekends 10:00 to 21:00": a phrase of several days starts hours of its own too)
    const several = (cues.schedule?.severalDays ?? []).filter((entry) => entry.said !== undefined);
    // ("Open Monday to Friday…, weekends…": each part of the days is of the opening the sentence names)
    const hourWords = cues.englishHourWords.filter((word) => normaliseText(sentence).split(' ').includes(word));
    const parts = partsByDays(sentence, cues.englishDays, several).flatMap((part) => part.split(/;\s*/u));
    for (const part of parts.flatMap((part) => timesOfTheirOwn(part, cues.englishClock))) {
      const words = new Set([...normaliseText(part).split(' '), ...(part.trim() === sentence.trim() ? [] : hourWords)]);
      const days =
        dayRangeIn(part, cues.englishDays) ?? severalDaysIn(part, several) ?? daysListedIn(part, cues.englishDays);
      const withAnObject = wordsWithAnObject(part, cues.englishDeterminers);
      const asVerbs = wordsUsedAsVerbs(part);
      for (const said of clockTimesIn(part, cues.englishClock))
        figures.push({
          kind: 'time',
          said: days ? `${days}, ${said.charAt(0).toLowerCase()}${said.slice(1)}` : said,
          words,
          withAnObject,
          asVerbs,
          ...(days ? { days: true as const } : {}),
        });
    }
    // each clause's figures go with its own words: "the grey sofa costs 450 euros; the blue one 790 euros"
    // "Beginner classes on Tuesdays and Thursdays at 19:00, 20 euros per class": a clause that opens with its figure
    // is the price of what the clauses before it name, since the last that gave a price of its own
    let before = '';
    // "Popcorn: medium 4 €, large 5,50 €": an opening label names what each clause of its list is of
    const label = normaliseText(OPENING_LABEL.exec(sentence)?.[1] ?? '')
      .split(' ')
      .filter(Boolean);
    for (const clause of clausesOf(sentence)) {
      const opensWithFigure = /^\s*(?:[€£$]\s?)?\d/u.test(clause);
      const inherited = [...label, ...(opensWithFigure ? normaliseText(before).split(' ').filter(Boolean) : [])];
      const found = priceAndTimeIn(clause, cues, priceUnits);
      const withAnObject = wordsWithAnObject(clause, cues.englishDeterminers);
      const counted = wordsCounted(clause);
      const asVerbs = wordsUsedAsVerbs(clause);
      figures.push(
        ...found.map((figure) => ({
          ...figure,
          words: new Set([...figure.words, ...inherited]),
          sentence: at,
          withAnObject,
          counted,
          asVerbs,
        })),
      );
      before = found.some((figure) => figure.kind === 'price') ? '' : `${before} ${clause}`;
    }
  }
  return figures;
}

/** The words a text counts two or more of in digits ("10 sessions", "10-day bundle"), by their stem. */
function wordsCounted(text: string): Set<string> {
  const words = normaliseText(text).split(' ');
  return new Set(
    words.filter((_, at) => /^\d+$/u.test(words[at - 1] ?? '') && Number(words[at - 1]) >= 2).map(englishStem),
  );
}

/** The words of a text that a determiner follows ("leave" of "guests can leave their luggage"), normalised. */
function wordsWithAnObject(text: string, determiners: readonly string[]): Set<string> {
  const words = normaliseText(text).split(' ');
  const opening = new Set(determiners.map(normaliseText));
  return new Set(words.filter((_, at) => opening.has(words[at + 1] ?? '')));
}

type SeveralDays = readonly { phrase: string; said?: string }[];

/**
 * The parts of a sentence split before a comma or semicolon that a day's name or a phrase of several days follows
 * ("…4pm, Saturday 9am…", "…23:00, weekends 10:00…").
 */
function partsByDays(sentence: string, days: Readonly<Record<string, string>>, several: SeveralDays): string[] {
  const names = [...Object.keys(days), ...several.map((entry) => entry.phrase)].join('|');
  if (!names) return [sentence];
  return sentence.split(new RegExp(String.raw`[,;]\s*(?:and\s+)?(?=(?:${names})\b)`, 'iu'));
}

/** "weekends 10:00 to 21:00": the Spanish of the one phrase of several days a part names ("Los fines de semana"). */
function severalDaysIn(part: string, several: SeveralDays): string | undefined {
  const found = new Set(
    several.filter((entry) => new RegExp(String.raw`\b${entry.phrase}\b`, 'iu').test(part)).map((entry) => entry.said!),
  );
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * "Saturday 9am to 2pm", "Saturday and Sunday 10:00 to 21:00": the Spanish of the days a part names one by one ("Los
 * sábados", "Los sábados y los domingos").
 */
function daysListedIn(part: string, days: Readonly<Record<string, string>>): string | undefined {
  const found = new Set(
    Object.keys(days)
      .filter((name) => new RegExp(String.raw`\b${name}s?\b`, 'iu').test(part))
      .map((name) => days[name]!),
  );
  if (found.size === 0) return undefined;
  // "sábado" → "los sábados"; "lunes" is its own plural
  const plurals = [...found].map((day) => (day.endsWith('s') ? day : `${day}s`));
  return `Los ${plurals.join(' y los ')}`;
}

/** "Monday to Saturday", "Mon–Fri": the Spanish of a range of days ("De lunes a sábado"), or undefined. */
function dayRangeIn(sentence: string, days: Readonly<Record<string, string>>): string | undefined {
  const names = Object.keys(days).join('|');
  if (!names) return undefined;
  const range = new RegExp(String.raw`\b(${names})\s*(?:to|through|until|till|[-–])\s*(${names})\b`, 'iu').exec(
    sentence,
  );
  if (!range) return undefined;
  return `De ${days[range[1]!.toLowerCase()]!} a ${days[range[2]!.toLowerCase()]!}`;
}

/** ";", ", and", " and ", " but ", ", ": where one clause of an English sentence ends and another begins. */
// (", waived if the balance is over 3,000 pesos": a comma before a space ends a clause too; "3,000" is a number)
const CLAUSE_END = /;|,?\s+(?:and|but)\s+|,\s+/iu;

/** The word before a verb of pricing, at the clause's end before the figure: "the monthly plan costs", "a towel is". */
const SUBJECT_OF_A_PRICE = /\b([a-z]+)\s+(?:costs?|is|are|will be)\s+(?:about\s+|around\s+|only\s+)?$/iu;

const HOURS_AND_MINUTES = /\b(\d{1,2})\s?hours?\s+(?:and\s+)?(\d{1,2})\s?minutes?\b/iu;

/** A short label that opens a sentence and names what its figures are of ("Home visit and diagnosis: 25 dollars"). */
const OPENING_LABEL = /^(\s*[\p{L} ]{2,40}):\s+(?=\S)/u;

/**
 * The clauses of an English sentence, a list in brackets kept whole ("a pack (skis, boots and helmet) costs 80") and
 * so is an opening label ("Home visit and diagnosis: 25 dollars" is not "Home visit" and "diagnosis: 25 dollars").
 */
function clausesOf(sentence: string): string[] {
  const bracketed: string[] = [];
  const label = OPENING_LABEL.exec(sentence)?.[0] ?? '';
  const kept = sentence.slice(label.length).replace(/\([^()]*\)/gu, (inside) => `⟦${bracketed.push(inside) - 1}⟧`);
  const clauses = kept
    .split(CLAUSE_END)
    .map((clause) => clause.replace(/⟦(\d+)⟧/gu, (_, index: string) => bracketed[Number(index)]!));
  return [`${label}${clauses[0] ?? ''}`, ...clauses.slice(1)];
}

/** The prices and lengths of time of one English clause, said in Spanish. */
function priceAndTimeIn(clause: string, cues: FigureCues, priceUnits: ReadonlySet<string>): EnglishFigure[] {
  const figures: EnglishFigure[] = [];
  // what a bracket holds is what the thing comes with, not the thing: "combo (large popcorn + drink) 7 €" is no price
  // of a large popcorn
  const words = new Set(normaliseText(clause.replace(/\([^()]*\)/gu, ' ')).split(' '));
  // "7 hours 30 minutes": one length of time, "7 horas y 30 minutos"
  let rest = clause;
  const hoursAndMinutes = HOURS_AND_MINUTES.exec(clause);
  if (hoursAndMinutes && cues.englishUnits.hours && cues.englishUnits.minutes) {
    const [whole, hours, minutes] = hoursAndMinutes;
    // ("1 hour 15 minutes" is "una hora y 15 minutos", never "1 horas")
    const hoursSaid = hours === '1' ? 'una hora' : `${hours!} ${cues.englishUnits.hours.es}`;
    const said = `${hoursSaid} y ${minutes!} ${cues.englishUnits.minutes.es}`;
    figures.push({ kind: 'duration', said: `${hours === '1' ? 'Es' : 'Son'} ${said}.`, words });
    rest = clause.replace(whole, ' ');
  }
  for (const match of rest.matchAll(FIGURE)) {
    const [, about, symbol, symbolNumber, number, written] = match;
    let unit = symbol ? SYMBOLS[symbol] : written ? (SYMBOLS[written] ?? written.toLowerCase()) : undefined;
    // "10 working days": a word that qualifies the unit after it ("días laborables")
    const qualifier = unit ? cues.englishQualifiers[unit] : undefined;
    const qualified = qualifier ? /^\s+([a-z]+)\b/iu.exec(rest.slice(match.index + match[0].length)) : null;
    if (qualifier && qualified) unit = qualified[1]!.toLowerCase();
    const found = unit ? cues.englishUnits[unit] : undefined;
    const spanish = found && qualifier && qualified ? { ...found, es: `${found.es} ${qualifier}` } : found;
    // English writes thousands with a comma and decimals with a point: Spanish the other way round ("18.000",
    // "12,50")
    const figure = inSpanishDigits(symbolNumber ?? number);
    // "1 hour" is "una hora", which a digit cannot say
    if (!spanish || !figure || figure === '1') continue;
    // ("45,000 CLP": a code of money is a price by its Spanish, "pesos")
    const kind = priceUnits.has(unit!) || priceUnits.has(normaliseText(spanish.es)) ? 'price' : 'duration';
    const rate = /^\s+(?:per|a|an|each)\s+(\p{L}+)/iu.exec(rest.slice(match.index + match[0].length))?.[1];
    // "20 dollars a day": "Son 20 dólares al día", never a bare "Son 20 dólares" of what is paid every day
    const per = kind === 'price' && rate ? cues.englishRates[englishStem(rate.toLowerCase())] : undefined;
    const said =
      kind === 'price' || !about
        ? `Son ${figure} ${spanish.es}${per ? ` ${per}` : ''}.`
        : `${spanish.about} ${figure} ${spanish.es}.`;
    // "free for orders over 600 euros": a threshold, which no list of prices holds
    const before = normaliseText(rest.slice(Math.max(0, match.index - 12), match.index));
    const threshold = cues.englishThresholds.some((word) => ` ${before} `.includes(` ${word} `));
    const subject = SUBJECT_OF_A_PRICE.exec(rest.slice(0, match.index))?.[1]?.toLowerCase();
    const ofAThing = kind === 'price' && subject !== undefined && !cues.englishPriceNouns.includes(subject);
    figures.push({
      kind,
      said: `${said.charAt(0).toUpperCase()}${said.slice(1)}`,
      words,
      ...(kind === 'price' && rate ? { rate: rate.toLowerCase() } : {}),
      ...(ofAThing ? { ofAThing: true as const } : {}),
      ...(kind === 'price' ? { price: { figure, unit: spanish.es, threshold } } : {}),
    });
  }
  return figures;
}

/**
 * The one figure of the kind asked: the only one the topic gives, else the only one whose clause names most of what
 * the question asks about in English ("viaje": "trip"); none when that leaves more than one, since a wrong figure is
 * worse than none.
 */
export function englishFigureFor(
  figures: readonly EnglishFigure[],
  kind: FigureKind,
  askedInEnglish: ReadonlySet<string>,
  /** scenes.json `figures.severalPrices`: the frame that lists every price when none is picked. */
  severalPrices?: string,
  /**
   * The question names a thing of its own ("¿Cuánto cuesta la toalla?"): a figure whose clause names none of it is
   * of something else, said bare ("Son 120.000 pesos") it would be false, so none is said.
   */
  namesAThing = false,
  /**
   * The English of the question's verbs ("dejar": leave): a clause that shares only such a verb, which has an object of
   * its own there, with a question naming a thing ("¿A qué hora tengo que dejar la habitación?" of "guests can leave
   * their luggage until 20:00") is of its object, whose figure would be false.
   */
  verbsInEnglish: ReadonlySet<string> = new Set(),
): string | undefined {
  const ofKind = figures.filter((figure) => figure.kind === kind);
  const one = (list: readonly EnglishFigure[]) => {
    const said = new Set(list.map((figure) => figure.said));
    return said.size === 1 ? [...said][0] : undefined;
  };
  // the figures whose clause names most of what is asked ("grey sofa": the grey one's, not the blue one's), a word
  // and its plural or third person alike ("parcel", "parcels"; "cost", "costs"): an ending picks no figure
  const asked = new Set([...askedInEnglish].map(englishStem));
  // a word the clause uses as a verb names what a verb of the question asks, never a noun's ("¿A qué hora es la
  // salida?" is no "start" of "Quiet hours start at 23:00")
  const askedByVerb = new Set([...verbsInEnglish].map(englishStem));
  const named = (figure: EnglishFigure) =>
    [...new Set([...figure.words].map(englishStem))].filter(
      (word) => asked.has(word) && (!figure.asVerbs?.has(word) || askedByVerb.has(word)),
    ).length;
  const most = Math.max(0, ...ofKind.map(named));
  const best = ofKind.filter((figure) => named(figure) === most);
  // "8 euros per hour or 30 euros per day": of those, the one for what the question asks it for ("por día")
  const forAsked = best.filter((figure) => figure.rate !== undefined && asked.has(englishStem(figure.rate)));
  // "¿Cuánto cuesta una sesión?" of "Each session costs 8 dollars" beside "A card for 10 sessions costs 60 dollars":
  // a clause that counts several of the thing asked is the price of that many, not of one
  const ofOne = best.filter((figure) => ![...asked].some((word) => figure.counted?.has(word)));
  const picked = one(ofKind) ?? (most > 0 ? (one(best) ?? one(forAsked) ?? one(ofOne)) : undefined);
  // "¿Cuál es el horario?" of "Monday to Friday 9am to 4pm, Saturday 9am to 2pm": every day's hours, each with its
  // days, is the whole timetable asked for
  const withDays = ofKind.filter((figure) => figure.days);
  // "The monthly plan costs 120.000 pesos" is of the plan: said bare to "¿Cuánto cuesta la toalla?" it would be false;
  // "The fare is 350 pesos" names only a price, of whatever the topic sells
  if (picked && namesAThing && most === 0 && ofKind.some((figure) => figure.said === picked && figure.ofAThing))
    return undefined;
  const verbs = new Set([...verbsInEnglish].map(englishStem));
  const ofItsOwnObject = (figure: EnglishFigure) =>
    [...figure.words]
      .filter((word) => asked.has(englishStem(word)))
      .every((word) => verbs.has(englishStem(word)) && figure.withAnObject?.has(word));
  if (picked && namesAThing && most > 0 && best.every((figure) => figure.said !== picked || ofItsOwnObject(figure)))
    return undefined;
  // (so it is where every one of them names what is asked alike: "open" of "Open Monday to Friday…, weekends…")
  const allAlike = most === 0 || best.length === ofKind.length;
  if (!picked && kind === 'time' && allAlike && withDays.length === ofKind.length && withDays.length <= 3)
    return oneTimetable([...new Set(withDays.map((figure) => figure.said))]);
  // "¿Cuánto cuestan los boletos?" of three seat prices: every price, of one unit, with nothing said of which is which
  // (never for a thing no price's clause names: "¿El casco es gratis?" of bike prices would price the helmet)
  if (!picked && kind === 'price' && most === 0 && severalPrices && !namesAThing)
    return allPrices(ofKind, severalPrices);
  return picked;
}

/**
 * Each day's hours in one sentence, the hours of the same days joined ("De lunes a viernes, de diez… a dos… y de
 * cinco y media… a ocho y media…, y los sábados, …"): a reply cut to its first sentence still says the whole timetable.
 */
function oneTimetable(said: readonly string[]): string {
  const byDays = new Map<string, string[]>();
  for (const line of said) {
    const comma = line.indexOf(', ');
    const days = comma < 0 ? '' : line.slice(0, comma);
    const hours = (comma < 0 ? line : line.slice(comma + 2)).replace(/\.$/u, '');
    byDays.set(days, [...(byDays.get(days) ?? []), hours]);
  }
  const parts = [...byDays].map(([days, hours]) => (days ? `${days}, ${hours.join(' y ')}` : hours.join(' y ')));
  const joined = parts.map((part, at) => (at === 0 ? part : `${part.charAt(0).toLowerCase()}${part.slice(1)}`));
  // (one sentence: "…, y los sábados, …", never cut after its first days)
  const last = joined.length > 1 ? `, y ${joined.pop()!}` : '';
  return `${joined.join(', ')}${last}.`;
}

const MAX_PRICES_LISTED = 4;

function allPrices(figures: readonly EnglishFigure[], frame: string): string | undefined {
  // the prices of one list ("Prices: … 650 pesos; … 900 pesos"), never a threshold or a fee of another sentence
  if (new Set(figures.map((figure) => figure.sentence)).size !== 1) return undefined;
  const prices = figures.map((figure) => figure.price);
  const units = new Set(prices.map((price) => price?.unit));
  const listed = [...new Set(prices.map((price) => price?.figure))];
  if (prices.some((price) => !price || price.threshold)) return undefined;
  if (units.size !== 1 || listed.length < 2 || listed.length > MAX_PRICES_LISTED) return undefined;
  const list = `${listed.slice(0, -1).join(', ')} o ${listed.at(-1)!}`;
  return frame.replace('{prices}', list).replace('{unit}', [...units][0]!);
}

/**
 * "¿Puedo alquilar zapatos?", "¿Tenéis clases para principiantes?" of "Shoe rental: 3 euros", "Beginner classes…, 20
 * euros per class": a thing the topic prices is to be had, so a yes-or-no question of it is answered yes with its
 * price, or its days and time when it has no price. Only a figure whose clause names a word asked, and the only one
 * that does: a yes said of another thing would be false.
 */
export function englishFigureOfThingAsked(
  figures: readonly EnglishFigure[],
  /** Each thing the question names, by its English words ("clases de yoga": class…, yoga): all must be named. */
  thingsInEnglish: readonly ReadonlySet<string>[],
  frame: string,
): string | undefined {
  if (thingsInEnglish.length === 0) return undefined;
  const things = thingsInEnglish.map((english) => new Set([...english].map(englishStem)));
  const namesAll = (figure: EnglishFigure) => {
    const words = new Set([...figure.words].map(englishStem));
    return things.every((thing) => [...thing].some((word) => words.has(word)));
  };
  for (const kind of ['price', 'time'] as const) {
    const naming = figures.filter(
      (figure) => figure.kind === kind && (kind === 'price' || figure.days) && namesAll(figure),
    );
    const said = new Set(naming.map((figure) => figure.said));
    if (said.size === 1) {
      const [figure] = [...said];
      return frame.replace('{said}', `${figure!.charAt(0).toLowerCase()}${figure!.slice(1)}`);
    }
    if (said.size > 1) return undefined;
  }
  return undefined;
}

/** Words that follow a verb and open where or when it is ("start at 23:00", "leaves from the port"). */
const AFTER_A_VERB = new Set(['at', 'from', 'until', 'till', 'by', 'on', 'before', 'after', 'every']);

/** English subjects a verb follows: the pronouns. */
const PRONOUNS = new Set(['we', 'you', 'they', 'it', 'he', 'she', 'i']);

/**
 * The words a clause uses as a verb, by their stem: a word with no plural "-s" after a plural subject or a pronoun,
 * before a word that opens when or where ("Quiet hours start at 23:00", "boats leave from the port"); "Free
 * breakfast at 8:00" and "Group lessons at 10:00" name things.
 */
function wordsUsedAsVerbs(clause: string): ReadonlySet<string> {
  const words = normaliseText(clause).split(' ');
  const subject = (word: string | undefined) =>
    word !== undefined && (PRONOUNS.has(word) || (word.length >= 4 && /[^su]s$/u.test(word)));
  return new Set(
    words
      .filter((word, at) => AFTER_A_VERB.has(words[at + 1] ?? '') && subject(words[at - 1]))
      .filter((word) => /^\p{L}+$/u.test(word) && !word.endsWith('s'))
      .map(englishStem),
  );
}

/** An English word without its plural or third-person "-s" ("parcels", "costs"), for matching. */
/**
 * An English noun's singular, by its spelling: "classes" → "class", "batteries" → "battery", "boxes" → "box", "dorms" →
 * "dorm"; "glass", "bus" and words of three letters or fewer as they are.
 */
export function englishSingular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (/[^aeiou]ies$/u.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/u.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

export function englishStem(word: string): string {
  return word.length > 3 ? word.replace(/(?<!s)s$/u, '') : word;
}

/**
 * A number in Spanish digits: "18,000" → "18.000", "12.50" → "12,50"; a topic that writes its thousands the Spanish
 * way ("120.000 pesos", "1.100.000") or its decimals ("12,50") keeps them. A mark before one or two digits at the
 * end is the decimal one; every other mark parts thousands.
 */
function inSpanishDigits(number: string | undefined): string | undefined {
  const figure = number?.replace(/[.,]+$/u, '');
  if (!figure) return undefined;
  const decimal = /[.,](?=\d{1,2}$)/u.exec(figure)?.index;
  return [...figure].map((mark, at) => (!/[.,]/u.test(mark) ? mark : at === decimal ? ',' : '.')).join('');
}
