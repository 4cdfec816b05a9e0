import { Flame, Trophy } from 'lucide-react';
import type { Level } from '@/contract/common';
import { Badge } from '@/web/components/ui/badge';
import { LEVEL_LABELS } from '@/web/lib/lesson-labels';

/**
 * The learner's level badge with their XP (docs/product.md#levels), beside the day streak (a new
 * learner has none yet: docs/product.md#streaks).
 */
export function LevelBadge({ level, xp, streak }: { level: Level; xp: number; streak: number }) {
  return (
    <span className="mt-1 flex flex-wrap gap-2">
      <Badge className="px-3 py-1 text-sm">
        <Trophy aria-hidden="true" />
        {LEVEL_LABELS[level]} · {xp} XP
      </Badge>
      <Badge variant="soft" className="px-3 py-1 text-sm">
        <Flame aria-hidden="true" />
        {streak > 0 ? `${streak} day streak` : 'No streak yet'}
      </Badge>
    </span>
  );
}
