import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { pricedItemsIn, type PricedItem, type PriceWords } from './priced-items';
import { lastQuestionOf, normaliseText, sharesAStem } from './text-normalisation';
import { SENTENCE_END } from './topic-figures';

type Figures = ScenesFile['topicText']['figures'];

/**
 * "¿Cuál es el destino más barato?" of a topic that prices a list ("Arequipa, 120 soles; Cusco, 150 soles; Ica, 35
 * soles"): the cheapest of it, with its price ("Ica, 35 soles."), or the dearest. Said only when one sentence of the
 * topic lists two or more prices in one currency and for the same unit, every noun the question names (but the
 * superlative's own) is a word of that sentence ("el destino" of "Destinos y precio…"; not "para el dolor de
 * cabeza", which the list does not say), and one item alone is the cheapest.
 */
export function cheapestAsked(
  question: string,
  topic: TutorTopic,
  words: PriceWords,
  figures: Pick<Figures, 'cheapest' | 'dearest'>,
): string | undefined {
  const asked = ` ${normaliseText(lastQuestionOf(question))} `;
  const cue = (list: readonly string[]) => list.map(normaliseText).find((phrase) => asked.includes(` ${phrase} `));
  const cheapest = cue(figures.cheapest);
  const dearest = cheapest ? undefined : cue(figures.dearest);
  if (!cheapest && !dearest) return undefined;
  const cueWords = new Set((cheapest ?? dearest)!.split(' '));
  const nouns = analysed(lastQuestionOf(question))
    .tokens.filter((token) => token.reading?.pos === 'noun' && !cueWords.has(normaliseText(token.text)))
    .map((token) => normaliseText(token.reading!.lemma));
  const lists = `${topic.description}\n${topic.prompt}`
    .split(SENTENCE_END)
    .map((sentence) => ({ sentence, items: comparable(pricedItemsIn(sentence, words)) }))
    .filter(({ sentence, items }) => items.length >= 2 && nouns.every((noun) => says(sentence, noun)));
  if (lists.length !== 1) return undefined;
  const { items } = lists[0]!;
  const extreme = (cheapest ? Math.min : Math.max)(...items.map((item) => item.price));
  const found = items.filter((item) => item.price === extreme);
  if (found.length !== 1) return undefined;
  const { name, said } = found[0]!;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}, ${said}.`;
}

/** The items of a list that compare: all in one currency and for one unit ("el kilo"), none depending on more. */
function comparable(items: readonly PricedItem[]): PricedItem[] {
  const currencies = new Set(items.map((item) => normaliseText(item.currency)));
  const rates = new Set(items.map((item) => item.rate ?? ''));
  return currencies.size === 1 && rates.size === 1 && items.every((item) => !item.ofADoing) ? [...items] : [];
}

/** Whether a sentence says a noun: the word, or one with its first five letters ("destino", "Destinos"). */
function says(sentence: string, noun: string): boolean {
  return normaliseText(sentence)
    .split(' ')
    .some((word) => sharesAStem(noun, word));
}
