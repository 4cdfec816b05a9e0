import type { ScenesFile } from '@/server/content/partner-knowledge-schema';
import type { TutorTopic } from '@/server/tutor/tutor-engine';
import { normaliseText } from './text-normalisation';

type LimitCues = ScenesFile['topicText']['groupLimits'];

/**
 * "¿Cuántas personas hay en la clase?" of a topic that says "Maximum 8 students" (or "máximo 6 alumnos", "up to 10
 * people", "8 people max"): «Como máximo, 8 personas.». Said only where the topic gives one such limit and it is of
 * the whole group ("Maximum 8 students per class"), not "max 4 students per instructor".
 */
export interface GroupLimits {
  answerFor(question: string, topic: TutorTopic): string | undefined;
}

export function createGroupLimits(cues: LimitCues): GroupLimits {
  const asks = cues.asks.map((phrase) => ` ${normaliseText(phrase)} `);
  const limits = cues.limits.map((phrase) => normaliseText(phrase).split(' '));
  const people = new Set(cues.people.map(normaliseText));
  const per = new Set(cues.per.map(normaliseText));
  const groups = new Set(cues.groups.map(normaliseText));

  /** Each limit a text gives: a limit word, its figure and people ("max 8 people"), or the people and then "max". */
  function limitsIn(text: string): (number | 'other')[] {
    const words = normaliseText(text).split(' ');
    const found: (number | 'other')[] = [];
    words.forEach((word, at) => {
      if (!/^\d+$/u.test(word) || !people.has(words[at + 1] ?? '')) return;
      const before = limits.some((limit) => limit.every((part, offset) => words[at - limit.length + offset] === part));
      const after = limits.some((limit) => limit.length === 1 && words[at + 2] === limit[0]);
      if (!before && !after) return;
      const next = words[at + (after ? 3 : 2)] ?? '';
      // "per instructor" is another limit; "per class", "por grupo" is the group's own
      const ofAnother = per.has(next) && !groups.has(words[at + (after ? 4 : 3)] ?? '');
      found.push(ofAnother ? 'other' : Number(word));
    });
    return found;
  }

  return {
    answerFor(question, topic) {
      if (topic.defaultTopicId || !asks.some((phrase) => ` ${normaliseText(question)} `.includes(phrase)))
        return undefined;
      const found = limitsIn(`${topic.description}\n${topic.prompt}`);
      if (found.length === 0 || found.includes('other') || new Set(found).size !== 1) return undefined;
      return cues.line.replace('{count}', String(found[0]));
    },
  };
}
