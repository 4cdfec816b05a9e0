import { isNumberWord, numberToSpanish } from '@/domain/spanish-numbers';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { pricedItemsIn, singularOf, type PricedItem, type PriceWords } from './priced-items';
import { quantityBefore } from './scene-knowledge';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END } from './topic-figures';

/** One thing the learner counted that the topic prices: "cuatro conchas". */
interface Counted {
  count: number;
  /** The noun as the learner wrote it ("conchas"). */
  written: string;
  gender: 'masculine' | 'feminine';
  item: PricedItem;
  /** How it is said, where not its count and noun: "dos kilos de aguacate". */
  said?: string;
}

/** Words that may stand between a count and its noun without being counted: "dos (más) conchas". */
const BETWEEN = new Set(['mas', 'más']);
const PHRASE_WORDS = 4;
/** The definite articles: where each thing named is one, "los zapatos" names one, as "la entrada" does. */
const DEFINITE = new Set(['el', 'la', 'los', 'las']);

/**
 * "Quiero cuatro conchas y seis bolillos" in a topic that says "Las conchas cuestan 12 pesos, los bolillos 3 pesos":
 * "Cuatro conchas y seis bolillos: 66 pesos en total." The sum is said only when every thing of the topic the learner
 * named is counted and priced one by one (not by the kilo, the night or the person), each maps to one priced item, and
 * all are in one currency; otherwise undefined, never a guess.
 */
export function orderTotalIn(
  orders: readonly string[],
  topic: TutorTopic,
  words: PriceWords,
  /** "en total" only where the orders are all there is: a second order alone is said with its own price. */
  whole = true,
  /**
   * The sum is asked in the same turn ("Necesita la vacuna y la desparasitación. ¿Cuánto cuesta todo junto?"): a
   * thing named with "el" or "la" is one of it.
   */
  theIsOne = false,
  /** "¿Cuánto cuestan dos limpiezas?": only a sum of more than one thing, which no price of the topic says. */
  several = false,
): string | undefined {
  const sentences = `${topic.description}\n${topic.prompt}`.split(SENTENCE_END);
  const listed = sentences.flatMap((sentence) => pricedItemsIn(sentence, words).map((item) => ({ item, sentence })));
  // "le dejas el kilo a 40 pesos": a price of the unit another item is priced by is no item of its own
  const units = new Set(listed.flatMap(({ item }) => (item.rate ? [normaliseText(item.rate).split(' ').at(-1)!] : [])));
  const ofUnits = (item: PricedItem) => [...item.heads].some((head) => units.has(head));
  const items = listed.filter(({ item }) => !ofUnits(item)).map(({ item }) => item);
  if (items.length === 0) return undefined;
  const counted: Counted[] = [];
  for (const order of orders) {
    const found = countedIn(order, items, theIsOne, words.verbs);
    // a sentence that names nothing the topic prices is no order ("Tengo dos hijos"); one that names such a thing
    // and another it cannot sum, counted or not, leaves no sum
    if (found === undefined) return undefined;
    counted.push(...found);
  }
  if (counted.length === 0) return undefined;
  if (several && counted.length === 1 && counted[0]!.count <= 1) return undefined;
  // "Si alguien se lleva más de 3 kilos de mango, le dejas el kilo a 40 pesos": another price the topic gives for a
  // thing counted may be the one that holds
  const pricedAgain = ({ item }: Counted) => {
    const own = listed.find((entry) => entry.item === item)?.sentence;
    return listed.some(
      ({ sentence }) =>
        sentence !== own && [...item.heads].some((head) => normaliseText(sentence).split(' ').includes(head)),
    );
  };
  if (counted.some(pricedAgain)) return undefined;
  const currencies = new Set(counted.map(({ item }) => normaliseText(item.currency)));
  if (currencies.size !== 1) return undefined;
  const total = counted.reduce((sum, { count, item }) => sum + count * item.price, 0);
  const parts = counted.map(({ count, written, gender, said }) => said ?? `${countWord(count, gender)} ${written}`);
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)!}`;
  const decimalComma = counted.some(({ item }) => item.decimalComma);
  const grouping = counted.find(({ item }) => item.grouping)?.item.grouping;
  const sum = said(total, decimalComma, grouping);
  const currency1 = total === 1 ? singularCurrency(counted[0]!.item.currency, words) : counted[0]!.item.currency;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)}: ${sum} ${currency1}${whole ? ' en total' : ''}.`;
}

/**
 * The things of the topic one order counts: none when it counts none; undefined when it names one that cannot be
 * summed, or something uncounted or unpriced beside them ("Dos cruasanes y un café", "magdalenas y dos cruasanes").
 */
/** The items whose first noun a word names ("dos pandebonos" of "pandebono", a word the lexicon lacks, by its ending). */
function itemsNamedBy(token: ReturnType<typeof analysed>['tokens'][number], items: readonly PricedItem[]) {
  const keys = new Set(
    [token.text, ...token.readings.map((reading) => reading.lemma), ...singularOf(token)].map(normaliseText),
  );
  return items.filter((item) => [...item.heads].some((head) => keys.has(head)));
}

function countedIn(
  order: string,
  items: readonly PricedItem[],
  theIsOne: boolean,
  priceVerbs: ReadonlySet<string>,
): Counted[] | undefined {
  const tokens = analysed(order).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
  const words = tokens.map((token) => normaliseText(token.text));
  const found: Counted[] = [];
  const units = new Set(items.flatMap((item) => (item.rate ? [normaliseText(item.rate).split(' ').at(-1)!] : [])));
  let unpriced = false;
  let uncounted = false;
  for (const [at, token] of tokens.entries()) {
    const matching = itemsNamedBy(token, items);
    // "¿Cuánto cuestan…?": the verb that asks the price orders nothing, though a topic's "…; cuesta 15 euros" be read
    // as an item of that name (another verb may: "mi hijo quiere cortarse el pelo" is a cut to count)
    if (
      token.kind === 'number' ||
      (token.reading?.pos === 'verb' && priceVerbs.has(normaliseText(token.reading.lemma)))
    )
      continue;
    const the = theIsOne && ['el', 'la'].includes(words[at - 1] ?? '') ? 1 : undefined;
    const count = quantityBefore(words, at, BETWEEN) ?? the;
    // "dos kilos de aguacate": the unit is counted for the thing after it
    if (matching.length === 0 && words[at + 1] === 'de' && units.has(words[at]!.replace(/e?s$/u, ''))) continue;
    if (matching.length === 0) {
      // "tres bolillo", a word the lexicon lacks, counted: something the sum would leave out (so is "los zapatos"
      // named beside "la entrada" where each thing named is one)
      const mayBeAThing = token.reading?.pos === 'noun' || token.readings.length === 0;
      if (mayBeAThing && (count !== undefined || (theIsOne && DEFINITE.has(words[at - 1] ?? '')))) unpriced = true;
      continue;
    }
    const item = itemNamedAt(tokens, words, at, matching);
    // "dos kilos de aguacate" of "aguacate a 80 pesos el kilo": the count of the unit the price is for
    const measured = item?.rate ? measuredOrder(tokens, words, at, item) : undefined;
    if (measured === null) return undefined;
    if (measured) {
      found.push(measured);
      continue;
    }
    // a price by the kilo or the night, one that depends on more ("de día"), or a service's, is not summed by count
    if (!item || item.rate || item.qualified || item.ofADoing) return undefined;
    // "¡Sus conchas son las más ricas!": a thing named without a count is no order of it
    if (count === undefined) {
      const asNamed = theIsOne ? namedInItsPlural(words, at, token.text, item) : undefined;
      if (asNamed) found.push(asNamed);
      else uncounted = true;
      continue;
    }
    if (!Number.isInteger(count)) return undefined;
    // "un paquete de ocho clases", "una caja de seis huevos": the count is of what holds them, no order of them
    if (countAfterDe(words, at)) return undefined;
    // "un billete de ida y vuelta" is not the "billete de ida" the topic prices: every word naming it must be the item's
    if (!namesOnly(tokens, at, item)) return undefined;
    // "cuatro concha": a count that does not agree with its noun is not said back
    // (a word the lexicon lacks, "bolillo", by its ending)
    const number = token.reading?.number ?? (/s$/iu.test(token.text) ? 'plural' : 'singular');
    if ((count === 1 && number === 'plural') || (count > 1 && number === 'singular')) return undefined;
    // a word the lexicon lacks ("desparasitación") takes the gender of the learner's article
    const article = words[at - 1] ?? '';
    const feminine = token.reading?.gender
      ? token.reading.gender === 'feminine'
      : ['la', 'las', 'una', 'unas'].includes(article);
    const gender = feminine ? 'feminine' : 'masculine';
    found.push({ count, written: writtenName(tokens, at, item), gender, item });
  }
  // none counted: no order; some counted beside one that is not, or beside one unpriced: no sum for certain
  if (found.length === 0) return [];
  return unpriced || uncounted ? undefined : found;
}

/**
 * Of the items a noun names, the one whose words the learner's phrase holds most of ("corte de pelo" or "corte y
 * lavado"); undefined when two fit alike.
 */
function itemNamedAt(
  tokens: ReturnType<typeof analysed>['tokens'],
  words: readonly string[],
  at: number,
  matching: readonly PricedItem[],
): PricedItem | undefined {
  // "corte de pelo" or "corte y lavado": the item whose words the learner's phrase holds most of
  // (by their lemmas too: "dos ceviches mixtos" holds "mixto" of "ceviche mixto")
  const phrase = new Set(
    tokens
      .slice(at, at + PHRASE_WORDS)
      .flatMap((next) => [next.text, ...next.readings.map((reading) => reading.lemma), ...singularOf(next)])
      .map(normaliseText),
  );
  const scores = matching.map((item) => [...item.lemmas].filter((lemma) => phrase.has(lemma)).length);
  const best = Math.max(...scores);
  const tied = matching.filter((_, index) => scores[index] === best);
  // "una jarra de chicha" of "chicha morada, 18 soles la jarra o 6 soles el vaso": the price of the unit told
  const byUnit = tied.filter((candidate) => candidate.rate && measureBefore(words, at, candidate.rate));
  const chosen = tied.length > 1 && byUnit.length === 1 ? byUnit : tied;
  return chosen.length === 1 ? chosen[0]! : undefined;
}

/**
 * "la entrada, las zapatillas y el arnés" of "Alquiler de zapatillas": a plural the topic's own name for the item holds,
 * named with its article, is one of it, as "la entrada" is one entry.
 */
function namedInItsPlural(
  words: readonly string[],
  at: number,
  written: string,
  item: PricedItem,
): Counted | undefined {
  const article = words[at - 1] ?? '';
  if (!['los', 'las'].includes(article) || !normaliseText(item.name).split(' ').includes(words[at]!)) return undefined;
  return { count: 1, written, gender: 'masculine', item, said: `${article} ${written}` };
}

/** A measured order of `item` ("dos kilos de aguacate"); null where it cannot be summed, undefined where none. */
function measuredOrder(
  tokens: ReturnType<typeof analysed>['tokens'],
  words: readonly string[],
  at: number,
  item: PricedItem,
): Counted | null | undefined {
  const measured = measureBefore(words, at, item.rate!);
  if (!measured) return undefined;
  if (item.qualified || countAfterDe(words, measured.at)) return null;
  return { count: measured.count, written: '', gender: 'masculine', item, said: measured.said(tokens, at, item) };
}

/**
 * "dos kilos de aguacate", "medio kilo de fresas": the count of the unit a rate is for ("el kilo"), told just before
 * "de" and the item's noun at `at`; undefined for any other words.
 */
function measureBefore(words: readonly string[], at: number, rate: string) {
  const unit = normaliseText(rate).split(' ').at(-1)!;
  const unitAt = at - 2;
  const written = words[unitAt];
  if (words[at - 1] !== 'de' || !written || (written !== unit && written !== `${unit}s` && written !== `${unit}es`))
    return undefined;
  const count = quantityBefore(words, unitAt);
  if (count === undefined) return undefined;
  // "la caja": the unit's gender is its article's
  const gender = /^(?:a\s+)?la\s/iu.test(rate) ? 'feminine' : 'masculine';
  const half = gender === 'feminine' ? 'media' : 'medio';
  return {
    at: unitAt,
    count,
    said: (tokens: ReturnType<typeof analysed>['tokens'], noun: number, item: PricedItem) =>
      `${count === 0.5 ? half : countWord(count, gender)} ${written} de ${writtenName(tokens, noun, item)}`,
  };
}

/** Whether "de" stands just before the count of the noun at `at` ("un paquete de ocho clases"). */
function countAfterDe(words: readonly string[], at: number): boolean {
  let start = at - 1;
  while (start >= 0 && BETWEEN.has(words[start]!)) start--;
  // back over the count's words: "ocho", "8", "veinte y dos"
  while (start >= 0 && (/^\d+$/u.test(words[start]!) || isNumberWord(words[start]!) || words[start] === 'y')) start--;
  return words[start] === 'de';
}

/** Whether the words that name the thing after its noun ("de manzana", "de ida y vuelta") all name the item. */
function namesOnly(tokens: ReturnType<typeof analysed>['tokens'], at: number, item: PricedItem): boolean {
  for (let next = at + 1; next < tokens.length; next++) {
    const token = tokens[next]!;
    const word = token.text.toLowerCase();
    if (word === 'de' || word === 'con') continue;
    if (word === 'y' && tokens[next + 1]?.reading?.pos === 'noun' && tokens[next - 2]?.text.toLowerCase() === 'de')
      continue;
    const naming = token.reading?.pos === 'noun' || token.reading?.pos === 'adjective';
    if (!naming) return true;
    const lemmas = [token.text, ...token.readings.map((reading) => reading.lemma)].map(normaliseText);
    if (!lemmas.some((lemma) => item.lemmas.has(lemma))) return false;
  }
  return true;
}

/** The learner's words for the item, from its noun on while they name it ("tarta de manzana"), in lower case. */
function writtenName(tokens: ReturnType<typeof analysed>['tokens'], at: number, item: PricedItem): string {
  let end = at;
  for (let next = at + 1; next < Math.min(tokens.length, at + PHRASE_WORDS); next++) {
    const token = tokens[next]!;
    const lemmas = [token.text, ...token.readings.map((reading) => reading.lemma)].map(normaliseText);
    if (lemmas.some((lemma) => item.lemmas.has(lemma))) end = next;
    else if (!['de', 'con'].includes(token.text.toLowerCase())) break;
  }
  return tokens
    .slice(at, end + 1)
    .map((token) => token.text.toLowerCase())
    .join(' ');
}

/** "1 euro", "1 sol": a currency's singular where the topic's table of units has it. */
function singularCurrency(plural: string, words: PriceWords): string {
  const singular = [plural.replace(/s$/u, ''), plural.replace(/es$/u, '')].find(
    (form) => form !== plural && words.currencies.has(normaliseText(form)),
  );
  return singular ?? plural;
}

function countWord(count: number, gender: 'masculine' | 'feminine'): string {
  if (count === 1) return gender === 'feminine' ? 'una' : 'un';
  return numberToSpanish(count, gender);
}

/**
 * A figure as a total is written: whole, or with two decimals after the topic's own decimal mark; from five digits
 * on, thousands grouped with the topic's own mark (a point where it writes none, as the RAE has it: "320.000").
 */
export function said(total: number, decimalComma: boolean, grouping?: string): string {
  const [whole, cents] = (Number.isInteger(total) ? String(total) : total.toFixed(2)).split('.');
  const mark = grouping ?? (decimalComma ? '.' : ',');
  // four figures are grouped only where the topic groups its own ("1.500 pesos"), as the RAE leaves them otherwise
  const grouped = whole!.length >= (grouping ? 4 : 5) ? whole!.replace(/\B(?=(?:\d{3})+$)/gu, mark) : whole!;
  return cents === undefined ? grouped : `${grouped}${decimalComma ? ',' : '.'}${cents}`;
}
