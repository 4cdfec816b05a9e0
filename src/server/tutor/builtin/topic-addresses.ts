import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';

type AddressCues = ScenesFile['topicText']['address'];

/**
 * "¿Dónde está la clínica?", "¿Cuál es la dirección?" of a topic that gives its street ("Calle Tomás Echeverría 8",
 * "calle Verdi, 12"), written in Spanish or in English: the street, as the topic writes it, in a Spanish frame
 * ("Estamos en la calle Tomás Echeverría, 8."). Only where the topic gives one street, and only of the place itself:
 * "¿Dónde está la catedral?" of a shop "near the cathedral" asks of another place.
 */
export interface TopicAddresses {
  answer(question: string, topic: TutorTopic): string | undefined;
}

/** Words joining a street's name ("Paseo de la Ribera", "Avenida del Mar"). */
export const PARTICLES = ['de', 'del', 'la', 'las', 'los', 'el', 'y'];

export function createTopicAddresses(
  cues: AddressCues,
  englishOf: (lemma: string) => readonly string[] = () => [],
): TopicAddresses {
  const streets = new Map(Object.entries(cues.streets).map(([street, article]) => [normaliseText(street), article]));
  const asks = cues.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const places = new Set(cues.placeNouns.map(normaliseText));
  // the street word in either case, then a name of capitalised words joined by particles, then its number
  const either = (word: string) => `[${word[0]!.toUpperCase()}${word[0]!}]${word.slice(1)}`;
  const capitalised = String.raw`\p{Lu}[\p{L}'’-]*`;
  const particle = `(?:${PARTICLES.join('|')})`;
  const nameWord = String.raw`(?:${capitalised}|${particle}(?=(?:\s+${particle})*\s+\p{Lu}))`;
  const streetPattern = new RegExp(
    String.raw`(?<!\p{L})(${Object.keys(cues.streets).map(either).join('|')})\s+(${nameWord}(?:\s+${nameWord})*)` +
      // (a number is what makes it an address: "to Plaza Nueva" is a stop, "Plaza de España" a sight)
      String.raw`,?\s+(?:n\.?º\s*)?(\d+[A-Za-z]?)(?![\d:.,]\d)`,
    'gu',
  );

  return {
    answer(question, topic) {
      if (topic.defaultTopicId) return undefined;
      const padded = ` ${normaliseText(question)} `;
      if (!asks.some((phrase) => padded.includes(phrase))) return undefined;
      const found = new Set(streetsIn(`${topic.description}\n${topic.prompt}`));
      if (found.size !== 1) return undefined;
      if (!ofThePlaceItself(question, topic)) return undefined;
      return cues.line.replace('{address}', [...found][0]!);
    },
  };

  /** Each street the text writes, with its article: "la calle Arfe, 8". */
  function streetsIn(text: string): string[] {
    return [...text.matchAll(streetPattern)].map(([, street, name, number]) => {
      const article = streets.get(normaliseText(street!))!;
      return `${article} ${street!.toLowerCase()} ${name!}${number ? `, ${number}` : ''}`;
    });
  }

  /**
   * Whether the question asks where the place itself is: it names no noun, or only the address, a word for any
   * place of business ("el local"), one the title or the description names (in Spanish or in English: "hostal" of
   * "a hostel"), or one the prompt writes as part of a name ("Clínica Veterinaria Huelin").
   */
  function ofThePlaceItself(question: string, topic: TutorTopic): boolean {
    const setting = ` ${normaliseText(`${topic.title} ${topic.description}`)} `;
    const names = new Set([...`${topic.prompt}`.matchAll(/\p{Lu}\p{L}+/gu)].map((match) => normaliseText(match[0])));
    const nouns = analysed(question)
      .tokens.filter((token) => token.reading?.pos === 'noun' || token.reading?.pos === 'proper-noun')
      .map((token) => normaliseText(token.reading!.lemma));
    return nouns.every(
      (noun) =>
        places.has(noun) ||
        asks.some((phrase) => phrase.trim() === noun) ||
        setting.includes(` ${noun} `) ||
        names.has(noun) ||
        englishOf(noun).some((english) => setting.includes(` ${normaliseText(english)} `)),
    );
  }
}
