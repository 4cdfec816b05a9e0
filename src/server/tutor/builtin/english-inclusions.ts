import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { said } from './order-totals';
import { moneyFiguresIn, pricedItemsIn, priceWordsOf, type PriceWords } from './priced-items';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END, inSpanish } from './topic-figures';

type TopicTextTable = ScenesFile['topicText'];

/**
 * "¿El casco está incluido?" of a topic written in English ("Helmets and locks are included", "Not included: lunch
 * and transport"): yes or no, in Spanish, with the participle agreeing with the learner's noun. Said only where every
 * English clause that names the thing says the same; a Spanish topic's own sentences answer its questions as
 * written, elsewhere.
 */
export interface EnglishInclusions {
  answerFor(question: string, topic: TutorTopic): string | undefined;
}

export function createEnglishInclusions(
  table: TopicTextTable,
  englishWordsFor: (lemma: string) => readonly string[],
): EnglishInclusions {
  const cues = table.included;
  const asks = new Set((cues?.asks ?? []).map(normaliseText));
  const negative = (cues?.notIncluded ?? []).map(normaliseText);
  const positive = (cues?.included ?? []).map(normaliseText);
  const priceWords = priceWordsOf(table.figures);

  return {
    answerFor(question, topic) {
      if (!cues || topic.defaultTopicId) return undefined;
      const words = normaliseText(question).split(' ');
      if (!words.some((word) => asks.has(word))) return undefined;
      // (a word with a noun reading, though the tagger may read a verb: "el almuerzo")
      const noun = analysed(question)
        .tokens.filter((token) => !asks.has(normaliseText(token.text)))
        .map((token) => token.readings.find((reading) => reading.pos === 'noun'))
        .find((reading) => reading !== undefined);
      if (!noun) return undefined;
      const english = englishWordsFor(noun.lemma).map(normaliseText);
      if (english.length === 0) return undefined;
      const clauses = `${topic.description}\n${topic.prompt}`
        .split(SENTENCE_END)
        .filter((sentence) => !inSpanish(analysed(sentence).tokens))
        .flatMap((sentence) => sentence.split(/;\s*/u))
        .filter((clause) => names(clause, english));
      const verdicts = new Set(clauses.map((clause) => verdictOf(clause)).filter((verdict) => verdict !== undefined));
      if (verdicts.size !== 1) return undefined;
      const included = [...verdicts][0]!;
      const plural = noun.number === 'plural';
      const feminine = noun.gender === 'feminine';
      const participle = `${cues.participle}${feminine ? 'a' : 'o'}${plural ? 's' : ''}`;
      const is = plural ? cues.are : cues.is;
      if (included) return `${cues.yes}, ${is} ${participle}.`;
      // the price of the one thing left out, where its clause prices it alone ("Not included: entrance to the castle
      // (25.000 pesos)"); "Not included: breakfast (6 euros) and parking" prices the one, not both
      const apart = clauses.length === 1 ? priceApart(clauses[0]!, english, priceWords) : undefined;
      const no = `${cues.no}, ${cues.not} ${is} ${participle}.`;
      return apart ? `${no} ${cues.paidApart.replace('{price}', apart)}` : no;
    },
  };

  function priceApart(clause: string, english: readonly string[], words: PriceWords): string | undefined {
    const items = pricedItemsIn(clause, words);
    const item = items[0];
    if (items.length !== 1 || moneyFiguresIn(clause, words) !== 1 || !item) return undefined;
    if (/[,(]|\s(?:and|or)\s/u.test(item.name) || !names(item.name, english)) return undefined;
    const unit = table.figures.englishUnits[normaliseText(item.currency)]?.es ?? item.currency;
    // (written the Spanish way: "28,000 pesos" of an English topic is «28.000 pesos»)
    return `${said(item.price, true)} ${unit}`;
  }

  function verdictOf(clause: string): boolean | undefined {
    const padded = ` ${normaliseText(clause)} `;
    if (negative.some((cue) => padded.includes(` ${cue} `))) return false;
    if (positive.some((cue) => padded.includes(` ${cue} `))) return true;
    return undefined;
  }
}

/** Whether an English clause names one of the words, in the singular or the plural ("helmet", "helmets"). */
function names(clause: string, english: readonly string[]): boolean {
  const padded = ` ${normaliseText(clause)} `;
  return english.some((word) => [word, `${word}s`, `${word}es`].some((form) => padded.includes(` ${form} `)));
}
