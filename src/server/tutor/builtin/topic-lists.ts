import type { TutorTopic } from '@/server/tutor/tutor-engine';

// "- Horario: …", "• Consulta general: $1.200", "* Day pass: 20 €", "— Duración: 75 minutos", "1. …"
const BULLET = /^[ \t]*(?:[-–—•*·▪►]|\d{1,2}[.)])[ \t]+/gmu;
const ENDS_A_SENTENCE = /[.!?:;…]["»”)]*\s*$/u;

/**
 * A learner's topic as sentences: each line of a list its own sentence, without the mark that opens it, so that no
 * reply says "- Corte de mujer: 28 €" or "• No atendemos…", and a line with no full stop of its own does not run into
 * the next ("Horario: de 8 a 20 h\n- Consulta: …"). A topic with no list is returned as it is.
 */
export function withListsAsSentences(topic: TutorTopic): TutorTopic {
  if (topic.defaultTopicId) return topic;
  const description = asSentences(topic.description);
  const prompt = asSentences(topic.prompt);
  return description === topic.description && prompt === topic.prompt ? topic : { ...topic, description, prompt };
}

function asSentences(text: string): string {
  if (!new RegExp(BULLET.source, 'mu').test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      const bare = line.replace(BULLET, '').trim();
      if (bare.length === 0) return '';
      return line === bare || ENDS_A_SENTENCE.test(bare) ? bare : `${bare}.`;
    })
    .join('\n');
}
