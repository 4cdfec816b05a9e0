import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { analysed } from './analysis-cache';
import { ARTICLES } from './articles';
import { normaliseText } from './text-normalisation';

/**
 * A thing a learner's topic gives a price for, read from one of its sentences: "Las conchas cuestan 12 pesos, los
 * bolillos 3 pesos y un pastel entero 350 pesos" gives three; so do "Vendo una lámpara por 45 euros, discos a 8 euros
 * cada uno…" and "Corte de pelo: 18 euros; tinte: 35 euros".
 */
export interface PricedItem {
  /** The noun phrase as the topic writes it ("un pastel de tres leches entero"). */
  name: string;
  /** Its first noun, as written and as its lemmas: what a learner's "dos pasteles" is matched by. */
  heads: ReadonlySet<string>;
  /** The lemmas of all its nouns and adjectives. */
  lemmas: ReadonlySet<string>;
  price: number;
  /** The figure, its currency and any rate as the topic writes them ("4 euros el kilo"). */
  said: string;
  currency: string;
  decimalComma: boolean;
  /** The mark the topic groups thousands with ("40.000"), when it does. */
  grouping?: string;
  /** "el kilo", "por persona", "la noche": what the price is for, when not one of the thing. */
  rate?: string;
  /**
   * Words follow the price before the next item ("600 pesos de día y 900 de noche", "e incluye tabla"): the price
   * said alone would leave out what it depends on.
   */
  qualified: boolean;
  /** The name opens with a verb ("Abrir una puerta"): a service, whose price is said in its own sentence. */
  ofADoing: boolean;
}

// "12 pesos", "1,20 euros", "3 €", "€3", "$50"
const MONEY = /(\d+(?:[.,]\d+)*)\s*(€|\$|\p{L}+)|([€$])\s?(\d+(?:[.,]\d+)*)/gu;
// "el kilo", "por persona", "a la semana"; "cada uno" is the price of one, no rate
const RATE = /^\s*(?:la|el|al|por|cada|a\s+la|a\s+el|por\s+cada|per|a|an)\s+(\p{L}+)/iu;
/** Words that close a noun phrase before its figure and are no part of it: "por 45 euros", "a 8 euros", "desde". */
const BEFORE_FIGURE = new Set(['por', 'a', 'de', 'desde', 'solo', 'sólo', 'unos', 'unas', 'about', 'for', 'at']);
const MAX_NAME_WORDS = 8;
const DETERMINERS = new Set(ARTICLES);

/** Every priced thing a sentence names, in order; none for a figure that is not a price or has no noun before it. */
/** The words of prices in scenes.json `topicText.figures`, normalised: units of money and verbs of costing. */
export interface PriceWords {
  currencies: ReadonlySet<string>;
  /** "cuesta", "vale": a verb of price is one even where the tagger reads a noun ("la cuesta", "el vale"). */
  verbs: ReadonlySet<string>;
  /** "por pieza", "cada uno": a price for one of the thing, which is no rate. */
  perOne: ReadonlySet<string>;
  /** "alquiler", "servicio": a service whose "de" phrase names the thing had ("Alquiler de zapatillas"). */
  serviceOfAThing: ReadonlySet<string>;
}

export function priceWordsOf(figures: ScenesFile['topicText']['figures']): PriceWords {
  return {
    currencies: new Set(figures.priceUnits.map(normaliseText)),
    verbs: new Set(figures.priceVerbs.map(normaliseText)),
    perOne: new Set(figures.perOne.map(normaliseText)),
    serviceOfAThing: new Set(figures.serviceOfAThing.map(normaliseText)),
  };
}

/**
 * Whether words after a price, before the next item, say what it depends on ("600 pesos de día", "e incluye
 * tabla"); the adjective of its currency does not ("5.000 pesos chilenos").
 */
function qualifies(after: string): boolean {
  const words = analysed(after.replace(/^\s*\)/u, '').trim()).tokens.filter((token) => token.kind !== 'punctuation');
  return words.length > 0 && !(words.length === 1 && words[0]!.readings.some((reading) => reading.pos === 'adjective'));
}

/** How many figures of money a sentence gives, named or not ("4 € per hour or 15 € per day": two). */
export function moneyFiguresIn(sentence: string, words: PriceWords): number {
  return [...sentence.matchAll(MONEY)].filter((match) => {
    const unit = match[2] ?? match[3]!;
    return unit === '€' || unit === '$' || words.currencies.has(normaliseText(unit));
  }).length;
}

export function pricedItemsIn(sentence: string, words: PriceWords): PricedItem[] {
  const items: PricedItem[] = [];
  let from = 0;
  for (const match of sentence.matchAll(MONEY)) {
    const figure = match[1] ?? match[4]!;
    let unit = match[2] ?? match[3]!;
    let end = match.index + match[0].length;
    // "35,000 Chilean pesos", "750 US dollars": a word of the country between the figure and its currency
    const country = words.currencies.has(normaliseText(unit)) ? null : /^\s+(\p{L}+)/u.exec(sentence.slice(end));
    if (country && words.currencies.has(normaliseText(country[1]!))) {
      unit = country[1]!;
      end += country[0].length;
    }
    const currency = unit === '€' ? 'euros' : unit === '$' ? 'dólares' : unit;
    const isMoney = unit === '€' || unit === '$' || words.currencies.has(normaliseText(unit));
    const rate = RATE.exec(sentence.slice(end));
    const perOne = rate !== null && words.perOne.has(normaliseText(rate[1]!));
    if (rate) end += rate[0].length;
    if (isMoney) {
      const between = sentence.slice(from, match.index);
      // "chicha morada, 18 soles la jarra o 6 soles el vaso": the same thing at the price of another unit
      const previous = items.at(-1);
      const alternative = previous?.rate && rate && !perOne && /^\s*o\s*$/u.test(between) ? previous : undefined;
      if (alternative) alternative.qualified = false;
      const name = alternative
        ? { name: alternative.name, heads: alternative.heads, lemmas: alternative.lemmas, ofADoing: false }
        : nameBefore(between, words);
      const next = sentence.slice(end).search(/[,;]|\s(?:y|e)\s|[.!?]?$/u);
      if (name) {
        items.push({
          ...name,
          ...readPrice(figure),
          said: sentence.slice(match.index, perOne ? match.index + match[0].length : end).trim(),
          currency,
          ...(rate && !perOne ? { rate: rate[0].trim() } : {}),
          // (the bracket a price is in closes before the next item: "pandebono (1.500 pesos), almojábana…")
          qualified: next > 0 && qualifies(sentence.slice(end, end + next)),
        });
      }
      // (a figure of no money, "caja de 20 comprimidos", is part of the next price's name or description)
      from = end;
    }
  }
  return items;
}

/**
 * "A Valparaíso y Viña del Mar el pasaje cuesta": a place or time said first is no name; the thing is the phrase the
 * last article before the verb opens.
 */
function withoutFrontedPhrase(part: string): string {
  const fronted =
    /^\s*(?:[Aa]l?|[Ee]n|[Pp]ara|[Dd]esde|[Hh]asta|[Pp]or)\s.*\s((?:el|la|los|las)\s+\p{L}[^,;:]*)$/u.exec(part);
  return fronted ? fronted[1]! : part;
}

/**
 * The noun phrase a price is of, from the text between the figure before it and this one: after a list's comma,
 * "y" or colon, with the verb that states the price taken off ("Las conchas cuestan" → "Las conchas"; "Vendo una
 * lámpara por" → "una lámpara"); undefined when no noun is left.
 */
function nameBefore(
  text: string,
  { verbs: priceVerbs, serviceOfAThing }: PriceWords,
): Omit<PricedItem, 'price' | 'said' | 'currency' | 'decimalComma' | 'qualified'> | undefined {
  // "pandebono (1.500 pesos)": a price in brackets is of the name before them, and so is one after a description
  // in them ("paracetamol (caja de 20 comprimidos, 2,50 euros)")
  const { before, aliasWords } = withoutDescription(text);
  text = before;
  const open = text.lastIndexOf('(');
  const inBrackets = open > text.lastIndexOf(')') && /\S/u.test(text.slice(open + 1));
  const parts = (inBrackets ? text.slice(0, open) : text).replace(/\(\s*$/u, '').split(/[;,(]/u);
  // "consulta general, 60.000 pesos; vacuna, 45.000 pesos": a comma between a name and its price
  let part = !/\p{L}/u.test(parts.at(-1)!) && parts.length > 1 ? parts.at(-2)! : parts.at(-1)!;
  const colon = part.lastIndexOf(':');
  // "Corte de pelo: 18 euros": the label names it; "Precios: concha 12 pesos" names it after the heading
  if (colon >= 0) part = hasNoun(part.slice(colon + 1)) ? part.slice(colon + 1) : part.slice(0, colon);
  part = withoutFrontedPhrase(part);
  const joined = /\s(?:y|e|and)\s/giu;
  const lastJoin = [...part.matchAll(joined)].at(-1);
  // ("pastillas para la garganta de miel y limón": a "y" inside a "de" names one thing)
  const inOfPhrase = lastJoin !== undefined && /(?:^|\s)de\s+\p{L}+\s*$/iu.test(part.slice(0, lastJoin.index));
  if (lastJoin && !inOfPhrase && hasNoun(part.slice(lastJoin.index + lastJoin[0].length)) && colon < 0)
    part = part.slice(lastJoin.index + lastJoin[0].length);
  let tokens = analysed(part.trim()).tokens.filter((token) => token.kind !== 'punctuation');
  // "Vendo una lámpara": the phrase after the verb; "Las conchas cuestan": the phrase before it
  // ("tinto (1.500 pesos)": a word alone before its price names it, though it may be read as "I dye")
  const alone = tokens.length === 1 && tokens.some(namesAsNoun);
  // ("consulta general", "vacuna antirrábica": a first word that may be a noun opens the name, not a verb)
  const verbAt = (token: Token, at: number) => isFinite(token, priceVerbs) && !(at === 0 && hasNounReading(token));
  const verb = alone ? -1 : tokens.findIndex(verbAt);
  if (verb >= 0) {
    const after = tokens.slice(verb + 1);
    tokens = after.some((token) => isNoun(token) || namesAsNoun(token)) ? after : tokens.slice(0, verb);
  }
  while (tokens.length > 0 && BEFORE_FIGURE.has(tokens.at(-1)!.text.toLowerCase())) tokens = tokens.slice(0, -1);
  if (tokens.length === 0 || tokens.length > MAX_NAME_WORDS || (!alone && tokens.some(verbAt))) return undefined;
  // "Tenemos empanadas a 3 soles": a participle or an adjective said as a noun names the thing when no noun does
  // ("repelente de mosquitos": an adjective that opens the name before "de" is said as its noun)
  const opening = tokens.find((token) => !DETERMINERS.has(token.text.toLowerCase()));
  const nominal =
    opening && namesAsNoun(opening) && !isNoun(opening) && tokens[tokens.indexOf(opening) + 1]?.text === 'de';
  const first = (nominal ? opening : undefined) ?? tokens.find(isNoun) ?? tokens.find(namesAsNoun);
  if (!first) return undefined;
  const name = part.slice(
    part.indexOf(tokens[0]!.text),
    part.lastIndexOf(tokens.at(-1)!.text) + tokens.at(-1)!.text.length,
  );
  return {
    name: name.trim(),
    ofADoing: tokens[0]!.reading?.pos === 'verb' && !alone && !hasNounReading(tokens[0]!),
    heads: new Set([...headsOf(first, tokens, serviceOfAThing), ...aliasWords].map(normaliseText)),
    // (each noun by its noun readings too: "consulta", read first as "consultar", names "una consulta")
    lemmas: new Set(
      tokens
        .filter((token) => token === first || isNoun(token) || token.reading?.pos === 'adjective')
        .flatMap((token) => [
          token.reading?.lemma ?? token.text,
          ...token.readings.filter((reading) => reading.pos === 'noun').map((reading) => reading.lemma),
        ])
        .concat(aliasWords)
        .map(normaliseText),
    ),
  };
}

/**
 * The words a learner names an item by: its first noun as written, its lemmas and singular; and for a service of a
 * thing ("Alquiler de zapatillas de escalada") the thing its "de" phrase names too, which is what is ordered.
 */
function headsOf(first: Token, tokens: readonly Token[], serviceOfAThing: ReadonlySet<string>): string[] {
  const forms = (token: Token) => [token.text, ...token.readings.map((reading) => reading.lemma), ...singularOf(token)];
  const at = tokens.indexOf(first);
  const thing =
    serviceOfAThing.has(normaliseText(first.reading?.lemma ?? first.text)) && tokens[at + 1]?.text === 'de'
      ? tokens.slice(at + 2).find(isNoun)
      : undefined;
  return [...forms(first), ...(thing ? forms(thing) : [])];
}

/**
 * "jugo verde (nopal, piña y apio), 50 pesos", "Ibuprofen 400 mg (20 tablets): 3,20 €": a bracket closed before the
 * price describes the name before it; one
 * of a word or two names it too ("una curación (empaste)"), by the words and lemmas returned.
 */
function withoutDescription(text: string): { before: string; aliasWords: string[] } {
  // ("Sun cream SPF 50 (200 ml): 16,90 €": a label's colon may follow the bracket)
  const described = /\s*\(([^()]*)\)[\s,:]*$/u.exec(text);
  if (!described) return { before: text, aliasWords: [] };
  const alias = /^\s*\p{L}+(?:\s\p{L}+)?\s*$/u.test(described[1]!) ? described[1]!.trim() : '';
  return {
    before: `${text.slice(0, described.index)} `,
    aliasWords: analysed(alias).tokens.flatMap((token) => [token.text, ...token.readings.map((r) => r.lemma)]),
  };
}

type Token = ReturnType<typeof analysed>['tokens'][number];
// a word the lexicon lacks ("chicha", "bolillo") is taken for the thing's name
// (so is a place priced as a destination: "Trujillo, 70 soles; Ica, 35 soles")
const isNoun = (token: Token) =>
  token.reading?.pos === 'noun' ||
  token.readings.some((reading) => reading.pos === 'noun' || reading.pos === 'proper-noun') ||
  (token.kind === 'word' && token.readings.length === 0 && (token.text.length >= 4 || /^\p{Lu}/u.test(token.text)));
const hasNounReading = (token: Token) => token.readings.some((reading) => reading.pos === 'noun');
const namesAsNoun = (token: Token) =>
  token.reading?.verbForm === 'participle' || token.readings.some((reading) => reading.pos === 'adjective');
// "cuesta", "vale": a verb of price (scenes.json priceVerbs) is one even where the tagger reads a noun
const isFinite = (token: Token, priceVerbs: ReadonlySet<string>) =>
  (token.reading?.pos === 'verb' && token.reading.verbForm === 'finite') ||
  token.readings.some((reading) => reading.verbForm === 'finite' && priceVerbs.has(normaliseText(reading.lemma)));

/** A word the lexicon lacks, in the plural ("bolillos"): its singular too, as a learner may write it ("un bolillo"). */
export const singularOf = (token: Pick<Token, 'text' | 'readings'>): string[] =>
  token.readings.length > 0 ? [] : [token.text.replace(/es$/u, ''), token.text.replace(/s$/u, '')];

const hasNoun = (text: string) => analysed(text.trim()).tokens.some(isNoun);

/** A figure as the topic writes it, read: "1.100" and "1,100" group thousands; "3,50" and "3.50" have cents. */
export function readPrice(figure: string): { price: number; decimalComma: boolean; grouping?: string } {
  const decimalComma = /,\d{1,2}$/u.test(figure);
  const price = /[.,]\d{1,2}$/u.test(figure)
    ? Number(figure.replace(/[.,](?=\d{3}(?:\D|$))/gu, '').replace(',', '.'))
    : Number(figure.replace(/[.,]/gu, ''));
  const grouping = /[.,](?=\d{3}(?:\D|$))/u.exec(figure)?.[0];
  return { price, decimalComma, ...(grouping ? { grouping } : {}) };
}

/**
 * "¿Cuánto cuesta el pastel?" of a sentence that prices several things: the one item that names a noun asked, said
 * with its price ("Un pastel de tres leches entero: 350 pesos."); undefined unless exactly one does.
 */
export function pricedItemAsked(sentence: string, asked: ReadonlySet<string>, words: PriceWords): string | undefined {
  const items = pricedItemsIn(sentence, words);
  // only a plain list of things and their prices: a price that depends on more is said in its whole sentence
  if (items.length < 2 || items.some((item) => item.qualified || item.ofADoing)) return undefined;
  const holding = items.filter((item) => [...item.lemmas].some((lemma) => asked.has(lemma)));
  if (holding.length !== 1) return undefined;
  const { name, said } = holding[0]!;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${said}.`;
}
