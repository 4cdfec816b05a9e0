import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { said } from './order-totals';
import { moneyFiguresIn, pricedItemsIn, type PricedItem, type PriceWords } from './priced-items';
import { quantityBefore } from './scene-knowledge';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END, asksASum, figureAskedFor, inSpanish } from './topic-figures';

type Token = ReturnType<typeof analysed>['tokens'][number];

/**
 * The bill of what the learner asks for, from the topic's own price list, in either language: each thing named,
 * times how many of it (counted, "para todos" of a group told before, or the count of what holds it: "dos pasajes en
 * cama ejecutiva"), times the length a price per hour, day, week or month is for ("la familia para esas semanas").
 * "Necesito una limpieza y dos empastes. ¿Cuánto cuesta todo?" of "cleaning 45 €; filling 60 € per tooth" → "En total
 * son 165 euros: 45 euros más 2 × 60 euros." Said only where every thing named has one price the topic gives, and
 * never where the topic prices by the person or the kilo, adds a surcharge, or gives a thing more prices than names.
 */
export interface OrderBill {
  totalFor(turn: string, learnerLines: readonly string[], topic: TutorTopic): string | undefined;
}

interface BillLine {
  item: PricedItem;
  count: number;
  length: number;
}

interface Named {
  items: PricedItem[];
  at: number;
  to: number;
}

/** Words between a count and the noun it counts, or between that noun and the thing it holds. */
const LINKS = new Set(['de', 'en', 'para', 'con', 'del', 'el', 'la', 'los', 'las']);
const JOINERS = new Set(['y', 'e', ',', 'más', 'mas']);
const OF = new Set(['de', 'del']);
const MAX_PARTS = 4;
const MAX_NAME_WORDS = 6;

export function createOrderBill(
  file: ScenesFile,
  priceWords: PriceWords,
  englishOf: (lemma: string) => readonly string[],
): OrderBill {
  const { figures, bill } = file.topicText;
  // each unit of time a price may be for, by its Spanish and English words ("semanas", "week")
  const unitOf = new Map(
    file.cues.spans.flatMap((span) =>
      [span.singular, span.plural, ...span.en].map((word) => [normaliseText(word), span.singular] as const),
    ),
  );
  const wholeBefore = new Set(file.cues.wholeSpan.before.map(normaliseText));
  const plainNouns = new Set(bill.plainNouns.map(normaliseText));
  const perPerson = new Set(bill.perPerson.map(normaliseText));
  const conditions = new Set(bill.conditions.map(normaliseText));
  // the nouns of every kind of person but the plain adult ("niño", "estudiante", "jubilado"): a topic that names one
  // may price them apart, which only the people's reader sums
  const otherPeople = new Set(
    file.topicText.people.kinds
      .filter((kind) => kind.id !== 'adult')
      .flatMap((kind) => kind.nouns)
      .map(normaliseText),
  );
  const surcharges = new Set(bill.surcharges.map(normaliseText));
  const everyone = bill.everyone.map((phrase) => ` ${normaliseText(phrase)} `);
  const groupVerbs = new Set(bill.groupVerbs.map(normaliseText));

  return {
    totalFor(turn, learnerLines, topic) {
      if (topic.defaultTopicId) return undefined;
      const question = lastQuestionOf(turn);
      if (figureAskedFor(question, figures) !== 'price' && !asksASum(question, figures.totalWords)) return undefined;
      const billable = billableItems(topic);
      if (!billable) return undefined;
      const lines = billLines(turn, learnerLines, billable.items);
      if (!lines || lines.length === 0 || lines.length > MAX_PARTS) return undefined;
      // a surcharge some hours or cases add to what is priced by its unit of time (or to anything, of none)
      const { surcharged } = billable;
      const topicWords = normaliseText(`${topic.description} ${topic.prompt}`).split(' ');
      if (lines.some(({ item }) => rateOf(item)?.perPerson) && topicWords.some((word) => otherPeople.has(word)))
        return undefined;
      if (surcharged.has('') || lines.some(({ item }) => surcharged.has(rateOf(item)?.time ?? '-'))) return undefined;
      // one thing, once, for one length: its own price, which the topic's price answer says
      if (lines.length === 1 && lines[0]!.count === 1 && lines[0]!.length === 1) return undefined;
      if (new Set(lines.map(({ item }) => normaliseText(item.currency))).size !== 1) return undefined;
      return billSaid(lines, billable.inEnglish);
    },
  };

  /**
   * The priced things of the topic, and the units of time of its surcharges ("un suplemento de luz de 4 € por hora";
   * '' for one of no rate); none at all where a sentence gives more prices than things named ("4 € per hour or
   * 15 € per day").
   */
  function billableItems(
    topic: TutorTopic,
  ): { items: PricedItem[]; surcharged: Set<string>; inEnglish: boolean } | undefined {
    const items: PricedItem[] = [];
    const surcharged = new Set<string>();
    let inEnglish = false;
    for (const sentence of `${topic.description}\n${topic.prompt}`.split(SENTENCE_END)) {
      const found = pricedItemsIn(sentence, priceWords);
      if (found.length === 0) continue;
      if (moneyFiguresIn(sentence, priceWords) !== found.length) return undefined;
      inEnglish ||= !inSpanish(analysed(sentence).tokens);
      const words = normaliseText(sentence).split(' ');
      if (words.some((word) => surcharges.has(word))) {
        for (const item of found) surcharged.add(rateOf(item)?.time ?? '');
        continue;
      }
      // a name with figures or a whole clause ("Monday to Friday 9:30–13", "payment in instalments only for…") names
      // no thing a learner orders; a price whose words after it name a length it is not a rate of ("3 euros for the
      // first hour") is no price of one
      items.push(
        ...found.filter(
          (item) =>
            !/\d/u.test(item.name) &&
            item.name.split(' ').length <= MAX_NAME_WORDS &&
            !(item.qualified && qualifiedBy(wordsAfter(sentence, item), item)),
        ),
      );
    }
    return items.length > 0 ? { items, surcharged, inEnglish } : undefined;
  }

  /**
   * Whether the words after a price make it the price of some only: a condition ("for members", "si", "desde las
   * 20:00", "de día"), or a length it is not a rate of ("3 euros for the first hour"); "with breakfast and dinner",
   * "(paid once)" tell what it is.
   */
  function qualifiedBy(after: readonly string[], item: PricedItem): boolean {
    return after.some((word) => conditions.has(word) || (unitOf.has(word) && !rateOf(item)?.time));
  }

  /** The length or count a price's rate is for: a unit of time, "one" (per tooth, per paddle), or none billable. */
  function rateOf(item: PricedItem): { time?: string; perPerson?: true } | undefined {
    if (!item.rate) return {};
    const noun = normaliseText(item.rate).split(' ').at(-1)!;
    const time = unitOf.get(noun);
    if (time) return { time };
    if (perPerson.has(noun)) return { perPerson: true };
    // per person, per adult, per kilo: priced by what other readers count (people, weight), not here
    return bill.countedRates.some((word) => normaliseText(word) === noun) ? undefined : {};
  }

  /** The lines of the bill: of the things the question names, or, naming none ("¿Cuánto es todo?"), the turn's. */
  function billLines(turn: string, learnerLines: readonly string[], items: PricedItem[]): BillLine[] | undefined {
    for (const text of [lastQuestionOf(turn), turn]) {
      const tokens = analysed(text).tokens.filter(
        (token) => token.kind === 'word' || token.kind === 'number' || token.text === ',',
      );
      const words = tokens.map((token) => (token.text === ',' ? ',' : normaliseText(token.text)));
      const named = namedThings(tokens, words, items);
      if (named === null) return undefined;
      if (named) return linesOf(named, tokens, words, turn, learnerLines);
    }
    return undefined;
  }

  function linesOf(
    named: readonly Named[],
    tokens: readonly Token[],
    words: readonly string[],
    turn: string,
    learnerLines: readonly string[],
  ): BillLine[] | undefined {
    const padded = ` ${words.join(' ')} `;
    const lines: BillLine[] = [];
    for (const { items: naming, at, to } of named) {
      if (naming.length !== 1) return undefined;
      const item = naming[0]!;
      const rate = rateOf(item);
      if (!rate) return undefined;
      const count = rate.perPerson
        ? peopleOf(words, learnerLines)
        : countOf(words, at, to, tokens[at]!, padded, learnerLines);
      if (count === undefined || !Number.isInteger(count) || count < 1) return undefined;
      const length = rate.time ? lengthOf(rate.time, [...learnerLines.slice(0, -1), turn]) : 1;
      if (length === undefined) return undefined;
      if (lines.some((line) => line.item === item)) return undefined;
      lines.push({ item, count, length });
    }
    return lines;
  }

  /**
   * Each thing the text names that the topic prices, with the items its words name; undefined where it names none,
   * null where a thing joined to a priced one is unpriced (its price would be left out of the sum).
   */
  function namedThings(
    tokens: readonly Token[],
    words: readonly string[],
    items: PricedItem[],
  ): Named[] | null | undefined {
    const named: Named[] = [];
    for (let at = 0; at < tokens.length; at++) {
      const token = tokens[at]!;
      // ("dos horas" is a length, never a thing priced by the hour)
      const plain = plainNouns.has(words[at]!) || unitOf.has(words[at]!);
      if (!mayNameAThing(token) || token.reading?.pos === 'adjective' || plain) continue;
      const keys = keysOf(token);
      let naming = items.filter((item) => itemWords(item).some((word) => keys.has(word)));
      if (naming.length === 0) continue;
      // "cama ejecutiva": the item whose words the learner's next words name most of
      let to = at;
      // ("clase de grupo": over a "de" to the word that narrows)
      while (to + 1 < tokens.length && to - at < 3 && !JOINERS.has(words[to + 1]!)) {
        const step = OF.has(words[to + 1]!) && to + 2 < tokens.length ? 2 : 1;
        const next = keysOf(tokens[to + step]!);
        const narrower = naming.filter((item) => itemWords(item).some((word) => next.has(word)));
        if (narrower.length === 0) break;
        naming = narrower;
        to += step;
      }
      if (naming.length > 1) naming = fewestOtherWords(naming, keys);
      named.push({ items: naming, at, to });
      at = to;
    }
    if (named.length === 0) return undefined;
    // a thing joined by "y" to a priced one that the topic does not price ("la limpieza y la radiografía panorámica")
    for (const [at, token] of tokens.entries()) {
      if (named.some((thing) => at >= thing.at && at <= thing.to) || !mayNameAThing(token)) continue;
      if (!JOINERS.has(words[at - 1] ?? '') && !JOINERS.has(words[at - 2] ?? '')) continue;
      if (named.some((thing) => thing.to < at && at - thing.to <= 3)) return null;
    }
    return named;
  }

  /** The words of an item's name, as written and in lemma form. */
  function itemWords(item: PricedItem): string[] {
    return [...normaliseText(item.name).split(' '), ...item.lemmas].filter((word) => word.length > 2);
  }

  /** A learner's word as the item lists may name it: its lemmas and its English. */
  function keysOf(token: Token): Set<string> {
    const written = normaliseText(token.text);
    // a word the lexicon lacks ("empastes") is tried in its singular too
    const singular = token.readings.length === 0 ? [written.replace(/e?s$/u, ''), written.replace(/s$/u, '')] : [];
    const lemmas = [written, ...singular, ...token.readings.map((reading) => normaliseText(reading.lemma))];
    const english = lemmas.flatMap((lemma) => englishOf(lemma)).map(normaliseText);
    return new Set([...lemmas, ...english, ...english.map((word) => `${word}s`)]);
  }

  /** "dos empastes" of "filling" and "tooth whitening": the item the learner's word names with fewest words besides. */
  function fewestOtherWords(naming: PricedItem[], keys: ReadonlySet<string>): PricedItem[] {
    const others = naming.map(
      (item) =>
        normaliseText(item.name)
          .split(' ')
          .filter((word) => !keys.has(word)).length,
    );
    const fewest = Math.min(...others);
    return fewest === 0 ? naming.filter((_, index) => others[index] === 0) : naming;
  }

  /**
   * How many of a thing: its count; the count of what holds it ("dos pasajes en cama ejecutiva"); the group told
   * before for "para todos"; one for "un", "una", "el", "la" or a thing asked of in the singular.
   */
  function countOf(
    words: readonly string[],
    at: number,
    to: number,
    token: Token,
    padded: string,
    learnerLines: readonly string[],
  ): number | undefined {
    const counted = quantityBefore(words, at);
    if (counted !== undefined) return counted;
    // "dos pasajes en cama ejecutiva", "tres entradas de adulto": the count of the noun the thing is of
    let holder = at - 1;
    while (holder >= at - 3 && holder >= 0 && LINKS.has(words[holder]!)) holder--;
    if (holder < at - 1 && holder >= 0 && ['de', 'en'].includes(words[holder + 1]!)) {
      const held = quantityBefore(words, holder);
      if (held !== undefined) return held;
    }
    const plural = token.reading?.number === 'plural' || (!token.reading && /s$/u.test(token.text));
    if (everyone.some((phrase) => padded.includes(phrase)) || plural) {
      const group = groupTold(learnerLines);
      return plural || group ? group : undefined;
    }
    return to >= at ? 1 : undefined;
  }

  /** How many people a price per person is for: "para los dos", "para tres personas", or the group told before. */
  function peopleOf(words: readonly string[], learnerLines: readonly string[]): number | undefined {
    for (let at = 1; at < words.length; at++) {
      if (words[at - 1] !== 'para' && !['los', 'las'].includes(words[at - 1]!)) continue;
      const next = words[at + 1] ?? '';
      const size = quantityBefore(words, at + 1);
      const ofPeople = perPerson.has(next) || words[at - 1] !== 'para';
      if (size !== undefined && size > 1 && ofPeople && (words[at - 1] === 'para' || words[at - 2] === 'para'))
        return size;
    }
    return groupTold(learnerLines);
  }

  /** "Somos cuatro amigos", "seremos tres": the size of the group the learner told last. */
  function groupTold(learnerLines: readonly string[]): number | undefined {
    for (const line of [...learnerLines].reverse()) {
      const words = normaliseText(line).split(' ');
      for (let at = words.length - 1; at > 0; at--) {
        if (!groupVerbs.has(words[at - 1]!)) continue;
        const size = quantityBefore(words, at + 1);
        if (size !== undefined && size > 1) return size;
      }
    }
    return undefined;
  }

  /**
   * How many of a unit of time the learner asks for ("dos horas", "todo el día", "tres semanas"), this turn first,
   * then what they told before ("el curso de tres semanas"); undefined when none is told, or another unit is.
   */
  function lengthOf(unit: string, lines: readonly string[]): number | undefined {
    for (const line of [...lines].reverse()) {
      const words = normaliseText(line).split(' ');
      let found: number | undefined;
      let other = false;
      for (const [at, word] of words.entries()) {
        const told = unitOf.get(word);
        if (!told) continue;
        const all = wholeBefore.has(words.slice(Math.max(0, at - 2), at).join(' '));
        const count = all ? 1 : quantityBefore(words, at);
        if (count === undefined) continue;
        if (told === unit) found = count;
        else other = true;
      }
      if (other) return undefined;
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The bill as said; an English topic's "7.50 €" or "28,000 pesos" written the Spanish way: «7,50 euros». */
  function billSaid(lines: readonly BillLine[], inEnglish: boolean): string {
    const first = lines[0]!.item;
    const decimalComma = inEnglish || lines.some(({ item }) => item.decimalComma);
    const grouping = inEnglish ? undefined : lines.find(({ item }) => item.grouping)?.item.grouping;
    const unit = figures.englishUnits[normaliseText(first.currency)]?.es ?? first.currency;
    const total = lines.reduce((sum, { item, count, length }) => sum + item.price * count * length, 0);
    const parts = lines.map(({ item, count, length }) => {
      const times = count * length;
      const price = `${said(item.price, decimalComma, grouping)} ${unit}`;
      return times === 1 ? price : `${times} × ${price}`;
    });
    return bill.line
      .replace('{total}', `${said(total, decimalComma, grouping)} ${unit}`)
      .replace('{parts}', parts.join(' más '));
  }
}

/** The words after an item's price, up to the next thing priced or the clause's end. */
function wordsAfter(sentence: string, item: PricedItem): string[] {
  const at = sentence.indexOf(item.said);
  if (at < 0) return [];
  const rest = sentence.slice(at + item.said.length);
  const end = rest.search(/[,;:]|\s(?:and|y|e|or|o)\s/u);
  return normaliseText(end < 0 ? rest : rest.slice(0, end)).split(' ');
}

/** A word that may name a thing: a noun, or a lower-case word the lexicon lacks ("empastes" where it lacks it). */
function mayNameAThing(token: Token): boolean {
  if (token.kind !== 'word') return false;
  if (token.readings.length === 0) return /^\p{Ll}{3,}$/u.test(token.text);
  return token.reading?.pos === 'noun' || token.reading?.pos === 'adjective';
}
