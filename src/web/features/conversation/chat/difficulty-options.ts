import type { Difficulty } from '@/contract/conversation';
import { LEVELS } from '@/domain/levels';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';

const DIFFICULTY_DESCRIPTIONS: Record<Difficulty, string> = {
  beginner: 'Simple vocabulary and basic grammar',
  intermediate: 'More complex sentences and varied vocabulary',
  advanced: 'Natural conversation with sophisticated language',
};

/** docs/product.md#conversations: the three difficulties with what each means for the partner's Spanish. */
export const DIFFICULTY_OPTIONS: readonly { value: Difficulty; label: string; description: string }[] = LEVELS.map(
  (level) => ({
    value: level,
    label: LEVEL_LABELS[level],
    description: DIFFICULTY_DESCRIPTIONS[level],
  }),
);
