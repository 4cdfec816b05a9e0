import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { numberToSpanish } from '@/domain/spanish-numbers';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { quantityBefore, toldInThePast } from './scene-knowledge';
import { SENTENCE_END, addedBeforeQuestion, figureAskedFor } from './topic-figures';
import { orderTotalIn, said } from './order-totals';
import { priceWordsOf, pricedItemsIn, readPrice } from './priced-items';
import { createPeoplePrices } from './people-prices';
import { cheapestAsked } from './cheapest-items';
import { discountedPriceFor } from './discounted-prices';
import { createEnglishDiscounts } from './english-discounts';
import { createAddedTotals } from './added-totals';
import { englishStem } from './english-figures';

type Span = ScenesFile['cues']['spans'][number];

/** A price the topic gives for a length of time: "La cama cuesta 350 pesos la noche". */
interface PricePerSpan {
  price: number;
  /** As the topic writes it: a decimal comma ("3,50") is said with one. */
  decimalComma: boolean;
  currency: string;
  span: Span;
  /** The lemmas of the nouns the clause names before its price: what the price is of. */
  of: ReadonlySet<string>;
  /** Its first noun ("cama" of "cama en dormitorio de 6 personas"): a count of it counts the things priced. */
  heads: ReadonlySet<string>;
  /** The words of the clause before its price, as written: an English topic's names ("double", "room"). */
  words: ReadonlySet<string>;
  /** "65,000 CLP per hour for 1-2 people": the sizes of group the price is for. */
  tier?: { from: number; to: number };
}

/** "for 1-2 people", "para 3 a 4 personas", "(1–2 persons)": the sizes of group a price right before it is for. */
const TIER =
  /^\s*\(?(?:for|para|de)?\s*(\d+)\s*(?:[-–]|to|a)\s*(\d+)\s+(?:people|persons|personas|pax|guests|huéspedes)(?!\p{L})/iu;

function tierAfter(text: string): { from: number; to: number } | undefined {
  const found = TIER.exec(text);
  if (!found) return undefined;
  const [from, to] = [Number(found[1]), Number(found[2])];
  return from <= to ? { from, to } : undefined;
}

export interface TopicTotals {
  /**
   * "¿Cuánto le debo?" after "Me voy a quedar tres noches en una cama del dormitorio", in a topic that says "Una cama en
   * dormitorio compartido cuesta 350 pesos la noche": the sum of the stay told ("Tres noches: 1050 pesos en total.").
   * Undefined unless the question asks what is owed, the learner told one length of time, and exactly one of the
   * topic's prices per such a length is of what they named (or the topic gives only one).
   */
  totalFor(question: string, learnerText: readonly string[], topic: TutorTopic): string | undefined;
  /**
   * "Quiero cuatro conchas y seis bolillos" in a topic that prices both: their sum (order-totals.ts). A question counts
   * its own things ("¿Cuánto son dos cruasanes?"), or asks the bill of what the learner's messages ordered; a message
   * told in the past orders nothing.
   */
  orderTotalFor(now: string, learnerMessages: readonly string[], topic: TutorTopic): string | undefined;
  /** "Dos adultos y un niño, ¿cuánto es?" in a topic that prices each kind of person (people-prices.ts). */
  peopleTotalFor(message: string, learnerText: readonly string[], topic: TutorTopic): string | undefined;
  /** "Soy estudiante. ¿Cuánto me costaría una limpieza?": the price less the topic's discount (discounted-prices.ts). */
  discountedFor(message: string, learnerText: readonly string[], topic: TutorTopic): string | undefined;
  /** "¿Cuánto es en total con la inscripción?": a price and what the question adds to it (added-totals.ts). */
  addedTotalFor(message: string, learnerText: readonly string[], topic: TutorTopic): string | undefined;
  /** "¿Cuál es el destino más barato?": the cheapest or dearest of a list the topic prices (cheapest-items.ts). */
  cheapestFor(question: string, topic: TutorTopic): string | undefined;
}

// "350 pesos la noche", "12 euros al día", "55 dólares por día", "90 euros a la semana", "20 soles cada noche"
// "40 euros la noche", "18 € la hora", "$55 al día"
const PER_SPAN_ES =
  /(?:\$\s?(?<dollars>\d+(?:[.,]\d+)*)|(?<euros>\d+(?:[.,]\d+)*)\s?€|(?<figure>\d+(?:[.,]\d+)*)\s+(?<unit>\p{L}+))\s+(?:la|el|al|por|a\s+la|cada|por\s+cada)\s+(?<span>\p{L}+)(?!\p{L})/giu;
// "55 dollars a day", "40 euros per night", "$55 a day", "10 € per day"
const PER_SPAN_EN =
  /(?:\$\s?(?<dollars>\d+(?:[.,]\d+)*)|(?<euros>\d+(?:[.,]\d+)*)\s?€|(?<figure>\d+(?:[.,]\d+)*)\s+(?<unit>\p{L}+))\s+(?:a|per|an|each)\s+(?<span>\p{L}+)(?!\p{L})/giu;
/** Words before a length that say it is no stay: "hace tres días" is when, "dentro de dos días" is a wait. */
const NOT_A_STAY = new Set(['hace', 'dentro', 'cada']);
/** Nouns a question of the bill names without asking of a thing ("¿Me trae la cuenta?", "¿Cuánto es el total?"). */
const BILL_NOUNS = new Set(['cuenta', 'total', 'todo']);

/** `englishWordsFor`: the English a Spanish lemma may be written with, to find what a question names in an English topic. */
export function createTopicTotals(
  file: ScenesFile,
  englishWordsFor: (lemma: string) => readonly string[] = () => [],
): TopicTotals {
  const figures = file.topicText.figures;
  const priceWords = priceWordsOf(figures);
  const { currencies } = priceWords;
  const englishUnits = new Map(Object.entries(figures.englishUnits).map(([en, unit]) => [normaliseText(en), unit.es]));
  const spanByForm = new Map(
    file.cues.spans.flatMap((span) => [span.singular, span.plural].map((form) => [normaliseText(form), span] as const)),
  );
  const spanByEnglish = new Map(
    file.cues.spans.flatMap((span) => span.en.map((form) => [normaliseText(form), span] as const)),
  );
  const billCues = [...file.cues.bill, ...figures.totalWords].map(normaliseText);
  const priceCues = file.cues.price.map(normaliseText);
  const totalWords = figures.totalWords.map(normaliseText);
  const asksAll = (asked: string) => totalWords.some((cue) => asked.includes(` ${cue} `));
  const addedWith = new Set(file.topicText.bill.addedWith.map(normaliseText));
  /** The nouns a question adds to its sum ("con la matrícula", "más el libro"): the first noun after each such word. */
  const addedThings = (question: string): string[] => {
    const tokens = analysed(question).tokens.filter((token) => token.kind === 'word');
    return tokens.flatMap((token, at) => {
      if (!addedWith.has(normaliseText(token.text))) return [];
      const noun = tokens.slice(at + 1, at + 4).find((next) => next.reading?.pos === 'noun');
      return noun?.reading && !BILL_NOUNS.has(normaliseText(noun.reading.lemma)) ? [noun.reading.lemma] : [];
    });
  };

  /** "Precios por noche: cama en dormitorio, 19 euros; habitación individual, 38 euros": each item at that rate. */
  function underARateHeading(sentence: string): PricePerSpan[] | undefined {
    const heading = /^[^:]*\b(?:por|per|a)\s+(\p{L}+)\s*:/iu.exec(sentence);
    const span =
      heading && (spanByForm.get(normaliseText(heading[1]!)) ?? spanByEnglish.get(normaliseText(heading[1]!)));
    if (!heading || !span) return undefined;
    return pricedItemsIn(sentence.slice(heading[0].length), priceWords)
      .filter((item) => !item.rate && !item.ofADoing)
      .map((item) => ({
        price: item.price,
        decimalComma: item.decimalComma,
        currency: item.currency,
        span,
        of: namingLemmas(item.name),
        words: new Set(normaliseText(item.name).split(' ')),
        heads: item.heads,
      }));
  }

  function pricesIn(topic: TutorTopic): PricePerSpan[] {
    const text = `${topic.description}\n${topic.prompt}`;
    return text.split(SENTENCE_END).flatMap(
      (sentence) =>
        underARateHeading(sentence) ??
        sentence.split(/\s*;\s*/u).flatMap((clause) => {
          const found: PricePerSpan[] = [];
          // what a price is of is named after the price before it ("single kayak 250 pesos per hour, double kayak
          // 400 pesos per hour": the second is of the double kayak only)
          let from = 0;
          let before = '';
          for (const match of clause.matchAll(PER_SPAN_ES)) {
            const { dollars, euros, figure, unit } = match.groups!;
            const span = spanByForm.get(normaliseText(match.groups!.span!));
            const currency = dollars ? 'dólares' : euros ? 'euros' : unit!;
            before = namer(clause.slice(from, match.index), before);
            from = match.index + match[0].length;
            if (!span || !currencies.has(normaliseText(currency))) continue;
            found.push(priceOf(dollars ?? euros ?? figure!, currency, span, before, tierAfter(clause.slice(from))));
          }
          from = 0;
          before = '';
          for (const match of clause.matchAll(PER_SPAN_EN)) {
            const { dollars, euros, figure, unit } = match.groups!;
            const span = spanByEnglish.get(normaliseText(match.groups!.span!));
            const currency = dollars ? 'dólares' : euros ? 'euros' : englishUnits.get(normaliseText(unit!));
            before = namer(clause.slice(from, match.index), before);
            from = match.index + match[0].length;
            if (!span || !currency) continue;
            found.push(priceOf(dollars ?? euros ?? figure!, currency, span, before, tierAfter(clause.slice(from))));
          }
          return found;
        }),
    );
  }

  /** The one length of time the learner told last ("tres noches", "por cinco días"), not "hace tres días". */
  function lengthTold(learnerText: readonly string[]): { count: number; span: Span } | undefined {
    for (const message of [...learnerText].reverse()) {
      const words = normaliseText(message).split(' ');
      for (let at = words.length - 1; at > 0; at--) {
        const span = spanByForm.get(words[at]!);
        if (!span) continue;
        const count = quantityBefore(words, at) ?? (aWhole(words, at) ? 1 : undefined);
        // "hace tres días", "dentro de veinte y dos días": the few words before the count say it is no stay
        if (count !== undefined && count >= 1 && !words.slice(Math.max(0, at - 5), at).some((w) => NOT_A_STAY.has(w)))
          return { count, span };
      }
    }
    return undefined;
  }

  const wholeBefore = file.cues.wholeSpan.before.map(normaliseText);
  const wholeAfter = new Set(file.cues.wholeSpan.after.map(normaliseText));
  /** "toda la semana", "la semana entera": one whole length, counted by no number. */
  function aWhole(words: readonly string[], at: number): boolean {
    if (wholeBefore.includes(words.slice(Math.max(0, at - 2), at).join(' '))) return true;
    return wholeAfter.has(words[at + 1] ?? '') && ['el', 'la', 'un', 'una'].includes(words[at - 1] ?? '');
  }

  const discountWords = file.topicText.people.discount.map((phrase) => ` ${normaliseText(phrase)} `);
  const freeWords = file.topicText.people.free.map((phrase) => ` ${normaliseText(phrase)} `);
  /**
   * The topic's discount on a length ("Stays of 7 nights or more: 10% off", "Estancias de 7 noches o más: 10 % de
   * descuento"): from how many it holds and its share; 'unread' for a deal of that length read no other way ("pay 6
   * days, the 7th is free", "la cuarta semana tiene 50 % de descuento"), which no plain product may then answer.
   */
  function lengthDealOf(topic: TutorTopic, span: Span): { from: number; percent: number } | 'unread' | undefined {
    const forms = [span.singular, span.plural, ...span.en].map(normaliseText);
    type Deal = { from: number; percent: number } | 'unread';
    const deals = `${topic.description}\n${topic.prompt}`.split(SENTENCE_END).flatMap((sentence): Deal[] => {
      const padded = ` ${normaliseText(sentence)} `;
      const units = forms.join('|');
      // ("pay 6 days, the 7th is free": a length counted and a length given free is a deal too; "free breakfast every
      // day" is none)
      const lengthFree =
        freeWords.some((phrase) => padded.includes(phrase)) && new RegExp(` \\d+ (?:${units}) `, 'u').test(padded);
      const discounted = sentence.includes('%') || discountWords.some((phrase) => padded.includes(phrase));
      if (!(discounted || lengthFree) || !forms.some((form) => padded.includes(` ${form} `))) return [];
      const from = new RegExp(` (\\d+) (?:${units}) (?:or more|or longer|o mas|y mas) `, 'u').exec(padded)?.[1];
      const percents = [...sentence.matchAll(/(\d+(?:[.,]\d+)?)\s*%/gu)];
      if (from === undefined || percents.length !== 1) return ['unread'];
      return [{ from: Number(from), percent: Number(percents[0]![1]!.replace(',', '.')) }];
    });
    if (deals.length === 0) return undefined;
    return deals.length === 1 ? deals[0] : 'unread';
  }

  const habitual = file.cues.habitual.map((cue) => ` ${normaliseText(cue)} `);
  // "Ayer compré dos conchas", "Normalmente compro tres": told, not ordered
  const told = (text: string) =>
    toldInThePast(text) || habitual.some((cue) => ` ${normaliseText(text)} `.includes(cue));
  const ordersOf = (text: string) =>
    text.split(/(?<=[.!?])\s+/u).filter((sentence) => !sentence.includes('?') && !told(sentence));

  /** The price of what a text names most of: that one, 'several' named as much, or 'none' named at all. */
  function ofTheNamed(prices: readonly PricePerSpan[], text: string): PricePerSpan | 'several' | 'none' {
    const named = namingLemmas(text);
    // (in an English topic, by the English of the learner's words: "habitación doble" of "a private double room")
    const namedInEnglish = new Set(
      [...namingLemmas(text, false)].flatMap((lemma) => englishWordsFor(lemma).map(normaliseText)),
    );
    const scores = prices.map(
      (price) =>
        [...price.of].filter((lemma) => named.has(lemma)).length +
        [...price.words].filter((word) => namedInEnglish.has(word)).length,
    );
    const best = Math.max(0, ...scores);
    if (best === 0) return 'none';
    const ofNamed = prices.filter((_, at) => scores[at] === best);
    return ofNamed.length === 1 ? ofNamed[0]! : 'several';
  }

  const { people } = file.topicText;
  const personNouns = new Set([...people.kinds.flatMap((kind) => kind.nouns), ...people.unknownAge].map(normaliseText));
  /**
   * Whether the text counts more than one of a thing other than people and the price's own head ("dos bicis" of an
   * English topic's "bike"): how many of the priced thing is then not known.
   */
  function countsOtherThings(text: string, price: PricePerSpan): boolean {
    const tokens = analysed(text).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
    const words = tokens.map((token) => normaliseText(token.text));
    return tokens.some((token, at) => {
      if (token.reading?.pos !== 'noun' || spanByForm.has(words[at]!) || personNouns.has(words[at]!)) return false;
      const count = quantityBefore(words, at);
      return count !== undefined && count >= 2 && !isOfThePrice(token.reading.lemma, price);
    });
  }

  /**
   * Whether a noun the learner counts is the thing a price is of: its head ("camas" of "cama en dormitorio"), or in an
   * English topic a word of the clause before the price that is the noun's English ("bicis" of "We rent bikes: …").
   */
  function isOfThePrice(lemma: string, price: PricePerSpan): boolean {
    if (price.heads.has(normaliseText(lemma))) return true;
    const written = new Set([...price.words].map(englishStem));
    return englishWordsFor(lemma).some((word) => written.has(englishStem(normaliseText(word))));
  }

  const peoplePrices = createPeoplePrices(file, englishWordsFor);
  const englishDiscounts = createEnglishDiscounts(figures, priceWords, englishWordsFor);
  const addedTotals = createAddedTotals(file, priceWords);
  return {
    addedTotalFor: (message, learnerText, topic) => addedTotals.totalFor(message, learnerText, topic),
    peopleTotalFor: (message, learnerText, topic) => peoplePrices.totalFor(message, learnerText, topic),
    cheapestFor: (question, topic) => cheapestAsked(question, topic, priceWords, figures),
    discountedFor: (message, learnerText, topic) =>
      discountedPriceFor(message, learnerText, topic, figures, priceWords, file.topicText.people.discount) ??
      englishDiscounts.priceFor(message, learnerText, topic),
    orderTotalFor(now, learnerMessages, topic) {
      if (!now.includes('?')) {
        if (told(now)) return undefined;
        // "Y dos cruasanes" after "Tres magdalenas": what this order costs, not "in total"
        const before = learnerMessages.slice(0, -1).flatMap(ordersOf);
        const first = orderTotalIn(before, topic, priceWords) === undefined;
        return orderTotalIn([now], topic, priceWords, first);
      }
      // "¿Cuánto cuestan dos limpiezas?", "¿Cuánto cuesta el corte y el arreglo de barba?": a price asked of things
      // the question counts or names ("el" is one), more than one
      const question = lastQuestionOf(now);
      const counted =
        figureAskedFor(question, figures) === 'price'
          ? orderTotalIn([question], topic, priceWords, true, true, true)
          : undefined;
      if (counted) return counted;
      // only a question of what is owed: "¿Cuánto cuesta un billete?" asks a price, which a sum would not answer
      const asked = ` ${normaliseText(now)} `;
      // (or a price of everything: "¿Cuánto cuesta todo junto?")
      const ofAll = asksAll(asked) && priceCues.some((cue) => asked.includes(` ${cue} `));
      // "Quiero dos pandebonos y un tinto, ¿cuánto es todo?": the order told before the question in the same turn
      const toldBefore = now.slice(0, Math.max(0, now.indexOf('¿'))).replace(/[,;:\s]+$/u, '');
      // "Contando la entrada, las zapatillas y el arnés, ¿cuánto pago?": the things a price is asked with, one of each
      // (of the last sentence before the question: "Es mi primera vez. Contando…")
      const added = addedBeforeQuestion(now, figures);
      const addedUp =
        figureAskedFor(question, figures) === 'price' && added
          ? orderTotalIn([added], topic, priceWords, true, true, true)
          : undefined;
      if (addedUp) return addedUp;
      if (!ofAll && !billCues.some((cue) => asked.includes(` ${cue} `))) return undefined;
      const earlier = learnerMessages.slice(0, -1).flatMap(ordersOf);
      return (
        orderTotalIn(now.match(/¿?[^¿?]*\?/gu) ?? [], topic, priceWords) ??
        orderTotalIn([...earlier, ...ordersOf(toldBefore)], topic, priceWords) ??
        // "Necesita la vacuna y la desparasitación. ¿Cuánto cuesta todo junto?": what this turn names, one of each
        (asksAll(asked)
          ? orderTotalIn(ordersOf(learnerMessages.at(-1) ?? now), topic, priceWords, true, true)
          : undefined) ??
        orderTotalIn(learnerMessages.flatMap(ordersOf), topic, priceWords)
      );
    },
    totalFor(question, learnerText, topic) {
      const asked = ` ${normaliseText(question)} `;
      // "¿Cuánto cuesta el curso si me quedo dos semanas?": a price asked of a length the question tells is its bill
      // (the question itself, from its "¿": a length told before it in the turn is of the stay, not of this price)
      const own = ` ${normaliseText(lastQuestionOf(question))} `;
      const asksPrice = priceCues.some((cue) => own.includes(` ${cue} `)) || figureAskedFor(own, figures) === 'price';
      const ownLength = asksPrice ? lengthTold([own]) : undefined;
      // ("¿Cuánto me saldría con la rebaja?" after the stay was told asks its bill too)
      const withDiscount = asksPrice && discountWords.some((phrase) => own.includes(phrase));
      if (!ownLength && !withDiscount && !billCues.some((cue) => asked.includes(` ${cue} `))) return undefined;
      const told = ownLength ?? lengthTold(learnerText);
      if (!told) return undefined;
      // "Si pagas 4 semanas juntas, la cuarta tiene 50 % de descuento": a price of lengths with a discount of its own
      // is no plain product
      const deal = lengthDealOf(topic, told.span);
      if (deal === 'unread') return undefined;
      // "65,000 CLP per hour for 1-2 people, 90,000 CLP per hour for 3-4 people": the tier of the group told
      const size = peoplePrices.sizeOf(question, learnerText);
      const prices = pricesIn(topic).filter(
        (price) => price.span === told.span && (!price.tier || (size !== undefined && inTier(size, price.tier))),
      );
      // the price of what the learner named most of ("una bici eléctrica": not the "bici de paseo"), when one is;
      // named last: "Y ahora dos bicis normales" after asking of an electric one is of the normal ones
      const latest = learnerText.at(-1) ?? '';
      // (the question as written: its accents find the lemmas, "eléctrica" of "eléctrico")
      const named = [ownLength ? lastQuestionOf(question) : '', latest, learnerText.join(' ')].map((text) =>
        ofTheNamed(prices, text),
      );
      const price = named.find((found) => found !== 'none') ?? (prices.length === 1 ? prices[0] : undefined);
      // (two fit as well: which, the learner did not say)
      if (price === 'several') return undefined;
      // "Somos dos", "dos bicis" of an English topic's "bike": things counted that the price is not known to be of
      if (price && countsOtherThings(latest, price)) return undefined;
      if (!price) return undefined;
      // "¿Cuánto es el depósito?" asks the price of a thing it names, which is no stay's bill
      const thing = [...namingLemmas(question, false)].filter(
        (lemma) =>
          !BILL_NOUNS.has(normaliseText(lemma)) &&
          !spanByForm.has(normaliseText(lemma)) &&
          // ("¿Cuánto me saldría con la rebaja?" asks the bill with the topic's discount)
          !(deal && discountWords.includes(` ${normaliseText(lemma)} `)),
      );
      const ofIt = (lemma: string) => price.of.has(normaliseText(lemma)) || isOfThePrice(lemma, price);
      if (thing.length > 0 && !thing.some(ofIt)) return undefined;
      // "¿Cuánto es en total con la matrícula?": a thing added to the sum that is not of the price would be left out
      // (a discount is taken off, not added: "¿Cuánto me saldría con la rebaja?")
      const added = addedThings(lastQuestionOf(question)).filter(
        (lemma) => !discountWords.includes(` ${normaliseText(lemma)} `),
      );
      if (added.some((lemma) => !ofIt(lemma))) return undefined;
      const unit = told.count === 1 ? told.span.singular : told.span.plural;
      const count = numberToSpanish(told.count, told.span.gender === 'feminine' ? 'feminine' : 'masculine');
      // "dos camas … tres noches": the things counted too
      const things = unitsCounted([...learnerText, question], (lemma) => isOfThePrice(lemma, price));
      // "Queremos bicis por tres horas": more than one, but how many is not told
      if (things === 'uncounted') return undefined;
      // "¿Cuánto cuesta el kayak por una hora?" asks the price itself, which the topic's own sentence says better; "dos
      // bicis para toda la semana" is a sum
      if (ownLength?.count === 1 && told === ownLength && !things) return undefined;
      const whole = price.price * told.count * (things?.count ?? 1);
      // "Stays of 7 nights or more: 10% off": the share off a stay that long, with the sum before it
      const off = deal && told.count >= deal.from ? deal.percent : 0;
      // (cents a share leaves are written the Spanish way unless the topic writes its own with a point)
      const comma = price.decimalComma || !/\d\.\d{2}(?!\d)/u.test(`${topic.description}\n${topic.prompt}`);
      const total = said(Math.round(whole * (100 - off)) / 100, comma);
      // ("Tres personas, dos horas": the group a tier's price is for)
      const group = price.tier && size ? `${numberToSpanish(size, 'feminine')} personas, ` : '';
      const stay = `${group}${things ? `${things.said}, ` : ''}${count} ${unit}`;
      const before = `${said(whole, comma)} ${price.currency}`;
      // (asked with the discount of a stay too short for it: when it starts)
      const notYet =
        deal && !off && withDiscount
          ? `; el descuento del ${deal.percent} % es a partir de ${deal.from} ${told.span.plural}`
          : '';
      const discount = off ? ` con el ${off} % de descuento (sin descuento, ${before})` : notYet;
      return `${stay.charAt(0).toUpperCase()}${stay.slice(1)}: ${total} ${price.currency} en total${discount}.`;
    },
  };
}

/**
 * "dos camas": more than one of the thing a price is of, counted by the learner last, as they wrote its noun;
 * 'uncounted' when they last named it in the plural with no count ("queremos bicis"), not as a bare "de" noun ("sala
 * de reuniones"). The last naming decides: "para
 * un adulto" after "somos dos adultos" is one, never the two told before.
 */
function unitsCounted(
  texts: readonly string[],
  isPriced: (lemma: string) => boolean,
): { count: number; said: string } | 'uncounted' | undefined {
  for (const text of [...texts].reverse()) {
    const tokens = analysed(text).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
    const words = tokens.map((token) => normaliseText(token.text));
    for (let at = tokens.length - 1; at > 0; at--) {
      const token = tokens[at]!;
      if (token.reading?.pos !== 'noun' || !isPriced(token.reading.lemma)) continue;
      // a bare noun after "de" sorts the thing, it is not what is counted: "la sala de reuniones", "bolsa de hielo"
      if (words[at - 1] === 'de') continue;
      const count = quantityBefore(words, at);
      if (count === undefined && token.reading.number === 'plural') return 'uncounted';
      if (count === undefined || count < 2 || !Number.isInteger(count)) return undefined;
      const gender = token.reading.gender === 'feminine' ? 'feminine' : 'masculine';
      return { count, said: `${numberToSpanish(count, gender)} ${token.text.toLowerCase()}` };
    }
  }
  return undefined;
}

const inTier = (size: number, tier: { from: number; to: number }) => size >= tier.from && size <= tier.to;

function priceOf(
  figure: string,
  currency: string,
  span: Span,
  before: string,
  tier: PricePerSpan['tier'],
): PricePerSpan {
  const head = analysed(before).tokens.find((token) => token.reading?.pos === 'noun');
  const heads = new Set(head ? [normaliseText(head.reading!.lemma)] : []);
  const words = new Set(normaliseText(before).split(' ').filter(Boolean));
  return { ...readPrice(figure), currency, span, of: namingLemmas(before), heads, words, ...(tier ? { tier } : {}) };
}

/**
 * The lemmas of the nouns and adjectives of a text: what names a thing ("bici", "eléctrico"); a word the lexicon
 * lacks ("bungaló") as written, the same in the topic and in the learner's words.
 */
function namingLemmas(text: string, normalised = true): Set<string> {
  return new Set(
    analysed(text)
      .tokens.filter(
        (token) =>
          token.reading?.pos === 'noun' ||
          token.reading?.pos === 'adjective' ||
          (token.kind === 'word' && token.readings.length === 0 && token.text.length >= 4),
      )
      .map((token) => token.reading?.lemma ?? token.text)
      .map((lemma) => (normalised ? normaliseText(lemma) : lemma)),
  );
}

/** What a price is of: the words since the price before it, or, naming no noun ("15 euros la hora o 50 euros el
 * día"), the thing the price before it was of. */
function namer(since: string, previous: string): string {
  return analysed(since).tokens.some((token) => token.readings.some((reading) => reading.pos === 'noun'))
    ? since
    : previous || since;
}
