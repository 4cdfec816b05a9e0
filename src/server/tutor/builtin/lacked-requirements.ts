import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { analysed } from './analysis-cache';
import { normaliseText } from './text-normalisation';
import { SENTENCE_END } from './topic-figures';

type LackCues = NonNullable<ScenesFile['topicText']['lackedRequirements']>;

/**
 * "La verdad es que no sé nadar. ¿Me dejarían tomar la clase?" where the topic says "Students must know how to swim"
 * (or "Hay que saber nadar"): «Lo siento, pero para eso hay que saber nadar.», the doing in the learner's own word.
 * Said only when the turn asks something, and every clause of the topic that names the doing requires it.
 */
export interface LackedRequirements {
  answerFor(turnText: string, topic: TutorTopic): string | undefined;
}

/** The shortest English stem matched as the start of a word ("swim" of "swimming"). */
const MIN_STEM = 3;

export function createLackedRequirements(
  cues: LackCues | undefined,
  englishWordsFor: (lemma: string) => readonly string[],
): LackedRequirements {
  if (!cues) return { answerFor: () => undefined };
  const cannot = cues.cannot.map((phrase) => normaliseText(phrase).split(' '));
  const padded = (phrases: readonly string[]) => phrases.map((phrase) => ` ${normaliseText(phrase)} `);
  const requiring = padded(cues.requiring);
  const waiving = padded(cues.waiving);

  return {
    answerFor(turnText, topic) {
      if (topic.defaultTopicId || !turnText.includes('?')) return undefined;
      const doing = doingLacked(turnText);
      if (!doing) return undefined;
      const stems = [normaliseText(doing.lemma), ...englishWordsFor(doing.lemma).map(normaliseText)].filter(
        (stem) => stem.length >= MIN_STEM && !stem.includes(' '),
      );
      const naming = `${topic.description}\n${topic.prompt}`
        .split(SENTENCE_END)
        .flatMap((sentence) => sentence.split(/[;:—–]|,\s+|\s-\s/u))
        .map((clause) => ` ${normaliseText(clause)} `)
        .filter((clause) => clause.split(' ').some((word) => stems.some((stem) => word.startsWith(stem))));
      if (naming.length === 0) return undefined;
      const requires = (clause: string) =>
        requiring.some((cue) => clause.includes(cue)) && !waiving.some((cue) => clause.includes(cue));
      return naming.every(requires) ? cues.line.replaceAll('{doing}', doing.written) : undefined;
    },
  };

  /** The infinitive after "no sé" in the turn ("no sé nadar", "¿…si no sé nadar?"), as written and its lemma. */
  function doingLacked(turnText: string): { written: string; lemma: string } | undefined {
    const tokens = analysed(turnText).tokens.filter((token) => token.kind === 'word');
    const words = tokens.map((token) => normaliseText(token.text));
    for (const phrase of cannot)
      for (let at = 0; at + phrase.length < words.length; at++) {
        if (!phrase.every((word, offset) => words[at + offset] === word)) continue;
        const next = tokens[at + phrase.length]!;
        const reading = next.readings.find((found) => found.pos === 'verb' && found.verbForm === 'infinitive');
        if (reading) return { written: next.text.toLowerCase(), lemma: reading.lemma };
      }
    return undefined;
  }
}
