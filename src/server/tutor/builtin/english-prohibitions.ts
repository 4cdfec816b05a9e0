import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END, inSpanish } from './topic-figures';

type ProhibitionCues = ScenesFile['topicText']['englishProhibitions'];

/**
 * "¿Puedo traer a mi perro?", "¿Se puede fumar?" of a topic written in English that forbids it ("No pets, and no
 * smoking anywhere", "Dogs are not allowed on the tour"): a no, in Spanish. Said only where every English clause that
 * names the thing forbids it; a Spanish topic's own sentences answer as written, elsewhere.
 */
export interface EnglishProhibitions {
  answerFor(question: string, topic: TutorTopic): string | undefined;
}

/** The shortest English stem matched as the start of a word ("smok" of "smoking"); shorter ones say too little. */
const MIN_STEM = 4;

export function createEnglishProhibitions(
  cues: ProhibitionCues,
  englishWordsFor: (lemma: string) => readonly string[],
  /** scenes.json `personaKinds` by member: "perro" is a "mascota" ("No pets"). */
  kindsOfMember: (lemma: string) => readonly string[] = () => [],
): EnglishProhibitions {
  const asks = cues.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const askingLemmas = new Set(cues.askingLemmas.map(normaliseText));
  const forbidding = cues.forbidding.map((phrase) => ` ${normaliseText(phrase)} `);
  const notForbidding = new Set(cues.notForbidding.map(normaliseText));

  return {
    answerFor(question, topic) {
      if (topic.defaultTopicId || !asks.some((phrase) => ` ${normaliseText(question)} `.includes(phrase)))
        return undefined;
      const stems = askedStems(question);
      if (stems.length === 0) return undefined;
      const clauses = `${topic.description}\n${topic.prompt}`
        .split(SENTENCE_END)
        .filter((sentence) => !inSpanish(analysed(sentence).tokens))
        .flatMap((sentence) => sentence.split(/[;—–]|,?\s+and\s+|,\s+|\s-\s/u));
      // a thing asked that every clause naming it forbids ("¿Puedo llevar a mi perro al tour?": the dog, though
      // other clauses name the tour)
      const forbidden = stems.some((stem) => {
        const naming = clauses.filter((clause) => names(clause, [stem]));
        return naming.length > 0 && naming.every((clause) => forbids(clause, [stem]));
      });
      return forbidden ? cues.line : undefined;
    },
  };

  /** The English stems of what the question asks to do or have: its content words and the kinds of its nouns. */
  function askedStems(question: string): string[] {
    const lemmas = analysed(question)
      .tokens.filter((token) => ['noun', 'verb'].includes(token.reading?.pos ?? ''))
      .map((token) => normaliseText(token.reading!.lemma))
      .filter((lemma) => !askingLemmas.has(lemma));
    const english = [...lemmas, ...lemmas.flatMap(kindsOfMember)].flatMap(englishWordsFor);
    // "smoke" finds "smoking", "dog" finds "dogs"; a stem cut shorter than MIN_STEM would find too much
    const stemOf = (word: string) => (word.length > MIN_STEM ? word.replace(/e?s?$/u, '') : word);
    return [...new Set(english.map((word) => stemOf(normaliseText(word))))].filter(
      (stem) => stem.length >= 3 && !stem.includes(' '),
    );
  }

  /**
   * Whether a clause forbids the thing: a phrase that forbids, or "no" right before it ("No pets", "no flash
   * photography"); never "No need to book" or "no extra charge for helmets", which say another thing.
   */
  function forbids(clause: string, stems: readonly string[]): boolean {
    const words = normaliseText(clause).split(' ');
    if (words.some((word) => notForbidding.has(word))) return false;
    if (forbidding.some((phrase) => ` ${words.join(' ')} `.includes(phrase))) return true;
    return words[0] === 'no' && names(words.slice(1, 3).join(' '), stems);
  }
}

function names(clause: string, stems: readonly string[]): boolean {
  const words = normaliseText(clause).split(' ');
  return words.some((word) => stems.some((stem) => word.startsWith(stem)));
}
