import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { said } from './order-totals';
import { pricedItemsIn, type PricedItem, type PriceWords } from './priced-items';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END, figureAskedFor, spanishWeekdays } from './topic-figures';

type Figures = ScenesFile['topicText']['figures'];

/** "Los estudiantes con carné tienen un 15 % de descuento en la limpieza." */
interface Discount {
  percent: number;
  /** The lemmas of the nouns that say who has it ("estudiante", "carné"). */
  who: ReadonlySet<string>;
  /** The lemmas of the thing it is on ("limpieza"); empty when the topic names none. */
  on: ReadonlySet<string>;
  /** It holds only on some days ("los lunes") or under a condition ("si…"): no price is said for it as a fact. */
  conditional: boolean;
}

/** "soy", "somos": the learner saying what they are. */
const I_AM = new Set(['soy', 'somos']);
const PERCENT = /(\d+(?:[.,]\d+)?)\s*(?:%|por\s+ciento|percent)/giu;
/** Words that end the phrase of the thing a discount is on: "en la matrícula para estudiantes". */
const PHRASE_END = /[,;:()[\]]|\s(?:para|si|for|if|y|and)\s/iu;

const lemmasOf = (text: string) =>
  new Set(
    analysed(text)
      .tokens.filter((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'adjective')
      .map((token) => normaliseText(token.reading!.lemma)),
  );

/** The discounts a topic gives for kinds of people, one per sentence; none of a group's size or two in one sentence. */
function discountsIn(
  topic: TutorTopic,
  cues: Figures['discounts'],
  words: ReadonlySet<string>,
  weekdays: ReadonlySet<string>,
): Discount[] {
  const groups = new Set(cues.groups.map(normaliseText));
  const onWords = cues.on.map(normaliseText).join('|');
  const found: Discount[] = [];
  for (const sentence of `${topic.description}\n${topic.prompt}`.split(SENTENCE_END)) {
    const percents = [...sentence.matchAll(PERCENT)];
    const plain = ` ${normaliseText(sentence)} `;
    if (percents.length !== 1 || ![...words].some((word) => plain.includes(` ${word} `))) continue;
    // "los grupos de ocho personas o más": how many come decides it, which a count of people answers elsewhere
    if ([...groups].some((word) => plain.includes(` ${word} `))) continue;
    const after = sentence.slice(percents[0]!.index + percents[0]![0].length);
    const onPhrase = new RegExp(`(?:^|\\s)(?:${onWords})\\s+(.*)$`, 'iu').exec(after);
    const on = onPhrase ? lemmasOf(onPhrase[1]!.split(PHRASE_END)[0]!) : new Set<string>();
    const who = new Set([...lemmasOf(sentence)].filter((lemma) => !on.has(lemma) && !words.has(lemma)));
    if (who.size === 0) continue;
    // "los lunes", "si pagas en efectivo": a discount of some days or some condition
    const conditional = [...weekdays, 'si', 'if'].some((word) => plain.includes(` ${word} `));
    found.push({ percent: Number(percents[0]![1]!.replace(',', '.')), who, on, conditional });
  }
  return found;
}

/**
 * Whether the learner told they are one of these ("Soy estudiante", "Somos socios del club"), in a clause without
 * "no": of another ("Mi hermano es estudiante", "Tengo un niño") the price asked may not be theirs.
 */
function toldToBe(learnerText: readonly string[], who: ReadonlySet<string>): boolean {
  return learnerText.some((text) =>
    text.split(/[.,;!?¿¡]+/u).some((clause) => {
      const tokens = analysed(clause).tokens.filter((token) => token.kind === 'word');
      const named = tokens.some(
        (token, at) =>
          token.reading?.pos === 'noun' &&
          who.has(normaliseText(token.reading.lemma)) &&
          tokens.slice(Math.max(0, at - 2), at).some((before) => I_AM.has(normaliseText(before.text))),
      );
      return named && !tokens.some((token) => normaliseText(token.text) === 'no');
    }),
  );
}

/**
 * "Soy estudiante. ¿Cuánto me costaría una limpieza?" in a topic that says "Una limpieza dental, 120 soles. Los
 * estudiantes con carné tienen un 15 % de descuento en la limpieza": "Limpieza dental: 102 soles con el 15 % de
 * descuento (sin descuento, 120 soles)." Said only when the question asks a price of one thing the topic prices (or of
 * none, where the discount is on one), the learner told they are who has it or asked for the discount, and one
 * discount of the topic fits; otherwise undefined.
 */
export function discountedPriceFor(
  message: string,
  learnerText: readonly string[],
  topic: TutorTopic,
  figures: Figures,
  priceWords: PriceWords,
  /** scenes.json `topicText.people.discount`: the words of a discount ("descuento", "off"). */
  wordsOfDiscount: readonly string[],
): string | undefined {
  const question = lastQuestionOf(message);
  if (!question.includes('?') || figureAskedFor(question, figures) !== 'price') return undefined;
  const discountWords = new Set(wordsOfDiscount.map(normaliseText));
  const discounts = discountsIn(topic, figures.discounts, discountWords, spanishWeekdays(figures));
  if (discounts.length === 0) return undefined;
  const asksForIt = [...discountWords].some((word) => ` ${normaliseText(question)} `.includes(` ${word} `));
  const items = `${topic.description}\n${topic.prompt}`
    .split(SENTENCE_END)
    .flatMap((sentence) => pricedItemsIn(sentence, priceWords));
  const named = lemmasOf(question);
  // "¿…el plan trimestral?" is not of "Planes: mensual, 35.000 pesos": a word the question names that another item
  // has and this one lacks
  // (every word the question names is the item's, but the discount's own: "con el descuento")
  const askedItems = items.filter(
    (item) =>
      [...item.heads].some((head) => named.has(head)) &&
      [...named].every((lemma) => item.lemmas.has(lemma) || discountWords.has(lemma)),
  );
  const fitting = discounts.flatMap((discount) => {
    // asked for with no kind of person told: only a discount on a thing, with no condition of its own
    const held = toldToBe(learnerText, discount.who) || (asksForIt && discount.on.size > 0 && !discount.conditional);
    // (a question naming a thing no item fits, "el plan trimestral", is of none; nor is one of nothing asked after
    // another thing of the turn: "¿Necesito el chaleco? ¿Cuánto cuesta?" is the vest's price, never the class's)
    const namesNothing =
      [...named].every((lemma) => discountWords.has(lemma)) &&
      [...lemmasOf(message)].every((lemma) => discountWords.has(lemma) || discount.who.has(lemma));
    const item = held ? itemOf(discount, askedItems, namesNothing ? items : []) : undefined;
    return item ? [{ discount, item }] : [];
  });
  if (fitting.length !== 1) return undefined;
  const { discount, item } = fitting[0]!;
  return saidDiscounted(item, discount, `${topic.description}\n${topic.prompt}`);
}

/** "Limpieza dental: 102 soles con el 15 % de descuento (sin descuento, 120 soles)." */
function saidDiscounted(item: PricedItem, discount: Discount, topicText: string): string {
  const price = Math.round(item.price * (100 - discount.percent)) / 100;
  const rate = item.rate ? ` ${item.rate}` : '';
  // a decimal comma, as Spanish writes it, unless the topic writes its decimals with a point ("2.50 dollars")
  const comma = item.decimalComma || !/\d\.\d{2}(?!\d)/u.test(topicText);
  const name = item.name.replace(/^(?:el|la|los|las|un|una|unos|unas)\s+/iu, '');
  const full = `${said(item.price, comma, item.grouping)} ${item.currency}`;
  return (
    `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${said(price, comma, item.grouping)} ` +
    `${item.currency}${rate} con el ${discount.percent} % de descuento (sin descuento, ${full}${rate}).`
  );
}

/** The one priced thing a discount is on, of those the question names (or, where it names none, of all). */
function itemOf(
  discount: Discount,
  askedItems: readonly PricedItem[],
  items: readonly PricedItem[],
): PricedItem | undefined {
  const onIt = (item: PricedItem) => discount.on.size === 0 || [...item.lemmas].some((lemma) => discount.on.has(lemma));
  const candidates = askedItems.length > 0 ? askedItems : discount.on.size > 0 ? items : [];
  const fitting = candidates.filter(onIt);
  return fitting.length === 1 ? fitting[0] : undefined;
}
