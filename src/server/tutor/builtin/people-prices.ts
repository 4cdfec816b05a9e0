import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { countWritten, isNumberWord, numberToSpanish, readNumberWords } from '@/domain/spanish-numbers';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import type { AnalysedToken as CoreToken } from '@/server/language/spanish';
import { analysed } from './analysis-cache';
import { lastQuestionOf, normaliseText, sharesAStem } from './text-normalisation';
import { quantityBefore } from './scene-knowledge';
import { SENTENCE_END, asksASum, figureAskedFor } from './topic-figures';
import { said } from './order-totals';
import { priceWordsOf, pricedItemsIn, readPrice } from './priced-items';

/**
 * What a learner's topic charges each kind of person ("General admission 14 euros; students and over-65s 7 euros;
 * children under 12 free", "1.200 pesos por persona; los niños menores de 10 pagan la mitad"), and the sum for the
 * people a question names: "Dos entradas, una normal y una de estudiante. ¿Cuánto es?" → "Un adulto y un estudiante:
 * 21 euros en total." Nothing is said unless every person named has one price the topic gives.
 */
export interface PeoplePrices {
  totalFor(message: string, learnerText: readonly string[], topic: TutorTopic): string | undefined;
  /**
   * How many people the message tells ("Somos tres amigos", "para dos adultos y un niño"), or, where it tells none
   * and speaks for a group ("¿Cuánto nos sale?"), the group the learner told last; undefined where none is told.
   */
  sizeOf(message: string, learnerText: readonly string[]): number | undefined;
}

/** The count written just before `at` ("ocho", "8"), if one is. */
function countBefore(tokens: readonly string[], at: number): number | undefined {
  const before = tokens[at - 1];
  if (before === undefined) return undefined;
  return isNumberWord(before) ? readNumberWords(tokens, at - 1)?.value : countWritten(before);
}

/** One or more people of one kind the learner names, with the age told of them. */
interface Person {
  kind: string;
  count: number;
  age?: number;
  /** The learner: "yo", "para mí", "soy…". */
  self?: true;
  /** Named in the feminine ("dos niñas", "mi hija"): said so ("una niña de 5 años"), never "un niño". */
  feminine?: true;
}

/** A person counted whose kind (and so price) is not told yet: "mi hermana". */
const UNTOLD = 'untold';
/** Words of unknown age that name a group of no told size. */
const UNKNOWN_GROUPS = new Set(['familia', 'grupo', 'nosotros', 'nosotras']);

/** Verbs before a kind of person that say what someone already told is ("ella es estudiante", "tengo carné de…"). */
const PREDICATES = new Map([
  ['soy', 'self'],
  ['tengo', 'self'],
  ['es', 'other'],
  ['tiene', 'other'],
] as const);
/** Words that may stand between such a verb and the kind: "es una estudiante", "tiene carné de estudiante". */
const PREDICATE_LINKS = new Set(['un', 'una', 'carne', 'carnet', 'tarjeta', 'de']);

/**
 * Gives the kind told to the learner ("soy estudiante"), counting them if not yet, or to the one other person counted
 * ("Vamos mi hermana y yo. Ella es estudiante": no one more); false where that other is not one person.
 */
function kindTold(group: Person[], kind: string, whose: 'self' | 'other'): boolean {
  if (whose === 'self') {
    const learner = group.find((person) => person.self);
    if (learner) learner.kind = kind;
    else group.push({ kind, count: 1, self: true });
    return true;
  }
  const others = group.filter((person) => !person.self);
  if (others.length !== 1 || others[0]!.count !== 1) return false;
  others[0]!.kind = kind;
  return true;
}

/** Whose kind a kind of person names: the learner's ("soy…"), another's told before ("ella es…"), or none. */
function predicateOf(tokens: readonly string[], at: number): 'self' | 'other' | undefined {
  let before = at - 1;
  while (before > 0 && PREDICATE_LINKS.has(tokens[before]!)) before--;
  return PREDICATES.get(tokens[before] as 'soy');
}

/** One kind of person's price: a figure, or a share of the base price (half, free, a discount), for some ages. */
interface KindPrice {
  kind: string;
  amount?: number;
  share?: number;
  minAge: number;
  maxAge: number;
}

interface TopicPrices {
  base?: number;
  kinds: KindPrice[];
  currency: string;
  decimalComma: boolean;
  grouping?: string;
  /** The kinds the topic names anywhere: a kind it names but gives no price for is not charged the base price. */
  named: ReadonlySet<string>;
  /** "los grupos de ocho personas o más tienen un 10 % de descuento": the size from which a group pays otherwise. */
  groupFrom?: number;
  /** What such a group has off, in percent ("10"), where the clause that sizes it says it. */
  groupPercent?: number;
  /** The clause of the thing priced per person, where the topic prices several ("Degustación premium: …"). */
  scopeText?: string;
  /** What each person of such a group pays ("groups of 5 or more: 35 dollars each"), where the clause says it. */
  groupPrice?: number;
}

/** A price in a clause: a figure, or a share of the base (half, free, % off); per person, or per one kind. */
type Marker = {
  at: number;
  amount?: number;
  share?: number;
  currency?: string;
  perPerson?: boolean;
  perKind?: string;
  length?: number;
};

const TOKEN = /\d[\d.,]*\d|\d|[\p{L}][\p{L}\d-]*|[€%()]/gu;
// ("1,200 pesos for any kayak", "30 euros para cada grupo": a price for a thing, no person)
const RATE_WORDS = new Set(['por', 'per', 'a', 'an', 'al', 'la', 'el', 'cada', 'each', 'for', 'para']);
const EACH = new Set(['each', 'cada']);
/** Nouns of the whole bill, no thing of their own: "¿Cuánto pagamos en total?". */
const WHOLE_WORDS = new Set(['total', 'todo', 'cuenta']);
const ARTICLES = new Set(['un', 'una', 'one', 'any', 'each', 'every', 'cualquier', 'cada']);
/** Words between a count and the person it counts: "mis dos hijos", "una de estudiante", "para tres personas". */
const COUNT_SKIP = new Set(['de', 'mi', 'mis', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras']);
/** After «mí» the learner is one of the people ("para mí y mi hijo"), not a possessive ("para mi hijo"). */
const AFTER_SELF = new Set(['y', 'mi', 'mis', 'tambien', 'o', 'solo', 'sola']);

/** `unclaimed`: prices of no kind and no base, outside brackets ("Cusco, 150 soles"): other things priced beside. */
type Found = TopicPrices & { bases: number[]; unclaimed: number[]; named: Set<string>; written: string };
const found = (): Found => ({
  kinds: [],
  bases: [],
  unclaimed: [],
  named: new Set(),
  written: '',
  currency: '',
  decimalComma: false,
});

/** A price for some ages only ("mayores de 65", "de 4 a 12 años"), not for anyone of its kind. */
const bounded = (price: KindPrice) => price.minAge > 0 || price.maxAge < Infinity;

/** Adds what one clause read to what is found so far. */
function merge(into: Found, read: Found): Found {
  into.kinds.push(...read.kinds);
  into.bases.push(...read.bases);
  into.unclaimed.push(...read.unclaimed);
  for (const kind of read.named) into.named.add(kind);
  into.written ||= read.written;
  into.currency ||= read.currency;
  if (read.groupFrom !== undefined) into.groupFrom = Math.min(into.groupFrom ?? Infinity, read.groupFrom);
  into.groupPercent ??= read.groupPercent;
  into.groupPrice ??= read.groupPrice;
  return into;
}

/**
 * The scope whose words the message shares most, where one does: a word of the message or of its English (the
 * glossary's), the same or from five letters on with its first five the same ("histórico", "historic").
 */
function namedMost<T extends { text: string }>(
  scopes: readonly T[],
  asked: readonly (readonly string[])[],
): T | undefined {
  const shares = (scope: T) => {
    const own = normaliseText(scope.text).split(' ');
    return asked.filter((forms) => forms.some((word) => own.some((other) => sharesAStem(word, other)))).length;
  };
  const scores = scopes.map(shares);
  const best = Math.max(...scores);
  return best > 0 && scores.filter((score) => score === best).length === 1 ? scopes[scores.indexOf(best)] : undefined;
}

// figures and marks as written ("1,200", "%"): normalising would split them
const tokensOf = (text: string) =>
  [...text.toLowerCase().matchAll(TOKEN)].map(([token]) => (/^[\d€%()]/u.test(token) ? token : normaliseText(token)));
const isFigure = (token: string | undefined) => token !== undefined && /^\d/u.test(token);

/**
 * "children 4-11", "niños 4-11 años": two ages a dash joins after a kind of person (`leads`), read as the range they
 * are ("between 4 and 11"); never "for 1-2 people", a tier, nor the minutes of "10:00-13:00". Answers a clause's tokens.
 */
function dashedAgesReader(leads: readonly string[]): (clause: string) => string[] {
  const escaped = leads.map((word) => word.replace(/[-]/gu, '\\-'));
  const dashedAges = new RegExp(
    `(?<=(?:^|[^\\p{L}])(?:${escaped.join('|')})\\s+)(\\d{1,3})\\s*[-–]\\s*(\\d{1,3})(?![\\d:.,])`,
    'giu',
  );
  return (clause) => tokensOf(clause.replace(dashedAges, 'between $1 and $2'));
}

export function createPeoplePrices(
  file: ScenesFile,
  englishWordsFor: (lemma: string) => readonly string[] = () => [],
): PeoplePrices {
  const people = file.topicText.people;
  const priceWords = priceWordsOf(file.topicText.figures);
  const payingVerbs = new Set(file.topicText.figures.priceVerbs.map(normaliseText));
  const figures = file.topicText.figures;
  const phrases = (list: readonly string[]) => list.map((phrase) => normaliseText(phrase).split(' '));
  const nounKind = new Map(people.kinds.flatMap((kind) => kind.nouns.map((noun) => [normaliseText(noun), kind.id])));
  const labelKind = new Map(people.kinds.flatMap((kind) => kind.labels.map((l) => [normaliseText(l), kind.id])));
  const unknownAge = new Set(people.unknownAge.map(normaliseText));
  const clauseTokens = dashedAgesReader([...nounKind.keys(), ...people.ages.years, 'aged']);
  const baseNouns = new Set(people.baseNouns.map(normaliseText));
  const selfWords = new Set(people.self.map(normaliseText));
  const free = new Set(figures.priceUnits.filter((unit) => people.free.includes(unit)).map(normaliseText));
  const currencies = new Map([
    ...figures.priceUnits.filter((unit) => !free.has(normaliseText(unit))).map((unit) => [normaliseText(unit), unit]),
    // the English units of money only ("hours" is "horas", no price)
    ...Object.entries(figures.englishUnits)
      .filter(([, unit]) => figures.priceUnits.includes(unit.es))
      .map(([en, unit]) => [normaliseText(en), unit.es]),
    ['€', 'euros'],
  ] as [string, string][]);
  const words = {
    half: phrases(people.half),
    free: phrases(people.free),
    discount: phrases(people.discount),
    pay: new Set(people.payVerbs.map(normaliseText)),
    below: phrases(people.ages.below),
    upTo: phrases(people.ages.upTo),
    above: phrases(people.ages.above),
    from: phrases(people.ages.from),
    years: new Set(people.ages.years.map(normaliseText)),
    ranges: people.ages.ranges.map(([first, second]) => [normaliseText(first), normaliseText(second)] as const),
    asks: [...file.cues.price, ...file.cues.bill, ...figures.askPrice, ...people.asks].map(
      (cue) => ` ${normaliseText(cue)} `,
    ),
  };
  const kindWord = (token: string) => nounKind.get(token) ?? labelKind.get(token);
  const conditionWords = new Set(people.conditionWords.map(normaliseText));
  // every word of the price talk above ("menores", "pagan", "mitad"), read once: none names a thing
  const talk = new Set(
    Object.values(words)
      .flatMap((list) => (list instanceof Set ? [...list] : list.flat()))
      .flatMap((phrase) => phrase.trim().split(' ')),
  );
  // the days in English and Spanish, singular and plural ("Monday", "mon", "lunes", "sábados")
  const days = new Set(
    Object.entries(figures.englishDays).flatMap(([en, es]) => [en, `${en}s`, es, `${es}s`].map(normaliseText)),
  );
  const groupNouns = new Set(figures.discounts.groups.map(normaliseText));
  const groupSizeCues = people.groupSize.map((cue) => normaliseText(cue).split(' '));
  const spanWords = new Set(file.cues.spans.flatMap((span) => [span.singular, span.plural]).map(normaliseText));

  /** Whether a unit of money follows the figure at `at` ("14 euros", "1,200 Mexican pesos"). */
  const moneyAfter = (tokens: readonly string[], at: number) =>
    [1, 2].some((skip) => currencies.has(tokens[at + skip] ?? ''));

  /** The length of the phrase of `list` that starts at `at`, or 0. */
  function phraseAt(tokens: readonly string[], at: number, list: readonly string[][]): number {
    const found = list.find((phrase) => phrase.every((word, offset) => tokens[at + offset] === word));
    return found ? found.length : 0;
  }

  /** A price at `at`: "14 euros", "1,200 Mexican pesos", "€14", "pagan 8", "la mitad", "gratis", "un 10 % de descuento". */
  function markerAt(tokens: readonly string[], at: number): Marker | undefined {
    const token = tokens[at]!;
    if (token === '€' && isFigure(tokens[at + 1])) return money(tokens, at + 1, 'euros', at + 2);
    if (isFigure(token)) {
      for (const skip of [1, 2]) {
        // ("1,200 Mexican pesos", never the "00" of "9:30-12:00, 45,000 CLP", another figure between)
        if (skip === 2 && isFigure(tokens[at + 1])) break;
        const currency = currencies.get(tokens[at + skip] ?? '');
        if (currency) return money(tokens, at, currency, at + skip + 1);
      }
      if (tokens[at + 1] === '%' && [2, 3].some((skip) => phraseAt(tokens, at + skip, words.discount) > 0))
        return { at, share: 1 - Number(token) / 100 };
      if (words.pay.has(tokens[at - 1] ?? '') && !words.years.has(tokens[at + 1] ?? '')) return money(tokens, at);
      return undefined;
    }
    // (its words read no further: the "price" of "half price" names no base price)
    if (phraseAt(tokens, at, words.half) > 0) return { at, share: 0.5, length: phraseAt(tokens, at, words.half) };
    if (phraseAt(tokens, at, words.free) > 0) return { at, share: 0, length: phraseAt(tokens, at, words.free) };
    return undefined;
  }

  /** A figure of money; undefined when it is per hour, night or kilo (not per person). */
  function money(tokens: readonly string[], at: number, currency?: string, after = at + 1): Marker | undefined {
    let rate = after;
    if (!RATE_WORDS.has(tokens[rate] ?? '')) return { at, amount: readPrice(tokens[at]!).price, currency };
    rate++;
    if (ARTICLES.has(tokens[rate] ?? '')) rate++;
    const per = tokens[rate] ?? '';
    const amount = readPrice(tokens[at]!).price;
    // ("35 dollars each", "20 euros cada uno")
    const eachOne = per === '' && EACH.has(tokens[rate - 1] ?? '');
    if (eachOne || nounKind.get(per) === people.baseKind || per === 'uno' || per === 'una' || per === 'head')
      return { at, amount, currency, perPerson: true };
    // "15 euros per child under 12": a price of that kind (its words, to the kind's noun, are the marker's)
    return nounKind.has(per) ? { at, amount, currency, perKind: nounKind.get(per), length: rate - at + 1 } : undefined;
  }

  /** The ages a clause's bound gives ("menores de 12", "under 10", "de 3 a 12 años"), or none. */
  function agesIn(tokens: readonly string[], from: number, to: number): { minAge: number; maxAge: number } | undefined {
    for (let at = from; at < to; at++) {
      const bound = (
        [
          [words.below, (n: number) => ({ minAge: 0, maxAge: n - 1 })],
          [words.upTo, (n: number) => ({ minAge: 0, maxAge: n })],
          [words.above, (n: number) => ({ minAge: n + 1, maxAge: Infinity })],
          [words.from, (n: number) => ({ minAge: n, maxAge: Infinity })],
        ] as const
      ).find(([list]) => phraseAt(tokens, at, list) > 0 && ageAt(tokens, at + phraseAt(tokens, at, list)));
      const range = words.ranges.find(
        ([first, second]) => tokens[at] === first && ageAt(tokens, at + 1) && tokens[at + 2] === second,
      );
      if (range && ageAt(tokens, at + 3)) return { minAge: ageAt(tokens, at + 1)!, maxAge: ageAt(tokens, at + 3)! };
      if (bound) return bound[1](ageAt(tokens, at + phraseAt(tokens, at, bound[0]))!);
    }
    return undefined;
  }

  /** Where an age bound that starts at `at` ends ("de 5 a 12 años", "menores de 12"): `at` itself when none does. */
  function ageBoundEnd(tokens: readonly string[], at: number): number {
    const range = words.ranges.find(
      ([first, second]) => tokens[at] === first && ageAt(tokens, at + 1) && tokens[at + 2] === second,
    );
    const bound = [words.below, words.upTo, words.above, words.from]
      .map((list) => phraseAt(tokens, at, list))
      .find((length) => length > 0 && ageAt(tokens, at + length));
    const end = range && ageAt(tokens, at + 3) ? at + 4 : bound ? at + bound + 1 : at;
    return end > at && words.years.has(tokens[end] ?? '') ? end + 1 : end;
  }

  /** An age at `at`: a figure that is no money ("12", "12 años"); an "under-12s" names its own. */
  function ageAt(tokens: readonly string[], at: number): number | undefined {
    const token = tokens[at];
    if (!isFigure(token) || currencies.has(tokens[at + 1] ?? '')) return undefined;
    const age = Number(token);
    return Number.isInteger(age) && age <= 120 ? age : undefined;
  }

  function clausePrices(clause: string, found: Found) {
    const tokens = clauseTokens(clause);
    let kinds = new Set<string>();
    let lastKinds = new Set<string>();
    let segmentStart = 0;
    let base = false;
    let depth = 0;
    for (let at = 0; at < tokens.length; at++) {
      if (tokens[at] === '(') depth++;
      // (a clause cut at ";" may close a bracket it did not open)
      if (tokens[at] === ')') depth = Math.max(0, depth - 1);
      // "grupos de ocho personas o más": a count of people is a group's size, no kind of person
      // ("65,000 CLP per hour for 1-2 people": a price for so many is a tier of that price, no group's size)
      const tier = isFigure(tokens[at - 2]) || ['for', 'para'].includes(tokens[at - 2] ?? '');
      const size = kindWord(tokens[at]!) ? (tier ? undefined : countBefore(tokens, at)) : groupSizeAfter(tokens, at);
      if (size !== undefined && size >= 2) {
        found.groupFrom = Math.min(found.groupFrom ?? Infinity, size);
        // "… tienen un 10 % de descuento": the share off, said after the size in the same clause
        const percentAt = tokens.indexOf('%', at);
        if (percentAt > at && Number.isFinite(Number(tokens[percentAt - 1]))) {
          found.groupPercent = Number(tokens[percentAt - 1]);
        } else found.groupPrice ??= groupPriceAfter(tokens, at);
        // (the price each of the group pays is the group's, no base price)
        if (found.groupPrice !== undefined) break;
        kinds = new Set();
        continue;
      }
      const kind = kindWord(tokens[at]!);
      if (kind) {
        kinds.add(kind);
        found.named.add(kind);
      }
      if (baseNouns.has(tokens[at]!)) base = true;
      const marker = markerAt(tokens, at);
      if (!marker) continue;
      if (marker.currency) found.currency ||= marker.currency;
      if (marker.amount !== undefined) found.written ||= tokens[at]!;
      const ages = agesIn(tokens, segmentStart, tokens.length) ?? underOf(tokens, segmentStart, at);
      const own = marker.perKind
        ? new Set([marker.perKind])
        : kinds.size > 0
          ? kinds
          : ages && lastKinds.size > 0
            ? lastKinds
            : // "los menores de 4 años entran gratis": an age bound below adulthood is of children
              ages && ages.minAge === 0 && ages.maxAge < people.adultFrom
              ? new Set([people.childKind])
              : undefined;
      if (own && !marker.perPerson) {
        for (const id of own)
          found.kinds.push({
            kind: id,
            amount: marker.amount,
            share: marker.share,
            ...(ages ?? { minAge: 0, maxAge: Infinity }),
          });
        lastKinds = own;
      } else if (marker.amount !== undefined && (base || marker.perPerson)) found.bases.push(marker.amount);
      else if (marker.amount !== undefined && depth === 0) found.unclaimed.push(marker.amount);
      kinds = new Set();
      base = false;
      // ("30.000 pesos por niño de 5 a 12 años y gratis para menores de 5": the bound after a kind's price is its own)
      at = (marker.perKind ? ageBoundEnd(tokens, at + marker.length!) : at + (marker.length ?? 1)) - 1;
      segmentStart = at + 1;
    }
  }

  /** "groups of 5 or more", "grupos de quince": the size a group noun is given after it. */
  function groupSizeAfter(tokens: readonly string[], at: number): number | undefined {
    if (!groupNouns.has(tokens[at]!) || !['de', 'of'].includes(tokens[at + 1] ?? '')) return undefined;
    return countWritten(tokens[at + 2] ?? '');
  }

  /** "groups of 5 or more: 35 dollars each": the price each person of the group pays, said after its size. */
  function groupPriceAfter(tokens: readonly string[], at: number): number | undefined {
    for (let next = at + 1; next < tokens.length; next++) {
      const marker = markerAt(tokens, next);
      // ("los grupos de quince o más pagan 150 euros" is the whole group's price, not each one's)
      if (marker) return marker.perPerson ? marker.amount : undefined;
    }
    return undefined;
  }

  /** "children under 12", "under-10s": the bound a kind's own noun carries before the price. */
  function underOf(tokens: readonly string[], from: number, to: number) {
    const own = tokens
      .slice(from, to)
      .map((token) => /^under-(\d+)s$/u.exec(token)?.[1])
      .find(Boolean);
    return own ? { minAge: 0, maxAge: Number(own) - 1 } : undefined;
  }

  /** A noun or adjective (or a word the lexicon lacks: "premium") that is no person, place sold or money. */
  function namesAThing(token: CoreToken): boolean {
    const text = normaliseText(token.text);
    if (kindWord(text) || unknownAge.has(text) || baseNouns.has(text) || currencies.has(text)) return false;
    if (words.years.has(text) || spanWords.has(text)) return false;
    return !token.reading || token.readings.some((reading) => reading.pos === 'noun' || reading.pos === 'adjective');
  }

  /** Each content word of the message with its lemma's English: what it may name a thing of the topic with. */
  function askedForms(message: string, thingsOnly = false): string[][] {
    return analysed(message)
      .tokens.filter((token) => token.kind === 'word' && token.text.length >= 4)
      .filter((token) => !thingsOnly || namesAThing(token))
      .map((token) => {
        const lemma = token.reading?.lemma ?? token.text;
        return [token.text, lemma, ...englishWordsFor(lemma)].map(normaliseText);
      });
  }

  /**
   * The words of a clause that name a thing: its nouns (an English word, which the lexicon lacks, as one), none of
   * its people, ages, figures, money or words of paying ("Los menores de 12 años entran gratis" names none).
   */
  function thingsOf(clause: string): string[] {
    return nounsOf(clause)
      .map(({ text }) => text)
      .filter((word) => !talk.has(word) && !conditionWords.has(word) && !days.has(word))
      .filter((word) => !baseNouns.has(word) && !currencies.has(word) && !RATE_WORDS.has(word));
  }

  /** The nouns of a text, normalised, with their lemmas; a word that may be a verb ("paga") is none. */
  function nounsOf(text: string): { text: string; lemma: string }[] {
    return analysed(text)
      .tokens.filter((token) => token.kind === 'word' && token.text.length >= 4 && !/\d/u.test(token.text))
      .filter((token) => namesAThing(token))
      .filter(
        (token) =>
          !token.reading || (token.reading.pos === 'noun' && !token.readings.some((one) => one.pos === 'verb')),
      )
      .map((token) => ({ text: normaliseText(token.text), lemma: token.reading?.lemma ?? token.text }));
  }

  /**
   * Whether a word of the message names a thing priced otherwise than per person ("una clase privada" of "Private
   * lessons: 65,000 CLP per hour") and not the thing whose price per person was found ("Group lessons: 45,000 CLP
   * per person"): the message asks of that other thing, whose price is not summed here.
   */
  function namesOtherPriced(message: string, scope: string, priced: readonly string[]): boolean {
    const own = normaliseText(scope).split(' ');
    const others = priced.map((clause) => normaliseText(clause).split(' '));
    const sharedWith = (forms: readonly string[], words: readonly string[]) =>
      forms.some((form) => words.some((word) => sharesAStem(form, word)));
    return askedForms(message, true).some(
      (forms) => !sharedWith(forms, own) && others.some((words) => sharedWith(forms, words)),
    );
  }

  /**
   * The prices of the thing the message asks of: a topic may price several ("the paella class, 65 euros per person;
   * the horchata workshop, 25 euros per adult, 15 euros per child"). Each clause with a price per person opens a
   * scope, which the kinds' prices after it in its sentence join; kinds' prices in a sentence of their own hold for
   * every scope. Several scopes: the one whose words the message shares most, if one does.
   */
  function pricesOf(topic: TutorTopic, message: string): TopicPrices | undefined {
    const scopes: (Found & { text: string })[] = [];
    const general = found();
    // kinds' prices of a sentence that names a thing of its own ("Kids' ski school…, 50,000 CLP per child")
    const ofTheirThing: { read: Found; things: string[] }[] = [];
    const priced: string[] = [];
    for (const sentence of `${topic.description}\n${topic.prompt}`.split(SENTENCE_END)) {
      let own: (Found & { text: string }) | undefined;
      for (const clause of sentence.split(/\s*;\s*/u)) {
        const read = found();
        clausePrices(clause, read);
        const things = own || read.kinds.length === 0 ? [] : thingsOf(clause);
        if (read.bases.length > 0) scopes.push((own = { ...read, text: clause }));
        else if (things.length > 0) ofTheirThing.push({ read, things });
        else merge(own ?? general, read);
        // (a clause that prices kinds of person prices the people, not another thing)
        const money = tokensOf(clause).some(
          (token, at, all) => token === '€' || (isFigure(token) && moneyAfter(all, at)),
        );
        if (money && read.kinds.length === 0 && read.bases.length === 0) priced.push(clause);
      }
    }
    const scope = scopes.length <= 1 ? scopes[0] : namedMost(scopes, askedForms(message));
    if (scopes.length > 1 && !scope) return undefined;
    if (scope && namesOtherPriced(message, scope.text, priced)) return undefined;
    // another thing's prices of kinds hold for it alone, never for the scope's ("the ski school" for group lessons)
    const scopeWords = ` ${normaliseText(scope?.text ?? '')} `;
    // (its kinds are still named: a child is not charged the scope's base price for want of one)
    for (const { read: kinds, things } of ofTheirThing)
      if (!scope || things.every((thing) => scopeWords.includes(` ${thing} `))) merge(general, kinds);
      else for (const kind of kinds.named) general.named.add(kind);
    // "Arequipa, 120 soles; Cusco, 150 soles": a price beside the base that no kind claims prices another thing
    if (scope && scope.unclaimed.length > 0) return undefined;
    const all = merge(scope ? merge(found(), scope) : found(), general);
    const read = all.written ? readPrice(all.written) : undefined;
    const bases = new Set(all.bases);
    const adult = all.kinds.filter((price) => price.kind === people.baseKind && price.amount !== undefined);
    const base = adult.length === 1 ? adult[0]!.amount : bases.size === 1 ? [...bases][0] : undefined;
    if (!all.currency || (base === undefined && all.kinds.length === 0)) return undefined;
    return {
      ...all,
      base,
      decimalComma: read?.decimalComma ?? false,
      grouping: read?.grouping,
      scopeText: scope?.text,
    };
  }

  function sizeOf(message: string, learnerText: readonly string[]): number | undefined {
    const group =
      groupIn(normaliseText(message).split(' '), learnerText) ??
      (speaksForAGroup(message) ? groupToldBefore(learnerText) : undefined);
    const size = group?.reduce((sum, person) => sum + person.count, 0);
    return size && size > 0 ? size : undefined;
  }

  return {
    sizeOf,
    totalFor(message, learnerText, topic) {
      const asked = ` ${normaliseText(message)} `;
      // ("¿Cuánto nos cuesta?": any price asked with a verb of costing)
      // ("¿Cuánto pagaríamos entre las dos?": how much is paid in all, a sum of a verb of paying)
      const question = lastQuestionOf(message);
      const asksPrice =
        figureAskedFor(question, file.topicText.figures) === 'price' ||
        (asksASum(question, file.topicText.figures.totalWords) && paysIn(question));
      if (!asksPrice && !words.asks.some((cue) => asked.includes(cue))) return undefined;
      const tokens = normaliseText(message).split(' ');
      // "tres noches", "dos horas": a price per person says nothing of a length paid for
      if (tokens.some((token, at) => spanWords.has(token) && (countWritten(tokens[at - 1] ?? '') ?? 0) >= 2))
        return undefined;
      let group = groupIn(tokens, learnerText) ?? [];
      // "Somos dos adultos y una niña." then "¿Cuánto pagamos en total?": a question of "we" that names no one is of
      // the group the learner told last
      // ("¿Cuánto es en total?" asks the sum of the group told before as well)
      const ofAll = asksASum(question, file.topicText.figures.totalWords);
      if (group.length === 0 && (speaksForAGroup(message) || ofAll))
        group.push(...(groupToldBefore(learnerText) ?? []));
      // …and so is "¿Cuánto pagamos entre las dos?", which tells only how many: the two told, of their own kinds
      const toldBefore = sizeOnly(group) ? groupToldBefore(learnerText) : undefined;
      if (toldBefore && toldBefore.reduce((sum, person) => sum + person.count, 0) === group[0]!.count)
        group = toldBefore;
      if (group.length === 0) return undefined;
      const count = group.reduce((sum, person) => sum + person.count, 0);
      const prices = pricesOf(topic, message);
      if (!prices) return undefined;
      // "¿Cuánto pago si también quiero usar la piscina?": a thing the topic prices apart adds to what each pays
      if (namesAnExtra(message, topic, prices)) return undefined;
      // one person is answered only with their kind's own price: "un zumo para mi hijo" asks no child's fare
      if (count < 2 && !group.some((person) => prices.kinds.some((price) => price.kind === person.kind)))
        return undefined;
      // a group as large as one the topic prices otherwise pays the share off or the price each the topic says
      if (prices.groupFrom !== undefined && count >= prices.groupFrom) return groupTotal(group, count, prices);
      let total = 0;
      for (const person of group) {
        const price = priceFor(person.kind, person.age, prices);
        if (price === undefined) return undefined;
        total += price * person.count;
      }
      return saidTotal(group, total, count, prices);
    },
  };

  /**
   * Whether a message speaks for several ("pagamos", "nos cuesta", "nosotros"), naming none of them and no thing
   * but the whole ("¿Cuánto nos cuesta alquilar dos bicis…?" asks of the bikes, not of the people told before).
   */
  function speaksForAGroup(message: string): boolean {
    const tokens = analysed(message).tokens;
    const things = tokens.filter((token) => token.reading?.pos === 'noun' && namesAThing(token));
    if (things.some((token) => !WHOLE_WORDS.has(normaliseText(token.text)))) return false;
    return tokens.some((token) => {
      const text = normaliseText(token.text);
      if (text === 'nos' || text === 'nosotros' || text === 'nosotras') return true;
      const reading = token.reading;
      return reading?.pos === 'verb' && reading.person === 1 && reading.number === 'plural';
    });
  }

  /** The people of the last earlier message of the learner's that names some ("Somos dos adultos y una niña."). */
  // (a message whole first: "Vamos mi hermana y yo. Ella es estudiante." tells one group in two sentences)
  function groupToldBefore(learnerText: readonly string[]): Person[] | undefined {
    const earlier = learnerText.slice(0, -1).join('\n').split('\n');
    for (const message of earlier.reverse()) {
      for (const told of [message, ...message.split(/(?<=[.!?])\s+/u).reverse()]) {
        const group = groupIn(normaliseText(told).split(' '), learnerText);
        if (group && group.length > 0) return group;
      }
    }
    return undefined;
  }

  /** Whether a text says a verb of paying or costing in any form ("pagaríamos", "nos sale"). */
  function paysIn(text: string): boolean {
    return analysed(text).tokens.some(
      (token) => token.reading?.pos === 'verb' && payingVerbs.has(normaliseText(token.reading.lemma)),
    );
  }

  /** A group told by its size alone: one count of the base kind, no age ("somos tres", "entre las dos"). */
  function sizeOnly(group: readonly Person[]): boolean {
    return group.length === 1 && group[0]!.kind === people.baseKind && group[0]!.age === undefined && !group[0]!.self;
  }

  /** What a group the topic prices as one pays: the share off its sum, or the price each; none where neither is said. */
  function groupTotal(group: Person[], count: number, prices: TopicPrices): string | undefined {
    if (prices.groupPercent === undefined) {
      // ("35 dollars each" is what each of the group pays, whatever their kind: none where kinds are named)
      if (prices.groupPrice === undefined || group.some((person) => person.kind !== people.baseKind)) return undefined;
      return saidTotal(group, prices.groupPrice * count, count, prices, ', con el precio de grupo');
    }
    let total = 0;
    for (const person of group) {
      const price = priceFor(person.kind, person.age, prices);
      if (price === undefined) return undefined;
      total += price * person.count;
    }
    const off = prices.groupPercent;
    return saidTotal(group, Math.round(total * (100 - off)) / 100, count, prices, ` con el ${off} % de descuento`);
  }

  /**
   * The people the message names; "Somos cuatro", "somos seis amigos", "entre las dos" tell the group's size: that
   * many of the base kind, or the kinds the rest of the message names where they add up to it.
   */
  function groupIn(tokens: readonly string[], learnerText: readonly string[]): Person[] | undefined {
    for (const cue of groupSizeCues) {
      const at = tokens.findIndex((_, index) => cue.every((word, offset) => tokens[index + offset] === word));
      const size = at < 0 ? undefined : countWritten(tokens[at + cue.length] ?? '');
      const next = tokens[at + cue.length + 1] ?? '';
      // ("somos tres estudiantes": the kind and its count are read as any others are)
      if (size === undefined || size < 2 || nounKind.has(next)) continue;
      // ("nosotros somos cuatro", "somos seis amigos": the words of the group go with its size)
      const from = unknownAge.has(tokens[at - 1] ?? '') ? at - 1 : at;
      const to = at + cue.length + (unknownAge.has(next) ? 2 : 1);
      const rest = peopleIn([...tokens.slice(0, from), ...tokens.slice(to)], learnerText);
      if (!rest) return undefined;
      if (rest.length === 0) return [{ kind: people.baseKind, count: size }];
      return rest.reduce((sum, person) => sum + person.count, 0) === size ? rest : undefined;
    }
    return peopleIn(tokens, learnerText);
  }

  /** Whether the message names a thing the topic prices at a figure that is no price of a kind of person. */
  function namesAnExtra(message: string, topic: TutorTopic, prices: TopicPrices): boolean {
    const nouns = new Set(
      analysed(message)
        .tokens.filter((token) => token.reading?.pos === 'noun')
        .map((token) => normaliseText(token.reading!.lemma)),
    );
    const own = new Set([prices.base, ...prices.kinds.map((price) => price.amount)]);
    // ("la degustación premium" of "Degustación clásica: 18.000 pesos; degustación premium: 32.000 pesos": a noun
    // the priced thing's own clause says is that thing's, not another's)
    const scopeWords = new Set(normaliseText(prices.scopeText ?? '').split(' '));
    return `${topic.description}\n${topic.prompt}`
      .split(SENTENCE_END)
      .flatMap((sentence) => pricedItemsIn(sentence, priceWords))
      .some((item) => !own.has(item.price) && [...item.heads].some((head) => nouns.has(head) && !scopeWords.has(head)));
  }

  /** Each kind of person the message names, with its count and any age; undefined where a count or kind is unclear. */
  function peopleIn(tokens: readonly string[], learnerText: readonly string[]): Person[] | undefined {
    const group: Person[] = [];
    let places = 0;
    let self = false;
    for (let at = 0; at < tokens.length; at++) {
      const token = tokens[at]!;
      // "Quiero tomar la clase con mi hija": the learner comes too, with the one they name
      if ((nounKind.has(token) || unknownAge.has(token)) && !self && withOwn(tokens, at)) {
        group.push({ kind: ownKind(learnerText), count: 1, self: true });
        self = true;
      }
      // "la clase en grupo", "una tarifa de familia": a kind of the thing, no people of unknown age
      const ofAThing =
        ['en', 'de'].includes(tokens[at - 1] ?? '') &&
        !unknownAge.has(tokens[at - 2] ?? '') &&
        !nounKind.has(tokens[at - 2] ?? '') &&
        countWritten(tokens[at - 2] ?? '') === undefined;
      // "mi hermana": one person whose kind a later "ella es estudiante" may tell; "mis primos": how many, unknown
      if (unknownAge.has(token) && !ofAThing) {
        if (token.endsWith('s') || UNKNOWN_GROUPS.has(token)) return undefined;
        group.push({ kind: UNTOLD, count: 1 });
        continue;
      }
      if (unknownAge.has(token)) continue;
      // "un niño de 3 años y otro de 10": one more of the kind before, of the age it tells
      if ((token === 'otro' || token === 'otra') && group.length > 0) {
        group.push({ ...group.at(-1)!, count: 1, age: ageAfter(tokens, at, true) });
        continue;
      }
      const noun = nounKind.get(token);
      const label = noun ? undefined : labelKind.get(token);
      // "dos entradas de jubilado": the count of the places the kind labels
      const counted =
        quantityBefore(tokens, at, COUNT_SKIP) ??
        (tokens[at - 1] === 'de' && baseNouns.has(tokens[at - 2] ?? '') ? quantityBefore(tokens, at - 2) : undefined);
      // "Soy estudiante y mi amiga también": the learner, of that kind, and one more of the same kind
      // ("Tengo carné de estudiante" too: what the learner is, said of the learner already counted or not yet)
      const whose = noun ? predicateOf(tokens, at) : undefined;
      if (noun && whose) {
        if (!kindTold(group, noun, whose)) return undefined;
        self ||= whose === 'self';
        continue;
      }
      if (token === 'tambien' && group.length >= 2 && nounKind.has(tokens[at - 1] ?? '')) {
        group.at(-1)!.kind = group.at(-2)!.kind;
        continue;
      }
      if (noun || (label && counted !== undefined)) {
        const counts = kindCounted(tokens, at, (noun ?? label)!, counted, noun !== undefined);
        if (!counts) return undefined;
        group.push(...counts);
      } else if (
        selfWords.has(token) ||
        (token === 'mi' &&
          ['para', 'y', 'a'].includes(tokens[at - 1] ?? '') &&
          (at + 1 >= tokens.length || AFTER_SELF.has(tokens[at + 1]!)))
      ) {
        if (!self) group.push({ kind: ownKind(learnerText), count: 1, self: true });
        self = true;
      } else if (baseNouns.has(token) && counted !== undefined) places += counted;
    }
    if (group.some((person) => person.kind === UNTOLD)) return undefined;
    return group.length === 0 && places > 0 ? [{ kind: people.baseKind, count: places }] : group;
  }

  /**
   * The people a kind's word at `at` counts: as many as the count before it, each of the age told ("dos hijos de 3 y
   * 9 años"), or as many as the ages told ("nuestras hijas de 5 y 10 años"); undefined for a plural of no count.
   */
  function kindCounted(
    tokens: readonly string[],
    at: number,
    kind: string,
    counted: number | undefined,
    isNoun: boolean,
  ): Person[] | undefined {
    const token = tokens[at]!;
    const listed = counted === undefined && token.endsWith('s') ? agesAfter(tokens, at) : undefined;
    if (counted === undefined && token.endsWith('s') && !listed) return undefined;
    const ages = listed ?? (counted !== undefined && counted >= 2 ? agesAfter(tokens, at, counted) : undefined);
    const gender = isNoun && isFeminine(nounKind, token) ? { feminine: true as const } : {};
    if (ages) return ages.map((age) => ({ kind, count: 1, age, ...gender }));
    return [{ kind, count: counted ?? 1, age: ageAfter(tokens, at), ...gender }];
  }

  /** "dos hijos de 3 y 9 años": an age told for each of the people counted, in order; none where the count differs. */
  function agesAfter(tokens: readonly string[], at: number, count?: number): number[] | undefined {
    if (tokens[at + 1] !== 'de') return undefined;
    const ages: number[] = [];
    let next = at + 2;
    for (;;) {
      const read = isFigure(tokens[next]) ? { value: Number(tokens[next]), length: 1 } : readNumberWords(tokens, next);
      if (!read) return undefined;
      ages.push(read.value);
      next += read.length;
      if (tokens[next] !== 'y' && tokens[next] !== 'e') break;
      next++;
    }
    const counted = count === undefined ? ages.length >= 2 : ages.length === count;
    return counted && words.years.has(tokens[next] ?? '') ? ages : undefined;
  }

  /** "mi hijo de ocho años": the age told right after a person. */
  // ("mi hijo pequeño tiene tres años": "tiene" after the person or one word of theirs)
  function ageAfter(tokens: readonly string[], at: number, bare = false): number | undefined {
    const link = [at + 1, at + 2].find((next) => tokens[next] === 'de' || tokens[next] === 'tiene');
    if (link === undefined || (link === at + 2 && tokens[link] === 'de')) return undefined;
    const read = isFigure(tokens[link + 1])
      ? { value: Number(tokens[link + 1]), length: 1 }
      : readNumberWords(tokens, link + 1);
    return read && (bare || words.years.has(tokens[link + 1 + read.length] ?? '')) ? read.value : undefined;
  }

  /** "Soy estudiante": the learner's own kind, else the base one. */
  function ownKind(learnerText: readonly string[]): string {
    const told = normaliseText(learnerText.join(' ')).split(' ');
    const at = told.lastIndexOf('soy');
    return (at >= 0 && nounKind.get(told[at + 1] ?? '')) || people.baseKind;
  }

  /** One person's price: their kind's for their age, the base past every bound, none where the topic is unclear. */
  function priceFor(kind: string, age: number | undefined, prices: TopicPrices): number | undefined {
    const own = prices.kinds.filter((price) => price.kind === kind);
    const fits = own.filter((price) => age === undefined || (age >= price.minAge && age <= price.maxAge));
    // "mi madre tiene setenta años" of "Entrada general: 6 dólares. Mayores de 65 años: 3 dólares": an age told pays
    // what the topic asks of that age, whoever is bound to it, before a price of their kind for any age
    const ofTheAge = age === undefined || fits.some(bounded) ? undefined : priceOfTheAge(age, prices);
    if (ofTheAge !== undefined) return ofTheAge;
    const values = new Set(
      fits.map((price) => price.amount ?? (prices.base === undefined ? NaN : prices.base * price.share!)),
    );
    if (values.size === 1) {
      const value = [...values][0]!;
      return Number.isNaN(value) ? undefined : value;
    }
    if (values.size > 1) return undefined;
    // no price of theirs: older than its bounds, or a kind the topic never names, pays the base
    const older = own.length > 0 && age !== undefined && own.every((price) => age > price.maxAge);
    return kind === people.baseKind || older || !prices.named.has(kind) ? prices.base : undefined;
  }

  /** The one price the topic gives for an age bound that holds the age ("mayores de 65", "under 12"), if one. */
  function priceOfTheAge(age: number, prices: TopicPrices): number | undefined {
    const values = new Set(
      prices.kinds
        .filter((price) => bounded(price) && age >= price.minAge && age <= price.maxAge)
        .map((price) => price.amount ?? (prices.base === undefined ? NaN : prices.base * price.share!)),
    );
    const [value] = values;
    return values.size === 1 && !Number.isNaN(value) ? value : undefined;
  }

  function saidTotal(
    group: Person[],
    total: number,
    count: number,
    prices: TopicPrices,
    /** What the total is after ("con el 10 % de descuento"). */
    after = '',
  ) {
    // one part per kind, and per age where an age is told ("un niño de 14 años" pays what an adult does)
    const counts = new Map<string, { id: string; n: number; age?: number; feminine?: true }>();
    for (const { kind, count: n, age, feminine: named } of group) {
      // ("mi amiga" a student: "estudiante" has one form, so two students are "dos estudiantes")
      const feminine = named && /o$/u.test(people.kinds.find((candidate) => candidate.id === kind)!.said.singular);
      const key = `${kind} ${age ?? ''} ${feminine ? 'f' : ''}`;
      counts.set(key, { id: kind, n: (counts.get(key)?.n ?? 0) + n, age, ...(feminine ? { feminine: true } : {}) });
    }
    const parts = [...counts.values()].map(({ id, n, age, feminine }) => {
      const kind = people.kinds.find((candidate) => candidate.id === id)!;
      const ofAge = age === undefined ? '' : ` de ${age} ${age === 1 ? 'año' : 'años'}`;
      const noun = n === 1 ? kind.said.singular : kind.said.plural;
      // ("niño" → "niña": the kind's word in the feminine, where it has one)
      const written = feminine ? noun.replace(/o(s?)$/u, 'a$1') : noun;
      const gender = feminine && written !== noun ? 'feminine' : 'masculine';
      return `${n === 1 ? (gender === 'feminine' ? 'una' : 'un') : numberToSpanish(n, gender)} ${written}${ofAge}`;
    });
    const who = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
    const amount = `${said(total, prices.decimalComma, prices.grouping === ',' ? '.' : prices.grouping)} ${prices.currency}`;
    const sum = total === 0 ? (count > 1 ? 'no pagan' : 'no paga') : count > 1 ? `${amount} en total` : amount;
    return `${who.charAt(0).toUpperCase()}${who.slice(1)}: ${sum}${after}.`;
  }
}

/** "con mi hija", "con mis dos hijos": a person the learner comes with (a count may stand between). */
function withOwn(tokens: readonly string[], at: number): boolean {
  const own = countWritten(tokens[at - 1] ?? '') === undefined ? at - 1 : at - 2;
  return (tokens[own] === 'mi' || tokens[own] === 'mis') && tokens[own - 1] === 'con';
}

/** "niña" beside "niño", "hijas" beside "hijos" among a kind's nouns: a feminine form ("persona" has no other). */
function isFeminine(nounKind: ReadonlyMap<string, string>, token: string): boolean {
  return /as?$/u.test(token) && nounKind.get(token.replace(/a(s?)$/u, 'o$1')) === nounKind.get(token);
}
