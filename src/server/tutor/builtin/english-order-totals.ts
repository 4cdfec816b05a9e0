import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { said } from './order-totals';
import { pricedItemsIn, type PricedItem, type PriceWords } from './priced-items';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END, figureAskedFor, inSpanish } from './topic-figures';

type FigureCues = ScenesFile['topicText']['figures'];

/**
 * "Necesita la vacuna de la rabia y el microchip. ¿Cuánto cuestan las dos cosas juntas?" of a topic written in
 * English that prices each ("rabies vaccine 30 euros; microchip 40 euros"): the sum, with the prices it adds ("En
 * total son 70 euros: 30 euros más 40 euros."). Each thing the learner names, its noun and the noun of its "de"
 * phrase, must be named by one English item alone through the glossary's English; said only for two things or more,
 * all priced in one currency and none by a rate, and where no thing named beside them ("y el baño") is unpriced.
 */
export interface EnglishOrderTotals {
  totalFor(turn: string, topic: TutorTopic): string | undefined;
}

interface NamedThing {
  nouns: string[];
  /** Where it stands among the turn's words: a thing joined to a priced one by "y" is of the same whole. */
  from: number;
  to: number;
}

export function createEnglishOrderTotals(
  figures: FigureCues,
  priceWords: PriceWords,
  englishOf: (lemma: string) => readonly string[],
): EnglishOrderTotals {
  const totalWords = figures.totalWords.map((phrase) => ` ${normaliseText(phrase)} `);
  const plainNouns = new Set(['cosa', 'total', 'precio', 'todo']);

  return {
    totalFor(turn, topic) {
      if (topic.defaultTopicId) return undefined;
      const question = lastQuestionOf(turn);
      const padded = ` ${normaliseText(question)} `;
      if (!totalWords.some((phrase) => padded.includes(phrase))) return undefined;
      if (figureAskedFor(question, figures) !== 'price' && !/ cuant[oa]s? /u.test(padded)) return undefined;
      const items = `${topic.description}\n${topic.prompt}`
        .split(SENTENCE_END)
        .filter((sentence) => !inSpanish(analysed(sentence).tokens))
        .flatMap((sentence) => pricedItemsIn(sentence, priceWords))
        .filter((item) => !item.rate);
      const things = namedThings(turn, plainNouns);
      const priced = things.map((thing) => ({ thing, item: onlyItemNaming(thing, items) }));
      const found = priced.filter((entry): entry is { thing: NamedThing; item: PricedItem } => !!entry.item);
      if (found.length < 2 || new Set(found.map(({ item }) => item)).size !== found.length) return undefined;
      if (new Set(found.map(({ item }) => item.currency)).size !== 1) return undefined;
      const leftOut = (thing: NamedThing) =>
        joinedToAPriced(thing, found, turn) || addedToByAPriced(thing, found, turn);
      if (priced.some(({ item, thing }) => !item && leftOut(thing))) return undefined;
      const unit = figures.englishUnits[normaliseText(found[0]!.item.currency)]?.es ?? found[0]!.item.currency;
      const sum = found.reduce((total, { item }) => total + item.price, 0);
      const parts = found.map(({ item }) => `${said(item.price, true)} ${unit}`);
      return `En total son ${said(sum, true)} ${unit}: ${parts.join(' más ')}.`;
    },
  };

  /** The one item whose English name holds an English word of each of the thing's nouns. */
  function onlyItemNaming(thing: NamedThing, items: readonly PricedItem[]): PricedItem | undefined {
    const englishOfNoun = thing.nouns.map((noun) =>
      // (a word written alike in both, "microchip", "tour", names itself though the word lists lack it)
      [...englishOf(noun), noun].map(normaliseText),
    );
    const naming = items.filter((item) => {
      const words = normaliseText(item.name).split(' ');
      return englishOfNoun.every((english) =>
        english.some((word) => words.some((written) => written === word || written === `${word}s`)),
      );
    });
    return naming.length === 1 ? naming[0] : undefined;
  }
}

/** The things a turn names: each noun, with the noun of the "de" phrase after it ("la vacuna de la rabia"). */
function namedThings(turn: string, plainNouns: ReadonlySet<string>): NamedThing[] {
  const words = wordsAndCommas(turn);
  const things: NamedThing[] = [];
  for (let at = 0; at < words.length; at++) {
    const noun = nounOf(words[at]);
    if (!noun || plainNouns.has(normaliseText(noun.lemma)) || words[at]!.reading?.pos === 'verb') continue;
    // ("una crema solar": a word that may be an adjective, after a noun, qualifies it and names no thing)
    const qualifies = words[at]!.readings.some((reading) => reading.pos === 'adjective') && nounOf(words[at - 1]);
    if (qualifies) continue;
    const thing: NamedThing = { nouns: [noun.lemma], from: at, to: at };
    let next = at + 1;
    if (words[next]?.text.toLowerCase() === 'de') {
      next++;
      if (['el', 'la', 'los', 'las'].includes(words[next]?.text.toLowerCase() ?? '')) next++;
      const complement = words[next]?.readings.find((reading) => reading.pos === 'noun');
      if (complement) {
        thing.nouns.push(complement.lemma);
        thing.to = next;
        at = next;
      }
    }
    things.push(thing);
  }
  return things;
}

/**
 * A word's noun reading; a lower-case word the lexicon lacks ("ibuprofeno") is taken as a noun, matched as written
 * through the glossary's English or itself.
 */
function nounOf(word: ReturnType<typeof wordsAndCommas>[number] | undefined): { lemma: string } | undefined {
  if (!word || word.kind !== 'word') return undefined;
  const noun = word.readings.find((reading) => reading.pos === 'noun');
  if (noun) return noun;
  return word.readings.length === 0 && /^\p{Ll}{4,}$/u.test(word.text) ? { lemma: word.text } : undefined;
}

/** Whether an unpriced thing is joined by "y", "," or "más" to a priced one ("la vacuna y el baño"). */
function joinedToAPriced(thing: NamedThing, found: readonly { thing: NamedThing }[], turn: string): boolean {
  const words = wordsAndCommas(turn).map((token) => token.text.toLowerCase());
  const between = (from: number, to: number) => words.slice(Math.min(from, to) + 1, Math.max(from, to));
  const joins = (gap: readonly string[]) =>
    gap.length <= 3 &&
    gap.some((word) => ['y', 'e', ',', 'más'].includes(word)) &&
    gap.every((word) => word.length <= 4);
  return found.some(({ thing: other }) =>
    joins(other.to < thing.from ? between(other.to, thing.from) : between(thing.to, other.from)),
  );
}

/**
 * Whether a priced thing is what an unpriced one comes with or without ("el pastel de chocolate sin azúcar y con una
 * foto"): the sum of the extras alone would leave out the thing they are of.
 */
function addedToByAPriced(thing: NamedThing, found: readonly { thing: NamedThing }[], turn: string): boolean {
  const words = wordsAndCommas(turn).map((token) => token.text.toLowerCase());
  const after = found.filter(({ thing: other }) => other.from > thing.to).map(({ thing: other }) => other.from);
  if (after.length === 0) return false;
  const gap = words.slice(thing.to + 1, Math.min(...after));
  return gap.length <= 4 && gap.some((word) => ['con', 'sin'].includes(word));
}

/** A turn's words and its commas, which join things listed: one list for where things stand and what joins them. */
function wordsAndCommas(turn: string) {
  return analysed(turn).tokens.filter((token) => token.kind === 'word' || token.text === ',');
}
