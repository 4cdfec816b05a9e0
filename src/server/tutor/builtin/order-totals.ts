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
}

/** Words that may stand between a count and its noun without being counted: "dos (más) conchas". */
const BETWEEN = new Set(['mas', 'más']);
const PHRASE_WORDS = 4;

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
): string | undefined {
  const items = `${topic.description}\n${topic.prompt}`
    .split(SENTENCE_END)
    .flatMap((sentence) => pricedItemsIn(sentence, words));
  if (items.length === 0) return undefined;
  const counted: Counted[] = [];
  for (const order of orders) {
    const found = countedIn(order, items, theIsOne);
    // a sentence that names nothing the topic prices is no order ("Tengo dos hijos"); one that names such a thing
    // and another it cannot sum, counted or not, leaves no sum
    if (found === undefined) return undefined;
    counted.push(...found);
  }
  if (counted.length === 0) return undefined;
  const currency = new Set(counted.map(({ item }) => normaliseText(item.currency)));
  if (currency.size !== 1) return undefined;
  const total = counted.reduce((sum, { count, item }) => sum + count * item.price, 0);
  const parts = counted.map(({ count, written, gender }) => `${countWord(count, gender)} ${written}`);
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)!}`;
  const decimalComma = counted.some(({ item }) => item.decimalComma);
  const grouping = counted.find(({ item }) => item.grouping)?.item.grouping;
  const sum = said(total, decimalComma, grouping);
  return `${list.charAt(0).toUpperCase()}${list.slice(1)}: ${sum} ${counted[0]!.item.currency}${whole ? ' en total' : ''}.`;
}

/**
 * The things of the topic one order counts: none when it counts none; undefined when it names one that cannot be
 * summed, or something uncounted or unpriced beside them ("Dos cruasanes y un café", "magdalenas y dos cruasanes").
 */
function countedIn(order: string, items: readonly PricedItem[], theIsOne: boolean): Counted[] | undefined {
  const tokens = analysed(order).tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
  const words = tokens.map((token) => normaliseText(token.text));
  const found: Counted[] = [];
  let unpriced = false;
  let uncounted = false;
  for (const [at, token] of tokens.entries()) {
    // "dos pandebonos" of the topic's "pandebono", a word the lexicon lacks: its singular by the ending
    const keys = new Set(
      [token.text, ...token.readings.map((reading) => reading.lemma), ...singularOf(token)].map(normaliseText),
    );
    const matching = items.filter((item) => [...item.heads].some((head) => keys.has(head)));
    if (token.kind === 'number') continue;
    const the = theIsOne && ['el', 'la'].includes(words[at - 1] ?? '') ? 1 : undefined;
    const count = quantityBefore(words, at, BETWEEN) ?? the;
    if (matching.length === 0) {
      // "tres bolillo", a word the lexicon lacks, counted: something the sum would leave out
      const mayBeAThing = token.reading?.pos === 'noun' || token.readings.length === 0;
      if (mayBeAThing && count !== undefined) unpriced = true;
      continue;
    }
    // "corte de pelo" or "corte y lavado": the item whose words the learner's phrase holds most of
    const phrase = new Set(words.slice(at, at + PHRASE_WORDS));
    const scores = matching.map((item) => [...item.lemmas].filter((lemma) => phrase.has(lemma)).length);
    const best = Math.max(...scores);
    const chosen = matching.filter((_, index) => scores[index] === best);
    const item = chosen.length === 1 ? chosen[0]! : undefined;
    // a price by the kilo or the night, one that depends on more ("de día"), or a service's, is not summed by count
    if (!item || item.rate || item.qualified || item.ofADoing) return undefined;
    // "¡Sus conchas son las más ricas!": a thing named without a count is no order of it
    if (count === undefined) {
      uncounted = true;
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
