import { isNumberWord } from '@/domain/spanish-numbers';
import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import { normaliseText } from './text-normalisation';

type FollowUpCues = NonNullable<ScenesFile['cues']['followUp']>;
export type FollowUpAspect = 'figure' | 'place';

/**
 * Reads a question that asks one more thing of what the learner's question before it asked ("¿Puedo tomar
 * ibuprofeno?" … "¿Cuántas veces al día?"), from scenes.json `cues.followUp`, and whether an answer found for the
 * two together says that thing (a figure, a place). The first answer said again is no answer to a question that
 * names something new ("¿Y el domingo?" after the opening hours), so such a question is not read as one.
 */
export function createFollowUpReader(cues: FollowUpCues | undefined) {
  const words = (phrases: readonly string[]) => phrases.map((phrase) => normaliseText(phrase).split(' '));
  const openers: [FollowUpAspect, string[][]][] = cues
    ? [
        ['figure', words(cues.figure)],
        ['place', words(cues.place)],
      ]
    : [];
  const units = new Set((cues?.units ?? []).map(normaliseText));
  const placeWords = (cues?.placeWords ?? []).map((phrase) => ` ${normaliseText(phrase)} `);
  return {
    /** What a verbless question asks of the one before, when it asks only that: its opener and units. */
    aspectAsked(question: string): FollowUpAspect | undefined {
      const said = normaliseText(question)
        .split(' ')
        .filter((word) => word.length > 0);
      const rest = said[0] === 'y' ? said.slice(1) : said;
      for (const [aspect, phrases] of openers)
        for (const phrase of phrases) {
          if (!phrase.every((word, at) => rest[at] === word)) continue;
          return rest.slice(phrase.length).every((word) => units.has(word)) ? aspect : undefined;
        }
      return undefined;
    },
    /** Whether `line` says the aspect: a figure in digits or words, or a place. */
    says(aspect: FollowUpAspect, line: string): boolean {
      const padded = ` ${normaliseText(line)} `;
      if (aspect === 'place') return placeWords.some((word) => padded.includes(word));
      return /\d/u.test(line) || padded.split(' ').some((word) => word.length > 0 && isNumberWord(word));
    },
  };
}
export type FollowUpReader = ReturnType<typeof createFollowUpReader>;
