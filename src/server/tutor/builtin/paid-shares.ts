import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { said } from './order-totals';
import { pricedItemsIn, type PricedItem, type PriceWords } from './priced-items';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END, figureAskedFor, inSpanish } from './topic-figures';

type FigureCues = ScenesFile['topicText']['figures'];

/**
 * "Se paga la mitad al dejar el equipo y el resto al recogerlo." "Quiero cambiar la pantalla." "¿Cuánto tengo que
 * pagar hoy al dejarlo?": the share of the price of the thing the learner chose that is paid at the moment asked
 * («La mitad de 250 soles: 125 soles.», then the topic's own sentence). Said only where the topic has one sentence
 * of a share paid, the question names a word of its moment ("dejar", "reservar") and one priced thing is chosen.
 */
export interface PaidShares {
  answer(turn: string, learnerLines: readonly string[], topic: TutorTopic): string | undefined;
}

interface ShareSentence {
  text: string;
  part: number;
  /** What the share is called, as the line says it ("La mitad", "El 30 %"). */
  called: string;
  /** The content lemmas of the share's moment, and of the moment of the rest. */
  moment: ReadonlySet<string>;
  restMoment: ReadonlySet<string>;
}

/** Verbs that carry no moment of their own. */
const LIGHT_VERBS = new Set(['ser', 'estar', 'tener', 'haber']);

const PERCENT = /(?<!\d)(\d{1,2})\s?(?:%|por\s+ciento|percent)/iu;

export function createPaidShares(cues: FigureCues, priceWords: PriceWords): PaidShares {
  const table = cues.paidShares;
  const payVerbs = new Set((table?.payVerbs ?? []).map(normaliseText));
  const notShares = (table?.notShares ?? []).map((word) => ` ${normaliseText(word)} `);
  const rest = (table?.rest ?? []).map((phrase) => ` ${normaliseText(phrase)} `);
  // the words of the shares and of the rest ("mitad", "resto") name no moment
  const shareWords = new Set(
    [...(table?.shares ?? []).map((share) => share.said), ...rest].flatMap((phrase) =>
      normaliseText(phrase).split(' '),
    ),
  );
  /** Content lemmas of a clause, but the verbs of paying and the words of the share itself. */
  const lemmasOf = (text: string) =>
    new Set(
      analysed(text)
        .tokens.filter((token) => ['noun', 'verb', 'adverb'].includes(token.reading?.pos ?? ''))
        .map((token) => normaliseText(token.reading!.lemma))
        .filter((lemma) => !payVerbs.has(lemma) && !shareWords.has(lemma) && !LIGHT_VERBS.has(lemma)),
    );

  const shareIn = (sentence: string): ShareSentence | undefined => {
    if (!table) return undefined;
    const padded = ` ${normaliseText(sentence)} `;
    if (notShares.some((word) => padded.includes(word))) return undefined;
    if (!analysed(sentence).tokens.some((token) => payVerbs.has(normaliseText(token.reading?.lemma ?? token.text))))
      return undefined;
    const named = table.shares.find((share) => padded.includes(` ${normaliseText(share.said)} `));
    const percent = named ? undefined : PERCENT.exec(sentence);
    if (!named && !percent) return undefined;
    const part = named ? named.part : Number(percent![1]) / 100;
    const called = named ? named.said : `el ${percent![1]} %`;
    // "…al dejar el equipo y el resto al recogerlo": the rest's moment is what follows its words
    const restAt = rest.map((phrase) => padded.indexOf(phrase)).find((at) => at >= 0);
    const normalised = padded.trim();
    const before = restAt === undefined ? normalised : normalised.slice(0, restAt);
    const after = restAt === undefined ? '' : normalised.slice(restAt);
    return { text: sentence.trim(), part, called, moment: lemmasOf(before), restMoment: lemmasOf(after) };
  };

  /** The one priced thing the learner's newest line naming any names (by its nouns' lemmas), else undefined. */
  const chosen = (items: readonly PricedItem[], lines: readonly string[]): PricedItem | undefined => {
    for (const line of [...lines].reverse()) {
      const named = lemmasOf(line);
      const scores = items.map((item) => [...item.lemmas].filter((lemma) => named.has(normaliseText(lemma))).length);
      const best = Math.max(0, ...scores);
      if (best === 0) continue;
      const found = items.filter((_, at) => scores[at] === best);
      return found.length === 1 ? found[0] : undefined;
    }
    return undefined;
  };

  return {
    answer(turn, learnerLines, topic) {
      if (!table || topic.defaultTopicId) return undefined;
      const question = lastQuestionOf(turn);
      if (figureAskedFor(question, cues) !== 'price') return undefined;
      const sentences = `${topic.description}\n${topic.prompt}`.split(SENTENCE_END);
      const shares = sentences.flatMap((sentence) => shareIn(sentence) ?? []);
      if (shares.length !== 1) return undefined;
      const share = shares[0]!;
      const asked = lemmasOf(question);
      const now = [...share.moment].some((lemma) => asked.has(lemma));
      const later = [...share.restMoment].some((lemma) => asked.has(lemma));
      if (now === later) return undefined;
      const items = sentences.flatMap((sentence) => pricedItemsIn(sentence, priceWords)).filter((item) => !item.rate);
      const item = chosen(items, [...learnerLines.slice(0, -1), turn]);
      if (!item) return undefined;
      const part = Math.round(item.price * (now ? share.part : 1 - share.part) * 100) / 100;
      const money = (amount: number) => `${said(amount, item.decimalComma, item.grouping)} ${item.currency}`;
      const called = now ? share.called : rest[0]!.trim();
      const line = table.line
        .replace('{share}', `${called.charAt(0).toUpperCase()}${called.slice(1)}`)
        .replace('{whole}', money(item.price))
        .replace('{part}', money(part));
      // (the topic's own sentence of it after, where it is Spanish: an English one is not said in a Spanish reply)
      const spanish = inSpanish(analysed(share.text).tokens);
      return spanish ? `${line} ${share.text.replace(/[.\s]*$/u, '.')}` : line;
    },
  };
}
