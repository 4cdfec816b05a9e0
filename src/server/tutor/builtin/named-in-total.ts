import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { toldInThePast } from './scene-knowledge';
import { pricedItemsIn, singularOf, type PricedItem, type PriceWords } from './priced-items';
import { lastQuestionOf, normaliseText } from './text-normalisation';
import { SENTENCE_END } from './topic-figures';

export interface NamedInTotal {
  /**
   * "Queremos una habitación doble para tres noches, con desayuno. ¿Cuánto es en total?" answered "Tres noches: 270
   * euros en total": the message names two things the topic prices, and the total says nothing of the breakfast. True
   * when the message asks a sum and names two or more of the topic's priced things and the line leaves one of them out (neither its
   * name, the learner's word for it, nor its figure is in the line): such a total is not the sum asked for.
   */
  leavesOut(message: string, line: string, topic: TutorTopic): boolean;
}

interface Named {
  /** The words the line may name it by: its heads, and the learner's noun for it. */
  words: readonly string[];
  /** Its figure as the topic writes it ("12", "8,000"). */
  figure: string;
}

export function createNamedInTotal(
  file: ScenesFile,
  priceWords: PriceWords,
  englishWordsFor: (lemma: string) => readonly string[],
): NamedInTotal {
  // a length ("esas semanas") or a kind of person ("dos estudiantes") says what a price is per or for, no thing
  const { people, figures } = file.topicText;
  // (only a question that asks a sum or adds to one: "¿Cuánto es en total?", "¿…con el seguro?"; "Tengo bici.
  // ¿Cuánto cuesta el casco dos días?" names a thing it does not ask the price of)
  const additionWords = figures.additionWords.map(normaliseText);
  const sumWords = [...figures.totalWords, ...additionWords];
  const notThings = new Set(
    [
      ...file.cues.spans.flatMap((span) => [span.singular, span.plural, ...span.en]),
      ...people.kinds.flatMap((kind) => kind.nouns),
      ...people.unknownAge,
      ...people.discount,
    ].map(normaliseText),
  );
  function pricedIn(topic: TutorTopic): PricedItem[] {
    return `${topic.description}\n${topic.prompt}`
      .split(SENTENCE_END)
      .flatMap((sentence) => pricedItemsIn(sentence, priceWords));
  }

  /** The priced things a message names by a noun (an English topic's by the noun's English), one per noun. */
  function namedIn(message: string, priced: readonly PricedItem[]): Named[] {
    const named = new Map<string, Named>();
    for (const token of analysed(message).tokens) {
      const lemmas = token.readings.filter((reading) => reading.pos === 'noun').map((reading) => reading.lemma);
      // (a word the lexicon lacks, "ceviches", may be a noun: by its form and its singular)
      const unknown = token.kind === 'word' && token.readings.length === 0;
      if (lemmas.length === 0 && !unknown) continue;
      const forms = [token.text, ...lemmas, ...(unknown ? singularOf(token) : [])].map(normaliseText);
      if (forms.some((form) => notThings.has(form))) continue;
      const english = lemmas.flatMap((lemma) => englishWordsFor(lemma)).map(normaliseText);
      // by the noun that heads its name ("museo" names no "entrada al museo"); an English name's head is its last
      // word ("compact car")
      const items = priced.filter(
        (item) =>
          forms.some((form) => item.heads.has(form)) ||
          english.some((word) => item.heads.has(word) || lastWordOf(item.name) === word),
      );
      // (a noun several things share, "habitación" of a single and a double, is one thing named)
      const head = items[0] && normaliseText([...items[0].heads][0]!);
      if (!head || named.has(head)) continue;
      const words = [...new Set([...forms, ...items.flatMap((item) => [...item.heads].map(normaliseText))])];
      named.set(head, { words, figure: items.length === 1 ? items[0]!.said.split(/\s/u)[0]! : '' });
    }
    return [...named.values()];
  }

  return {
    leavesOut(message, line, topic) {
      // (or a line that says it is the whole: "Dos ceviches: 90 soles en total" to "¿Cuánto es?")
      const asked = ` ${normaliseText(lastQuestionOf(message))} `;
      const whole = ` ${normaliseText(line)} `.includes(' en total ');
      if (!whole && !sumWords.some((word) => asked.includes(` ${word} `))) return false;
      const priced = pricedIn(topic);
      if (priced.length < 2) return false;
      // (a sentence told in the past names what was had, not what the sum is of: "Ya pagué la inscripción.")
      const ordered = message
        .split(/(?<=[.!?])\s+/u)
        .filter((sentence) => !toldInThePast(sentence))
        .join(' ');
      const said = ` ${normaliseText(line)}`;
      const figures = new Set(line.match(/\d+(?:[.,]\d+)*/gu) ?? []);
      const leftOut = (thing: Named) =>
        !thing.words.some((word) => said.includes(` ${word}`)) &&
        !(thing.figure && figures.has(thing.figure.replace(/[^\d.,]/gu, '')));
      // "¿Y cuánto es con el jarabe?": a thing the question adds is in the sum, alone as it may be
      const adding = additionWords.map((word) => asked.indexOf(` ${word} `)).filter((at) => at >= 0);
      const added = adding.length > 0 ? namedIn(asked.slice(Math.min(...adding)), priced) : [];
      if (added.some(leftOut)) return true;
      const named = namedIn(ordered, priced);
      return named.length >= 2 && named.some(leftOut);
    },
  };
}

function lastWordOf(name: string): string {
  return normaliseText(name).split(' ').at(-1) ?? '';
}
