import { countWritten } from '@/domain/spanish-numbers';
import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { said } from './order-totals';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END } from './topic-figures';

type FigureCues = ScenesFile['topicText']['figures'];

/**
 * "¿Cuánto cuesta ida y vuelta?" of a topic that prices one way ("Willys jeep from the square, 5,000 pesos each way",
 * "el ferry cuesta 18 euros por trayecto"): twice that, with the price of one way ("Ida y vuelta son 10.000 pesos:
 * 5.000 pesos cada trayecto."). Said only where one price of one way fits: the topic's only one, or the one whose
 * sentence names what the learner asks or told of.
 */
export interface RoundTrips {
  answer(turn: string, learnerLines: readonly string[], topic: TutorTopic): string | undefined;
}

// "5,000 pesos", "18 euros", "€3", "$12"
const MONEY = /(?:([€$])\s?(\d+(?:[.,]\d+)*)|(\d+(?:[.,]\d+)*)\s*(\p{L}+|€|\$))/gu;
/** How far after its figure the words of one way may stand ("18 euros por trayecto", "5,000 pesos each way"). */
const ONE_WAY_REACH = 20;
const SYMBOLS: Readonly<Record<string, string>> = { '€': 'euros', $: 'dollars' };

export function createRoundTrips(
  cues: FigureCues['roundTrip'],
  figures: FigureCues,
  englishOf: (lemma: string) => readonly string[] = () => [],
): RoundTrips {
  const asks = cues.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const oneWay = cues.oneWay.map(normaliseText);
  const returnWords = cues.returns.map(normaliseText);
  // "ida", "vuelta": the words of the round trip asked name no thing of it
  const tripWords = new Set(cues.asks.flatMap((phrase) => normaliseText(phrase).split(' ')));
  const currencies = new Set(figures.priceUnits.map(normaliseText));

  return {
    answer(turn, learnerLines, topic) {
      if (topic.defaultTopicId) return undefined;
      const question = ` ${normaliseText(lastQuestionOf(turn))} `;
      if (!asks.some((phrase) => question.includes(phrase))) return undefined;
      // "¿Cuánto nos cuesta ir y volver a los tres?": one person's fare said bare would be false as the group's
      if (countsSeveral(question)) return undefined;
      const sentences = `${topic.description}\n${topic.prompt}`.split(SENTENCE_END);
      const prices = sentences.flatMap((sentence) =>
        pricesBefore(sentence, oneWay).map((price) => ({ ...price, sentence })),
      );
      // "65 € each way, 120 € return": the topic's own price of the round trip, never twice the one way
      const returns = sentences.flatMap((sentence) =>
        pricesBefore(sentence, returnWords).map((price) => ({ ...price, sentence })),
      );
      if (returns.length > 0) return returnAsked(returns, prices, [...learnerLines, turn]);
      const distinct = new Map(prices.map((price) => [`${price.amount} ${price.currency}`, price]));
      const chosen =
        distinct.size === 1
          ? [...distinct.values()][0]
          : ofThingNamed(prices, [...learnerLines, turn], englishOf, tripWords);
      if (!chosen) return undefined;
      const unit = figures.englishUnits[chosen.currency]?.es ?? chosen.currency;
      const { decimalComma, grouping } = chosen;
      return cues.line
        .replace('{total}', `${said(chosen.amount * 2, decimalComma, grouping)} ${unit}`)
        .replace('{price}', `${said(chosen.amount, decimalComma, grouping)} ${unit}`);
    },
  };

  /** The one return price of the thing asked, as the topic writes it; undefined where it is not clear which. */
  function returnAsked<Price extends OneWayPrice & { sentence: string }>(
    returns: readonly Price[],
    prices: readonly Price[],
    lines: readonly string[],
  ): string | undefined {
    const distinct = new Map(returns.map((price) => [`${price.amount} ${price.currency}`, price]));
    const chosen =
      distinct.size === 1 && prices.every((price) => price.sentence === returns[0]!.sentence)
        ? returns[0]
        : ofThingNamed(returns, lines, englishOf, tripWords);
    if (!chosen) return undefined;
    const unit = figures.englishUnits[chosen.currency]?.es ?? chosen.currency;
    return cues.returnLine.replace('{total}', `${said(chosen.amount, chosen.decimalComma, chosen.grouping)} ${unit}`);
  }

  /** The prices a sentence gives for one way (or for a return), their figures read as the sentence writes them. */
  function pricesBefore(sentence: string, phrases: readonly string[]): OneWayPrice[] {
    return [...sentence.matchAll(MONEY)].flatMap((match) => {
      const written = match[2] ?? match[3]!;
      const currency = normaliseText(match[1] ? SYMBOLS[match[1]]! : (SYMBOLS[match[4]!] ?? match[4]!));
      if (!currencies.has(currency)) return [];
      const after = ` ${normaliseText(sentence.slice(match.index + match[0].length).slice(0, ONE_WAY_REACH))} `;
      if (!phrases.some((phrase) => after.startsWith(` ${phrase} `))) return [];
      const amount = amountOf(written);
      return amount === undefined ? [] : [{ ...amount, currency }];
    });
  }
}

interface OneWayPrice {
  amount: number;
  currency: string;
  decimalComma: boolean;
  grouping?: string;
}

/**
 * "5,000" and "5.000" are five thousand, "1,40" and "1.40" one and forty cents: a mark before three digits groups
 * thousands, one before one or two a decimal. The figure is said again with the topic's marks, in Spanish order.
 */
function amountOf(written: string): Omit<OneWayPrice, 'currency'> | undefined {
  const decimal = /[.,](?=\d{1,2}$)/u.exec(written);
  const grouped = /[.,](?=\d{3}(?:[.,]|$))/u.exec(written);
  const whole = (decimal ? written.slice(0, decimal.index) : written).replace(/[.,]/gu, '');
  const cents = decimal ? written.slice(decimal.index + 1) : '';
  const amount = Number(`${whole}${cents ? `.${cents}` : ''}`);
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  // (said in Spanish: thousands grouped with a point, decimals after a comma)
  return { amount, decimalComma: true, ...(grouped ? { grouping: '.' } : {}) };
}

/** Of several prices of one way, the one whose sentence names a noun the learner's turn or lines name. */
function ofThingNamed<Price extends { sentence: string }>(
  prices: readonly Price[],
  lines: readonly string[],
  englishOf: (lemma: string) => readonly string[],
  tripWords: ReadonlySet<string>,
): Price | undefined {
  for (const line of [...lines].reverse()) {
    const nouns = analysed(line)
      .tokens.filter((token) => token.reading?.pos === 'noun' && !tripWords.has(normaliseText(token.reading.lemma)))
      .map((token) => token.reading!.lemma);
    const words = new Set([...nouns, ...nouns.flatMap(englishOf)].map(normaliseText));
    const naming = prices.filter(({ sentence }) =>
      normaliseText(sentence)
        .split(' ')
        .some((word) => words.has(word) || words.has(word.replace(/s$/u, ''))),
    );
    if (naming.length === 1) return naming[0];
  }
  return undefined;
}

/** Whether a question counts two or more of anything ("a los tres", "dos billetes", "para 4"). */
function countsSeveral(question: string): boolean {
  return question
    .trim()
    .split(' ')
    .some((word) => (countWritten(word) ?? 0) >= 2);
}
