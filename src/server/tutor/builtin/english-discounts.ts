import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { englishSingular } from './english-figures';
import { said } from './order-totals';
import { pricedItemsIn, type PricedItem, type PriceWords } from './priced-items';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END, figureAskedFor, inSpanish } from './topic-figures';

type Figures = ScenesFile['topicText']['figures'];

/** "Students get 20% off monthly plans": who has it, by their English words, and what it is on (none: all). */
interface EnglishDiscount {
  percent: number;
  who: ReadonlySet<string>;
  on: ReadonlySet<string>;
}

const PERCENT = /(\d+(?:[.,]\d+)?)\s*(?:%|percent)/giu;
/** "No", "ni": a clause that says the learner is not one ("no soy estudiante"). */
const NEGATIONS = new Set(['no', 'ni', 'tampoco']);

export interface EnglishDiscounts {
  /**
   * "Soy estudiante. ¿Cuánto cuesta la clase particular?" of an English topic that says "Private class: 40 euros.
   * Students get 20% off": «Con el 20 % de descuento, son 32 euros (sin descuento, 40 euros).». Said only when the
   * learner told, of themselves, a word of who has the discount, the question names one priced thing by the English
   * of its nouns, and the discount is on that thing (or says on nothing); a discount of a condition with a figure of
   * its own ("Stays of 7 nights or more", "groups of 8 or more") is left unsaid.
   */
  priceFor(message: string, learnerText: readonly string[], topic: TutorTopic): string | undefined;
}

export function createEnglishDiscounts(
  figures: Figures,
  priceWords: PriceWords,
  englishOf: (lemma: string) => readonly string[],
): EnglishDiscounts {
  const plain = new Set(figures.discounts.englishPlain.map(normaliseText));
  const stemsOf = (text: string) =>
    normaliseText(text)
      .split(' ')
      .filter((word) => /^\p{L}{2,}$/u.test(word) && !plain.has(word))
      .map(englishSingular);
  const englishStemsOf = (lemma: string) => englishOf(lemma).map((word) => englishSingular(normaliseText(word)));

  /** The discounts of a topic's English sentences, one percent each, none of a group's size or of a threshold. */
  function discountsIn(sentences: readonly string[]): EnglishDiscount[] {
    return sentences.flatMap((sentence) => {
      const percents = [...sentence.matchAll(PERCENT)];
      const words = normaliseText(sentence).split(' ');
      if (percents.length !== 1 || !words.some((word) => word === 'off' || word === 'discount')) return [];
      // "Stays of 7 nights or more", "groups of 8": who has it is told by a figure, which is read elsewhere
      if (/\d/u.test(sentence.replace(percents[0]![0], ' '))) return [];
      const at = percents[0]!.index;
      const after = sentence.slice(at + percents[0]![0].length).replace(/^\s*(?:off|discount)\b/iu, '');
      const on = new Set(stemsOf(after.replace(/^\s*(?:on|for)\b/iu, '')));
      const who = new Set(stemsOf(sentence.slice(0, at)));
      if (who.size === 0) return [];
      return [{ percent: Number(percents[0]![1]!.replace(',', '.')), who, on }];
    });
  }

  /** Whether the learner told, in a clause of their own with no "no", a word of who has the discount. */
  function learnerHas(learnerText: readonly string[], who: ReadonlySet<string>): boolean {
    return learnerText.some((text) =>
      text.split(/[.,;!?¿¡]+/u).some((clause) => {
        const tokens = analysed(clause).tokens.filter((token) => token.kind === 'word');
        if (tokens.some((token) => NEGATIONS.has(normaliseText(token.text)))) return false;
        const ownVerb = tokens.some((token) => token.reading?.pos === 'verb' && token.reading.person === 1);
        const names = tokens.some((token) =>
          token.readings.some((reading) => englishStemsOf(reading.lemma).some((stem) => who.has(stem))),
        );
        return ownVerb && names;
      }),
    );
  }

  /**
   * The priced thing whose English name holds the English of most nouns the question names ("la clase en grupo":
   * "Group class", not "Private class"); none where two hold as many.
   */
  function itemAsked(question: string, items: readonly PricedItem[]): PricedItem | undefined {
    const nouns = analysed(question)
      .tokens.filter((token) => token.reading?.pos === 'noun')
      .map((token) => new Set(englishStemsOf(token.reading!.lemma)));
    const scores = items.map((item) => {
      const written = new Set(stemsOf(item.name));
      return nouns.filter((english) => [...english].some((stem) => written.has(stem))).length;
    });
    const best = Math.max(0, ...scores);
    const naming = items.filter((_, at) => scores[at] === best);
    return best > 0 && naming.length === 1 ? naming[0] : undefined;
  }

  return {
    priceFor(message, learnerText, topic) {
      if (topic.defaultTopicId) return undefined;
      const question = lastQuestionOf(message);
      if (!question.includes('?') || figureAskedFor(question, figures) !== 'price') return undefined;
      const sentences = `${topic.description}\n${topic.prompt}`
        .split(SENTENCE_END)
        .filter((sentence) => /\p{L}/u.test(sentence) && !inSpanish(analysed(sentence).tokens));
      const held = discountsIn(sentences).filter((discount) => learnerHas(learnerText, discount.who));
      if (held.length !== 1) return undefined;
      const discount = held[0]!;
      const items = sentences
        // (the discount's own sentence prices nothing)
        .filter((sentence) => !/%|\bpercent\b/iu.test(sentence))
        .flatMap((sentence) => pricedItemsIn(sentence, priceWords).map((item) => ({ item, sentence })));
      const asked = itemAsked(
        question,
        items.map(({ item }) => item),
      );
      const sentence = items.find(({ item }) => item === asked)?.sentence;
      if (!asked || !sentence || asked.rate) return undefined;
      // "off monthly plans": only on a thing whose sentence names what it is on
      const written = new Set(stemsOf(sentence));
      if (discount.on.size > 0 && ![...discount.on].some((stem) => written.has(stem))) return undefined;
      const unit = figures.englishUnits[normaliseText(asked.currency)]?.es ?? asked.currency;
      const price = Math.round(asked.price * (100 - discount.percent)) / 100;
      return (
        `Con el ${discount.percent} % de descuento, son ${said(price, true)} ${unit} ` +
        `(sin descuento, ${said(asked.price, true)} ${unit}).`
      );
    },
  };
}
