import { normaliseText } from '@/server/tutor/builtin/text-normalisation';

/**
 * The probes' own judge of a learner message's mood, kept apart from the partner's detector
 * (`learner-message-analysis.ts`) on purpose: a measurement that used the engine's reading would pass whatever the
 * engine misread. Where a reaction must fit the mood: bad news is never met with "¡Qué bien!" or "tiene
 * mucho sentido", a stated opinion never with "Es normal no saberlo todo". Only clear cues count; most messages have
 * no mood here and keep the usual reactions.
 */
export type Mood = 'badNews' | 'goodNews' | 'opinion';

const cues = (text: string) => text.split('|').map((cue) => ` ${normaliseText(cue)} `);

const BAD_NEWS = cues(
  'murió|murio|se murió|ha muerto|falleció|perdí|perdi mi|me despidieron|estoy enfermo|estoy enferma|está enfermo|está enferma|estoy triste|' +
    'me siento mal|me siento triste|tuve un accidente|me robaron|se rompió|me duele|no tengo trabajo|me separé|' +
    'me divorcié|suspendí|estoy preocupado|estoy preocupada|echo de menos|lo pasé mal|fue horrible|fue terrible',
);
const GOOD_NEWS = cues(
  'aprobé|me casé|me caso|voy a tener un bebé|conseguí el trabajo|encontré trabajo|me ascendieron|gané|' +
    'estoy muy contento|estoy muy contenta|estoy feliz|fue genial|fue increíble',
);
const OPINION = cues(
  'creo que|pienso que|opino que|me parece que|para mí|en mi opinión|no creo que|dudo que|no estoy seguro de que|' +
    'no estoy segura de que|estoy de acuerdo|no estoy de acuerdo',
);

export function detectMood(message: string): Mood | undefined {
  const padded = ` ${normaliseText(message)} `;
  if (BAD_NEWS.some((cue) => padded.includes(cue))) return 'badNews';
  if (GOOD_NEWS.some((cue) => padded.includes(cue))) return 'goodNews';
  if (OPINION.some((cue) => padded.includes(cue))) return 'opinion';
  return undefined;
}
