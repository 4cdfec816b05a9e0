// The learner settings contract's texts and limits, without zod (see conversation-constants.ts).
import { DAILY_GOAL_MAX_XP, DAILY_GOAL_MIN_XP, DAILY_GOAL_PRESETS, DEFAULT_DAILY_GOAL_XP } from '@/domain/daily-goal';

export { DAILY_GOAL_MAX_XP, DAILY_GOAL_MIN_XP, DAILY_GOAL_PRESETS, DEFAULT_DAILY_GOAL_XP };

export const SPANISH_VARIETIES = ['spain', 'latam'] as const;
export type SpanishVariety = (typeof SPANISH_VARIETIES)[number];
/** Until the learner chooses: the voice and recognition locale the app always used. */
export const DEFAULT_SPANISH_VARIETY: SpanishVariety = 'latam';

/** docs/product.md#spanish-variety: the voice and speech-recognition locale each variety starts with. */
export const VARIETY_LOCALES: Record<SpanishVariety, string> = { spain: 'es-ES', latam: 'es-MX' };
export const VARIETY_LABELS: Record<SpanishVariety, string> = { spain: 'Spain', latam: 'Latin America' };

export const DAILY_GOAL_MESSAGE = `The daily goal must be a whole number of XP from ${DAILY_GOAL_MIN_XP} to ${DAILY_GOAL_MAX_XP}`;
export const VARIETY_MESSAGE = 'Choose Spain or Latin America';
export const EMPTY_SETTINGS_MESSAGE = 'Nothing to change: send a daily goal, a variety or the end of the welcome';
